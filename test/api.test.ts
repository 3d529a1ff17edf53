import { describe, expect, it } from 'vitest';
import { parse, serialize, toVFileMessages, validate } from '../src/index.js';
import { documentTypes, type BodyOf } from '../src/domains/registry.js';
import { usageError } from './helpers/usage-error.js';
import { errorText } from '../src/errors/index.js';
import { referenceMessages } from '../src/messages/index.js';

// A thrown error's text in the reference profile (unchanged for an error without a reason).
const inReference = (error: Error): string => errorText(error, referenceMessages.errors);
const REF = { messages: 'reference' } as const;

const TSK_BODY = '# Title\n\n- [ ] item\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted the task list.\n';

describe('parse', () => {
  it('throws unknown-type for a type it does not know', () => {
    const error = usageError(() => parse('nope' as 'tsk', ''));
    expect(error.code).toBe('unknown-type');
    expect(inReference(error)).toMatch(/^unknown document type 'nope'; expected one of /);
  });

  it('throws invalid-arguments for a bad mode', () => {
    const error = usageError(() => parse('tsk', '', { mode: 'loose' as 'strict' }));
    expect([error.code, inReference(error)]).toEqual(['invalid-arguments', "mode must be 'strict' or 'lenient', got 'loose'"]);
  });

  it('throws invalid-language and unsupported-language', () => {
    expect(inReference(usageError(() => parse('tsk', '', { language: '../x' })))).toBe("language '../x' is not a two-letter lowercase code (^[a-z]{2}$)");
    const unsupported = usageError(() => parse('tsk', '', { language: 'xx' }));
    expect(unsupported.code).toBe('unsupported-language');
    expect(inReference(unsupported)).toMatch(/^language 'xx' has no heading table for 'tsk'; available: (?:[a-z]{2}, )*en/);
  });

  it('reports a missing frontmatter block instead of throwing', () => {
    const result = parse('tsk', TSK_BODY, REF);
    expect(result).toMatchObject({ ok: false, error: "tsk document has no frontmatter block; its first non-blank line must be '---'" });
    expect(parse('tsk', TSK_BODY)).toMatchObject({ ok: false, error: expect.stringContaining('The document has no frontmatter block') });
  });

  it('warns when the frontmatter block does not start on line 1', () => {
    const result = parse('tsk', `\n\n---\ntype: tsk\n---\n\n${TSK_BODY}`, REF);
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
    expect(inReference(error)).toMatch(/^document body does not fit the tsk model: tasks\.items\.0\.checked: .*; recentUpdates: /);
  });
});

