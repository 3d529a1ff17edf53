import { describe, expect, it } from 'vitest';
import { parse } from '../../src/api/parse.js';
import { validate } from '../../src/api/validate.js';
import { createRepository } from '../../src/repository/repository.js';
import { memoryStorage } from '../../src/repository/storage/memory-storage.js';
import { checkBody, complexityLimits, defaultLimits, resolveLimits, utf8Length } from '../../src/format/markdown/limits.js';
import { UsageError } from '../../src/errors/usage-error.js';
import type { Diagnostic } from '../../src/diagnostics/index.js';
import { inReference } from '../helpers/messages.js';

// The body starts at its first non-blank line, `# T` (document line 6), so
// the hostile text below is body line 9, document line 14.
const FRONTMATTER = '---\ntype: tsk\nstatus: active\n---\n';
const BODY_HEAD = '\n# T\n\n- [ ] x\n\n## Recent Updates\n\n### 2026-01-01T00:00:00.000Z - U\n\n';
const doc = (hostile: string): string => FRONTMATTER + BODY_HEAD + hostile + '\n';
const body = (hostile: string): string => BODY_HEAD.slice(1) + hostile + '\n';

const TOO_DEEP = (line: number, max = 100): string =>
  `body line ${line} is nested in more than ${max} block quotes and list items; fix: nest less deeply, or raise the limit with the limits.maxDepth option`;

/** The one diagnostic of a result, worded in the reference profile. */
function only(result: { diagnostics: readonly Diagnostic[] }) {
  expect(result.diagnostics).toHaveLength(1);
  return inReference(result.diagnostics)[0] as Diagnostic;
}

describe('document size', () => {
  it('refuses a 10 MB document with one document-too-large diagnostic at line 1, without parsing it', () => {
    const text = doc('x'.repeat(10 * 1024 * 1024));
    const bytes = Buffer.byteLength(text);
    const result = parse('tsk', text);
    expect(result.ok).toBe(false);
    const d = only(result);
    expect(d).toMatchObject({ code: 'document-too-large', line: 1, documentLine: 1, channel: 'frontmatter', severity: 'error' });
    expect(d.message).toBe(
      `document is ${bytes} bytes (UTF-8), over the limit of 5242880 bytes; fix: split it into smaller documents, or raise the limit with the limits.maxBytes option`,
    );
    const referenced = parse('tsk', text, { messages: 'reference' });
    if (!referenced.ok) expect(referenced.error).toContain(d.message);
    if (!result.ok) expect(result.error).toContain(result.diagnostics[0]?.message);
  });

  it('counts UTF-8 bytes, not UTF-16 units', () => {
    expect(utf8Length('aé€😀')).toBe(10);
    expect(utf8Length('\ud800x')).toBe(4);
    const text = doc('€'.repeat(100));
    const limit = Buffer.byteLength(text) - 1;
    expect(text.length).toBeLessThan(limit);
    expect(only(parse('tsk', text, { limits: { maxBytes: limit } })).code).toBe('document-too-large');
    expect(parse('tsk', text, { limits: { maxBytes: limit + 1 } }).ok).toBe(true);
  });

  it('validate reports the same diagnostic, for a whole document and for a body', () => {
    const text = doc('x'.repeat(6 * 1024 * 1024));
    const full = validate('tsk', text, { full: true });
    expect(full.valid).toBe(false);
    expect(full.diagnostics).toEqual(parse('tsk', text).diagnostics);
    const bodyOnly = validate('tsk', body('x'.repeat(6 * 1024 * 1024)));
    expect(only(bodyOnly)).toMatchObject({ code: 'document-too-large', channel: 'body', line: 1 });
    // validate words its errors in the default profile (its `messages` option comes with helper repo).
    expect(bodyOnly.errors[0]?.message.startsWith('tsk validate (body): The document is ')).toBe(true);
  });
});

