/**
 * The packaged feat template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The feat template: what `getTemplate('feat')` returns. The full skeleton,
 * optional sections included, with one phase and task, one update entry and
 * one decision entry.
 *
 * @example
 * ```ts
 * featureTemplate.includes('# Feature: '); // true
 * ```
 */
export const featureTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: feat-0-title-of-the-feature
status: planning
type: feat
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Feature: Title of the Feature

## Plan

### Overview

What the feature is, who needs it and why now.

### Requirements

- REQ-001: One verifiable requirement the feature must meet.

### Acceptance Criteria

- [ ] ACC-001: One observable check that shows the requirement is met.

### Scope

#### Included

- What the feature covers.

#### Explicitly Out Of Scope

- What the feature deliberately leaves out.

### Dependencies

#### Depends On

- Work that has to land first.

#### Blocks

- Work that waits for this feature.

### Design Notes

Design sketches, trade-offs and open questions.

### Related Decisions

- Decision records this feature relies on.

### Task List

#### Phase 001: First phase

- [ ] Task 001.001: First task of the phase.

## Progress

### Current Status

**As of 2026-01-01**: Planned, not started.

### Blockers

- None yet.

### Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

#### 2026-01-01T00:00:00.000Z - Created

Created the feature folder.

### Decisions Made

<!-- Newest entry first -- prepend new entries directly below this comment. -->

#### 2026-01-01T00:00:00.000Z - First decision

What was decided and why.

### Related PRs / Commits

- Pull requests and commits of this feature.

### More Information

Anything else worth knowing about the feature.
`;

/**
 * The feat example: what `getExample('feat')` returns.
 *
 * @example
 * ```ts
 * featureExample.includes('#### Phase 002: '); // true
 * ```
 */
export const featureExample = `---
classification: null
created: '2026-05-04T08:30:12.045Z'
id: feat-214-csv-export
status: progress
type: feat
updated: '2026-05-12T17:05:44.610+02:00'
version: 1.0.0
---

# Feature: Export Search Results as CSV

## Plan

### Overview

Analysts copy search results into spreadsheets by hand. A CSV download
next to the result count saves that step and keeps the column order of
the result table.

### Requirements

- REQ-001: The result page offers a CSV download of the current search.
- REQ-002: The file has one header row and the columns of the result table.
- REQ-003: Exports of more than 50,000 rows are refused with a clear message.

### Acceptance Criteria

- [x] ACC-001: A search for \`status:open\` downloads a file that opens in a spreadsheet.
- [ ] ACC-002: Commas, quotes and line breaks in fields survive a round trip.
- [ ] ACC-003: A search with 50,001 hits shows the limit message and no file.

### Scope

#### Included

- CSV download from the search result page.
- UTF-8 output with a byte-order mark, so spreadsheets pick the right encoding.

#### Explicitly Out Of Scope

- Excel (\`.xlsx\`) files.
- Scheduled or e-mailed exports.

### Dependencies

#### Depends On

- The streaming endpoint of the search service (feat-198).

### Design Notes

The export reuses the search query of the page and streams rows, so the
server never holds the whole result in memory:

\`\`\`text
GET /search/export.csv?q=<query>&sort=<column>
\`\`\`

### Task List

#### Phase 001: Endpoint

- [x] Task 001.001: Add the export endpoint behind the \`csv-export\` flag
- [x] Task 001.002: Stream rows in pages of 1,000
- [ ] Task 001.003: Refuse exports above the row limit

#### Phase 002: User interface

- [ ] Task 002.001: Add the download button next to the result count

  Disable it while a search is still running.

- [ ] Task 002.002: Show the limit message

## Progress

### Current Status

**As of 2026-05-12**: The endpoint streams results on staging; the row
limit and the button are next.

### Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

#### 2026-05-12T17:05:44.610+02:00 - Endpoint on staging

Exports of up to 40,000 rows finished in under six seconds on staging.
ACC-001 passes there.

#### 2026-05-04T08:30:12.045Z - Created

Planned the feature from the analysts' request.

### Decisions Made

<!-- Newest entry first -- prepend new entries directly below this comment. -->

#### 2026-05-06T09:15:00.000Z - Stream instead of building the file first

Building whole files took too much memory for large searches; streaming
keeps memory flat and starts the download at once.

### Related PRs / Commits

- #412 Export endpoint
- #415 Paged streaming of search rows
`;
