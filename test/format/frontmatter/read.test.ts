import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '../../../src/diagnostics/diagnostic.js';
import { statusRules, type DocumentTag } from '../../helpers/statuses.js';
import { readFrontmatter } from '../../../src/format/frontmatter/read.js';
import type { FrontmatterMode, FrontmatterRules } from '../../../src/format/frontmatter/schema.js';
import { splitDocument } from '../../../src/format/split.js';
import { inReference } from '../../helpers/messages.js';

const rulesFor = (tag: DocumentTag): FrontmatterRules => ({
  tag,
  kind: tag === 'adr' ? 'adr' : 'base',
  statuses: statusRules[tag],
});

/** A read result with its diagnostics worded in the reference profile. */
function ref<R extends { diagnostics: Diagnostic[] }>(r: R): R {
  return { ...r, diagnostics: inReference(r.diagnostics) };
}

/** Reads `---\n<yaml>---\n\n# T\n` (reference texts): YAML line k is document line k + 1. */
function read(yaml: string, tag: DocumentTag = 'req', mode: FrontmatterMode = 'strict') {
  return ref(readFrontmatter(splitDocument(`---\n${yaml}---\n\n# T\n`, tag), rulesFor(tag), mode));
}

function diag(
  code: DiagnosticCode,
  field: string,
  line: number,
  column: number,
  message: string,
  severity: 'error' | 'warning' = 'error',
): Diagnostic {
  return { code, severity, message, field, line, column, documentLine: line, channel: 'frontmatter' } as Diagnostic;
}

const SHAPE = (v: string) =>
  `created/updated '${v}' must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset`;
const REQ_STATUSES = "['accepted', 'deprecated', 'draft', 'implemented', 'proposed', 'rejected', 'superseded']";
const CANONICAL =
  "classification: null\ncreated: '2026-08-30T10:00:00.000+02:00'\nid: 4f2a0000-0000-4000-8000-00000000000a\n" +
  "status: draft\ntype: req\nupdated: '2026-08-30T10:00:00.000+02:00'\nversion: 1.0.0\n";

