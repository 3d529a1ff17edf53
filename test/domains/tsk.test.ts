import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tsk } from '../../src/domains/tsk/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';
import { inReference } from '../helpers/messages.js';

const FM = frontmatterFor('tsk');
// Frontmatter spans document lines 1-9 and line 10 is empty: document line = body line + 10.
const UPDATES = '## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted.\n';
const doc = (body: string): string => FM + body;

describe('tsk valid documents', () => {
  it('accepts a minimal task list without comment', () => {
    const result = expectValid(tsk, doc(`# T\n\n- [ ] one\n\n${UPDATES}`));
    expect(result.document.body).toEqual({
      title: 'T',
      tasks: { ordered: false, items: [{ checked: false, text: 'one' }] },
      recentUpdates: { entries: [{ timestamp: '2026-08-15 00:00:00.000Z', separator: '-', title: 'Kickoff', content: 'Started.' }] },
    });
  });

  it('reads [x] and [X] as checked and keeps the text after the box', () => {
    const result = expectValid(tsk, doc(`# T\n\n- [x] a\n- [X]   b\n- [ ]c\n\n${UPDATES}`));
    expect(result.document.body.tasks.items).toEqual([
      { checked: true, text: 'a' },
      { checked: true, text: 'b' },
      { checked: false, text: 'c' },
    ]);
  });

  it('keeps continuation paragraphs, fenced code and block quotes as de-indented content', () => {
    const body = `# T\n\n- [ ] one\n\n  first note\n\n  \`\`\`sh\n  npm test\n  \`\`\`\n\n  > quoted\n\n${UPDATES}`;
    const result = expectValid(tsk, doc(body));
    expect(result.document.body.tasks.items[0]).toEqual({ checked: false, text: 'one', content: 'first note\n\n```sh\nnpm test\n```\n\n> quoted' });
  });

  it('accepts ordered lists and items across adjacent lists', () => {
    const result = expectValid(tsk, doc(`# T\n\n1. [ ] a\n2. [x] b\n\n- [ ] c\n\n${UPDATES}`));
    expect(result.document.body.tasks).toEqual({
      ordered: true,
      items: [
        { checked: false, text: 'a' },
        { checked: true, text: 'b' },
        { checked: false, text: 'c' },
      ],
    });
  });

  it('accepts equal timestamps and compares offsets as instants', () => {
    const entries =
      '## Recent Updates\n\n### 2026-08-15T10:00:00.000+02:00 - B\n\nx\n\n### 2026-08-15T08:00:00.000Z - A\n\ny\n\n### 2026-08-15T07:30:00.000Z : C\n\nz\n';
    const result = expectValid(tsk, doc(`# T\n\n- [ ] a\n\n${entries}`));
    expect(result.document.body.recentUpdates.entries.map((e) => [e.timestamp, e.separator])).toEqual([
      ['2026-08-15T10:00:00.000+02:00', '-'],
      ['2026-08-15T08:00:00.000Z', '-'],
      ['2026-08-15T07:30:00.000Z', ':'],
    ]);
  });

  it('keeps any non-blank Markdown as entry content', () => {
    const entries = '## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\n- one\n- two\n\n```\ncode\n```\n\n#### Detail\n\nmore\n';
    const result = expectValid(tsk, doc(`# T\n\n- [ ] a\n\n${entries}`));
    expect(result.document.body.recentUpdates.entries[0]?.content).toBe('- one\n- two\n\n```\ncode\n```\n\n#### Detail\n\nmore');
  });
});

describe('tsk layout variants parse to the canonical model', () => {
  const canonical = doc(`# Title\n\n<!-- c -->\n\n- [x] a\n- [ ] b\n\n  note\n\n${UPDATES}`);
  const model = expectValid(tsk, canonical).document;

  it.each([
    ['* bullets', canonical.replace(/^- /gm, '* ')],
    ['+ bullets', canonical.replace(/^- /gm, '+ ')],
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext headings', canonical.replace('# Title\n', 'Title\n=====\n').replace('## Recent Updates\n', 'Recent Updates\n--------------\n')],
    ['extra blank lines', canonical.replace('- [x] a\n', '- [x] a\n\n\n').replace('\n\n### ', '\n\n\n\n### ')],
  ])('%s', (_, text) => {
    expect(expectValid(tsk, text).document).toEqual(model);
  });
});

