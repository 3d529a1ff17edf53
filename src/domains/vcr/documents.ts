/**
 * The packaged vcr template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The vcr template: what `getTemplate('vcr')` returns. One criterion with a
 * description and test steps, one with a description only.
 *
 * @example
 * ```ts
 * verificationCaseRecordTemplate.startsWith('---\n'); // true
 * ```
 */
export const verificationCaseRecordTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: vcr
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Verification Case

## Verifies

<!-- Exactly one reference: REQ or UC, the document's id and its title. Then one paragraph on why this record verifies it. -->

REQ 00000000-0000-4000-8000-000000000000: Title of the verified requirement

One paragraph explaining what this record verifies and why.

## Coverage

none

## Acceptance Criteria

### AC-001 (Test): First criterion, stated so that it can be checked

One paragraph describing what must hold and how it is measured.

#### Test Steps

1. First step of the procedure.
2. Second step of the procedure.

### AC-002 (Inspection): Second criterion, stated so that it can be checked

One paragraph describing what is inspected and what counts as a pass.

## More Information

Environment, builds and open points that matter for this verification.

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-01-01T00:00:00.000Z - Created

Created the verification case record.
`;

/**
 * The vcr example: what `getExample('vcr')` returns.
 *
 * @example
 * ```ts
 * verificationCaseRecordExample.includes('## Coverage'); // true
 * ```
 */
export const verificationCaseRecordExample = `---
classification: null
created: '2026-04-07T10:02:18.331Z'
id: 9b3e7c14-52d8-4f0a-a6e1-2c8d4f7b9a60
status: progress
type: vcr
updated: '2026-04-16T15:48:09.764+02:00'
version: 1.0.0
---

# Checkout Session Timeout Verification

## Verifies

<!-- Written for the spring release review of the web shop. -->

REQ 7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5: End idle checkout sessions after 15 minutes

Shows that an idle checkout session is closed on time, that the
reserved stock is released with it, and that the customer is told why
the basket was emptied.

## Coverage

partial

## Acceptance Criteria

### AC-001 (Test): An idle session is closed between 15 and 16 minutes after the last request

A scripted browser leaves a checkout session idle; the server answers
the next request with \`440 Login Time-out\` when, and only when, at
least 15 minutes have passed.

#### Test Steps

1. Open a checkout session with two items in the basket.
2. Stay idle for 14 minutes 50 seconds and send a request; expect \`200\`.
3. Open a second session, stay idle for 15 minutes 10 seconds and send a
   request; expect \`440\`.
4. Repeat both runs 20 times against the staging shop.

### AC-002 (Demonstration): The customer sees why the basket was emptied

#### Test Steps

1. Let a session expire in the staging shop.
2. Reload the checkout page and show the notice to the product owner.

### AC-003 (Inspection): Reserved stock is released in the same transaction

The session-expiry job releases the reservation rows inside the
transaction that deletes the session, so no reservation can outlive it.

### AC-005 (Analysis): The expiry job keeps up with peak traffic

## More Information

Runs used the staging shop on build 2026.04.15-2. AC-004 was withdrawn
when the mobile app stopped keeping its own sessions; its number stays
unused. AC-005 waits for the load figures of the April sale.

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-04-16T15:48:09.764+02:00 - Timeout runs complete

AC-001 passed 20 of 20 runs, AC-002 was shown to the product owner and
AC-003 was checked in review. Coverage stays partial until AC-005 is done.

### 2026-04-07T10:02:18.331Z - Created

Drafted the criteria from the requirement and the checkout runbook.
`;