describe('nesting depth', () => {
  it('reports 100,000 nested block quotes on one line at that line, without throwing', () => {
    const result = parse('tsk', doc('>'.repeat(100_000) + ' x'));
    const d = only(result);
    expect(d).toMatchObject({ code: 'nesting-too-deep', line: 9, documentLine: 14, channel: 'body' });
    expect(d.message).toBe(TOO_DEEP(9));
  });

  it('reports a staircase (line k holds k `>`) at the line of depth 101', () => {
    const lines = Array.from({ length: 300 }, (_, k) => `${'>'.repeat(k + 1)} x`);
    const d = only(parse('tsk', doc(lines.join('\n'))));
    expect(d).toMatchObject({ code: 'nesting-too-deep', line: 109, documentLine: 114 });
    expect(d.message).toBe(TOO_DEEP(109));
  });

  it('counts block quotes and list items together, lists themselves not', () => {
    // `> - ` is two levels: 50 of them are depth 100, one more `>` is 101.
    expect(checkBody('> - '.repeat(50) + 'x', defaultLimits, 1)).toBeUndefined();
    expect(inReference([checkBody('> - '.repeat(50) + '> x', defaultLimits, 1) as Diagnostic])[0]?.message).toBe(TOO_DEEP(1));
    const items = Array.from({ length: 101 }, (_, k) => `${'  '.repeat(k)}- x`).join('\n');
    expect(checkBody(items, defaultLimits, 1)?.line).toBe(101);
  });

  it('stops reading a line that opens 50,000 list items after a paragraph at the limit', () => {
    const d = only(parse('tsk', doc(`text\n${'- '.repeat(50_000)}x`)));
    expect(d).toMatchObject({ code: 'nesting-too-deep', line: 10, message: TOO_DEEP(10) });
  });

  it('does not overflow the stack on an HTML tag with 200,000 chained `=value`s', () => {
    const tag = `<x a${'=b'.repeat(200_000)}>`;
    expect(() => parse('tsk', doc(tag))).not.toThrow();
    expect(checkBody(tag, defaultLimits, 1)).toBeUndefined();
  });

  it('does not throw on 32,000 nested block quotes on one line', () => {
    expect(() => parse('tsk', doc('>'.repeat(32_000) + ' x'))).not.toThrow();
  });

  it('parses deeper nesting when limits.maxDepth is raised', () => {
    const text = doc('>'.repeat(150) + ' x');
    expect(only(parse('tsk', text)).code).toBe('nesting-too-deep');
    const raised = parse('tsk', text, { limits: { maxDepth: 150 } });
    expect(raised.diagnostics.map((d) => d.code)).not.toContain('nesting-too-deep');
    expect(raised.ok).toBe(true);
    expect(only(parse('tsk', text, { limits: { maxDepth: 149 } })).message).toBe(TOO_DEEP(9, 149));
  });

  it('validate reports the same diagnostic', () => {
    const hostile = '>'.repeat(1000) + ' x';
    expect(validate('tsk', doc(hostile), { full: true }).diagnostics).toEqual(parse('tsk', doc(hostile)).diagnostics);
    expect(only(validate('tsk', body(hostile)))).toMatchObject({ code: 'nesting-too-deep', line: 9, message: TOO_DEEP(9) });
  });
});

describe('many short paragraphs', () => {
  it('does not throw on 160,000 paragraphs in one section (more top-level nodes than one call can take as arguments)', () => {
    const paragraphs = Array.from({ length: 160_000 }, () => 'p').join('\n\n');
    const result = parse('tsk', doc(paragraphs));
    expect(result.ok).toBe(true);
  }, 300_000);
});

describe('constructs whose cost grows with the square of their number', () => {
  const complex = (line: number, what: string, unit: string, limit: number, fix: string): string =>
    `body line ${line}: ${what} in ${unit}, over the limit of ${limit} (reading them takes time that grows with the square of their number); fix: ${fix}`;
  const SPLIT = 'split the paragraph with blank lines or put the text in a code block';

  it('refuses more than 1,000 `[` in one paragraph and parses 1,000', () => {
    const d = only(parse('tsk', doc('x ' + '[a]('.repeat(32_000))));
    expect(d).toMatchObject({ code: 'input-too-complex', line: 9, documentLine: 14 });
    expect(d.message).toBe(complex(9, '32000 `[` brackets', 'one paragraph', 1000, SPLIT));
    expect(parse('tsk', doc('x ' + '[a]('.repeat(1000))).ok).toBe(true);
  });

  it('counts a tight task list item by item (each item is its own paragraph)', () => {
    const items = Array.from({ length: 3000 }, (_, i) => `- [ ] task ${i} [link](x)`).join('\n');
    expect(checkBody(`# T\n\n${items}`, defaultLimits, 1)).toBeUndefined();
  });

  it('refuses more than 1,000 runs of `*` or `_` in one paragraph', () => {
    const d = only(parse('tsk', doc('x ' + '*a'.repeat(16_000))));
    expect(d.message).toBe(complex(9, '16000 runs of `*` or `_`', 'one paragraph', 1000, SPLIT));
    expect(parse('tsk', doc('x ' + '**b** '.repeat(250))).ok).toBe(true);
  });

  it('refuses more than 10 unclosed `<!--` in one paragraph, and counts closed comments as closed', () => {
    const d = only(parse('tsk', doc('x ' + '<!--'.repeat(16_000))));
    expect(d.message).toBe(
      complex(9, '16000 unclosed `<!--` comments', 'one paragraph', 10, 'close each comment with `-->` or split the paragraph with blank lines'),
    );
    expect(parse('tsk', doc('x ' + '<!-- a --> '.repeat(2000))).ok).toBe(true);
    expect(parse('tsk', doc('<!--'.repeat(16_000))).ok).toBe(true); // an HTML block: linear
  });

  it('refuses more than 32 setext underlines in one section, at the first one past the limit', () => {
    const setexts = Array.from({ length: 8000 }, (_, i) => `p${i}\n===`).join('\n');
    const d = only(parse('tsk', doc(setexts)));
    expect(d).toMatchObject({ code: 'input-too-complex', line: 9 + 2 * 33 - 1 });
    expect(d.message).toBe(
      complex(
        74,
        '8000 setext heading underlines',
        'one section',
        32,
        'write the headings as ATX headings (`## Title`) or put a blank line between text and `===`/`---` lines',
      ),
    );
    const fine = Array.from({ length: 32 }, (_, i) => `p${i}\n===`).join('\n');
    expect(checkBody(`# A\n\n${fine}\n\n# B\n\n${fine}`, defaultLimits, 1)).toBeUndefined();
  });

  it('parses a line with 128k spaces', () => {
    const result = parse('tsk', doc('a' + ' '.repeat(128_000) + 'b'));
    expect(result.ok).toBe(true);
  });

  it('validate reports the same diagnostics', () => {
    const hostile = 'x ' + '[a]('.repeat(2000);
    expect(validate('tsk', doc(hostile), { full: true }).diagnostics).toEqual(parse('tsk', doc(hostile)).diagnostics);
    expect(only(validate('tsk', body(hostile))).line).toBe(9);
  });

  it('has documented limit values', () => {
    expect(complexityLimits).toEqual({ brackets: 1000, delimiterRuns: 1000, openComments: 10, setextUnderlines: 32 });
  });
});

