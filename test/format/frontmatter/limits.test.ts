import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '../../../src/diagnostics/diagnostic.js';
import { statusRules, type DocumentTag } from '../../helpers/statuses.js';
import { hasFrontmatterMapping } from '../../../src/format/frontmatter/detect.js';
import { editFrontmatterYaml, FrontmatterEditError } from '../../../src/format/frontmatter/edit.js';
import { readFrontmatter } from '../../../src/format/frontmatter/read.js';
import { keySource, scalarSource } from '../../../src/format/frontmatter/scalar.js';
import type { FrontmatterRules } from '../../../src/format/frontmatter/schema.js';
import { cstDepthExceeded, lexDepthExceeded, nestingExceeded } from '../../../src/format/frontmatter/nesting.js';
import { analyseDocument, resolveLimits } from '../../../src/format/frontmatter/yaml-limits.js';
import type { FrontmatterLimits } from '../../../src/format/frontmatter/yaml-limits.js';
import { splitDocument } from '../../../src/format/split.js';
import { Parser } from 'yaml';
import { inReference } from '../../helpers/messages.js';

const rulesFor = (tag: DocumentTag): FrontmatterRules => ({ tag, kind: tag === 'adr' ? 'adr' : 'base', statuses: statusRules[tag] });

/** Reads `---\n<yaml>---\n\n# T\n`: YAML line k is document line k + 1. */
function read(yaml: string, limits?: Partial<FrontmatterLimits>, tag: DocumentTag = 'req') {
  const r = readFrontmatter(splitDocument(`---\n${yaml}---\n\n# T\n`, tag), rulesFor(tag), 'lenient', limits);
  return { ...r, diagnostics: inReference(r.diagnostics) };
}

// The reference texts and the place; params and ends are asserted in default-texts.test.ts.
function only(code: DiagnosticCode, line: number, column: number, message: string, hint: string): Diagnostic[] {
  return [expect.objectContaining({ code, severity: 'error', message, field: '', line, column, documentLine: line, channel: 'frontmatter', hint }) as Diagnostic];
}

const DEEP_HINT = 'nest them less deeply or raise the maxDepth limit';
const deep = (line: number, column: number, max = 100, aliases = false) =>
  only(
    'nesting-too-deep',
    line,
    column,
    `req frontmatter block (document line ${line}): ${aliases ? 'with this alias expanded, ' : ''}YAML collections are nested more than ${max} levels deep; ${DEEP_HINT}`,
    DEEP_HINT,
  );
const ALIAS_HINT = 'write the values out or use fewer aliases';

