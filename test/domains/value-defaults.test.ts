/**
 * The value codes in the default profile, through the parser: exact texts,
 * params, spans (`end`) and hints, one document per code. The five common
 * task-list mistakes each say exactly what to write.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/index.js';
import { req } from '../../src/domains/req/index.js';
import { rsk } from '../../src/domains/rsk/index.js';
import { sop } from '../../src/domains/sop/index.js';
import { tsk } from '../../src/domains/tsk/index.js';
import type { DocumentType } from '../../src/format/document-type.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { frontmatterFor } from '../helpers/documents.js';

// Frontmatter spans document lines 1-8 and line 9 is empty: document line = body line + 9.
const UPDATES = '## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted.\n';
const task = (body: string): string => frontmatterFor('tsk') + body;

function diagnostics(type: DocumentType, text: string): Diagnostic[] {
  return [...parseDocument(type, text).diagnostics];
}

function replaced(type: DocumentType, from: string, to: string): string {
  expect(type.example).toContain(from);
  return type.example.replace(from, to);
}

describe('task items: the common mistakes', () => {
  it('a wrong checkbox and a missing checkbox', () => {
    const [dash, star, none] = diagnostics(tsk, task(`# T\n\n- [-] Ship it\n- [*] Test it\n- Write docs\n\n${UPDATES}`));
    expect(dash).toMatchObject({
      code: 'value-pattern',
      line: 3,
      column: 3,
      documentLine: 12,
      end: { line: 3, column: 14, documentLine: 12 },
      field: 'Task > Tasks > TaskItem > text',
      message: '"[-]" is not a checkbox a task can have: "[ ]" is an open task, "[x]" a done one. Write "[ ] Ship it".',
      hint: 'Write "[ ] Ship it".',
      params: {
        value: '[-] Ship it',
        pattern: '^\\[( |x|X)\\]\\s*(.*)$',
        expectedForm: 'a task item "[ ] <text>" (open) or "[x] <text>" (done)',
        mistake: { kind: 'wrong-checkbox', box: '[-]' },
        suggestion: '[ ] Ship it',
      },
      docs: 'docs/diagnostics.md#value-pattern',
    });
    expect(star?.hint).toBe('Write "[ ] Test it".');
    expect(none).toMatchObject({
      message: 'This task has no checkbox: a task starts with "[ ]" (open) or "[x]" (done). Write "[ ] Write docs".',
      hint: 'Write "[ ] Write docs".',
      params: { mistake: { kind: 'missing-checkbox' }, suggestion: '[ ] Write docs' },
      end: { line: 5, column: 13, documentLine: 14 },
    });
  });
});

describe('update entries', () => {
  it('value-order names the document line of the entry above and says to put the newest first', () => {
    const entries = '## Recent Updates\n\n### 2026-08-01 00:00:00.000Z - A\n\nx\n\n### 2026-08-15 00:00:00.000Z - B\n\ny\n';
    const [d] = diagnostics(tsk, task(`# T\n\n- [ ] a\n\n${entries}`));
    expect(d).toMatchObject({
      code: 'value-order',
      line: 11,
      documentLine: 20,
      end: { line: 11, column: 33, documentLine: 20 },
      message: 'This entry (2026-08-15 00:00:00.000Z) is newer than the one above it (line 16). Put the newest entry first.',
      hint: 'Put the newest entry first.',
      params: { value: '2026-08-15 00:00:00.000Z', previous: '2026-08-01 00:00:00.000Z', previousLine: 7 },
    });
  });

  it('empty-content names the entry by its heading', () => {
    const entries = '## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n';
    const found = diagnostics(tsk, task(`# T\n\n- [ ] a\n\n${entries}`));
    expect(found.map((d) => d.code)).toContain('empty-content');
    const d = found.find((x) => x.code === 'empty-content');
    expect(d).toMatchObject({
      line: 7,
      end: { line: 7, column: 39, documentLine: 16 },
      message: 'The "### 2026-08-15 00:00:00.000Z - Kickoff" section is empty. Write at least one line below the heading.',
      hint: 'Write at least one line below the heading.',
      params: { heading: '### 2026-08-15 00:00:00.000Z - Kickoff' },
    });
  });
});

describe('vocabulary, cardinality and duplicates', () => {
  it('value-vocabulary lists the allowed words as literals', () => {
    const [d] = diagnostics(rsk, replaced(rsk, '## Strategy\n\nreduce', '## Strategy\n\nmitigate'));
    expect(d).toMatchObject({
      code: 'value-vocabulary',
      message: '"mitigate" is not an allowed value. Use "transfer", "accept", "reduce" or "avoid".',
      hint: 'Use "transfer", "accept", "reduce" or "avoid".',
      params: { value: 'mitigate', expected: ['transfer', 'accept', 'reduce', 'avoid'] },
    });
    expect(d?.end.column).toBe(d === undefined ? 0 : d.column + 'mitigate'.length);
  });

  it('value-cardinality names the section by its heading', () => {
    const many = Array.from({ length: 10 }, (_, i) => `- c${i}`).join('\n');
    const text = req.example.replace(/## Characteristics\n\n(?:\d+\. .*\n)+/u, `## Characteristics\n\n${many}\n`);
    const d = diagnostics(req, text).find((x) => x.code === 'value-cardinality');
    expect(d).toMatchObject({
      field: 'Requirement > Characteristics',
      message: 'The "## Characteristics" section has 10 items; at most 9 are allowed. Keep at most 9 items.',
      hint: 'Keep at most 9 items.',
      params: { min: 1, max: 9, unit: 'items', found: 10, heading: '## Characteristics' },
    });
  });

  it('value-duplicate names the first occurrence by its document line', () => {
    const text = sop.example.replace(/### Step 2:/u, '### Step 1:');
    const d = diagnostics(sop, text).find((x) => x.code === 'value-duplicate');
    expect(d?.params).toMatchObject({ value: 1, element: 'step' });
    expect(d?.message).toMatch(/^Step number 1 is used twice; the first is at line \d+\. Give each step its own number\.$/u);
    expect(d?.hint).toBe('Give each step its own number.');
  });
});

describe('no Python forms in the default value texts', () => {
  it('the texts above hold no Python reprs', () => {
    const texts = [
      ...diagnostics(tsk, task(`# T\n\n- [-] Ship it\n- Write docs\n\n${UPDATES}`)),
      ...diagnostics(rsk, replaced(rsk, '## Strategy\n\nreduce', '## Strategy\n\nmitigate')),
    ].flatMap((d) => [d.message, d.hint ?? '']);
    for (const text of texts) expect(text).not.toMatch(/=True|=None|=False|\['|None/u);
  });
});