describe('readFrontmatter: base fields (formats.md §3.2)', () => {
  it('reads the canonical block', () => {
    const r = read(CANONICAL);
    expect(r.ok).toBe(true);
    expect(r.diagnostics).toEqual([]);
    expect(r.frontmatter).toEqual({
      classification: null,
      created: '2026-08-30T10:00:00.000+02:00',
      id: '4f2a0000-0000-4000-8000-00000000000a',
      status: 'draft',
      type: 'req',
      updated: '2026-08-30T10:00:00.000+02:00',
      version: '1.0.0',
    });
    const text = `---\n${CANONICAL}---\n\n# T\n`;
    const at = (needle: string) => ({ start: text.indexOf(needle), end: text.indexOf(needle) + needle.length });
    expect(r.fields['/frontmatter/created']).toEqual({ ...at("'2026-08-30T10:00:00.000+02:00'"), line: 3 });
    expect(r.fields['/frontmatter/status']).toEqual({ ...at('draft'), line: 5 });
    expect(r.fields['/frontmatter/classification']).toEqual({ ...at('null'), line: 2 });
    expect(Object.keys(r.fields)).toHaveLength(7);
  });

  /** The frontmatter of an empty or all-blank req block: every default applied. */
  const REQ_DEFAULTS = {
    classification: null,
    created: null,
    id: null,
    status: 'draft',
    type: 'req',
    updated: null,
    version: '1.0.0',
  };

  it('applies defaults to an empty block', () => {
    expect(read('').frontmatter).toEqual(REQ_DEFAULTS);
    expect(read('# only a comment\n').frontmatter?.status).toBe('draft');
    expect(read('~\n').frontmatter?.type).toBe('req');
    expect(read('', 'rsk').frontmatter?.status).toBe('open');
    expect(read('', 'feat').frontmatter?.status).toBe('planning');
  });

  it('normalises blank values', () => {
    const r = read("id: ''\ncreated: ' '\nupdated:\nclassification: \"\\t\"\nstatus: '  '\ntype: ''\nversion: ''\n");
    expect(r.diagnostics).toEqual([]);
    expect(r.frontmatter).toEqual(REQ_DEFAULTS);
    expect(read('status: null\n', 'rsk').frontmatter?.status).toBe('open');
    expect(read('classification: Internal use\n').frontmatter?.classification).toBe('Internal use');
  });

  it('checks the type against the tag', () => {
    expect(read('type: tsk\n', 'tsk').ok).toBe(true);
    expect(read('type: tsk\n').diagnostics).toMatchObject([
      diag('frontmatter-type-mismatch', 'type', 2, 1, "req frontmatter block, field 'type' (document line 2): type must be 'req', got 'tsk'"),
    ]);
    expect(read('type: null\n').diagnostics).toMatchObject([
      diag('frontmatter-field', 'type', 2, 1, "req frontmatter block, field 'type' (document line 2): expected a string, got None"),
    ]);
  });

  it('checks the status vocabulary', () => {
    expect(read('status: implemented\n').frontmatter?.status).toBe('implemented');
    expect(read('status: Draft\n').diagnostics).toMatchObject([
      diag('frontmatter-field', 'status', 2, 1, `req frontmatter block, field 'status' (document line 2): status must be one of ${REQ_STATUSES}, got 'Draft'`),
    ]);
    expect(read('status: superseded by 4f2a\n', 'dec').diagnostics[0]?.message).toBe(
      "dec frontmatter block, field 'status' (document line 2): status must be one of ['accepted', 'deprecated', 'draft', 'proposed', 'rejected', 'superseded'], got 'superseded by 4f2a'",
    );
    expect(read('status: [draft]\n').diagnostics).toMatchObject([
      diag('frontmatter-field', 'status', 2, 1, "req frontmatter block, field 'status' (document line 2): expected a string, got ['draft']"),
    ]);
  });

  it('checks the version', () => {
    expect(read('version: 1.12.3\n').frontmatter?.version).toBe('1.12.3');
    expect(read('version: 2.0.0\n').diagnostics).toMatchObject([
      diag('version-unsupported', 'version', 2, 1, "req frontmatter block, field 'version' (document line 2): version '2.0.0' is not supported; expected '1.<minor>.<patch>'"),
    ]);
    expect(read('version: v1\n').diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['version-unsupported', "req frontmatter block, field 'version' (document line 2): version 'v1' is not supported; expected '1.<minor>.<patch>'"],
    ]);
    expect(read('version: 1.0\n').diagnostics).toMatchObject([
      diag('frontmatter-field', 'version', 2, 1, "req frontmatter block, field 'version' (document line 2): expected a string, got 1.0"),
    ]);
  });

  it('reports non-strings where strings or null are expected', () => {
    expect(read('id: 5\n').diagnostics).toMatchObject([
      diag('frontmatter-field', 'id', 2, 1, "req frontmatter block, field 'id' (document line 2): expected a string or null, got 5"),
    ]);
    expect(read('classification: true\n').diagnostics[0]?.message).toBe(
      "req frontmatter block, field 'classification' (document line 2): expected a string or null, got True",
    );
    expect(read('id: {a: 1e3, b: [x, ~]}\n').diagnostics[0]?.message).toBe(
      "req frontmatter block, field 'id' (document line 2): expected a string or null, got {'a': 1000.0, 'b': ['x', None]}",
    );
  });

  it('reads YAML 1.2 core scalars and keeps unknown keys', () => {
    const yaml = 'created: 2026-08-30T10:00:00.000Z\nflag: yes\nexp: 1e3\noct: 0755\nnested: {a: [1, no]}\ninf: .inf\n';
    const r = read(yaml);
    expect(r.diagnostics).toEqual([]);
    expect(r.frontmatter).toMatchObject({
      created: '2026-08-30T10:00:00.000Z',
      flag: 'yes',
      exp: 1000,
      oct: 755,
      nested: { a: [1, 'no'] },
      inf: '.inf',
    });
    const start = 4 + yaml.indexOf('{a: [1, no]}');
    expect(r.fields['/frontmatter/nested']).toEqual({ start, end: start + 12, line: 6 });
  });

  it('keeps odd keys as own properties and escapes their pointers', () => {
    const r = read('__proto__: {a: 1}\na/b~c: 2\n');
    expect(Object.getPrototypeOf(r.frontmatter)).toBe(Object.prototype);
    expect(Object.hasOwn(r.frontmatter ?? {}, '__proto__')).toBe(true);
    expect(Object.keys(r.frontmatter ?? {})).toContain('a/b~c');
    expect(r.fields['/frontmatter/a~1b~0c']).toEqual({ start: 29, end: 30, line: 3 });
  });
});