function laughs(levels: number): string {
  const lines = ['l0: &l0 [x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < levels; i++) lines.push(`l${i}: &l${i} [${Array(9).fill(`*l${i - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
}

describe('frontmatter limits: alias expansion', () => {
  it('refuses a billion-laughs chain at the alias that passes the limit', () => {
    const r = read(laughs(40));
    // l1..l3 add 81 + 810 + 7,371 values; l4's first alias adds 7,380 more (document line 6, column 10).
    expect(r).toEqual({
      ok: false,
      frontmatter: null,
      fields: {},
      diagnostics: only(
        'input-too-complex',
        6,
        10,
        `req frontmatter block (document line 6): YAML aliases expand to more than 10000 values; ${ALIAS_HINT}`,
        ALIAS_HINT,
      ),
    });
  });

  it('takes its limit from the options', () => {
    const r = read('a: &a [1, 2, 3]\nb: *a\nc: *a\n', { maxAliasValues: 5 });
    expect(r.diagnostics).toEqual(
      only('input-too-complex', 4, 4, `req frontmatter block (document line 4): YAML aliases expand to more than 5 values; ${ALIAS_HINT}`, ALIAS_HINT),
    );
    expect(read('a: &a [1, 2, 3]\nb: *a\nc: *a\n', { maxAliasValues: 6 }).ok).toBe(true);
  });

  it('keeps ordinary aliases working, nested ones included', () => {
    const r = read('status: &s draft\nother: *s\nlist: &l [a, *s]\nboth: [*l, *l]\n');
    expect(r.ok).toBe(true);
    expect(r.frontmatter).toMatchObject({ status: 'draft', other: 'draft', list: ['a', 'draft'], both: [['a', 'draft'], ['a', 'draft']] });
  });

  it('resolves an alias to the nearest anchor of its name before it', () => {
    const r = read('a: &x one\nb: *x\nc: &x two\nd: *x\n');
    expect(r.frontmatter).toMatchObject({ a: 'one', b: 'one', c: 'two', d: 'two' });
  });

  it('counts nesting through aliases', () => {
    const r = read('a: &a [[[x]]]\nb: &b [[*a]]\nc: [*b]\n', { maxDepth: 6 });
    expect(r.diagnostics).toEqual(deep(4, 5, 6, true));
    expect(read('a: &a [[[x]]]\nb: &b [[*a]]\nc: [*b]\n', { maxDepth: 7 }).ok).toBe(true);
  });
});

describe('frontmatter limits: nesting', () => {
  it('refuses deep flow nesting with nesting-too-deep, not a stack overflow', () => {
    const r = read(`a: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`);
    // The top mapping is level 1: the 100th '[' (column 103) is level 101.
    expect(r.diagnostics).toEqual(deep(2, 103));
  });

  it('refuses deep block mappings (indentation) at the first line past the limit', () => {
    let yaml = 'status: draft\n';
    for (let i = 0; i < 3000; i++) yaml += `${' '.repeat(i)}k:\n`;
    // Line k of the YAML is document line k + 1; the mapping opened at YAML line 102 (indent 100) is level 101.
    expect(read(yaml).diagnostics).toEqual(deep(103, 101));
  });

  it('refuses deep compact block sequences on one line', () => {
    expect(read(`a:\n${'- '.repeat(50_000)}x\n`).diagnostics).toEqual(deep(3, 199));
  });

  it('accepts nesting at the limit and honours a lower one', () => {
    const at = `a: ${'['.repeat(99)}${']'.repeat(99)}\n`;
    expect(read(at).ok).toBe(true);
    expect(read(`a: ${'['.repeat(100)}${']'.repeat(100)}\n`).diagnostics).toEqual(deep(2, 103));
    expect(read('a: {b: [c]}\n', { maxDepth: 2 }).diagnostics).toEqual(deep(2, 8, 2));
  });

  it('ignores brackets inside scalars', () => {
    const r = read(`a: '${'['.repeat(500)}'\nb: x${'['.repeat(500)}\nc: |\n  ${'['.repeat(500)}\n`);
    expect(r.ok).toBe(true);
  });

  it('places the depth as documented', () => {
    expect(cstDepthExceeded([...new Parser().parse('a: [[[x]]]\n')], 3)).toBe(5);
    expect(lexDepthExceeded('a: [[[x]]]\n', 2)).toBe(5);
    expect(lexDepthExceeded("a: '[[[x'\n", 2)).toBeNull();
    expect(nestingExceeded('a: [[x]]\n', 2).offset).toBe(4);
  });

  it('makes validate see a refused block as a block that could not be read', () => {
    const detected = hasFrontmatterMapping(`---\na: ${'['.repeat(200)}${']'.repeat(200)}\n---\n# T\n`);
    expect(detected.kind).toBe('yaml-error');
    expect(detected.kind === 'yaml-error' ? detected.diagnostics.map((d) => [d.code, d.line, d.column]) : []).toEqual([['nesting-too-deep', 2, 103]]);
  });

  it('finds the same place with and without its early check (property)', () => {
    // Malformed YAML (an unclosed flow collection, say) may end up shaped differently when only a prefix is
    // parsed, so there both checks must agree on refusing it; on well-formed YAML they agree on the place too.
    const piece = fc.constantFrom('[', ']', '{', '}', '- ', '? ', ': ', 'a', "'", '"', '\n', '  ', ', ', '#', '|\n', '&x ', '*x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), (parts, max) => {
        const yaml = parts.join('');
        const early = nestingExceeded(yaml, max).offset;
        const exact = cstDepthExceeded([...new Parser().parse(yaml)], max);
        expect(early === null).toBe(exact === null);
        if (parseDocument(yaml).errors.length === 0) expect(early).toBe(exact);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a flow collection used as an implicit key one level deeper, as the full check does', () => {
    // The early check once parsed only up to its hit, before the ': ' that makes the collection a key.
    expect(nestingExceeded('[[a]]: x\n', 1).offset).toBe(0);
    expect(cstDepthExceeded([...new Parser().parse('[[a]]: x\n')], 1)).toBe(0);
    expect(nestingExceeded('[[}}: ', 1).offset).not.toBeNull();
  });
});

describe('frontmatter limits: keys', () => {
  it('reads 20,000 numeric keys and still reports a repeated key with the yaml message', () => {
    let yaml = 'status: draft\n';
    for (let i = 0; i < 20_000; i++) yaml += `${i}: x\n`;
    const r = read(yaml);
    // The 20,000 keys and the 7 keys of the base model.
    expect(Object.keys(r.frontmatter ?? {})).toHaveLength(20_007);
    const dup = read(`${yaml}1.0: again\n`);
    expect(dup.diagnostics).toMatchObject([
      {
        code: 'yaml-syntax',
        severity: 'error',
        message: 'Map keys must be unique\n  in "the frontmatter block", line 20003, column 1',
        field: '',
        line: 20003,
        column: 1,
        documentLine: 20003,
        channel: 'frontmatter',
      },
    ]);
  });

  it('finds repeated keys where the yaml package does (property)', () => {
    const key = fc.constantFrom('a', 'b', '1', '1.0', "'1'", '~', 'null', '.nan', '!!str a', '&k a', '? a\n', '"a"');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.boolean()), { minLength: 1, maxLength: 6 }), (keys) => {
        const yaml = keys.map(([k, nested], i) => (k.endsWith('\n') ? `${k}: ${i}\n` : nested ? `n${i}:\n  ${k}: 1\n  ${k}: 2\n` : `${k}: ${i}\n`)).join('');
        const theirs = parseDocument(yaml, { schema: 'core', uniqueKeys: true }).errors.filter((e) => e.code === 'DUPLICATE_KEY').map((e) => e.pos[0]);
        const ours = analyseDocument(parseDocument(yaml, { schema: 'core', uniqueKeys: false }), resolveLimits(undefined)).duplicateKeys;
        expect(ours).toEqual(theirs.sort((a, b) => a - b));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('frontmatter: CR-only line endings', () => {
  it('reads a CR-only document like its LF form', () => {
    const lf = "---\nid: 4f2a0000-0000-4000-8000-00000000000a\nstatus: draft\ntags:\n  - a\n  - b\nnote: 'two\n  lines'\n---\n\n# T\n";
    const cr = lf.replace(/\n/g, '\r');
    const viaLf = readFrontmatter(splitDocument(lf, 'req'), rulesFor('req'), 'lenient');
    const viaCr = readFrontmatter(splitDocument(cr, 'req'), rulesFor('req'), 'lenient');
    expect(viaCr).toEqual(viaLf);
    expect(viaCr.frontmatter).toMatchObject({ status: 'draft', tags: ['a', 'b'], note: 'two lines' });
    expect(splitDocument(cr, 'req').eol).toBe('\n');
  });

  it('reports a YAML error in a CR-only document at its document line', () => {
    const r = readFrontmatter(splitDocument('---\rid: x\rtags: [a\rnext: 1\r---\r# T\r', 'req'), rulesFor('req'), 'lenient');
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual(
      readFrontmatter(splitDocument('---\nid: x\ntags: [a\nnext: 1\n---\n# T\n', 'req'), rulesFor('req'), 'lenient').diagnostics.map((d) => [d.code, d.line]),
    );
    expect(r.diagnostics[0]?.code).toBe('yaml-syntax');
  });
});

describe('frontmatter: never throws (fuzz)', () => {
  it('returns a result for random and hostile blocks', () => {
    const piece = fc.constantFrom(
      '[', ']', '{', '}', '- ', '? ', ': ', ':', ',', 'a', 'status', 'id', "'", '"', '\\', '\n', '\r', '\r\n', '  ', '\t', '#', '|', '>', '&a ', '*a', '&b ', '*b',
      '!!str ', '!!map ', '!x ', '%YAML 1.2\n', '---\n', '...\n', '<<: *a\n', '~', 'null', '1e400', '.nan', '0x1F', '\u0000', '\uFEFF', '\u2028', '\ud800', 'é',
    );
    const block = fc.oneof(fc.array(piece, { maxLength: 60 }).map((p) => p.join('')), fc.string({ unit: 'binary', maxLength: 80 }));
    fc.assert(
      fc.property(block, fc.constantFrom<DocumentTag>('req', 'adr', 'tsk'), fc.integer({ min: 1, max: 6 }), (yaml, tag, maxDepth) => {
        const r = readFrontmatter(splitDocument(`---\n${yaml}\n---\n# T\n`, tag), rulesFor(tag), 'lenient', { maxDepth, maxAliasValues: 20 });
        expect(typeof r.ok).toBe('boolean');
        for (const d of r.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.message).not.toMatch(/call stack/);
        }
        // Edits either give a block that reads the new value back, or a typed refusal.
        try {
          const edited = editFrontmatterYaml(yaml, { status: 'done', zz: null });
          const again = readFrontmatter(splitDocument(`---\n${edited}\n---\n# T\n`, 'adr'), rulesFor('adr'), 'lenient');
          if (r.fields['/frontmatter/id'] !== undefined && again.frontmatter !== null) expect(again.frontmatter).toMatchObject({ status: 'done' });
        } catch (error) {
          expect(error).toBeInstanceOf(FrontmatterEditError);
        }
        expect(typeof scalarSource(yaml)).toBe('string');
      }),
      { numRuns: 3000 },
    );
  });

  it('quotes values with deep brackets instead of parsing them', () => {
    expect(scalarSource('['.repeat(50_000))).toBe(`'${'['.repeat(50_000)}'`);
    expect(keySource('{'.repeat(50_000))).toBe(`'${'{'.repeat(50_000)}'`);
  });
});
