import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feat } from '../../src/domains/feat/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { serializeDocument } from '../../src/format/serialize-document.js';
import { expectDiagnostics, expectValid, frontmatterFor, type ExpectedDiagnostic } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';
import { inReference } from '../helpers/messages.js';

const FM = frontmatterFor('feat').replace('id: 00000000-0000-4000-8000-000000000001', 'id: feat-7-csv-export');
const F = 'Feature';
const PLAN = `${F} > Plan`;
const PROGRESS = `${F} > Progress`;

/** The parts of a minimal feature, in outline order; `null` leaves a part out. */
const BASE = {
  h1: '# Feature: CSV Export\n',
  plan: '## Plan\n',
  overview: '### Overview\n\nWhy.\n',
  requirements: '### Requirements\n\n- REQ-001: Download\n',
  acceptance: '### Acceptance Criteria\n\n- [ ] ACC-001: File opens\n',
  scope: '### Scope\n\n#### Included\n\n- CSV\n\n#### Explicitly Out Of Scope\n\n- XLSX\n',
  dependencies: null as string | null,
  designNotes: null as string | null,
  relatedDecisions: null as string | null,
  taskList: '### Task List\n\n#### Phase 001: Endpoint\n\n- [ ] Task 001.001: Add the endpoint\n',
  progress: '## Progress\n',
  currentStatus: '### Current Status\n\nStarted.\n',
  blockers: null as string | null,
  updates: '### Updates\n\n#### 2026-05-04T08:30:12.045Z - Created\n\nPlanned.\n',
  decisionsMade: null as string | null,
  relatedPrsCommits: null as string | null,
  moreInformation: null as string | null,
};
type Parts = { [K in keyof typeof BASE]: string | null };
// Body lines of BASE: 1 H1, 3 Plan, 5 Overview, 9 Requirements, 11 REQ item, 13 Acceptance Criteria,
// 15 ACC item, 17 Scope, 19 Included, 23 Explicitly Out Of Scope, 25 its text, 27 Task List,
// 29 Phase 001, 31 task, 33 Progress, 35 Current Status, 39 Updates, 41 entry, 43 its content.

function doc(parts: Partial<Parts> = {}): string {
  const all: Parts = { ...BASE, ...parts };
  return FM + Object.values(all).filter((part): part is string => part !== null).join('\n');
}

function fixture(name: string, file: string): string {
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'feat', name, file), 'utf8');
}

function one(code: ExpectedDiagnostic['code'], line: number, column: number, field: string, message: string): ExpectedDiagnostic[] {
  return [{ code, line, column, field, message }];
}

const TASK_PATTERN = '^\\[( |x|X)\\]\\s*Task \\d{3}\\.\\d{3}: .+$';

const ORDER_COMMENT = '<!-- Newest entry first -- prepend new entries directly below this comment. -->';

describe('feat packaged documents', () => {
  it('the template is the full skeleton: every optional section, one phase, one update, one decision', () => {
    const { plan, progress } = expectValid(feat, feat.template).document.body;
    expect(Object.keys(plan)).toEqual(['overview', 'requirements', 'acceptanceCriteria', 'scope', 'dependencies', 'designNotes', 'relatedDecisions', 'taskList']);
    expect(Object.keys(plan.dependencies ?? {})).toEqual(['dependsOn', 'blocks']);
    expect(plan.taskList.map((p) => p.tasks.items.length)).toEqual([1]);
    expect(Object.keys(progress)).toEqual(['currentStatus', 'blockers', 'updates', 'decisionsMade', 'relatedPrsCommits', 'moreInformation']);
    expect([progress.updates.entries.length, progress.decisionsMade?.entries.length]).toEqual([1, 1]);
  });
});

describe('feat golden fixtures', () => {
  const root = join(import.meta.dirname, '..', 'fixtures', 'feat');
  const cases = readdirSync(root).filter((name) => existsSync(join(root, name, 'input.md')));

  it.each(cases)('%s parses to expected.json and round-trips in its mode', (name) => {
    const options = existsSync(join(root, name, 'options.json')) ? (JSON.parse(fixture(name, 'options.json')) as { mode: 'lenient' }) : {};
    const result = parseDocument(feat, fixture(name, 'input.md'), options);
    const expected: unknown = JSON.parse(fixture(name, 'expected.json'));
    if (result.ok) expect(result.document).toEqual(expected);
    else expect(inReference(result.diagnostics)).toMatchObject(expected as object);
    if (!result.ok) return;
    const again = parseDocument(feat, serializeDocument(feat, result.document), options);
    expect(again.ok ? again.document : again.error).toEqual(result.document);
  });
});