describe('tsk invalid documents: exact diagnostics', () => {
  it('requires content to start with the H1', () => {
    expectDiagnostics(tsk, doc(`intro\n\n# T\n\n- [ ] a\n\n${UPDATES}`), [
      {
        code: 'body-no-match',
        line: 1,
        column: 1,
        field: 'Task',
        message: 'Task: expected Task, found no match; remaining text starts at body line 1 (11 line(s)) and begins with:\nintro\n\n# T…',
      },
    ]);
  });

  it('requires task items', () => {
    expectDiagnostics(tsk, doc(`# T\n\n${UPDATES}`), [
      {
        code: 'body-no-match',
        line: 3,
        column: 1,
        field: 'Task > Tasks',
        message:
          'Task > Tasks: expected list[TaskItem], found no match; remaining text starts at body line 3 (5 line(s)) and begins with:\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff…',
      },
    ]);
  });

  it('requires the [ ] box on every item', () => {
    expectDiagnostics(tsk, doc(`# T\n\n- [y] a\n- b\n\n${UPDATES}`), [
      { code: 'value-pattern', line: 3, column: 3, field: 'Task > Tasks > TaskItem > text', message: "Task > Tasks > TaskItem > text (body line 3): '[y] a' does not match ^\\[( |x|X)\\]\\s*(.*)$" },
      { code: 'value-pattern', line: 4, column: 3, field: 'Task > Tasks > TaskItem > text', message: "Task > Tasks > TaskItem > text (body line 4): 'b' does not match ^\\[( |x|X)\\]\\s*(.*)$" },
    ]);
  });

  it('rejects soft-wrapped items', () => {
    expectDiagnostics(tsk, doc(`# T\n\n- [ ] a\n  continued\n\n${UPDATES}`), [
      {
        code: 'soft-wrapped-list-item',
        line: 3,
        column: 1,
        field: 'Task > Tasks > TaskItem',
        message: 'Task > Tasks > TaskItem (body line 3): soft-wrapped/lazy-continuation list items are not supported; fix: join the item text onto one physical line',
      },
    ]);
  });

  it('rejects task content that continues lazily with a line of = signs, and keeps a lazy line inside a quoted note (fuzz finding)', () => {
    expectDiagnostics(tsk, doc(`# T\n\n- [ ] a\n\n  more\n===\n\n${UPDATES}`), [
      {
        code: 'soft-wrapped-list-item',
        line: 6,
        column: 1,
        field: 'Task > Tasks > TaskItem',
        message:
          "Task > Tasks > TaskItem (body line 6): a line of '=' signs continues the list item's text without its indentation; inside the list item it would turn the text into a heading; fix: join it onto the line above, or indent it and escape it as '\\==='",
      },
    ]);
    // Inside a block quote of the content the line stays a lazy continuation when written back indented.
    const quoted = expectValid(tsk, doc(`# T\n\n- [ ] a\n\n  > q\n===\n\n${UPDATES}`));
    expect(quoted.document.body.tasks.items).toEqual([{ checked: false, text: 'a', content: '> q\n===' }]);
    expectRoundTrip(tsk, quoted.document);
  });

  it.each([
    ['a nested list', '  - nested'],
    ['an indented code block', '      code'],
    ['a thematic break', '  ***'],
    ['a heading', '  ### inner'],
  ])('rejects %s inside a task item', (kind, block) => {
    expectDiagnostics(tsk, doc(`# T\n\n- [ ] a\n\n${block}\n\n${UPDATES}`), [
      {
        code: 'nested-list',
        line: 5,
        column: 3,
        field: 'Task > Tasks > TaskItem',
        message: `Task > Tasks > TaskItem (body line 5): a task item may contain only paragraphs, fenced code blocks and block quotes, found ${kind}; fix: make the nested items separate tasks or write them as text`,
      },
    ]);
  });

  it('requires ## Recent Updates', () => {
    expectDiagnostics(tsk, doc('# T\n\n- [ ] a\n'), [
      { code: 'body-no-match', line: 3, column: 1, field: 'Task > RecentUpdates', message: 'Task > RecentUpdates: expected RecentUpdates, found no match; nothing remains after body line 3' },
    ]);
  });

  it('names the expected heading when another H2 stands in its place', () => {
    expectDiagnostics(tsk, doc('# T\n\n- [ ] a\n\n## Recent Changes\n\n### 2026-08-15 00:00:00.000Z - K\n\nx\n'), [
      { code: 'heading-mismatch', line: 5, column: 1, field: 'Task > RecentUpdates', message: "Task > RecentUpdates (body line 5): expected heading 'Recent Updates', got heading 'Recent Changes'" },
    ]);
  });

  it('requires at least one entry', () => {
    expectDiagnostics(tsk, doc('# T\n\n- [ ] a\n\n## Recent Updates\n\n<!-- c -->\n'), [
      {
        code: 'body-no-match',
        line: 7,
        column: 1,
        field: 'Task > RecentUpdates',
        message: 'Task > RecentUpdates: expected list[UpdateEntry], found no match; nothing remains after body line 7',
      },
    ]);
  });

  it('rejects an em-dash entry heading in strict mode', () => {
    expectDiagnostics(tsk, doc('# T\n\n- [ ] a\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z — K\n\nx\n'), [
      {
        code: 'heading-mismatch',
        line: 7,
        column: 1,
        field: 'Task > RecentUpdates > UpdateEntry',
        message: "Task > RecentUpdates > UpdateEntry (body line 7): expected heading '<timestamp> - <title>', got heading '2026-08-15 00:00:00.000Z — K'",
      },
    ]);
  });

  it('requires entries newest first', () => {
    const entries = '## Recent Updates\n\n### 2026-08-01 00:00:00.000Z - Old\n\nx\n\n### 2026-08-15 00:00:00.000Z - New\n\ny\n';
    expectDiagnostics(tsk, doc(`# T\n\n- [ ] a\n\n${entries}`), [
      {
        code: 'value-order',
        line: 11,
        column: 1,
        field: 'Task > RecentUpdates > UpdateEntry > timestamp',
        message:
          "Task > RecentUpdates > UpdateEntry > timestamp (body line 11): entry '2026-08-15 00:00:00.000Z' is newer than the entry above it ('2026-08-01 00:00:00.000Z', body line 7); entries must run newest first",
      },
    ]);
  });

  it('rejects blank entry content and impossible entry timestamps', () => {
    const entries = '## Recent Updates\n\n### 2026-02-30T00:00:00.000Z - Impossible\n\nx\n\n### 2026-01-01T00:00:00.000Z - Blank\n';
    expectDiagnostics(tsk, doc(`# T\n\n- [ ] a\n\n${entries}`), [
      {
        code: 'invalid-timestamp',
        line: 7,
        column: 1,
        field: 'Task > RecentUpdates > UpdateEntry > timestamp',
        message: "Task > RecentUpdates > UpdateEntry > timestamp (body line 7): '2026-02-30T00:00:00.000Z' names an impossible date or time",
      },
      {
        code: 'empty-content',
        line: 11,
        column: 1,
        field: 'Task > RecentUpdates > UpdateEntry > content',
        message: 'Task > RecentUpdates > UpdateEntry > content (body line 11): content is blank; write at least one line below the heading',
      },
    ]);
  });

  it('rejects raw HTML with the node kind and a fix', () => {
    expectDiagnostics(tsk, doc(`# T\n\n- [ ] a <b>bold</b>\n\n${UPDATES}`), [
      {
        code: 'raw-html',
        line: 3,
        column: 9,
        field: '',
        message:
          "raw HTML is not permitted in a parsed document at body line 3: html_inline '<b>'; fix: wrap it in a code span (e.g. `<b>`) or write it as an HTML comment (e.g. `<!-- <b> -->`) instead",
      },
    ]);
  });

  it('rejects text after the last section', () => {
    expectDiagnostics(tsk, doc(`# T\n\n- [ ] a\n\n${UPDATES}\n# Second\n`), [
      { code: 'body-leftover', line: 11, column: 1, field: 'Task', message: 'Task: text left over after processing all fields, starting at body line 11:\n# Second' },
    ]);
  });

  it('rejects a paragraph between the H1 and the task list', () => {
    expectDiagnostics(tsk, doc(`# T\n\nprose\n\n- [ ] a\n\n${UPDATES}`), [
      {
        code: 'body-no-match',
        line: 3,
        column: 1,
        field: 'Task > Tasks',
        message: 'Task > Tasks: expected list[TaskItem], found no match; remaining text starts at body line 3 (9 line(s)) and begins with:\nprose\n\n- [ ] a…',
      },
    ]);
  });

  it('rejects a status outside the tsk vocabulary', () => {
    const text = frontmatterFor('tsk', 'status: open\n').replace('status: open\n', '').replace('type: tsk\n', 'status: open\ntype: tsk\n') + `# T\n\n- [ ] a\n\n${UPDATES}`;
    expectDiagnostics(tsk, text, [
      {
        code: 'frontmatter-field',
        line: 5,
        column: 1,
        field: 'status',
        message: "tsk frontmatter block, field 'status' (document line 5): status must be one of ['active', 'cancelled', 'done', 'draft'], got 'open'",
      },
    ]);
  });
});

