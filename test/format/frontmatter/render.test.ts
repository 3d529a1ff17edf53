import { describe, expect, it } from 'vitest';
import { statusRules } from '../../helpers/statuses.js';
import { readFrontmatter } from '../../../src/format/frontmatter/read.js';
import { renderNewFrontmatter } from '../../../src/format/frontmatter/render.js';
import { isPlainSafe, keySource, quotedScalar, scalarSource } from '../../../src/format/frontmatter/scalar.js';
import { splitDocument } from '../../../src/format/split.js';

const NEW_REQ = {
  version: '1.0.0',
  updated: '2026-08-30T10:00:00.000+02:00',
  type: 'req',
  status: 'draft',
  id: '4f2a0000-0000-4000-8000-00000000000a',
  created: '2026-08-30T10:00:00.000+02:00',
  classification: null,
};

describe('renderNewFrontmatter (formats.md §3.6)', () => {
  it('renders a new whole-body block byte for byte', () => {
    expect(renderNewFrontmatter(NEW_REQ, 'alphabetical')).toBe(
      "---\nclassification: null\ncreated: '2026-08-30T10:00:00.000+02:00'\nid: 4f2a0000-0000-4000-8000-00000000000a\nstatus: draft\ntype: req\nupdated: '2026-08-30T10:00:00.000+02:00'\nversion: 1.0.0\n---\n",
    );
  });

  it('quotes values that would not read back as the same string', () => {
    const text = renderNewFrontmatter(
      { classification: 'yes', id: '0755', status: 'superseded by x', type: 'a: b', note: "it's\nhere" },
      'alphabetical',
    );
    expect(text).toBe(
      "---\nclassification: 'yes'\nid: '0755'\nnote: \"it's\\nhere\"\nstatus: superseded by x\ntype: 'a: b'\n---\n",
    );
  });

  it('renders unknown non-string values with yaml stringify, keys in code-point order', () => {
    const text = renderNewFrontmatter({ zeta: [1, 'two'], Alpha: { k: true }, n: 3, b: null }, 'alphabetical');
    expect(text).toBe('---\nAlpha:\n  k: true\nb: null\nn: 3\nzeta:\n  - 1\n  - two\n---\n');
  });

  it('renders an empty block', () => {
    expect(renderNewFrontmatter({}, 'alphabetical')).toBe('---\n---\n');
  });

  it('renders an adr block in adr key order, nulls omitted, date quoted (§3.9)', () => {
    const text = renderNewFrontmatter(
      {
        version: '1.0.0',
        id: '4f2a0000-0000-4000-8000-00000000000b',
        informed: null,
        consulted: 'Team',
        'decision-makers': 'Ann, Bob',
        date: '2026-08-05',
        status: 'proposed',
      },
      'adr',
    );
    expect(text).toBe(
      "---\nstatus: proposed\ndate: '2026-08-05'\ndecision-makers: Ann, Bob\nconsulted: Team\nid: 4f2a0000-0000-4000-8000-00000000000b\nversion: 1.0.0\n---\n",
    );
  });

  it('reads back what it renders', () => {
    const block = renderNewFrontmatter({ ...NEW_REQ, classification: 'null', extra: '#x' }, 'alphabetical');
    const r = readFrontmatter(splitDocument(`${block}\n# T\n`, 'req'), { tag: 'req', kind: 'base', statuses: statusRules.req }, 'strict');
    expect(r.diagnostics).toEqual([]);
    expect(r.frontmatter).toEqual({ ...NEW_REQ, classification: 'null', extra: '#x' });
  });
});

describe('scalar sources', () => {
  it.each([
    ['draft', true],
    ['1.0.0', true],
    ['4f2a0000-0000-4000-8000-00000000000a', true],
    ['feat-12-login', true],
    ['superseded by 4f2a', true],
    ['Ann, Bob', true],
    ['yes', false],
    ['null', false],
    ['1e3', false],
    ['2026-08-30', false],
    ['', false],
    [' lead', false],
    ['a #b', false],
    ['a: b', false],
    ['- x', false],
    ['[x]', false],
    ["'q'", false],
    ['tab\tin', false],
  ])('isPlainSafe(%j) is %s', (text, safe) => {
    expect(isPlainSafe(text)).toBe(safe);
  });

  it('quotes with single quotes unless escapes are needed', () => {
    expect(quotedScalar("it's")).toBe("'it''s'");
    expect(quotedScalar('a\nb\u0085"\\')).toBe('"a\\nb\\u0085\\"\\\\"');
    expect(scalarSource(null)).toBe('null');
    expect(scalarSource('2026-08-30T10:00:00.000Z', true)).toBe("'2026-08-30T10:00:00.000Z'");
    expect(scalarSource('draft', true)).toBe("'draft'");
    expect(keySource('decision-makers')).toBe('decision-makers');
    expect(keySource('a: b')).toBe("'a: b'");
    expect(keySource('? x')).toBe("'? x'");
  });
});

describe('fuzz regressions', () => {
  it('writes a character above U+FFFF in a quoted scalar as one \\U escape that reads back', () => {
    expect(keySource('\u0001a😀')).toBe('"\\u0001a\\U0001f600"');
    const block = renderNewFrontmatter({ '\u0001\u{1F600}x': 'v' }, 'alphabetical');
    const split = splitDocument(`${block}\n# T\n`, 'req');
    const read = readFrontmatter(split, { tag: 'req', kind: 'base', statuses: statusRules.req }, 'lenient');
    expect(Object.keys(read.fields)).toEqual(['/frontmatter/\u0001\u{1F600}x']);
  });

  it('keeps an unknown adr key whose value is null, and leaves out only the adr keys that are null', () => {
    const block = renderNewFrontmatter({ status: 'proposed', date: null, created: null }, 'adr');
    expect(block).toContain('created: null');
    expect(block).not.toContain('date:');
  });
});