describe('feat valid documents', () => {
  it('reads a minimal feature; the title is the text after "Feature: "', () => {
    expect(expectValid(feat, doc()).document.body).toEqual({
      title: 'CSV Export',
      plan: {
        overview: 'Why.',
        requirements: { ordered: false, items: [{ text: 'REQ-001: Download' }] },
        acceptanceCriteria: { ordered: false, items: [{ checked: false, text: 'ACC-001: File opens' }] },
        scope: { included: '- CSV', explicitlyOutOfScope: '- XLSX' },
        taskList: [{ number: 1, title: 'Endpoint', tasks: { ordered: false, items: [{ checked: false, text: 'Task 001.001: Add the endpoint' }] } }],
      },
      progress: {
        currentStatus: 'Started.',
        updates: { entries: [{ timestamp: '2026-05-04T08:30:12.045Z', separator: '-', title: 'Created', content: 'Planned.' }] },
      },
    });
  });

  it('reads every optional section', () => {
    const text = doc({
      dependencies: '### Dependencies\n\n#### Blocks\n\n- feat-9\n',
      designNotes: '### Design Notes\n\n#### Sketch\n\nFree.\n',
      relatedDecisions: '### Related Decisions\n\n- DEC one\n',
      blockers: '### Blockers\n\nNone.\n',
      decisionsMade: `### Decisions Made\n\n${ORDER_COMMENT}\n\n#### 2026-05-05T10:00:00.000+02:00 : Stream\n\nBecause.\n`,
      relatedPrsCommits: '### Related PRs / Commits\n\n- #1\n',
      moreInformation: '### More Information\n\nMore.\n',
    });
    const { plan, progress } = expectValid(feat, text).document.body;
    expect([plan.dependencies, plan.designNotes, plan.relatedDecisions]).toEqual([{ blocks: '- feat-9' }, '#### Sketch\n\nFree.', '- DEC one']);
    expect(progress).toEqual({
      currentStatus: 'Started.',
      blockers: 'None.',
      updates: { entries: [{ timestamp: '2026-05-04T08:30:12.045Z', separator: '-', title: 'Created', content: 'Planned.' }] },
      decisionsMade: { comment: ORDER_COMMENT, entries: [{ timestamp: '2026-05-05T10:00:00.000+02:00', separator: ':', title: 'Stream', content: 'Because.' }] },
      relatedPrsCommits: '- #1',
      moreInformation: 'More.',
    });
  });

  it('accepts an empty Dependencies container', () => {
    expect(expectValid(feat, doc({ dependencies: '### Dependencies\n' })).document.body.plan.dependencies).toEqual({});
  });

  it('accepts numbered REQ items with notes, [x]/[X] boxes and no space after the box', () => {
    const text = doc({
      requirements: '### Requirements\n\n1. REQ-001: A\n\n   Why A.\n\n2. REQ-999: B\n',
      acceptance: '### Acceptance Criteria\n\n- [x] ACC-001: A\n- [X] ACC-002: B\n- [ ]ACC-000: C\n',
    });
    const plan = expectValid(feat, text).document.body.plan;
    expect(plan.requirements).toEqual({ ordered: true, items: [{ text: 'REQ-001: A', notes: ['Why A.'] }, { text: 'REQ-999: B' }] });
    expect(plan.acceptanceCriteria.items).toEqual([
      { checked: true, text: 'ACC-001: A' },
      { checked: true, text: 'ACC-002: B' },
      { checked: false, text: 'ACC-000: C' },
    ]);
  });

  it('reads three-digit phase and task numbers in any order, repeats and gaps included', () => {
    const taskList = '### Task List\n\n#### Phase 000: Setup\n\n- [x] Task 000.001: anything\n- [ ] Task 007.999: (x) y\n\n#### Phase 100: Later\n\n1. [ ] Task 100.001: z\n\n   ```sh\n   make\n   ```\n\n#### Phase 003: Back\n\n- [ ] Task 003.001: z\n\n#### Phase 003: Again\n\n- [X] Task 003.001: z\n';
    expect(expectValid(feat, doc({ taskList })).document.body.plan.taskList).toEqual([
      { number: 0, title: 'Setup', tasks: { ordered: false, items: [{ checked: true, text: 'Task 000.001: anything' }, { checked: false, text: 'Task 007.999: (x) y' }] } },
      { number: 100, title: 'Later', tasks: { ordered: true, items: [{ checked: false, text: 'Task 100.001: z', content: '```sh\nmake\n```' }] } },
      { number: 3, title: 'Back', tasks: { ordered: false, items: [{ checked: false, text: 'Task 003.001: z' }] } },
      { number: 3, title: 'Again', tasks: { ordered: false, items: [{ checked: true, text: 'Task 003.001: z' }] } },
    ]);
  });

  it('writes phase numbers with three digits', () => {
    const model = expectValid(feat, doc()).document;
    model.body.plan.taskList = [{ number: 7, title: 'Seven', tasks: { ordered: false, items: [{ checked: false, text: 'Task 007.001: x' }] } }];
    expect(serializeDocument(feat, model)).toContain('\n#### Phase 007: Seven\n\n- [ ] Task 007.001: x\n');
  });
});

