import fc from 'fast-check';
import { isMap, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readSimpleBlock, yamlEntries, type BlockEntry } from '../../../src/format/frontmatter/block-entries.js';

const OPTIONS = { schema: 'core', uniqueKeys: true, prettyErrors: false } as const;

/** Entries with their source text evaluated, for comparison. */
const plain = (entries: readonly BlockEntry[]) => entries.map(({ source, ...rest }) => ({ ...rest, source: source() }));

function viaYaml(yaml: string) {
  const doc = parseDocument(yaml, OPTIONS);
  expect(doc.errors).toEqual([]);
  if (!isMap(doc.contents)) throw new Error('not a mapping');
  return plain(yamlEntries(doc, yaml, doc.contents.items));
}

describe('readSimpleBlock', () => {
  it('reads the blocks the library writes, as the yaml package does', () => {
    const yaml = "classification: null\ncreated: '2026-03-02T09:12:40.118Z'\nid: 6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04\nstatus: active\ntype: tsk\nversion: 1.0.0\n";
    const entries = readSimpleBlock(yaml);
    expect(entries?.map((e) => [e.written, e.value])).toEqual([
      ['classification', null],
      ['created', '2026-03-02T09:12:40.118Z'],
      ['id', '6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04'],
      ['status', 'active'],
      ['type', 'tsk'],
      ['version', '1.0.0'],
    ]);
    expect(plain(entries ?? [])).toEqual(viaYaml(yaml));
  });

  it('reads CRLF blocks and ADR keys', () => {
    const yaml = "status: accepted\r\ndate: '2026-02-11'\r\ndecision-makers: Priya Raman, Jonas Weber\r\ndecision_makers: x\r\n";
    expect(plain(readSimpleBlock(yaml) ?? [])).toEqual(viaYaml(yaml));
  });

  it.each([
    ['a comment', 'status: draft\n# note\n'],
    ['a blank line', 'status: draft\n\ntype: req\n'],
    ['a number', 'version: 1.0\n'],
    ['a boolean', 'status: true\n'],
    ['a duplicate key', 'status: draft\nstatus: active\n'],
    ['a lone CR', "status: draft\rtype: req\n"],
    ['a final lone CR', "status: 'draft'\r"],
    ['a tab', 'status:\tdraft\n'],
    ['trailing spaces', 'status: draft \n'],
    ['an escaped quote', "status: 'it''s'\n"],
    ['a double-quoted string', 'status: "draft"\n'],
    ['an empty value', 'status:\n'],
    ['a flow sequence', 'tags: [a, b]\n'],
    ['a continuation line', 'status: draft\n  more\n'],
    ['a colon in a plain value', 'created: 2026-08-16 08:15:42\n'],
    ['a non-ASCII value', 'informed: Jürgen\n'],
    ['a key the core schema reads as null', 'null: x\n'],
    ['nothing', ''],
  ])('leaves %s to the yaml package', (_, yaml) => {
    expect(readSimpleBlock(yaml)).toBeNull();
  });

  it('agrees with the yaml package whenever it reads a block (property)', () => {
    const key = fc.constantFrom('status', 'created', 'id', 'type', 'version', 'classification', 'decision-makers', 'decision_makers', 'x_y', 'X-Y', 'null', 'True', 'e1');
    const value = fc.oneof(
      fc.constantFrom('draft', '1.0.0', '1.0', '1e3', '1234e567', '0x1F', '0o17', '007', 'null', 'Null', 'NULL', '~', '~x', 'true', 'tRue', 'a  b', 'Priya Raman, Jonas Weber', "''", "'a # b'"),
      fc.string({ unit: fc.constantFrom(...'abZ09 ._,/+-~e'.split('')), minLength: 1, maxLength: 10 }),
      fc.string({ unit: fc.constantFrom(...' aZ09-:#\\"&*!|>%@`{}[],.~\t'.split('')), maxLength: 10 }).map((s) => `'${s}'`),
    );
    const space = fc.constantFrom(' ', ' ', ' ', '  ', '\t', '');
    let accepted = 0;
    // Mostly distinct keys, so that many blocks qualify; a duplicate now and then.
    const block = fc
      .tuple(
        fc.uniqueArray(fc.tuple(key, space, value, fc.nat(30)), { minLength: 1, maxLength: 8, selector: ([k, , , n]) => (n === 0 ? `${k}${n}` : k) }),
        fc.constantFrom('\n', '\n', '\r\n', '\r'),
        fc.boolean(),
      )
      .map(([lines, eol, final]) => lines.map(([k, s, v]) => `${k}:${s}${v}`).join(eol) + (final ? eol : ''));
    fc.assert(
      fc.property(block, (yaml) => {
        const simple = readSimpleBlock(yaml);
        if (simple !== null) { accepted++; expect(plain(simple)).toEqual(viaYaml(yaml)); }
      }),
      { numRuns: 3000 },
    );
    // The generator must reach the fast reader often enough to mean something.
    expect(accepted).toBeGreaterThan(100);
  });
});
