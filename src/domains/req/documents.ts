/**
 * The packaged req template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The req template: what `getTemplate('req')` returns. Every section carries
 * placeholder text; the ids are deliberately fake placeholders.
 *
 * @example
 * ```ts
 * parseDocument(req, requirementTemplate).ok; // true
 * ```
 */
export const requirementTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: req
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Requirement

State the requirement in one formal, concise sentence, e.g. WHEN a condition holds, THE system SHALL respond in a stated way.

## Description

Optional. Give the context the statement cannot carry on its own. Remove this section when the statement is self-explanatory.

## Characteristics

1. An ISO/IEC 25010:2023 characteristic this requirement addresses, e.g. Security
2. Up to nine characteristics, one per item

## Level

<!-- RFC 2119 Requirement Keyword. Mandatory. -->

MUST

## Priority

<!-- A number between 0 and 99. Lower number is higher priority. -->

50

## Tags

- A free-text tag, one per item

## Source

Where the requirement comes from: a document, a stakeholder group, a regulation or a decision. Mandatory.

## Related Artifacts

### Requirements

- REQ 00000000-0000-4000-8000-000000000001: Title of a related requirement

### Decisions

- DEC 00000000-0000-4000-8000-000000000002: Title of a decision this requirement depends on

### Goals

- GOL 00000000-0000-4000-8000-000000000003: Title of the goal this requirement serves

### Risks

- RSK 00000000-0000-4000-8000-000000000004: Title of a risk this requirement reduces

## More Information

Optional. Anything else that helps to implement or verify the requirement.

## Notes

Optional. Notes about the requirement itself, e.g. a record of its changes.
`;

/**
 * The req example: what `getExample('req')` returns.
 *
 * @example
 * ```ts
 * parseDocument(req, requirementExample).ok; // true
 * ```
 */
export const requirementExample = `---
classification: internal
created: '2026-02-11T08:42:17.305Z'
id: 9c41e7b2-5d3a-4f08-b6e1-27a8d0c3f591
status: accepted
type: req
updated: '2026-04-03T13:05:48.721+02:00'
version: 1.0.0
---

# Idle Portal Sessions Expire After 15 Minutes

WHILE a customer portal session has received no request for 15 minutes, THE portal SHALL invalidate the session token and require a new sign-in.

## Description

Branch-office workstations are shared and are often left signed in when
staff step away. An idle timeout bounds how long an unattended session can
be misused, without signing out people who are actively working.

## Characteristics

1. Security
2. Interaction Capability

## Level

<!-- RFC 2119 Requirement Keyword. Mandatory. -->

MUST

## Priority

<!-- A number between 0 and 99. Lower number is higher priority. -->

12

## Tags

- Authentication
- Branch Offices

## Source

Information Security Policy ISP-7, section 4.2 "Session Management"

## Related Artifacts

### Requirements

- REQ 3b7e9d21-5c4a-4f8e-a1b6-0d2c9e7f4a15: Session tokens are bound to the
  client's TLS channel

### Decisions

- DEC 8f14c2a0-6e3b-4d97-b5a1-2c9d0e7f6b38: Keep portal session state on the server

### Risks

- RSK c62d0f9e-1a4b-4c3e-9f87-5b2a6d1e0c49: Unattended workstations in shared branch offices

  Rated P3/I4 in the 2026 branch-office assessment.

## More Information

The timer restarts with every authenticated request, including background
polling by the account overview page. Polling requests therefore carry the
\`X-User-Activity: false\` header and do not restart it.

## Notes

Version 1.1 lowered the timeout from 30 to 15 minutes after the February
2026 audit.
`;
