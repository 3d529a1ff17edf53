import { describe, expect, it } from 'vitest';
import { parse, serialize, toVFileMessages, validate } from '../src/index.js';
import { documentTypes, type BodyOf } from '../src/domains/registry.js';
import { referenceText, usageError } from './helpers/usage-error.js';

const TSK_BODY = '# Title\n\n- [ ] item\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted the task list.\n';

describe('parse', () => {
  it('throws unknown-type for a type it does not know', () => {
    const error = usageError(() => parse('nope' as 'tsk', ''));
    expect(error.code).toBe('unknown-type');
    expect(referenceText(error)).toMatch(/^unknown document type 'nope'; expected one of /);
  });

  it('throws invalid-arguments for a bad mode', () => {
    const error = usageError(() => parse('tsk', '', { mode: 'loose' as 'strict' }));
    expect([error.code, referenceText(error)]).toEqual(['invalid-arguments', "mode must be 'strict' or 'lenient', got 'loose'"]);
  });

  it('throws invalid-language and unsupported-language', () => {
    expect(referenceText(usageError(() => parse('tsk', '', { language: '../x' })))).toBe("language '../x' is not a two-letter lowercase code (^[a-z]{2}$)");
    const unsupported = usageError(() => parse('tsk', '', { language: 'xx' }));
    expect(unsupported.code).toBe('unsupported-language');
    expect(referenceText(unsupported)).toMatch(/^language 'xx' has no heading table for 'tsk'; available: (?:[a-z]{2}, )*en/);
  });

  it('reports a missing frontmatter block instead of throwing', () => {
    const result = parse('tsk', TSK_BODY, { messages: 'reference' });
    expect(result).toMatchObject({ ok: false, error: "tsk document has no frontmatter block; its first non-blank line must be '---'" });
    expect(parse('tsk', TSK_BODY)).toMatchObject({ ok: false, error: expect.stringContaining('The document has no frontmatter block') });
  });

  it('warns when the frontmatter block does not start on line 1', () => {
    const result = parse('tsk', `\n\n---\ntype: tsk\n---\n\n${TSK_BODY}`, { messages: 'reference' });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      ['frontmatter-offset', 'warning', 3, "tsk frontmatter block starts at document line 3; remove the blank line(s) above it so that '---' is line 1"],
    ]);
  });

  it('puts body diagnostics at body lines and their document lines', () => {
    const result = parse('tsk', `---\ntype: tsk\n---\n\n# T\n\n- [?] a\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - K\n\nx\n`);
    expect(result.diagnostics.map((d) => [d.line, d.column, d.documentLine])).toEqual([[3, 3, 7]]);
  });
});

describe('serialize', () => {
  it('writes the canonical form of a parsed document', () => {
    const result = parse('tsk', documentTypes.tsk.example);
    if (!result.ok) throw new Error(result.error);
    expect(serialize('tsk', result.document)).toBe(documentTypes.tsk.example);
  });

  it('refuses a model that does not fit the type, naming the field', () => {
    const broken = { title: 'T', tasks: { ordered: false, items: [{ text: 'x' }] } } as unknown as BodyOf<'tsk'>;
    const error = usageError(() => serialize('tsk', { frontmatter: {}, body: broken }));
    expect(error.code).toBe('invalid-arguments');
    expect(error.message).toMatch(/^document body does not fit the tsk model: tasks\.items\.0\.checked: .*; recentUpdates: /);
  });
});

describe('validate (operations.md §10.12)', () => {
  it('accepts a valid tsk body', () => {
    expect(validate('tsk', TSK_BODY)).toEqual({ kind: 'validation', valid: true, errors: [], diagnostics: [] });
  });

  it('labels and caps the error text of an invalid body', () => {
    const result = validate('tsk', `# T\n\n${'- [?] a very long task item that will not match the box pattern\n'.repeat(10)}`);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    const message = result.errors[0]?.message ?? '';
    expect(message.startsWith('tsk validate (body): Task > Tasks > TaskItem > text (body line 3): ')).toBe(true);
    expect(message.endsWith('... (truncated)')).toBe(true);
    expect([...message].length).toBe(300 + '... (truncated)'.length);
  });

  it('throws when full does not fit the content', () => {
    expect(usageError(() => validate('tsk', '---\nid: x\n---\n# T', { full: false })).message).toBe(
      "full=False requires 'content' to be body markdown only -- a YAML frontmatter block was found. Pass full=True to validate a complete document instead.",
    );
    const fullWithout =
      "full=True requires 'content' to be a complete document (YAML frontmatter block plus body) -- no frontmatter block was found. Pass full=False (the default) to validate body-only content instead.";
    expect(usageError(() => validate('tsk', '# T', { full: true })).message).toBe(fullWithout);
    expect(usageError(() => validate('tsk', '---\n---\n# T', { full: true })).message).toBe(fullWithout);
  });

  it('refuses adr', () => {
    const error = usageError(() => validate('adr' as 'tsk', '# T'));
    expect(error.code).toBe('unknown-type');
    expect(referenceText(error).endsWith(" ('adr' is not supported)")).toBe(true);
  });

  it('reports a YAML error found while detecting frontmatter, labelled and with document lines', () => {
    const result = validate('tsk', '---\ntags: [a\n---\n# T', { full: true });
    expect(result.valid).toBe(false);
    // validate words in the default profile (its messages option comes with helper repo).
    expect(result.errors[0]?.message).toMatch(/^tsk validate: .*The frontmatter is not valid YAML/s);
    expect(result.diagnostics[0]).toMatchObject({ code: 'yaml-syntax', channel: 'frontmatter' });
  });

  it('validates whole documents with full=true', () => {
    expect(validate('tsk', documentTypes.tsk.example, { full: true }).valid).toBe(true);
  });
});

describe('vfile interop', () => {
  it('converts diagnostics to vfile messages at document lines', () => {
    const result = parse('tsk', `---\ntype: tsk\n---\n\n# T\n\n- [?] a\n`);
    const messages = toVFileMessages(result.diagnostics, { file: 'docs/tsk/a.md' });
    expect(messages).toHaveLength(2);
    expect(messages.find((m) => m.ruleId === 'value-pattern')).toMatchObject({ line: 7, column: 3, ruleId: 'value-pattern', source: 'specmgr', fatal: true, file: 'docs/tsk/a.md' });
  });
});
