/**
 * The packaged qa template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The qa template: what `getTemplate('qa')` returns: numbered placeholder questions, a comment and a list under Introduction, an empty Compatibility section.
 *
 * @example
 * ```ts
 * questionAndAnswerTemplate.includes('## Compatibility\n\n## Interaction Capability'); // true
 * ```
 */
export const questionAndAnswerTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: qa
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Interview

## General

### Introduction

<!-- Say who was interviewed, when, and why. A single sentence is enough. -->

- Interviewee: name and role
- Interviewer: name and role
- Date: when the interview took place

### Raw Requirements

Copy any requirement notes that existed before the interview here, unchanged, or state that there were none.

## Elicitation Context

<!-- Number every question as category digit, dot, four digits: start at 0010, step by 10, never reuse a number. -->

> **0.0010**: A question about the background of the work.

The answer, as free-form Markdown directly below the question.

## Functional Suitability

> **1.0010**: A question about what the system must do.

TODO: answer pending

## Performance Efficiency

> **2.0010**: A question about speed, capacity or resource use.

TODO: answer pending

## Compatibility

## Interaction Capability

> **4.0010**: A question about how people use the system.

TODO: answer pending

## Reliability

> **5.0010**: A question about availability and recovery.

TODO: answer pending

## Security

> **6.0010**: A question about who may do what.

TODO: answer pending

## Maintainability

> **7.0010**: A question about how the system is changed and tested.

TODO: answer pending

## Flexibility

> **8.0010**: A question about where the system must run or grow.

TODO: answer pending

## Safety

> **9.0010**: A question about harm the system could cause.

TODO: answer pending

## More Information

Anything else worth keeping, in any form.
`;

/**
 * The qa example: what `getExample('qa')` returns: an interview about a widget-registry migration.
 *
 * @example
 * ```ts
 * questionAndAnswerExample.includes('> **0.0010**: '); // true
 * ```
 */
export const questionAndAnswerExample = `---
classification: internal
created: '2026-05-06T09:30:00.000+02:00'
id: a4c9e2d7-5b18-4f63-8e0a-2d7f9b1c6e54
status: active
type: qa
updated: '2026-05-08T17:12:44.215+02:00'
version: 1.0.0
---

# Widget Registry Migration Interview

## General

### Introduction

<!-- Interview held before the migration plan was written. -->

- Interviewee: the platform team's tech lead
- Interviewer: a requirements engineer from the integration team
- Date: 6 May 2026, one hour, recorded with consent

### Raw Requirements

The old wiki page listed two notes: "the new registry must keep every
widget id" and "migration must not need a maintenance window".

## Elicitation Context

<!-- Asked first to frame the rest of the interview. -->

> **0.0010**: Why is the widget registry being replaced now?

The old registry runs on a database version that loses vendor support at
the end of the year, and its lookup API cannot be scaled horizontally.

> **0.0020**: Who depends on the registry today?

Eleven internal services read from it; only the deployment pipeline writes
to it.

## Functional Suitability

> **1.0010**: Must widget ids stay unchanged after the migration?

Yes. Ids are stored in customer configurations that we cannot rewrite.

<!-- Follow-up agreed at the end of the session. -->

> **1.0020**: What happens to widgets that fail to migrate?

TODO: answer pending

## Performance Efficiency

> **2.0010**: How many lookups per second must the new registry serve?

Peak traffic today is about 1,800 lookups per second; plan for three times
that.

## Compatibility

## Interaction Capability

> **4.0010**: Do operators need a user interface for the migration?

A command-line tool is enough, provided it prints a progress summary.

## Reliability

> **5.0010**: How long may a single widget be unavailable during its move?

At most 5 seconds, and never more than one widget of a tenant at a time.

## Security

> **6.0010**: Who may start a migration batch?

Only members of the platform on-call group.

## Maintainability

> **7.0010**: Must the migration tool be kept after the migration?

No. It is removed once every widget has moved.

## Flexibility

> **8.0010**: Will other regions migrate later with the same tool?

Yes, the second region follows three months later, so region names must be
parameters.

## Safety

> **9.0010**: Can a failed migration harm anything outside the platform?

TODO: answer pending

## More Information

A follow-up session on rollback is planned for the week after next.
`;
