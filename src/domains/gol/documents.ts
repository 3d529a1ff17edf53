/**
 * The packaged gol template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The gol template: what `getTemplate('gol')` returns. Every section carries
 * placeholder text; the ids are deliberately fake placeholders.
 *
 * @example
 * ```ts
 * parseDocument(gol, goalTemplate).ok; // true
 * ```
 */
export const goalTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: gol
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Goal

State the business outcome the organization wants to achieve, in one paragraph: what should be true, for whom, and by when.

## Description

Optional. Explain why the goal matters and how progress towards it can be recognized.

## Priority

<!-- A number between 0 and 99. Lower number is higher priority. -->

50

## Tags

- A free-text tag, one per item

## Source

Who set the goal or where it is recorded: a strategy paper, a board decision or a stakeholder group. Mandatory.

## Related Artifacts

### Requirements

- REQ 00000000-0000-4000-8000-000000000001: Title of a requirement that contributes to this goal

### Decisions

- DEC 00000000-0000-4000-8000-000000000002: Title of a decision taken for this goal

### Goals

- GOL 00000000-0000-4000-8000-000000000003: Title of a parent or related goal

### Risks

- RSK 00000000-0000-4000-8000-000000000004: Title of a risk that threatens this goal

## More Information

Optional. Anything else that helps to understand the goal.

## Notes

Optional. Notes about the goal itself, e.g. a record of its changes.
`;

/**
 * The gol example: what `getExample('gol')` returns.
 *
 * @example
 * ```ts
 * parseDocument(gol, goalExample).ok; // true
 * ```
 */
export const goalExample = `---
classification: internal
created: '2026-01-19T10:04:51.662Z'
id: 2e8b5f0c-7a19-4d63-9c2e-b41f6a8d7e03
status: accepted
type: gol
updated: '2026-02-24T15:37:09.140+01:00'
version: 1.0.0
---

# Halve Customer Onboarding Time by the End of 2026

By 31 December 2026 a new business customer can place a first order no
more than five working days after signing the contract, down from ten today.

## Description

Sales closes contracts faster than operations can set customers up. The
wait between signature and first order is the most frequent complaint in
the 2025 customer survey, and a quarter of new customers place their first
order with a competitor during it.

## Priority

<!-- A number between 0 and 99. Lower number is higher priority. -->

5

## Tags

- Customer Experience
- Operations

## Source

Executive board decision of 14 January 2026, recorded in the minutes of
the annual strategy meeting

## Related Artifacts

### Requirements

- REQ 5d2a8c14-3f6e-4b90-a7d1-9e0c2b6f8a37: Customer master data is created
  from the signed contract without re-keying

### Risks

- RSK 7f3c1e92-0b5d-4a68-8e24-c6a9d1f0b573: Credit checks by the external
  agency take longer than five days

  The agency's contract guarantees three working days; the 2025 average was four.

## More Information

Onboarding time is measured from the contract's signature date to the
first order's entry date and reported monthly by the sales operations team.

## Notes

The board set the original target of three days; it was relaxed to five
days once the credit-check lead time was known.
`;
