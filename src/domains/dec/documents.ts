/**
 * The packaged dec template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The dec template: what `getTemplate('dec')` returns. Every section carries
 * placeholder text; the ids are deliberately fake placeholders.
 *
 * @example
 * ```ts
 * parseDocument(dec, decisionTemplate).ok; // true
 * ```
 */
export const decisionTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: dec
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Decision

## Context and Problem Statement

Describe the situation that calls for a decision and state the question to be answered.

## Decision Drivers

- A force or concern that shapes the decision
- Another force or concern

## Considered Options

Name the options that were weighed, and why others were not considered.

## Decision Outcome

State the chosen option and the main reason for choosing it, in one paragraph.

### Consequences

Optional. What becomes easier or harder because of this decision.

### Confirmation

Optional. How compliance with the decision will be checked.

## Roles and Responsibilities

### Accountable

The one person who owns the decision and answers for it.

### Responsible

- Who carries out the decision

### Support

- Who helps those responsible

### Consulted

- Whose opinion was sought before deciding

### Informed

- Who is told about the decision once it is taken

## Tags

- A free-text tag, one per item

## Source

Where the need for this decision came from: a meeting, a requirement, an incident or a stakeholder group. Mandatory.

## Related Artifacts

### Requirements

- REQ 00000000-0000-4000-8000-000000000001: Title of a requirement behind this decision

### Decisions

- DEC 00000000-0000-4000-8000-000000000002: Title of a related decision

### Goals

- GOL 00000000-0000-4000-8000-000000000003: Title of the goal this decision serves

### Risks

- RSK 00000000-0000-4000-8000-000000000004: Title of a risk this decision accepts or reduces

## Pros and Cons

### Option 1: Name of the first option

Describe the option, then its advantages and its drawbacks.

### Option 2: Name of the second option

Describe the option, then its advantages and its drawbacks.

## More Information

Optional. Anything else that helps to understand the decision.

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-01-01T00:00:00.000Z - Created

Created the decision record.
`;

/**
 * The dec example: what `getExample('dec')` returns.
 *
 * @example
 * ```ts
 * parseDocument(dec, decisionExample).ok; // true
 * ```
 */
export const decisionExample = `---
classification: internal
created: '2026-05-04T07:58:33.014Z'
id: a7d3e1f5-2c84-4b09-8e6a-3f1b9c0d5e72
status: accepted
type: dec
updated: '2026-05-20T11:26:45.389+02:00'
version: 1.0.0
---

# Keep Nightly Database Backups in Immutable Object Storage

## Context and Problem Statement

Nightly backups of the order database are written to a file share in the
same data center as the database. A ransomware incident at a partner
company encrypted both their production data and the backups on such a
share. Where should backups live so that no single compromised account
can delete or alter them before their retention period ends?

## Decision Drivers

- Backups must survive the loss or compromise of the primary data center.
- No administrator account may be able to shorten the retention period.
- Restores of the last seven days must finish within four hours.

## Considered Options

We compared keeping the file share with an additional tape rotation
against object storage with write-once retention locks at a second site.

## Decision Outcome

We keep nightly backups in object storage at the second site, with
write-once retention locks of 35 days set by the storage policy.

### Consequences

The backup job needs outbound network capacity to the second site every
night. Tape handling and the courier contract end after the migration.

### Confirmation

The operations team restores one randomly chosen backup every month and
records the restore time in the service report.

## Roles and Responsibilities

### Accountable

Head of IT Operations

### Responsible

1. Database administration team: changes the backup job and runs the monthly restore test
2. Storage team: configures the bucket and its retention policy

### Support

- Network team

### Consulted

- Information Security
- Data Protection Officer

### Informed

- Service desk
- Finance, for the storage budget

## Tags

- Backup
- Ransomware Protection

## Source

Post-incident review of the partner ransomware case, action item 3

## Related Artifacts

### Requirements

- REQ 6b0e4d27-9a13-4f5c-b8e2-1d7c3a9f0e64: Backups survive the loss of one
  data center

### Risks

- RSK 0c9f2b6e-4d81-4a37-9e5b-7a2d1c8f3e06: Ransomware encrypts production data
  and its backups

## Pros and Cons

### Option 1: File share plus weekly tape rotation

Keeps the current tooling and adds an offline copy. Tapes leave the site
only once a week, so up to six nights of backups share the fate of the
data center, and restores from tape take more than a day.

### Option 2: Object storage with retention locks at the second site

Every backup is off-site the same night and cannot be deleted before its
lock expires, not even by the storage administrators. It costs a monthly
storage fee and depends on the link between the sites.

## More Information

The retention period of 35 days covers the monthly closing plus a
safety margin agreed with Finance.

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-05-20T11:26:45.389+02:00 - Accepted

Accepted by the Head of IT Operations after the first restore test
finished in 2 hours 40 minutes.

### 2026-05-04T09:58:33.014+02:00 - Proposed

Drafted by the database administration team and sent to Information
Security for consultation.
`;
