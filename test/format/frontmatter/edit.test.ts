import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editFrontmatterYaml } from '../../../src/format/frontmatter/edit.js';

const TS = '2026-08-31T09:00:00.000+02:00';

describe('editFrontmatterYaml: existing keys (formats.md §3.6)', () => {
  it('replaces a plain value and keeps comments and odd spacing', () => {
    const yaml = '# header\nid:    x   # keep me\nstatus:   draft     # lifecycle\ntype: req\n';
    expect(editFrontmatterYaml(yaml, { status: 'active' })).toBe(
      '# header\nid:    x   # keep me\nstatus:   active     # lifecycle\ntype: req\n',
    );
  });

  it('single-quotes timestamps whatever their old quoting', () => {
    const yaml = "created: \"2025-01-01 10:00:00.000Z\"\nupdated: 2026-01-01T10:00:00.000Z\n";
    expect(editFrontmatterYaml(yaml, { updated: TS })).toBe(`created: "2025-01-01 10:00:00.000Z"\nupdated: '${TS}'\n`);
    expect(editFrontmatterYaml("date: \"2026-01-01\"\n", { date: '2026-08-05' })).toBe("date: '2026-08-05'\n");
  });

  it('writes null plain and quotes strings that are not YAML-safe', () => {
    const yaml = "classification: 'secret'\nstatus: draft\n";
    expect(editFrontmatterYaml(yaml, { classification: null })).toBe('classification: null\nstatus: draft\n');
    expect(editFrontmatterYaml(yaml, { classification: 'yes' })).toBe("classification: 'yes'\nstatus: draft\n");
    expect(editFrontmatterYaml(yaml, { classification: "it's: here" })).toBe("classification: 'it''s: here'\nstatus: draft\n");
    expect(editFrontmatterYaml(yaml, { classification: 'two\nlines' })).toBe('classification: "two\\nlines"\nstatus: draft\n');
  });

  it('finds quoted keys and keeps their quoting', () => {
    expect(editFrontmatterYaml('"status" : draft\n', { status: 'done' })).toBe('"status" : done\n');
  });

  it('fills empty values, keeping a trailing comment', () => {
    expect(editFrontmatterYaml('classification:\nstatus: draft\n', { classification: 'internal' })).toBe(
      'classification: internal\nstatus: draft\n',
    );
    expect(editFrontmatterYaml('classification: # later\nstatus: draft\n', { classification: 'internal' })).toBe(
      'classification: internal # later\nstatus: draft\n',
    );
  });

  it('replaces multi-line values: block scalars, plain continuations and collections', () => {
    expect(editFrontmatterYaml('classification: |\n  a\n  b\n\nstatus: draft\n', { classification: 'x' })).toBe(
      'classification: x\n\nstatus: draft\n',
    );
    expect(editFrontmatterYaml('classification: a\n  b\nstatus: draft\n', { classification: 'x' })).toBe(
      'classification: x\nstatus: draft\n',
    );
    expect(editFrontmatterYaml('id:\n  k: v   # inner\n  j: [1]\nstatus: draft  # s\n', { id: 'x' })).toBe(
      'id: x\nstatus: draft  # s\n',
    );
    expect(editFrontmatterYaml('id: [1, 2]  # after\nstatus: draft\n', { id: 'x' })).toBe(
      'id: x  # after\nstatus: draft\n',
    );
  });

  it('keeps CRLF line endings and a missing final newline', () => {
    expect(editFrontmatterYaml('id: x\r\nstatus: draft\r\n', { status: 'done' })).toBe('id: x\r\nstatus: done\r\n');
    expect(editFrontmatterYaml('id: x\nstatus: draft', { status: 'done' })).toBe('id: x\nstatus: done');
  });

  it('applies several changes at once', () => {
    const yaml = "created: '2025-01-01T10:00:00.000Z'\nid: x\nstatus: draft\nupdated: '2025-01-01T10:00:00.000Z'\n";
    expect(editFrontmatterYaml(yaml, { status: 'accepted', updated: TS })).toBe(
      `created: '2025-01-01T10:00:00.000Z'\nid: x\nstatus: accepted\nupdated: '${TS}'\n`,
    );
    expect(editFrontmatterYaml(yaml, {})).toBe(yaml);
  });

  it('refuses a block that is not a block mapping', () => {
    expect(() => editFrontmatterYaml('- a\n', { status: 'x' })).toThrow(/block mapping/);
  });
});