describe('readFrontmatter: timestamps (formats.md §3.3, §3.8)', () => {
  it('accepts both separators and rejects other shapes', () => {
    expect(read("created: '2026-08-30 10:00:00.000Z'\n").ok).toBe(true);
    expect(read("updated: '2026-08-30T10:00:00.000000Z'\n").diagnostics).toMatchObject([
      diag('invalid-timestamp', 'updated', 2, 1, `req frontmatter block, field 'updated' (document line 2): ${SHAPE('2026-08-30T10:00:00.000000Z')}`),
    ]);
    expect(read('created: 2026\n').diagnostics[0]?.message).toBe(
      "req frontmatter block, field 'created' (document line 2): expected a string or null, got 2026",
    );
  });

  it('rejects impossible dates and times', () => {
    expect(read("created: '2026-02-30T10:00:00.000Z'\n").diagnostics).toMatchObject([
      diag('invalid-timestamp', 'created', 2, 1, "req frontmatter block, field 'created' (document line 2): created/updated '2026-02-30T10:00:00.000Z' names an impossible date or time"),
    ]);
  });

  it.each([
    ["'2026-08-05T08:15:42.123456'", '2026-08-05T08:15:42.123456', 'timestamp with 6 fraction digits and no offset'],
    ['2026-08-16 08:15:42', '2026-08-16 08:15:42', 'timestamp without fraction and offset'],
    ['2026-08-27', '2026-08-27', 'date-only timestamp'],
  ])('legacy %s: error in strict mode, warning in lenient mode', (written, value, form) => {
    const strict = read(`id: x\ncreated: ${written}\n`);
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics).toMatchObject([
      diag('invalid-timestamp', 'created', 3, 1, `req frontmatter block, field 'created' (document line 3): ${SHAPE(value)}`),
    ]);
    const lenient = read(`id: x\ncreated: ${written}\n`, 'req', 'lenient');
    expect(lenient.ok).toBe(true);
    expect(lenient.frontmatter?.created).toBe(value);
    const { message: _message, ...place } = diag('legacy-form', 'created', 3, 1, '', 'warning');
    expect(lenient.diagnostics).toMatchObject([{ ...place, params: { form, written: value, type: 'req' } }]);
  });

  it.each([
    ["'2026-08-05T08:15:42.123456'", 'timestamp with 6 fraction digits and no offset'],
    ['2026-08-16 08:15:42', 'timestamp without fraction and offset'],
    ['2026-08-27', 'date-only timestamp'],
  ])('legacy %s: the lenient warning in the reference words', (written, form) => {
    const lenient = read(`id: x\ncreated: ${written}\n`, 'req', 'lenient');
    expect(lenient.diagnostics).toMatchObject([
      diag(
        'legacy-form',
        'created',
        3,
        1,
        `req frontmatter block, field 'created' (document line 3): older form (${form}) accepted in lenient mode; current form: yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm`,
        'warning',
      ),
    ]);
  });

  it('still rejects impossible legacy values and other shapes in lenient mode', () => {
    expect(read('created: 2026-02-30\n', 'req', 'lenient').diagnostics).toMatchObject([
      diag('invalid-timestamp', 'created', 2, 1, "req frontmatter block, field 'created' (document line 2): created/updated '2026-02-30' names an impossible date or time"),
    ]);
    expect(read('updated: soon\n', 'req', 'lenient').diagnostics[0]?.message).toBe(
      `req frontmatter block, field 'updated' (document line 2): ${SHAPE('soon')}`,
    );
    expect(read("updated: '2026-08-30T10:00:00.000Z'\n", 'req', 'lenient').diagnostics).toEqual([]);
  });
});

describe('readFrontmatter: how many and where', () => {
  it('reports every field diagnostic in document order, warnings included', () => {
    const r = read('version: 3.0.0\nupdated: 2026-08-27\ntype: qa\n  \nstatus: x\n', 'req', 'lenient');
    expect(r.ok).toBe(false);
    expect(r.frontmatter).toBeNull();
    expect(r.diagnostics.map((d) => [d.code, d.line, d.severity])).toEqual([
      ['version-unsupported', 2, 'error'],
      ['legacy-form', 3, 'warning'],
      ['frontmatter-type-mismatch', 4, 'error'],
      ['frontmatter-field', 6, 'error'],
    ]);
  });

  it('gives the key column of an indented mapping', () => {
    expect(read('  id: x\n  type: 7\n').diagnostics).toMatchObject([
      diag('frontmatter-field', 'type', 3, 3, "req frontmatter block, field 'type' (document line 3): expected a string, got 7"),
    ]);
  });

  it('counts document lines across a BOM, CRLF and blank lines above the block', () => {
    const split = splitDocument('\uFEFF\r\n\r\n---\r\nid: x\r\nstatus: bad\r\n---\r\n# T\r\n', 'tsk');
    const r = ref(readFrontmatter(split, rulesFor('tsk'), 'strict'));
    expect(r.diagnostics).toMatchObject([
      diag('frontmatter-field', 'status', 5, 1, "tsk frontmatter block, field 'status' (document line 5): status must be one of ['active', 'cancelled', 'done', 'draft'], got 'bad'"),
    ]);
    expect(r.fields['/frontmatter/id']).toEqual({ start: 13, end: 14, line: 4 });
    expect(split.text.slice(13, 14)).toBe('x');
  });
});

