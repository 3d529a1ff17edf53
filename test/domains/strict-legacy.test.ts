/**
 * Issue 11 item 5: where strict mode meets a form that lenient mode accepts,
 * the error names the older form, the current form and `mode: 'lenient'`
 * (default profile); the reference profile keeps today's text. One case per
 * legacy form of the body.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/index.js';
import { feat } from '../../src/domains/feat/index.js';
import { prb } from '../../src/domains/prb/index.js';
import { qa } from '../../src/domains/qa/index.js';
import { req } from '../../src/domains/req/index.js';
import { rsk } from '../../src/domains/rsk/index.js';
import { tsk } from '../../src/domains/tsk/index.js';
import { defineDocumentType, type DocumentType } from '../../src/format/document-type.js';
import { template, text } from '../../src/format/outline/heading.js';
import { freeSection, lenientOnly, optional, section } from '../../src/format/outline/sections.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { inReference } from '../helpers/messages.js';

const LENIENT = "Write it in the current form, or parse with mode: 'lenient' to accept it.";

function only(type: DocumentType, text: string): Diagnostic {
  const strict = parseDocument(type, text);
  expect(strict.ok).toBe(false);
  expect(strict.diagnostics).toHaveLength(1);
  // Lenient mode still accepts the form, with a warning only.
  const lenient = parseDocument(type, text, { mode: 'lenient' });
  expect(lenient.diagnostics.map((d) => [d.code, d.severity])).toEqual([['legacy-form', 'warning']]);
  return strict.diagnostics[0] as Diagnostic;
}

function replaced(type: DocumentType, from: string, to: string): string {
  expect(type.example).toContain(from);
  return type.example.replace(from, to);
}

const tskDoc = (entries: string): string =>
  `---\nclassification: null\ncreated: '2026-01-01T00:00:00.000Z'\nid: 00000000-0000-4000-8000-000000000001\ntype: tsk\nupdated: '2026-01-01T00:00:00.000Z'\nversion: 1.0.0\n---\n\n# T\n\n- [ ] a\n\n## Recent Updates\n\n${entries}`;

describe('strict mode names the older entry headings', () => {
  it('a later date-only entry heading: the leftover reads as the legacy form, at the heading', () => {
    const d = only(tsk, tskDoc('### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted.\n\n### 2026-01-05 - Title\n\nOld.\n'));
    expect(d).toMatchObject({ code: 'body-leftover', line: 11, column: 1, documentLine: 20, end: { line: 11, column: 23, documentLine: 20 } });
    expect(d.params).toMatchObject({
      legacyForm: { form: 'date-only entry heading', currentForm: '<timestamp> - <title>', rewritten: '### 2026-01-05 00:00:00.000Z - Title' },
    });
    const hint = `Write "### 2026-01-05 00:00:00.000Z - Title", or parse with mode: 'lenient' to accept it.`;
    expect(d.message).toBe(
      `The "## Recent Updates" section ends with text it has no place for: "### 2026-01-05 - Title". This is the older date-only entry heading form; the current form is "<timestamp> - <title>". ${hint}`,
    );
    expect(d.hint).toBe(hint);
    expect(inReference([d])[0]?.message).toBe(
      'Task > RecentUpdates: text left over after processing all fields, starting at body line 11:\n### 2026-01-05 - Title\n\nOld.',
    );
  });

  it('a first date-only entry heading: the heading mismatch names the form', () => {
    const d = only(tsk, tskDoc('### 2026-01-05 - Title\n\nOld.\n'));
    expect(d.code).toBe('heading-mismatch');
    expect(d.params).toMatchObject({ legacyForm: { form: 'date-only entry heading', currentForm: '<timestamp> - <title>' } });
    expect(inReference([d])[0]?.message).toBe(
      "Task > RecentUpdates > UpdateEntry (body line 7): expected heading '<timestamp> - <title>', got heading '2026-01-05 - Title'",
    );
  });

  it('a free-form entry heading', () => {
    const d = only(tsk, tskDoc('### Kickoff meeting\n\nx\n'));
    expect(d.params).toMatchObject({ legacyForm: { form: 'free-form entry heading', currentForm: '<timestamp> - <title>' } });
    expect(d.params).not.toHaveProperty('legacyForm.rewritten');
    expect(d.hint).toBe(LENIENT);
  });

  it('an em-dash entry heading (feat)', () => {
    const d = only(feat, replaced(feat, '#### 2026-05-04T08:30:12.045Z - Created', '#### 2026-05-04T08:30:12.045Z — Created'));
    expect(d.params).toMatchObject({
      legacyForm: { form: 'em-dash entry heading', currentForm: '<timestamp> - <title>', rewritten: '#### 2026-05-04T08:30:12.045Z - Created' },
    });
    expect(d.message).toContain("This is the older em-dash entry heading form; the current form is \"<timestamp> - <title>\".");
  });
});

describe('strict mode names the older numbers and items', () => {
  it('an unpadded phase number', () => {
    const d = only(feat, replaced(feat, '#### Phase 002: User interface', '#### Phase 2: User interface'));
    expect(d).toMatchObject({ code: 'body-leftover', line: 58, documentLine: 68, end: { line: 58, column: 29, documentLine: 68 } });
    expect(d.params).toMatchObject({ legacyForm: { form: 'unpadded phase number', currentForm: 'Phase <NNN>: <title>', rewritten: '#### Phase 002: User interface' } });
    expect(d.hint).toBe(`Write "#### Phase 002: User interface", or parse with mode: 'lenient' to accept it.`);
  });

  it('an unpadded task number: the exact number to write', () => {
    const d = only(feat, replaced(feat, '- [ ] Task 001.003: Refuse', '- [ ] Task 1.3: Refuse'));
    expect(d).toMatchObject({ code: 'value-pattern', line: 56, column: 3, documentLine: 66, end: { line: 56, column: 51, documentLine: 66 } });
    expect(d.params).toMatchObject({
      mistake: { kind: 'unpadded-number', number: '1.3' },
      suggestion: '[ ] Task 001.003: Refuse exports above the row limit',
      legacyForm: { form: 'unpadded task number', currentForm: 'Task <NNN>.<MMM>: <text>' },
    });
    expect(d.message).toBe(
      'The number "1.3" is written with too few digits: expected a task item "[ ] Task <NNN>.<MMM>: <text>", the phase and task numbers in three digits each. ' +
        `It is an older form (unpadded task number), which only mode: 'lenient' accepts; the current form is "Task <NNN>.<MMM>: <text>". ` +
        `Write "[ ] Task 001.003: Refuse exports above the row limit", or parse with mode: 'lenient' to accept it.`,
    );
    expect(inReference([d])[0]?.message).toBe(
      "Feature > Plan > TaskList > Phase > Tasks > TaskItem > text (body line 56): '[ ] Task 1.3: Refuse exports above the row limit' does not match ^\\[( |x|X)\\]\\s*Task \\d{3}\\.\\d{3}: .+$",
    );
  });

  it('an unnumbered task item', () => {
    const d = only(feat, replaced(feat, '- [ ] Task 001.003: Refuse', '- [ ] Refuse'));
    expect(d.params).toMatchObject({ mistake: { kind: 'missing-task-number' }, legacyForm: { form: 'unnumbered task item' } });
    expect(d.hint).toBe(`Write "[ ] Task <NNN>.<MMM>: Refuse exports above the row limit", or parse with mode: 'lenient' to accept it.`);
  });

  it('an unnumbered question (qa)', () => {
    const d = only(qa, replaced(qa, '> **1.0020**: What', '> What'));
    expect(d.params).toMatchObject({ legacyForm: { form: 'unnumbered question', currentForm: '**<d>.<NNNN>**: <question>' } });
    expect(d.message).toBe(
      'Expected a question that starts with its number, "**<d>.<NNNN>**: <question>", found "What happens to widgets that fail to migrate?". ' +
        `It is an older form (unnumbered question), which only mode: 'lenient' accepts; the current form is "**<d>.<NNNN>**: <question>". ` +
        `Rewrite it as a question that starts with its number, "**<d>.<NNNN>**: <question>", or parse with mode: 'lenient' to accept it.`,
    );
  });

  it('a free-form problem statement (prb)', () => {
    const d = only(prb, replaced(prb, 'rollback step is causing', 'rollback step causes'));
    expect(d.params).toMatchObject({ legacyForm: { form: 'free-form problem statement' } });
    expect(d.hint).toBe(
      `Rewrite it as a statement of the form "<current state> is causing <issue>, for <stakeholder> because <cause>.", or parse with mode: 'lenient' to accept it.`,
    );
  });
});

describe('strict mode names missing and extra sections that lenient mode reads', () => {
  it('a missing Source section where another section follows (rsk)', () => {
    const d = only(rsk, replaced(rsk, '## Source\n\nSecurity review of the document service, July 2026\n\n', ''));
    expect(d.code).toBe('heading-mismatch');
    expect(d.params).toMatchObject({ legacyForm: { form: 'missing Source section', currentForm: '## Source' } });
    expect(d.hint).toBe(LENIENT);
  });

  it('a misspelt Source heading is no legacy form', () => {
    const strict = parseDocument(rsk, replaced(rsk, '## Source', '## Sources'));
    expect(strict.diagnostics.map((d) => [d.code, 'legacyForm' in d.params])).toEqual([['heading-mismatch', false]]);
  });
});

describe('strict mode names the older reference items (req)', () => {
  it('an untyped reference item', () => {
    const d = only(req, replaced(req, '- DEC 8f14c2a0-6e3b-4d97-b5a1-2c9d0e7f6b38:', '- DEC-2703:'));
    expect(d.code).toBe('value-pattern');
    expect(d.params).toMatchObject({ legacyForm: { form: 'untyped reference item', currentForm: 'DEC <uuid>: <title>' } });
    expect(d.message).toBe(
      'Expected a typed reference "DEC <uuid>: <title>", found "DEC-2703: Keep portal session state on the server". ' +
        `It is an older form (untyped reference item), which only mode: 'lenient' accepts; the current form is "DEC <uuid>: <title>". ` +
        `Rewrite it as a typed reference "DEC <uuid>: <title>", or parse with mode: 'lenient' to accept it.`,
    );
  });

  it('an ADR item under Decisions', () => {
    const d = only(req, replaced(req, '- DEC 8f14c2a0-', '- ADR 8f14c2a0-'));
    expect(d.params).toMatchObject({ legacyForm: { form: 'ADR item under Decisions', currentForm: 'DEC <uuid>: <title>' } });
  });
});

describe('strict mode names a section only lenient mode knows, where the next field expected its heading', () => {
  const outline = section('', { level: 1, typeName: 'Note', heading: template('{title}', { title: text('title') }) }, [
    freeSection('summary', { level: 2 }),
    lenientOnly(optional(freeSection('oldThings', { level: 2 })), { older: 'Old Things section', current: 'no Old Things section' }),
    freeSection('source', { level: 2 }),
  ]);
  const note = defineDocumentType({ tag: 'nte', noun: 'note', statuses: { values: ['draft'], default: 'draft' }, root: outline, template: '', example: '' });

  it('the heading mismatch names the lenient-only section', () => {
    const text = '---\ntype: nte\n---\n\n# N\n\n## Summary\n\nS.\n\n## Old Things\n\nx\n\n## Source\n\nY.\n';
    const d = only(note as unknown as DocumentType, text);
    expect(d).toMatchObject({ code: 'heading-mismatch', field: 'Note > Source', line: 7 });
    expect(d.params).toMatchObject({ legacyForm: { form: 'Old Things section', currentForm: 'no Old Things section' } });
    expect(inReference([d])[0]?.message).toBe("Note > Source (body line 7): expected heading 'Source', got heading 'Old Things'");
  });
});