describe('feat layout variants parse to the canonical model', () => {
  const canonical = doc({ acceptance: '### Acceptance Criteria\n\n- [x] ACC-001: A\n- [ ] ACC-002: B\n' });
  const model = expectValid(feat, canonical).document;

  it.each([
    ['* bullets', canonical.replace(/^- \[/gm, '* [').replace('- REQ', '* REQ')],
    ['+ bullets', canonical.replace(/^- \[/gm, '+ [').replace('- REQ', '+ REQ')],
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext headings', canonical.replace('# Feature: CSV Export\n', 'Feature: CSV Export\n===\n').replace('## Plan\n', 'Plan\n----\n').replace('## Progress\n', 'Progress\n--------\n')],
    ['extra blank lines', canonical.replace('\n### Scope', '\n\n\n### Scope').replace('- [x] ACC-001: A\n', '- [x] ACC-001: A\n\n')],
  ])('%s', (_, text) => {
    expect(expectValid(feat, text).document).toEqual(model);
  });

  it('the example with CRLF and a BOM', () => {
    const model2 = expectValid(feat, feat.example).document;
    expect(expectValid(feat, `\uFEFF${feat.example.replace(/\n/g, '\r\n')}`).document).toEqual(model2);
  });
});

describe('feat frontmatter', () => {
  it('defaults the status to planning and rejects statuses of other types', () => {
    expect(expectValid(feat, doc()).document.frontmatter['status']).toBe('planning');
    expectDiagnostics(feat, FM.replace('version: 1.0.0\n', 'version: 1.0.0\nstatus: draft\n') + doc().slice(FM.length), one('frontmatter-field', 8, 1, 'status',
      "feat frontmatter block, field 'status' (document line 8): status must be one of ['done', 'planning', 'progress', 'review'], got 'draft'"));
  });
});

describe('feat structure: exact diagnostics', () => {
  it('requires the H1 to start with "Feature: "', () => {
    expectDiagnostics(feat, doc({ h1: '# CSV Export\n' }), one('heading-mismatch', 1, 1, F, `${F} (body line 1): expected heading 'Feature: {title}', got heading 'CSV Export'`));
    expectDiagnostics(feat, doc({ h1: '# Feature:\n' }), one('heading-mismatch', 1, 1, F, `${F} (body line 1): expected heading 'Feature: {title}', got heading 'Feature:'`));
  });

  it('requires ## Plan', () => {
    expectDiagnostics(feat, doc({ plan: null }), one('body-no-match', 3, 1, PLAN,
      `${PLAN}: expected Plan, found no match; remaining text starts at body line 3 (39 line(s)) and begins with:\n### Overview\n\nWhy.…`));
  });

  it('requires ## Progress', () => {
    const text = doc({ progress: null, currentStatus: null, updates: null });
    expectDiagnostics(feat, text, one('body-no-match', 31, 1, PROGRESS, `${PROGRESS}: expected Progress, found no match; nothing remains after body line 31`));
  });

  it.each([
    ['overview', 'Overview', 5, 'Requirements'],
    ['requirements', 'Requirements', 9, 'Acceptance Criteria'],
    ['acceptance', 'Acceptance Criteria', 13, 'Scope'],
    ['scope', 'Scope', 17, 'Task List'],
  ] as const)('requires ### %s', (part, heading, line, found) => {
    const type = heading.replace(/ /g, '');
    expectDiagnostics(feat, doc({ [part]: null }), one('heading-mismatch', line, 1, `${PLAN} > ${type}`,
      `${PLAN} > ${type} (body line ${line}): expected heading '${heading}', got heading '${found}'`));
  });

  it('requires #### Included and #### Explicitly Out Of Scope', () => {
    expectDiagnostics(feat, doc({ scope: '### Scope\n\n#### Explicitly Out Of Scope\n\n- XLSX\n' }), one('heading-mismatch', 19, 1, `${PLAN} > Scope > Included`,
      `${PLAN} > Scope > Included (body line 19): expected heading 'Included', got heading 'Explicitly Out Of Scope'`));
    expectDiagnostics(feat, doc({ scope: '### Scope\n\n#### Included\n\n- CSV\n' }), one('body-no-match', 21, 1, `${PLAN} > Scope > ExplicitlyOutOfScope`,
      `${PLAN} > Scope > ExplicitlyOutOfScope: expected ExplicitlyOutOfScope, found no match; nothing remains after body line 21`));
  });

  it('allows only Depends On and Blocks, in this order, in ### Dependencies', () => {
    expectDiagnostics(feat, doc({ dependencies: '### Dependencies\n\nNone.\n' }), one('body-leftover', 29, 1, `${PLAN} > Dependencies`,
      `${PLAN} > Dependencies: text left over after processing all fields, starting at body line 29:\nNone.`));
    expectDiagnostics(feat, doc({ dependencies: '### Dependencies\n\n#### Blocks\n\n- a\n\n#### Depends On\n\n- b\n' }), one('body-leftover', 33, 1, `${PLAN} > Dependencies`,
      `${PLAN} > Dependencies: text left over after processing all fields, starting at body line 33:\n#### Depends On\n\n- b`));
  });

  it('requires ### Task List with at least one phase', () => {
    expectDiagnostics(feat, doc({ taskList: null }), one('body-no-match', 25, 1, `${PLAN} > TaskList`,
      `${PLAN} > TaskList: expected TaskList, found no match; nothing remains after body line 25`));
    expectDiagnostics(feat, doc({ taskList: '### Task List\n' }), one('body-no-match', 27, 1, `${PLAN} > TaskList`,
      `${PLAN} > TaskList: expected list[Phase], found no match; nothing remains after body line 27`));
  });

  it('requires the phase heading pattern and tasks in every phase', () => {
    expectDiagnostics(feat, doc({ taskList: '### Task List\n\n#### Phase one: Endpoint\n\n- [ ] a\n' }), one('heading-mismatch', 29, 1, `${PLAN} > TaskList > Phase`,
      `${PLAN} > TaskList > Phase (body line 29): expected heading 'Phase {n}: {title}', got heading 'Phase one: Endpoint'`));
    expectDiagnostics(feat, doc({ taskList: '### Task List\n\n#### Phase 001: Endpoint\n' }), one('body-no-match', 29, 1, `${PLAN} > TaskList > Phase > Tasks`,
      `${PLAN} > TaskList > Phase > Tasks: expected list[TaskItem], found no match; nothing remains after body line 29`));
  });

  it('rejects text between ## Plan and ### Overview', () => {
    expectDiagnostics(feat, doc({ plan: '## Plan\n\nIntro.\n' }), one('body-no-match', 5, 1, `${PLAN} > Overview`,
      `${PLAN} > Overview: expected Overview, found no match; remaining text starts at body line 5 (29 line(s)) and begins with:\nIntro.\n\n### Overview…`));
  });

  it('rejects an unknown H3 in Plan and a misspelt Related PRs / Commits', () => {
    expectDiagnostics(feat, doc({ taskList: `${BASE.taskList}\n### Notes\n\nx\n` }), one('body-leftover', 33, 1, PLAN,
      `${PLAN}: text left over after processing all fields, starting at body line 33:\n### Notes\n\nx`));
    expectDiagnostics(feat, doc({ relatedPrsCommits: '### Related PRs/Commits\n\n- #1\n' }), one('body-leftover', 45, 1, PROGRESS,
      `${PROGRESS}: text left over after processing all fields, starting at body line 45:\n### Related PRs/Commits\n\n- #1`));
  });

  it('requires ### Current Status and ### Updates, in order', () => {
    expectDiagnostics(feat, doc({ currentStatus: null }), one('heading-mismatch', 35, 1, `${PROGRESS} > CurrentStatus`,
      `${PROGRESS} > CurrentStatus (body line 35): expected heading 'Current Status', got heading 'Updates'`));
    expectDiagnostics(feat, doc({ updates: null }), one('body-no-match', 37, 1, `${PROGRESS} > Updates`,
      `${PROGRESS} > Updates: expected Updates, found no match; nothing remains after body line 37`));
    const swapped = doc({ blockers: '### Decisions Made\n\n#### 2026-05-04T08:30:12.045Z - D\n\nx\n' });
    expectDiagnostics(feat, swapped, one('heading-mismatch', 39, 1, `${PROGRESS} > Updates`,
      `${PROGRESS} > Updates (body line 39): expected heading 'Updates', got heading 'Decisions Made'`));
  });

  it('rejects a second H1', () => {
    expectDiagnostics(feat, doc({ moreInformation: '# Feature: Again\n' }), one('body-leftover', 45, 1, F,
      `${F}: text left over after processing all fields, starting at body line 45:\n# Feature: Again`));
  });
});

describe('feat values: exact diagnostics', () => {
  const REQ_ITEM = `${PLAN} > Requirements > ListItem`;
  const ACC_ITEM = `${PLAN} > AcceptanceCriteria > TaskItem`;
  const TASK_ITEM = `${PLAN} > TaskList > Phase > Tasks > TaskItem`;

  it.each(['REQ-1: x', 'REQ-0001: x', 'REQ 001: x', 'req-001: x', 'REQ-001:x', `REQ 4f2a1b3c-8d5e-4a91-9c72-1e6f8a2b3c4d: x`])('rejects the requirement item %s', (item) => {
    expectDiagnostics(feat, doc({ requirements: `### Requirements\n\n- ${item}\n` }), one('value-pattern', 11, 3, `${REQ_ITEM} > text`,
      `${REQ_ITEM} > text (body line 11): '${item}' does not match ^REQ-\\d{3}: (.+)$`));
  });

  it.each(['ACC-001: x', '[ ] ACC-1: x', '[y] ACC-001: x', '[ ] ACC-001:', '[x] REQ-001: x'])('rejects the acceptance item %s', (item) => {
    expectDiagnostics(feat, doc({ acceptance: `### Acceptance Criteria\n\n- ${item}\n` }), one('value-pattern', 15, 3, `${ACC_ITEM} > text`,
      `${ACC_ITEM} > text (body line 15): '${item}' does not match ^\\[( |x|X)\\]\\s*ACC-\\d{3}: .+$`));
  });

  it('rejects a phase task without a box', () => {
    expectDiagnostics(feat, doc({ taskList: '### Task List\n\n#### Phase 001: Endpoint\n\n- Task 001.001: Add the endpoint\n' }), one('value-pattern', 31, 3, `${TASK_ITEM} > text`,
      `${TASK_ITEM} > text (body line 31): 'Task 001.001: Add the endpoint' does not match ${TASK_PATTERN}`));
  });

  it.each([
    ['requirements', '### Requirements\n\n- REQ-001: Down\n  load\n', 11, REQ_ITEM],
    ['acceptance', '### Acceptance Criteria\n\n- [ ] ACC-001: File\nopens\n', 15, ACC_ITEM],
    ['taskList', '### Task List\n\n#### Phase 001: Endpoint\n\n- [ ] Task 001.001: Add\n  the endpoint\n', 31, TASK_ITEM],
  ] as const)('rejects soft-wrapped %s items', (part, text, line, field) => {
    expectDiagnostics(feat, doc({ [part]: text }), one('soft-wrapped-list-item', line, 1, field,
      `${field} (body line ${line}): soft-wrapped/lazy-continuation list items are not supported; fix: join the item text onto one physical line`));
  });

  it('rejects nested lists in acceptance and phase checklists', () => {
    expectDiagnostics(feat, doc({ acceptance: '### Acceptance Criteria\n\n- [ ] ACC-001: File opens\n\n  - detail\n' }), one('nested-list', 17, 3, ACC_ITEM,
      `${ACC_ITEM} (body line 17): a task item may contain only paragraphs, fenced code blocks and block quotes, found a nested list; fix: make the nested items separate tasks or write them as text`));
  });

  it('reports every bad item before a structure failure', () => {
    const text = doc({ requirements: '### Requirements\n\n- REQ-1: a\n- REQ-2: b\n', acceptance: '### Acceptance Criteria\n\n- ACC-001: c\n', scope: null });
    expectDiagnostics(feat, text, [
      { code: 'value-pattern', line: 11, column: 3, field: `${REQ_ITEM} > text`, message: `${REQ_ITEM} > text (body line 11): 'REQ-1: a' does not match ^REQ-\\d{3}: (.+)$` },
      { code: 'value-pattern', line: 12, column: 3, field: `${REQ_ITEM} > text`, message: `${REQ_ITEM} > text (body line 12): 'REQ-2: b' does not match ^REQ-\\d{3}: (.+)$` },
      { code: 'value-pattern', line: 16, column: 3, field: `${ACC_ITEM} > text`, message: `${ACC_ITEM} > text (body line 16): 'ACC-001: c' does not match ^\\[( |x|X)\\]\\s*ACC-\\d{3}: .+$` },
      { code: 'heading-mismatch', line: 18, column: 1, field: `${PLAN} > Scope`, message: `${PLAN} > Scope (body line 18): expected heading 'Scope', got heading 'Task List'` },
    ]);
  });
});

describe('feat phase and task numbering (three digits since the reference\'s v0.34)', () => {
  const PHASE = `${PLAN} > TaskList > Phase`;
  const TASK_ITEM = `${PHASE} > Tasks > TaskItem`;
  const legacy = (field: string, line: number, column: number, older: string, current: string): ExpectedDiagnostic => ({
    code: 'legacy-form',
    line,
    column,
    field,
    severity: 'warning',
    message: `${field} (body line ${line}): older form (${older}) accepted in lenient mode; current form: ${current}`,
  });

  it.each(['Phase 1: Endpoint', 'Phase 12: Endpoint', 'Phase 0001: Endpoint'])('rejects the phase heading %s in strict mode', (heading) => {
    expectDiagnostics(feat, doc({ taskList: `### Task List\n\n#### ${heading}\n\n- [ ] Task 001.001: a\n` }), one('heading-mismatch', 29, 1, PHASE,
      `${PHASE} (body line 29): expected heading 'Phase {n}: {title}', got heading '${heading}'`));
  });

  it.each(['Task 1.1: a', 'Task 1: a', 'Task 001.1: a', 'Task 01.001: a', 'Add the endpoint', 'Task 001.001 a'])('rejects the task item [ ] %s in strict mode', (item) => {
    expectDiagnostics(feat, doc({ taskList: `### Task List\n\n#### Phase 001: Endpoint\n\n- [ ] ${item}\n` }), one('value-pattern', 31, 3, `${TASK_ITEM} > text`,
      `${TASK_ITEM} > text (body line 31): '[ ] ${item}' does not match ${TASK_PATTERN}`));
  });

  it('reads one- and two-digit phase numbers in lenient mode with a warning, keeping the number', () => {
    const taskList = '### Task List\n\n#### Phase 1: Endpoint\n\n- [ ] Task 001.001: a\n\n#### Phase 12: Later\n\n- [ ] Task 012.001: b\n';
    const text = doc({ taskList });
    expectDiagnostics(feat, text, [
      legacy(PHASE, 29, 1, 'unpadded phase number', 'Phase <NNN>: <title>'),
      legacy(PHASE, 33, 1, 'unpadded phase number', 'Phase <NNN>: <title>'),
    ], 'lenient');
    const result = expectValid(feat, text, 'lenient');
    expect(result.document.body.plan.taskList.map((p) => [p.number, p.title])).toEqual([[1, 'Endpoint'], [12, 'Later']]);
    expect(serializeDocument(feat, result.document)).toContain('#### Phase 001: Endpoint\n\n- [ ] Task 001.001: a\n\n#### Phase 012: Later\n');
  });

  it('reads unpadded and unnumbered task items in lenient mode with a warning each, keeping their text', () => {
    const taskList = '### Task List\n\n#### Phase 001: Endpoint\n\n- [x] Task 1.1: a\n- [ ] Task 2: b\n- [ ] Add the endpoint\n- [ ] Task 001.004: d\n';
    const text = doc({ taskList });
    const field = `${TASK_ITEM} > text`;
    expectDiagnostics(feat, text, [
      legacy(field, 31, 3, 'unpadded task number', 'Task <NNN>.<MMM>: <text>'),
      legacy(field, 32, 3, 'unpadded task number', 'Task <NNN>.<MMM>: <text>'),
      legacy(field, 33, 3, 'unnumbered task item', 'Task <NNN>.<MMM>: <text>'),
    ], 'lenient');
    expect(expectValid(feat, text, 'lenient').document.body.plan.taskList[0]?.tasks.items.map((item) => item.text)).toEqual([
      'Task 1.1: a',
      'Task 2: b',
      'Add the endpoint',
      'Task 001.004: d',
    ]);
  });

  it('still rejects a phase task without a box in lenient mode', () => {
    expectDiagnostics(feat, doc({ taskList: '### Task List\n\n#### Phase 1: Endpoint\n\n- Task 1.1: a\n' }), [
      legacy(PHASE, 29, 1, 'unpadded phase number', 'Phase <NNN>: <title>'),
      { code: 'value-pattern', severity: 'error', line: 31, column: 3, field: `${TASK_ITEM} > text`, message: `${TASK_ITEM} > text (body line 31): 'Task 1.1: a' does not match ${TASK_PATTERN}` },
    ], 'lenient');
  });
});

describe('feat Updates and Decisions Made', () => {
  const UPDATE = `${PROGRESS} > Updates > UpdateEntry`;
  const DECISION = `${PROGRESS} > DecisionsMade > UpdateEntry`;
  const withUpdates = (entries: string): string => doc({ updates: `### Updates\n\n${entries}` });
  const withDecisions = (entries: string): string => doc({ decisionsMade: `### Decisions Made\n\n${entries}` });

  it('requires entries newest first in both logs', () => {
    const entries = '#### 2026-05-01T08:00:00.000Z - Old\n\na\n\n#### 2026-05-02T08:00:00.000Z - New\n\nb\n';
    expectDiagnostics(feat, withUpdates(entries), one('value-order', 45, 1, `${UPDATE} > timestamp`,
      `${UPDATE} > timestamp (body line 45): entry '2026-05-02T08:00:00.000Z' is newer than the entry above it ('2026-05-01T08:00:00.000Z', body line 41); entries must run newest first`));
    expectDiagnostics(feat, withDecisions(entries), one('value-order', 51, 1, `${DECISION} > timestamp`,
      `${DECISION} > timestamp (body line 51): entry '2026-05-02T08:00:00.000Z' is newer than the entry above it ('2026-05-01T08:00:00.000Z', body line 47); entries must run newest first`));
  });

  it('rejects blank content, impossible timestamps and H3 entries', () => {
    expectDiagnostics(feat, withDecisions('#### 2026-02-29T08:00:00.000Z - Leap\n\na\n\n#### 2026-01-01T00:00:00.000Z - Blank\n'), [
      { code: 'invalid-timestamp', line: 47, column: 1, field: `${DECISION} > timestamp`, message: `${DECISION} > timestamp (body line 47): '2026-02-29T08:00:00.000Z' names an impossible date or time` },
      { code: 'empty-content', line: 51, column: 1, field: `${DECISION} > content`, message: `${DECISION} > content (body line 51): content is blank; write at least one line below the heading` },
    ]);
    expectDiagnostics(feat, doc({ updates: '### Updates\n\n### 2026-05-04T08:30:12.045Z - Created\n\nPlanned.\n' }), one('body-no-match', 39, 1, `${PROGRESS} > Updates`,
      `${PROGRESS} > Updates: expected list[UpdateEntry], found no match; nothing remains after body line 39`));
  });

  const emDash = '#### 2025-05-02 09:47:23.658+02:00 — Second\n\nb\n\n#### 2025-05-01 09:47:23.658+02:00 — First\n\na\n';
  const oldestFirst = '#### 2025-05-01 09:47:23.658+02:00 — First\n\na\n\n#### 2025-05-02 09:47:23.658+02:00 — Second\n\nb\n';
  const emDashWarning = (field: string, line: number): ExpectedDiagnostic => ({
    code: 'legacy-form',
    line,
    column: 1,
    field,
    message: `${field} (body line ${line}): older form (em-dash entry heading) accepted in lenient mode; current form: <timestamp> - <title>`,
  });

  it('rejects em-dash entry headings in strict mode', () => {
    expectDiagnostics(feat, withUpdates(emDash), one('heading-mismatch', 41, 1, UPDATE,
      `${UPDATE} (body line 41): expected heading '<timestamp> - <title>', got heading '2025-05-02 09:47:23.658+02:00 — Second'`));
  });

  it('accepts em-dash entry headings in lenient mode, one warning each', () => {
    expectDiagnostics(feat, withUpdates(emDash), [emDashWarning(UPDATE, 41), emDashWarning(UPDATE, 45)], 'lenient');
    expect(expectValid(feat, withUpdates(emDash), 'lenient').document.body.progress.updates.entries.map((e) => [e.timestamp, e.separator, e.title])).toEqual([
      ['2025-05-02 09:47:23.658+02:00', '—', 'Second'],
      ['2025-05-01 09:47:23.658+02:00', '—', 'First'],
    ]);
  });

  it('accepts oldest-first em-dash entries in lenient mode with one warning for the section', () => {
    const sectionWarning = (field: string, line: number): ExpectedDiagnostic => ({
      code: 'legacy-form',
      line,
      column: 1,
      field,
      message: `${field} (body line ${line}): older form (oldest-first entries) accepted in lenient mode; current form: newest entry first`,
    });
    expectDiagnostics(feat, withUpdates(oldestFirst), [sectionWarning(`${PROGRESS} > Updates`, 39), emDashWarning(UPDATE, 41), emDashWarning(UPDATE, 45)], 'lenient');
    expectDiagnostics(feat, withDecisions(oldestFirst), [sectionWarning(`${PROGRESS} > DecisionsMade`, 45), emDashWarning(DECISION, 47), emDashWarning(DECISION, 51)], 'lenient');
  });

  it('keeps oldest-first an error when not every entry has the em-dash form', () => {
    const mixed = '#### 2025-05-01 09:47:23.658+02:00 — First\n\na\n\n#### 2025-05-02T09:47:23.658+02:00 - Second\n\nb\n';
    expectDiagnostics(feat, withUpdates(mixed), [
      emDashWarning(UPDATE, 41),
      {
        code: 'value-order',
        line: 45,
        column: 1,
        field: `${UPDATE} > timestamp`,
        message: `${UPDATE} > timestamp (body line 45): entry '2025-05-02T09:47:23.658+02:00' is newer than the entry above it ('2025-05-01 09:47:23.658+02:00', body line 41); entries must run newest first`,
      },
    ], 'lenient');
  });

  it.each([
    ['date-only', '#### 2026-05-04 - Created\n\nx\n'],
    ['free-form', '#### Created\n\nx\n'],
  ])('does not accept %s entry headings, not even in lenient mode', (_, entries) => {
    for (const mode of ['strict', 'lenient'] as const) {
      expect(parseDocument(feat, withUpdates(entries), { mode }).diagnostics.map((d) => [d.code, d.line])).toEqual([['heading-mismatch', 41]]);
    }
  });
});

describe('feat properties', () => {
  it('parse(serialize(m)) deep-equals m (500 generated features)', () => {
    fc.assert(
      fc.property(documentModels.feat, (m) => {
        const result = parseDocument(feat, serializeDocument(feat, m));
        expect(result.ok ? result.document : result.error).toEqual(m);
      }),
      { numRuns: 500 },
    );
  });
});