describe('readFrontmatter: YAML errors and block shape (formats.md §3.1)', () => {
  it('reports the first YAML syntax error with document line and column', () => {
    const r = read('id: x\ntags: [a, b\nstatus: draft\n');
    expect(r.ok).toBe(false);
    expect(r.frontmatter).toBeNull();
    expect(r.diagnostics).toMatchObject([
      diag('yaml-syntax', '', 4, 1, 'Flow sequence in block collection must be sufficiently indented and end with a ]\n  in "the frontmatter block", line 4, column 1'),
    ]);
  });

  it('reports duplicate keys as yaml-syntax', () => {
    expect(read('id: x\nstatus: draft\nid: y\n').diagnostics).toMatchObject([
      diag('yaml-syntax', '', 4, 1, 'Map keys must be unique\n  in "the frontmatter block", line 4, column 1'),
    ]);
  });

  it('reports only the first of several errors, with its column', () => {
    const r = read('id: x\nx: a: b\ny: "open\n');
    expect(r.diagnostics).toMatchObject([
      diag('yaml-syntax', '', 3, 4, 'Nested mappings are not allowed in compact mappings\n  in "the frontmatter block", line 3, column 4'),
    ]);
  });

  it('requires a mapping', () => {
    expect(read('- a\n- b\n').diagnostics).toMatchObject([
      diag('frontmatter-field', '', 1, 1, 'req frontmatter block (document line 1): the block must be a YAML mapping, got a sequence'),
    ]);
    expect(read('just text\n', 'sop').diagnostics).toMatchObject([
      diag('frontmatter-field', '', 1, 1, 'sop frontmatter block (document line 1): the block must be a YAML mapping, got a scalar'),
    ]);
  });

  it('leaves a missing block to the split', () => {
    const split = splitDocument('# T\n', 'req');
    expect(readFrontmatter(split, rulesFor('req'), 'strict')).toEqual({
      ok: false,
      frontmatter: null,
      diagnostics: [],
      fields: {},
    });
  });
});

describe('readFrontmatter: adr (formats.md §3.9)', () => {
  const ADR_DEFAULTS = {
    status: 'draft',
    date: null,
    'decision-makers': null,
    consulted: null,
    informed: null,
    id: null,
    version: '1.0.0',
  };

  it('reads an adr without a block as its defaults', () => {
    const r = readFrontmatter(splitDocument('# Decision\n', 'adr', true), rulesFor('adr'), 'strict');
    expect(r).toEqual({ ok: true, frontmatter: ADR_DEFAULTS, diagnostics: [], fields: {} });
  });

  it('accepts decision_makers as decision-makers, superseded by, and keeps unknown keys', () => {
    const r = read('# MADR comment\nstatus: superseded by 4f2a\ndate: 2026-08-05\ndecision_makers: Ann, Bob\ntype: adr\n', 'adr');
    expect(r.diagnostics).toEqual([]);
    expect(r.frontmatter).toEqual({
      ...ADR_DEFAULTS,
      status: 'superseded by 4f2a',
      date: '2026-08-05',
      'decision-makers': 'Ann, Bob',
      type: 'adr',
    });
    expect(Object.keys(r.fields)).toEqual([
      '/frontmatter/status',
      '/frontmatter/date',
      '/frontmatter/decision-makers',
      '/frontmatter/type',
    ]);
  });

  it('reports adr field problems under the key as written', () => {
    expect(read('decision_makers: [Ann]\nstatus: done\nversion: 0.1.0\n', 'adr').diagnostics).toMatchObject([
      diag('frontmatter-field', 'decision_makers', 2, 1, "adr frontmatter block, field 'decision_makers' (document line 2): expected a string or null, got ['Ann']"),
      diag('frontmatter-field', 'status', 3, 1, "adr frontmatter block, field 'status' (document line 3): status must be one of ['accepted', 'deprecated', 'draft', 'proposed', 'rejected', 'superseded'], got 'done'"),
      diag('version-unsupported', 'version', 4, 1, "adr frontmatter block, field 'version' (document line 4): version '0.1.0' is not supported; expected '1.<minor>.<patch>'"),
    ]);
  });

  it('keeps decision_makers as an unknown key when decision-makers is present too', () => {
    const r = read('decision-makers: Ann\ndecision_makers: Bob\n', 'adr');
    expect(r.frontmatter).toMatchObject({ 'decision-makers': 'Ann', decision_makers: 'Bob' });
  });
});
