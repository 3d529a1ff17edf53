import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { statusRules } from '../../helpers/statuses.js';
import { errorText, UsageError } from '../../../src/errors/index.js';
import { referenceMessages } from '../../../src/messages/index.js';
import { editFrontmatterYaml, FrontmatterEditError } from '../../../src/format/frontmatter/edit.js';
import { readFrontmatter } from '../../../src/format/frontmatter/read.js';
import { renderNewFrontmatter } from '../../../src/format/frontmatter/render.js';
import { splitDocument } from '../../../src/format/split.js';
import { inReference } from '../../helpers/messages.js';

const REQ = { tag: 'req', kind: 'base', statuses: statusRules.req } as const;
/** The block's values as the yaml package reads them (aliases expanded). */
const model = (yaml: string): unknown => parseYaml(yaml, { schema: 'core' });
const NEW_REQ = {
  classification: null,
  created: '2026-08-30T10:00:00.000+02:00',
  id: '4f2a0000-0000-4000-8000-00000000000a',
  status: 'draft',
  type: 'req',
  updated: '2026-08-30T10:00:00.000+02:00',
  version: '1.0.0',
};

describe('editFrontmatterYaml: flow mappings', () => {
  it('edits values in place and inserts new keys alphabetically', () => {
    expect(editFrontmatterYaml('{id: x, status: draft}\n', { status: 'done', type: 'req', classification: null })).toBe(
      '{classification: null, id: x, status: done, type: req}\n',
    );
  });

  it('keeps comments and line breaks of a multi-line flow mapping', () => {
    const yaml = '{id: x,   # the id\n  status: draft, # lifecycle\n}\n';
    expect(editFrontmatterYaml(yaml, { status: 'active', zz: 'q' })).toBe('{id: x,   # the id\n  status: active, zz: q, # lifecycle\n}\n');
  });

  it('appends after the last entry when the keys are not alphabetical, and fills an empty mapping', () => {
    expect(editFrontmatterYaml('{b: 1, a: 2}\n', { c: 'x' })).toBe('{b: 1, a: 2, c: x}\n');
    expect(editFrontmatterYaml('{}\n', { status: 'done', id: 'y' })).toBe("{id: 'y', status: done}\n");
  });

  it('gives a block that reads as the expected model', () => {
    const out = editFrontmatterYaml(`{${Object.entries(NEW_REQ).map(([k, v]) => `${k}: ${v === null ? 'null' : `'${v}'`}`).join(', ')}}\n`, { status: 'accepted' });
    expect(readFrontmatter(splitDocument(`---\n${out}---\n# T\n`, 'req'), REQ, 'strict').frontmatter).toEqual({ ...NEW_REQ, status: 'accepted' });
  });

  it('refuses blocks that are not mappings with a typed error', () => {
    const refuse = (yaml: string, found: string) => {
      let error: unknown;
      try {
        editFrontmatterYaml(yaml, { status: 'x' });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(FrontmatterEditError);
      expect(error).toMatchObject({
        code: 'frontmatter-not-editable',
        message: `frontmatter YAML must be a block mapping or a flow mapping to be edited, found ${found}`,
      });
    };
    refuse('- a\n', 'block-seq');
    refuse('[a]\n', 'flow-sequence');
    refuse('just text\n', 'scalar');
  });
});

describe('editFrontmatterYaml: anchored values', () => {
  it('moves the anchor with the old value to the first alias', () => {
    expect(editFrontmatterYaml('status: &s active\nother: *s\n', { status: 'done' })).toBe('status: done\nother: &s active\n');
    expect(editFrontmatterYaml('status: &s active # c\nother: *s\nthird: *s\n', { status: 'done' })).toBe(
      'status: done # c\nother: &s active\nthird: *s\n',
    );
  });

  it('keeps tags with the old value and takes them off the new one', () => {
    const out = editFrontmatterYaml('status: !!str &s 12\nother: [*s, *s]\n', { status: 'done' });
    expect(out).toBe('status: done\nother: [&s !!str 12, *s]\n');
    expect(model(out)).toMatchObject({ status: 'done', other: ['12', '12'] });
  });

  it('writes a multi-line scalar out on one line', () => {
    const out = editFrontmatterYaml('status: &s |\n  two\n  lines\nother: *s\n', { status: 'done' });
    expect(out).toBe('status: done\nother: &s "two\\nlines\\n"\n');
    expect(model(out)).toMatchObject({ status: 'done', other: 'two\nlines\n' });
  });

  it('re-indents a block collection under the alias', () => {
    const yaml = 'tags: &t\n  - a\n  - b\nstatus: x\nother: *t\nlist:\n  - *t\n';
    const out = editFrontmatterYaml(yaml, { tags: 'done' });
    expect(out).toBe('tags: done\nstatus: x\nother: &t\n  - a\n  - b\nlist:\n  - *t\n');
    expect(model(out)).toMatchObject({ tags: 'done', other: ['a', 'b'], list: [['a', 'b']] });
  });

  it('leaves an anchor no alias uses where it is, and aliases of a later anchor of the same name alone', () => {
    expect(editFrontmatterYaml('status: &s active\nother: x\n', { status: 'done' })).toBe('status: &s done\nother: x\n');
    expect(editFrontmatterYaml('status: &s active\nx: &s two\nother: *s\n', { status: 'done' })).toBe(
      'status: &s done\nx: &s two\nother: *s\n',
    );
  });

  it('throws a typed error instead of writing a block that would change another key', () => {
    expect(() => editFrontmatterYaml('tags: &t\n  - a\nother: [*t]\n', { tags: 'done' })).toThrow(
      new FrontmatterEditError(
        'frontmatter YAML cannot be edited in place: the edited block does not read back (Block collections are not allowed within flow collections)',
      ),
    );
  });

  it('changes only the edited keys (property)', () => {
    const scalar = fc.constantFrom('active', "'q t'", '"d q"', '12', 'null', '[a, b]', '{k: v}');
    fc.assert(
      fc.property(scalar, fc.array(fc.constantFrom('*s', 'x', '[*s]', '{a: *s}'), { minLength: 1, maxLength: 4 }), fc.constantFrom('done', null, '7'), (value, uses, next) => {
        const yaml = `status: &s ${value}\n${uses.map((u, i) => `k${i}: ${u}\n`).join('')}`;
        const before = model(yaml) as Record<string, unknown>;
        const out = editFrontmatterYaml(yaml, { status: next });
        expect(model(out)).toEqual({ ...before, status: next });
      }),
      { numRuns: 300 },
    );
  });
});

describe('frontmatter keys over 1,024 characters', () => {
  const long = `k${'x'.repeat(1100)}`;

  it('are rendered in the explicit form and read back', () => {
    const block = renderNewFrontmatter({ ...NEW_REQ, [long]: 'v', [`${long}: q`]: null }, 'alphabetical');
    // Too long to be checked as a plain key, so it is quoted as well.
    expect(block).toContain(`\n? '${long}'\n: v\n`);
    expect(block).toContain(`\n? '${long}: q'\n: null\n`);
    const r = readFrontmatter(splitDocument(`${block}\n# T\n`, 'req'), REQ, 'strict');
    expect(r.diagnostics).toEqual([]);
    expect(r.frontmatter).toEqual({ ...NEW_REQ, [long]: 'v', [`${long}: q`]: null });
  });

  it('are inserted in the explicit form by an edit, in a block or a flow mapping', () => {
    expect(editFrontmatterYaml('id: x\n', { [long]: 'v' })).toBe(`id: x\n? '${long}'\n: v\n`);
    expect(editFrontmatterYaml('{id: x}\n', { [long]: 'v' })).toBe(`{id: x, ? '${long}': v}\n`);
    expect(model(editFrontmatterYaml('{id: x}\n', { [long]: 'v' }))).toMatchObject({ id: 'x', [long]: 'v' });
  });

  it('are not read by the fast reader when written implicitly, so the yaml error stands', () => {
    const r = readFrontmatter(splitDocument(`---\n${long}: v\n---\n# T\n`, 'req'), REQ, 'lenient');
    expect(inReference(r.diagnostics).map((d) => [d.code, d.line, d.message])).toEqual([
      [
        'yaml-syntax',
        2,
        'The : indicator must be at most 1024 chars after the start of an implicit block mapping key\n  in "the frontmatter block", line 2, column 1',
      ],
    ]);
  });

  it('round-trip for any key (property)', () => {
    const key = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ minLength: 1000, maxLength: 1100 }), fc.constant(long));
    fc.assert(
      fc.property(key, fc.oneof(fc.constant(null), fc.string({ maxLength: 10 })), (k, v) => {
        fc.pre(!Object.hasOwn(NEW_REQ, k));
        const block = renderNewFrontmatter({ ...NEW_REQ, [k]: v }, 'alphabetical');
        const r = readFrontmatter(splitDocument(`${block}\n# T\n`, 'req'), REQ, 'strict');
        expect(r.frontmatter).toEqual({ ...NEW_REQ, [k]: v });
      }),
      { numRuns: 200 },
    );
  });
});