describe('validate (operations.md §10.12)', () => {
  it('accepts a valid tsk body', () => {
    expect(validate('tsk', TSK_BODY)).toEqual({ kind: 'validation', valid: true, errors: [], diagnostics: [] });
  });

  it('labels and caps the error text of an invalid body', () => {
    const result = validate('tsk', `# T\n\n${'- [?] a very long task item that will not match the box pattern\n'.repeat(10)}`, REF);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    const message = result.errors[0]?.message ?? '';
    expect(message.startsWith('tsk validate (body): Task > Tasks > TaskItem > text (body line 3): ')).toBe(true);
    expect(message.endsWith('... (truncated)')).toBe(true);
    expect([...message].length).toBe(300 + '... (truncated)'.length);
  });

  it('throws when full does not fit the content', () => {
    expect(inReference(usageError(() => validate('tsk', '---\nid: x\n---\n# T', { full: false })))).toBe(
      "full=False requires 'content' to be body markdown only -- a YAML frontmatter block was found. Pass full=True to validate a complete document instead.",
    );
    const fullWithout =
      "full=True requires 'content' to be a complete document (YAML frontmatter block plus body) -- no frontmatter block was found. Pass full=False (the default) to validate body-only content instead.";
    expect(inReference(usageError(() => validate('tsk', '# T', { full: true })))).toBe(fullWithout);
    expect(inReference(usageError(() => validate('tsk', '---\n---\n# T', { full: true })))).toBe(fullWithout);
  });

  it('throws its usage errors worded in the messages profile', () => {
    const error = usageError(() => validate('tsk', '# T', { full: true, messages: 'reference' }));
    expect(error.reason).toBe('full-without-frontmatter');
    expect(error.message.startsWith('full=True requires ')).toBe(true);
    const mode = usageError(() => parse('tsk', '', { mode: 'loose' as 'strict', messages: 'reference' }));
    expect(mode.message).toBe(inReference(mode));
  });

  it('words the full mismatches in the default profile as reasons, naming the option as the API spells it', () => {
    const bodyWith = usageError(() => validate('tsk', '---\nid: x\n---\n# T', { full: false }));
    expect([bodyWith.code, bodyWith.reason, bodyWith.params]).toEqual(['invalid-arguments', 'body-with-frontmatter', {}]);
    expect(bodyWith.message).toBe(
      'Without full: true the content must be a body alone, but it starts with a YAML frontmatter block. Pass full: true to validate a whole document.',
    );
    const fullWithout = usageError(() => validate('tsk', '# T', { full: true }));
    expect([fullWithout.code, fullWithout.reason]).toEqual(['invalid-arguments', 'full-without-frontmatter']);
    expect(fullWithout.message).toBe(
      'With full: true the content must be a whole document (a YAML frontmatter block, then the body), but no frontmatter block was found. Leave full out (or pass full: false) to validate a body alone.',
    );
    for (const text of [bodyWith.message, fullWithout.message]) expect(text).not.toMatch(/=True|=False|=None|None/);
  });

  it('validates an adr body and a whole adr document with the same engine as parse', () => {
    const example = documentTypes.adr.example;
    expect(validate('adr', example, { full: true })).toMatchObject({ kind: 'validation', valid: true, errors: [] });
    const body = example.slice(example.indexOf('\n---', 3) + 4).replace(/^\n+/, '');
    expect(validate('adr', body)).toMatchObject({ kind: 'validation', valid: true, errors: [] });
    const parsed = parse('adr', example.replace(/^status: .*$/m, 'status: maybe'));
    const checked = validate('adr', example.replace(/^status: .*$/m, 'status: maybe'), { full: true });
    expect(checked.valid).toBe(false);
    expect(checked.diagnostics).toEqual(parsed.diagnostics);
    expect(checked.errors[0]?.message.startsWith('adr validate: ')).toBe(true);
    const broken = validate('adr', '# Only a title\n');
    expect(broken.valid).toBe(false);
    expect(broken.errors[0]?.message.startsWith('adr validate (body): ')).toBe(true);
  });

  it('labels in the default profile by the operation, in the reference profile by the tool', () => {
    const bad = '# T\n\n- [?] a\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - K\n\nx\n';
    expect(validate('tsk', bad).errors[0]?.message.startsWith('tsk validate (body): ')).toBe(true);
    expect(validate('tsk', bad, REF).errors[0]?.message.startsWith('tsk validate (body): ')).toBe(true);
    expect(validate('tsk', bad).diagnostics[0]).toMatchObject({ code: 'value-pattern', docs: 'docs/diagnostics.md#value-pattern' });
  });

  it('rewords the diagnostics and the error text in the profile given', () => {
    const bad = '# T\n\n- [?] a\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - K\n\nx\n';
    const mine = {
      ...referenceMessages,
      name: 'mine',
      diagnostics: { ...referenceMessages.diagnostics, 'value-pattern': () => ({ message: 'MINE' }) },
      operationLabel: () => 'LABEL',
    };
    const result = validate('tsk', bad, { messages: mine });
    expect(result.diagnostics[0]?.message).toBe('MINE');
    expect(result.errors).toEqual([{ message: 'LABEL: MINE' }]);
    expect(() => validate('tsk', bad, { messages: 'nope' as never })).toThrow(expect.objectContaining({ code: 'invalid-arguments' }));
  });

  it('reports a YAML error found while detecting frontmatter, labelled and with document lines', () => {
    const result = validate('tsk', '---\ntags: [a\n---\n# T', { full: true, ...REF });
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toMatch(/^tsk validate: .*the frontmatter block/s);
    expect(result.diagnostics[0]).toMatchObject({ code: 'yaml-syntax', channel: 'frontmatter' });
    const worded = validate('tsk', '---\ntags: [a\n---\n# T', { full: true });
    expect(worded.errors[0]?.message).toMatch(/^tsk validate: .*The frontmatter is not valid YAML/s);
    expect(worded.diagnostics[0]).toMatchObject({ code: 'yaml-syntax', channel: 'frontmatter', line: 3, documentLine: 3 });
  });

  it('names the type being validated in a frontmatter the detection cannot read, not adr', () => {
    const broken = validate('tsk', '---\ntags: [a\n---\n# T', { full: true });
    expect(broken.diagnostics[0]?.params).toMatchObject({ type: 'tsk' });
    const deep = `---\nid: ${'['.repeat(200)}${']'.repeat(200)}\n---\n# T`;
    const tooDeep = validate('tsk', deep, { full: true, ...REF });
    expect(tooDeep.diagnostics[0]).toMatchObject({ code: 'nesting-too-deep', params: { type: 'tsk' } });
    expect(tooDeep.diagnostics[0]?.message).toMatch(/^tsk frontmatter block \(document line 2\): /);
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
