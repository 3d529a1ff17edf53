/**
 * The packaged rsk template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The rsk template: what `getTemplate('rsk')` returns: every section with placeholder text.
 *
 * @example
 * ```ts
 * riskTemplate.includes('## Initial Assessment'); // true
 * ```
 */
export const riskTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: open
type: rsk
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Risk

<!-- Optional: the context of this risk, e.g. the system or project it belongs to. -->

## Cause

The condition that makes the risk possible.

## Trigger

The event that turns the cause into a problem.

## Consequence

What happens when the risk occurs.

## Scope

- An affected system or component

## Initial Assessment

### Probability 3

Why the risk is this likely before any treatment. Optional.

### Impact 3

Why the consequence is this severe. Optional.

## Strategy

reduce

## Mitigation

The measures that move the risk from the initial to the residual assessment; none when the strategy is accept.

## Residual Assessment

### Probability 2

### Impact 3

## Owner

The person or role responsible for the risk.

## Tags

- A tag

## Source

Where the risk was identified, e.g. a review, an audit or an incident.

## More Information

Anything else worth keeping, in any form.
`;

/**
 * The rsk example: what `getExample('rsk')` returns: P4/I3, reduce, P2/I3, with a Source.
 *
 * @example
 * ```ts
 * riskExample.includes('### Probability 4'); // true
 * ```
 */
export const riskExample = `---
classification: internal
created: '2026-07-13T07:58:21.640Z'
id: c71f0a8e-4d92-4b35-9e6c-18a5d3f7b204
status: mitigating
type: rsk
updated: '2026-07-20T11:04:49.377Z'
version: 1.0.0
---

# Untrusted File Uploads Parsed by an Unmaintained Parser Library

<!-- Entry of the document service's risk register. -->

## Cause

The document service parses uploaded spreadsheets with a library whose last
release was in 2021; known flaws in it are not fixed any more.

## Trigger

A user uploads a crafted file that exploits one of those flaws.

## Consequence

Code execution inside the document service's containers, with access to
the uploads of every tenant stored there.

## Scope

- Document service upload endpoint
- Spreadsheet preview worker

## Initial Assessment

### Probability 4

Exploits for two of the library's flaws are public, and the upload
endpoint accepts files from any signed-in user.

### Impact 3

The containers are isolated from the other services, but tenant files
would be exposed.

## Strategy

reduce

## Mitigation

Replace the library with a maintained parser, accept only an allow-list of
file types, and parse uploads in a sandbox without network access.

## Residual Assessment

### Probability 2

### Impact 3

## Owner

Document service team lead

## Tags

- security
- file upload

## Source

Security review of the document service, July 2026

## More Information

The replacement parser is tracked in the service's task list; the sandbox
is already in place.
`;
