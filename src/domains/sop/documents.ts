/**
 * The packaged sop template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The sop template: what `getTemplate('sop')` returns. All sections, RASCI
 * with all five roles, one step and one update entry; the ids are
 * deliberately fake placeholders.
 *
 * @example
 * ```ts
 * parseDocument(sop, standardOperatingProcedureTemplate).ok; // true
 * ```
 */
export const standardOperatingProcedureTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: sop
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Procedure

## Purpose

Say what the procedure achieves and why it exists.

## Scope

Optional. Say where the procedure applies and what it deliberately leaves out.

## Definitions

Optional. Define the terms a reader must know to follow the steps.

## Roles and Responsibilities

### Accountable

The one role that owns the procedure and answers for its outcome.

### Responsible

- The role that carries out the steps

### Support

- A role that helps those responsible

### Consulted

- A role asked for advice before or during the procedure

### Informed

- A role told about the outcome

## Safety and Precautions

Optional. Warnings, prerequisites and things that must never be done.

## Procedure

### Step 1: Name of the first step

Describe what to do in this step and how to tell that it is done. Add one section per step.

## Related Artifacts

### Requirements

- REQ 00000000-0000-4000-8000-000000000001: Title of a requirement this procedure fulfils

### Decisions

- DEC 00000000-0000-4000-8000-000000000002: Title of a decision this procedure implements

### Goals

- GOL 00000000-0000-4000-8000-000000000003: Title of the goal this procedure serves

### Risks

- RSK 00000000-0000-4000-8000-000000000004: Title of a risk this procedure reduces

### Sops

- SOP 00000000-0000-4000-8000-000000000005: Title of a related procedure

## More Information

Optional. Anything else that helps to carry out the procedure.

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2025-05-01 09:47:23.658+02:00 - Created

Created the procedure.
`;

/**
 * The sop example: what `getExample('sop')` returns.
 *
 * @example
 * ```ts
 * parseDocument(sop, standardOperatingProcedureExample).ok; // true
 * ```
 */
export const standardOperatingProcedureExample = `---
classification: internal
created: '2026-03-16T12:20:05.771Z'
id: 4b8e2d61-0f7c-4a35-92d8-c5e1a7f3b069
status: active
type: sop
updated: '2026-04-28T08:14:39.052+02:00'
version: 1.0.0
---

# Rotate the TLS Certificate of the Public API Gateway

## Purpose

This procedure replaces the TLS certificate of the public API gateway
before it expires, without dropping client connections.

## Scope

It covers the certificate of \`api.example.com\` on both gateway nodes. It
does not cover internal service certificates, which renew automatically.

## Definitions

- Gateway node: one of the two load-balanced instances that terminate TLS.
- Certificate bundle: the certificate, its intermediate chain and the
  private key, stored together in the secrets vault.

## Roles and Responsibilities

### Accountable

Platform Team Lead

### Responsible

- On-call platform engineer

### Support

### Consulted

- Information Security, when the certificate authority changes

### Informed

- Customer support
- API partners with pinned certificates

## Safety and Precautions

Never copy the private key out of the secrets vault. Rotate one node at a
time; the other node must stay in the load balancer pool until the first
one is healthy again.

## Procedure

### Step 1: Order the new certificate

Request the certificate from the certificate authority at least 21 days
before the old one expires, using a new private key generated in the vault.

### Step 2: Store the bundle in the vault

Upload the certificate and its chain next to the private key and record
the new serial number in the change ticket.

### Step 3: Rotate the first node

Drain node A from the load balancer, deploy the new bundle, and check the
served certificate:

\`\`\`sh
openssl s_client -connect node-a.internal:443 -servername api.example.com </dev/null | openssl x509 -noout -serial -enddate
\`\`\`

Put node A back into the pool once the serial matches.

### Step 4: Rotate the second node

Repeat step 3 for node B.

### Step 5: Close the change

Inform customer support and the partners with pinned certificates, then
close the change ticket.

## Related Artifacts

### Requirements

- REQ e1a5c3f7-2b9d-4e60-8c14-6f0d2a7b9e35: External connections use TLS 1.3
  with certificates from an approved authority

### Sops

- SOP 9d6b0a3e-5c27-4f81-b3e9-0a4c7f2d1e58: Emergency revocation of a
  compromised certificate

## More Information

The certificate authority's portal sends expiry reminders to the platform
team's shared mailbox 30, 14 and 7 days before expiry.

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-04-28T08:14:39.052+02:00 - Activated

Approved by the Platform Team Lead after the April rotation ran without
client errors.

### 2026-03-16T12:20:05.771Z - Created

First version, written during the March rotation.
`;