describe('editFrontmatterYaml: CR-only line endings', () => {
  it('edits and inserts with CR line endings', () => {
    expect(editFrontmatterYaml('id: x\rstatus: draft\r', { status: 'done', type: 'req' })).toBe('id: x\rstatus: done\rtype: req\r');
  });
});

describe('editFrontmatterYaml: deep nesting', () => {
  it('edits next to, and replaces, a value nested 20,000 levels deep without recursion', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(editFrontmatterYaml(`status: draft\nx: ${deep}\n`, { status: 'done' })).toBe(`status: done\nx: ${deep}\n`);
    expect(editFrontmatterYaml(`status: draft\nx: ${deep}  # c\n`, { x: 'flat' })).toBe('status: draft\nx: flat  # c\n');
    let block = 'status: draft\nx:\n';
    for (let i = 1; i < 2000; i++) block += `${' '.repeat(i)}k:\n`;
    expect(editFrontmatterYaml(block, { x: 'flat' })).toBe('status: draft\nx: flat\n');
  });
});

describe('renderNewFrontmatter: deep values', () => {
  it('refuses a value nested too deeply to write with a UsageError naming the key', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let error: UsageError | undefined;
    try {
      renderNewFrontmatter({ status: 'draft', tree: deep }, 'alphabetical');
    } catch (e) {
      error = e as UsageError;
    }
    expect(error).toMatchObject({
      name: 'UsageError',
      code: 'invalid-arguments',
      reason: 'frontmatter-value-too-deep',
      params: { key: 'tree' },
      message: 'the frontmatter key "tree" holds a value nested too deeply to be written as YAML; nest it less deeply (reads allow 100 levels by default)',
    });
    expect(error && errorText(error, referenceMessages.errors)).toBe(
      "frontmatter key 'tree' holds a value nested too deeply to be written as YAML; nest it less deeply (reads allow 100 levels by default)",
    );
  });
});