describe('tsk legacy forms', () => {
  const dateOnly = '## Recent Updates\n\n### 2026-08-15 - Kickoff\n\nx\n';
  const freeForm = '## Recent Updates\n\n### Kickoff meeting\n\nx\n';

  it('rejects date-only and free-form entry headings in strict mode', () => {
    for (const entries of [dateOnly, freeForm]) {
      const result = parseDocument(tsk, doc(`# T\n\n- [ ] a\n\n${entries}`));
      expect(result.diagnostics.map((d) => d.code)).toEqual(['heading-mismatch']);
    }
  });

  it('accepts them in lenient mode with a legacy-form warning', () => {
    expectDiagnostics(
      tsk,
      doc(`# T\n\n- [ ] a\n\n${dateOnly}`),
      [
        {
          code: 'legacy-form',
          line: 7,
          column: 1,
          field: 'Task > RecentUpdates > UpdateEntry',
          message: 'Task > RecentUpdates > UpdateEntry (body line 7): older form (date-only entry heading) accepted in lenient mode; current form: <timestamp> - <title>',
        },
      ],
      'lenient',
    );
    const result = expectValid(tsk, doc(`# T\n\n- [ ] a\n\n${freeForm}`), 'lenient');
    expect(result.document.body.recentUpdates.entries[0]).toEqual({ timestamp: null, separator: null, title: 'Kickoff meeting', content: 'x' });
    expect(inReference(result.diagnostics).map((d) => [d.code, d.severity, d.message])).toEqual([
      [
        'legacy-form',
        'warning',
        'Task > RecentUpdates > UpdateEntry (body line 7): older form (free-form entry heading) accepted in lenient mode; current form: <timestamp> - <title>',
      ],
    ]);
  });
});

describe('tsk properties', () => {
  it('parse(serialize(m)) deep-equals m (1,000 generated task lists)', () => {
    fc.assert(
      fc.property(documentModels.tsk, (m) => {
        expectRoundTrip(tsk, m);
      }),
      { numRuns: 1000 },
    );
  });

  it('parse never throws for arbitrary strings (1,000 runs each)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => void parseDocument(tsk, text)), { numRuns: 1000 });
    const pieces = fc.constantFrom('---\n', 'type: tsk\n', '# T\n', '- [ ] a\n', '## Recent Updates\n', '### 2026-08-15 00:00:00.000Z - K\n', 'x\n', '\n', '<!-- c -->\n', '```\n', '> q\n', '  - n\n', '\r\n', '<b>', '\uFEFF');
    fc.assert(fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => void parseDocument(tsk, parts.join(''))), { numRuns: 1000 });
  });
});
