/**
 * The packaged tsk template and example, written for this library.
 *
 * @packageDocumentation
 */

/** The tsk template: what `getTemplate('tsk')` returns. */
export const taskTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: tsk
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Title of the Task List

<!-- One line per task. Mark a task done with [x]. Number the tasks in their text if that helps to refer to them. -->

- [ ] Task 1: Describe the first piece of work
- [ ] Task 2: Describe the second piece of work
- [ ] Task 3: Describe the third piece of work

## Recent Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-01-01T00:00:00.000Z - Created

Created the task list.
`;

/** The tsk example: what `getExample('tsk')` returns. */
export const taskExample = `---
classification: null
created: '2026-03-02T09:12:40.118Z'
id: 6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04
status: active
type: tsk
updated: '2026-03-09T16:45:03.502Z'
version: 1.0.0
---

# Move the Nightly Build to the New CI Runners

<!-- Tracks the switch of the nightly build from the old shared runners to the dedicated pool. -->

- [x] Task 1: List every job of the nightly pipeline and its runner labels

- [x] Task 2: Provision the dedicated runner pool

- [ ] Task 3: Point the nightly jobs at the new pool

  Keep the old labels as a fallback until two green nights in a row.

- [ ] Task 4: Retire the shared-runner configuration

## Recent Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-03-09T16:45:03.502Z - Runner pool ready

The dedicated pool is online with four runners; the first nightly job ran on it without changes.

### 2026-03-02T09:12:40.118Z - Inventory done

Listed 14 nightly jobs; three of them pin an outdated runner label.
`;
