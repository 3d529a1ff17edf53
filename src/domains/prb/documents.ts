/**
 * The packaged prb template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The prb template: what `getTemplate('prb')` returns: every section with placeholder text.
 *
 * @example
 * ```ts
 * problemStatementTemplate.includes(' is causing '); // true
 * ```
 */
export const problemStatementTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: prb
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Problem Statement

<!-- Optional: who raised the problem, and when. -->

The current state is causing a specific issue, for the affected stakeholder because of an underlying cause.

## Current State

### Summary

Summarise the current state from the answers below. One sentence is enough while the questions are still open.

### What Is the Problem?

Describe the problem itself. Optional.

### Why Is It a Problem?

Explain why the problem matters. Optional.

### Where Is the Problem Observed?

Name the place, system or process where the problem shows. Optional.

### Who Is Impacted?

Name the people or systems affected. Optional.

### When Was the Problem First Observed?

Give the date or event when the problem was first seen. Optional.

### How Is the Problem Observed?

Describe how the problem is detected. Optional.

### How Often Is the Problem Observed?

State how often the problem occurs. Optional.

## Gap

State the measurable difference between the actual and the expected result.

## Impact

State what the gap costs: money, time, safety or reputation. Optional.

## Future State

Describe the target condition once the problem is solved.

## References

- A related document, ticket or link. Optional.

## More Information

Anything else worth keeping, in any form. Optional.
`;

/**
 * The prb example: what `getExample('prb')` returns: all seven questions answered, References as a list.
 *
 * @example
 * ```ts
 * problemStatementExample.includes('## References\n\n- '); // true
 * ```
 */
export const problemStatementExample = `---
classification: internal
created: '2026-06-02T10:41:07.552Z'
id: 5e0d7b93-2a64-4c1f-b8d2-9f3e6a1c0b27
status: active
type: prb
updated: '2026-06-09T15:20:31.118Z'
version: 1.0.0
---

# Widget Registry Migration Rollback Failures

<!-- Raised in the platform incident review of 2 June 2026. -->

Migrating widgets without a rollback step is causing widgets that are
registered in neither registry, for on-call engineers and the services that
call those widgets because a failed migration step leaves the old
registration removed and the new one incomplete.

## Current State

### Summary

When a widget migration fails after its new registration has been written,
the tool stops without restoring the old registration. Engineers repair
each case by hand from the nightly registry export.

### What Is the Problem?

The migration tool has no rollback: a failure between writing the new
registration and confirming it leaves the widget half-migrated.

### Why Is It a Problem?

A half-migrated widget fails the health checks of both registries, so
callers receive errors until someone restores it.

### Where Is the Problem Observed?

In the confirmation step of the migration tool, when the new registry
accepts the write but times out on the read-back.

### Who Is Impacted?

- The on-call platform engineer, who restores the widget by hand
- Every service that calls the affected widget during the outage

### When Was the Problem First Observed?

On 27 May 2026, in the first migration batch run in production.

### How Is the Problem Observed?

The alert "widget unresolvable" fires, and the widget is missing from both
registry listings.

### How Often Is the Problem Observed?

Four times in the first nine batches, about once per two batches.

## Gap

4 of 212 migrated widgets (1.9 %) were left half-migrated; the expected
number is 0, whatever step fails.

## Impact

Each case costs about 40 minutes of on-call time and makes the widget
unavailable for that long; two of the four cases breached a customer
availability target.

## Future State

Any failed migration step restores the widget's old registration
automatically, and no widget is ever left unresolvable.

## References

- The task list of the registry migration
- The requirements interview about the migration, question 1.0020
- Incident tickets of 27 May, 29 May, 1 June and 2 June 2026

## More Information

The root cause analysis is tracked separately and will be listed under
References when it is done.
`;