describe('limits argument', () => {
  it('defaults to 5 MiB and 100 levels, frozen', () => {
    expect(defaultLimits).toEqual({ maxBytes: 5 * 1024 * 1024, maxDepth: 100 });
    expect(Object.isFrozen(defaultLimits)).toBe(true);
    expect(resolveLimits({ maxDepth: 7 })).toEqual({ maxBytes: 5242880, maxDepth: 7 });
  });

  it.each([
    [{ maxBytes: 0 }, 'limits.maxBytes must be a positive integer, got number 0'],
    [{ maxBytes: -5 }, 'limits.maxBytes must be a positive integer, got number -5'],
    [{ maxDepth: 2.5 }, 'limits.maxDepth must be a positive integer, got number 2.5'],
    [{ maxDepth: Number.NaN }, 'limits.maxDepth must be a positive integer, got number NaN'],
    [{ maxDepth: '10' }, 'limits.maxDepth must be a positive integer, got string "10"'],
    [{ maxBytes: null }, 'limits.maxBytes must be a positive integer, got null'],
    [{ maxBytes: Number.POSITIVE_INFINITY }, 'limits.maxBytes must be a positive integer, got number Infinity'],
    [null, 'limits must be an object such as { maxBytes: 5242880, maxDepth: 100 }, got null'],
  ])('refuses %j with a UsageError from parse, validate and createRepository', (limits, message) => {
    const calls = [
      () => parse('tsk', doc('x'), { limits: limits as never }),
      () => validate('tsk', body('x'), { limits: limits as never }),
      () => createRepository({ storage: memoryStorage(), limits: limits as never }),
    ];
    for (const call of calls) {
      expect(call).toThrow(UsageError);
      expect(call).toThrow(message);
    }
  });

  it('refuses limits that are not an object with the argument check of each entry point', () => {
    expect(() => parse('tsk', doc('x'), { limits: 42 as never })).toThrow(new UsageError('invalid-arguments', 'parse: option "limits" must be a plain object, got number 42'));
    expect(() => validate('tsk', body('x'), { limits: 42 as never })).toThrow(new UsageError('invalid-arguments', 'validate: option "limits" must be a plain object, got number 42'));
    expect(() => createRepository({ storage: memoryStorage(), limits: 42 as never })).toThrow(
      new UsageError('invalid-arguments', 'createRepository: option "limits" must be a plain object, got number 42'),
    );
  });

  it('createRepository applies its limits to every read', async () => {
    const text = doc('>'.repeat(150) + ' x');
    const storage = memoryStorage({ 'docs/tsk/deep.md': text });
    const strict = await createRepository({ storage }).parseFile('tsk', 'docs/tsk/deep.md');
    expect(strict.diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep']);
    const raised = await createRepository({ storage, limits: { maxDepth: 200 } }).parseFile('tsk', 'docs/tsk/deep.md');
    expect(raised.diagnostics.map((d) => d.code)).not.toContain('nesting-too-deep');
  });
});

describe('limits.maxDepth and the frontmatter', () => {
  const nested = (depth: number): string => `---\nid: x\nextra: ${'['.repeat(depth)}1${']'.repeat(depth)}\n---\n`;

  it('bounds YAML nesting with the same maxDepth as the body', () => {
    const deep = parse('tsk', `${nested(150)}# T\n`);
    expect(deep.diagnostics.map((d) => d.code)).toContain('nesting-too-deep');
    const raised = parse('tsk', `${nested(150)}# T\n`, { limits: { maxDepth: 200 } });
    expect(raised.diagnostics.map((d) => d.code)).not.toContain('nesting-too-deep');
  });
});