describe('editFrontmatterYaml: new keys (formats.md §3.6 Decision)', () => {
  const ALPHA = "created: '2025-01-01T10:00:00.000Z'\nid: x\nstatus: draft\nupdated: '2025-01-01T10:00:00.000Z'\n";

  it('inserts at the alphabetical position when the keys are alphabetical', () => {
    expect(editFrontmatterYaml(ALPHA, { classification: 'internal' })).toBe(`classification: internal\n${ALPHA}`);
    expect(editFrontmatterYaml(ALPHA, { type: 'req' })).toBe(
      "created: '2025-01-01T10:00:00.000Z'\nid: x\nstatus: draft\ntype: req\nupdated: '2025-01-01T10:00:00.000Z'\n",
    );
    expect(editFrontmatterYaml(ALPHA, { version: '1.0.0' })).toBe(`${ALPHA}version: 1.0.0\n`);
    expect(editFrontmatterYaml(ALPHA, { type: 'req', classification: null, zz: 'a', ida: 'b' })).toBe(
      "classification: null\ncreated: '2025-01-01T10:00:00.000Z'\nid: x\nida: b\nstatus: draft\ntype: req\nupdated: '2025-01-01T10:00:00.000Z'\nzz: a\n",
    );
  });

  it('inserts above the comment lines that lead the following key', () => {
    expect(editFrontmatterYaml('id: x\n\n# lifecycle\nstatus: draft\n', { reviewer: 'Ann' })).toBe(
      'id: x\n\nreviewer: Ann\n# lifecycle\nstatus: draft\n',
    );
  });

  it('appends when the keys are not alphabetical', () => {
    expect(editFrontmatterYaml('status: draft\nid: x\n', { classification: 'c', created: null })).toBe(
      'status: draft\nid: x\nclassification: c\ncreated: null\n',
    );
  });

  it('takes the indentation and line ending of the block', () => {
    expect(editFrontmatterYaml('  id: x\r\n  type: req\r\n', { status: 'draft', updated: TS })).toBe(
      `  id: x\r\n  status: draft\r\n  type: req\r\n  updated: '${TS}'\r\n`,
    );
  });

  it('handles empty, comment-only and unterminated blocks', () => {
    expect(editFrontmatterYaml('', { status: 'draft' })).toBe('status: draft\n');
    expect(editFrontmatterYaml('# note\n', { status: 'draft' })).toBe('# note\nstatus: draft\n');
    expect(editFrontmatterYaml('id: x', { type: 'req' })).toBe('id: x\ntype: req\n');
    expect(editFrontmatterYaml('id: x\n', { 'a: b': 'v', y: 'n' })).toBe("'a: b': v\nid: x\n'y': 'n'\n");
  });
});

describe('editFrontmatterYaml: untouched lines stay byte-identical (property)', () => {
  const keys = ['classification', 'created', 'id', 'status', 'type', 'updated', 'version', 'x-note', 'owner'];
  const value = fc.constantFrom(
    'draft',
    "'single quoted'",
    '"double \\" quoted"',
    '',
    ' null',
    '   spaced   ',
    '1.0.0',
    "'2026-08-30T10:00:00.000Z'",
    '[a, b]',
    '{k: v}',
    'yes',
    '0755',
  );
  const comment = fc.constantFrom('', ' # c', '   #  odd  ');
  const entry = fc.tuple(value, comment);
  const extra = fc.constantFrom('# full-line comment', '', '   # indented comment');
  const block = fc
    .uniqueArray(fc.constantFrom(...keys), { minLength: 0, maxLength: keys.length })
    .chain((names) =>
      fc.tuple(
        fc.constant(names),
        fc.array(entry, { minLength: names.length, maxLength: names.length }),
        fc.array(fc.option(extra, { nil: undefined }), { minLength: names.length + 1, maxLength: names.length + 1 }),
        fc.constantFrom('\n', '\r\n'),
      ),
    )
    .map(([names, entries, extras, eol]) => {
      const lines: string[] = [];
      names.forEach((name, i) => {
        const before = extras[i];
        if (before !== undefined) lines.push(before);
        const [v, c] = entries[i] ?? ['', ''];
        lines.push(`${name}:${v === '' ? '' : ' '}${v}${c}`);
      });
      const last = extras[names.length];
      if (last !== undefined) lines.push(last);
      return { names, lines, eol };
    });
  const newValue = fc.oneof(
    fc.constantFrom(null, 'active', '2026-08-31T09:00:00.000Z', "it's", 'yes', 'a: b', '# not a comment', 'x\ny'),
    fc.string({ maxLength: 12 }),
  );

  it('edits one key and leaves every other line as it was', () => {
    fc.assert(
      fc.property(block, fc.constantFrom(...keys), newValue, ({ names, lines, eol }, key, v) => {
        const yaml = lines.map((line) => line + eol).join('');
        const out = editFrontmatterYaml(yaml, { [key]: v });
        // An empty block has no line ending of its own to follow.
        const outLines = out.split(yaml === '' ? '\n' : eol);
        expect(outLines.pop()).toBe('');
        const parsed = parse(out, { schema: 'core' }) as Record<string, unknown> | null;
        expect(parsed?.[key]).toBe(v);
        if (names.includes(key)) {
          expect(outLines).toHaveLength(lines.length);
          const at = lines.findIndex((line) => line.startsWith(`${key}:`));
          outLines.forEach((line, i) => {
            if (i !== at) expect(line).toBe(lines[i]);
          });
        } else {
          expect(outLines).toHaveLength(lines.length + 1);
          const at = outLines.findIndex((line, i) => line !== lines[i]);
          expect([...outLines.slice(0, at), ...outLines.slice(at + 1)]).toEqual(lines);
        }
        const before = parse(yaml, { schema: 'core' }) as Record<string, unknown> | null;
        for (const other of names) if (other !== key) expect(parsed?.[other]).toEqual(before?.[other]);
      }),
      { numRuns: 1500 },
    );
  });
});
