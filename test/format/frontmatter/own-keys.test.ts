/**
 * A type's own frontmatter keys (`defineDocumentType({ frontmatter: { … } })`):
 * validated on read in both modes, kept in the model, written after the
 * shared keys in declaration order, typed from their schemas, described in
 * the record's frontmatter schema; contradictions fail at definition.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineDocumentType } from '../../../src/format/document-type.js';
import { parseDocument } from '../../../src/format/parse-document.js';
import { serializeDocument } from '../../../src/format/serialize-document.js';
import type { FrontmatterOf } from '../../../src/domains/registry.js';
import { documentTypes } from '../../../src/domains/registry.js';
import { taskOutline } from '../../../src/domains/tsk/outline.js';
import { openRepository, registryTypes, type TypeSource } from '../../../src/repository/index.js';
import { memoryStorage } from '../../../src/repository/storage/index.js';
import { fixedClock } from '../../repository/helpers/fixtures.js';
import { inReference } from '../../helpers/messages.js';

const BODY = '# Notes\n\n- [ ] Write it\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.\n';

const note = defineDocumentType({
  tag: 'nte',
  noun: 'note',
  statuses: { values: ['draft', 'done'], default: 'draft' },
  root: taskOutline,
  template: `---\ntype: nte\n---\n\n${BODY}`,
  example: `---\ntype: nte\n---\n\n${BODY}`,
  frontmatter: {
    priority: z.enum(['low', 'high']).default('low'),
    owners: z.array(z.string()).optional(),
    rank: z.number().int().min(1).optional(),
  },
});

const read = (yaml: string, mode: 'strict' | 'lenient' = 'strict') => parseDocument(note, `---\n${yaml}---\n\n${BODY}`, { mode });

describe('own frontmatter keys: reading', () => {
  it('keeps them in the model after the shared keys, in declaration order, with their defaults', () => {
    const result = read('zeta: 1\nrank: 2\nstatus: done\n');
    if (!result.ok) throw new Error(result.error);
    expect(result.document.frontmatter).toEqual({
      classification: null, created: null, id: null, status: 'done', type: 'nte', updated: null, version: '1.0.0',
      priority: 'low', rank: 2, zeta: 1,
    });
    expect(Object.keys(result.document.frontmatter)).toEqual([
      'classification', 'created', 'id', 'status', 'type', 'updated', 'version', 'priority', 'rank', 'zeta',
    ]);
    expect(result.source.fields['/frontmatter/rank']).toMatchObject({ line: 3 });
  });

  it('reports a value outside an enum at its key and line, worded like the status message', () => {
    for (const mode of ['strict', 'lenient'] as const) {
      const result = read('status: draft\npriority: urgent\n', mode);
      expect(result.ok).toBe(false);
      expect(inReference(result.diagnostics)).toEqual([
        {
          code: 'frontmatter-field', severity: 'error', field: 'priority', line: 3, column: 1, documentLine: 3, channel: 'frontmatter',
          message: "nte frontmatter block, field 'priority' (document line 3): priority must be one of ['high', 'low'], got 'urgent'",
          params: {
            type: 'nte', noun: 'note', key: 'priority',
            problem: { kind: 'not-one-of', expected: ['low', 'high'], received: 'urgent', receivedText: 'urgent', path: [] },
          },
          end: { line: 3, column: 17, documentLine: 3 },
          docs: 'docs/diagnostics.md#frontmatter-field',
        },
      ]);
      expect(result.diagnostics[0]?.message).toBe('The "priority" value "urgent" is not allowed. Use "low" or "high".');
      expect(result.diagnostics[0]?.hint).toBe('Use "low" or "high".');
    }
  });

  it('words a wrong type, a nested element and a failed check', () => {
    const result = read('rank: first\nowners:\n  - Ann\n  - 7\n');
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'The "rank" value is "first", a string; it must be a number. Write a number without quotes.',
      'The "owners[1]" value is 7, a number; it must be a string. Quote it: "7".',
    ]);
    expect(result.diagnostics.map((d) => d.params)).toEqual([
      { type: 'nte', noun: 'note', key: 'rank', problem: { kind: 'wrong-type', expected: 'number', received: 'first', receivedText: 'first', path: [] } },
      { type: 'nte', noun: 'note', key: 'owners', problem: { kind: 'wrong-type', expected: 'string', received: 7, path: [1] } },
    ]);
    expect(inReference(result.diagnostics).map((d) => d.message)).toEqual([
      "nte frontmatter block, field 'rank' (document line 2): expected a number, got 'first'",
      "nte frontmatter block, field 'owners' (document line 3): owners[1]: expected a string, got 7",
    ]);
    const low = read('rank: 0\n');
    expect(low.diagnostics[0]?.message).toBe('The "rank" value 0 is not valid: too small: expected number to be >=1.');
    expect(low.diagnostics[0]?.hint).toBeUndefined();
    expect(inReference(low.diagnostics).map((d) => d.message)).toEqual([
      "nte frontmatter block, field 'rank' (document line 2): rank is not valid (too small: expected number to be >=1), got 0",
    ]);
  });

  it('reports an own key together with a shared key problem, in document order', () => {
    const result = read('priority: none\nstatus: open\n');
    expect(result.diagnostics.map((d) => [d.field, d.line])).toEqual([
      ['priority', 2],
      ['status', 3],
    ]);
  });
});

describe('own frontmatter keys: writing', () => {
  it('serializes them after the shared keys in declaration order, unknown keys staying sorted', () => {
    const result = read('rank: 3\nowners: [Bo]\nzeta: z\nalpha: a\n');
    if (!result.ok) throw new Error(result.error);
    const text = serializeDocument(note, result.document);
    expect(text.slice(0, text.indexOf('\n---\n') + 5)).toBe(
      '---\nalpha: a\nclassification: null\ncreated: null\nid: null\nstatus: draft\ntype: nte\nupdated: null\nversion: 1.0.0\nzeta: z\n' +
        'priority: low\nowners:\n  - Bo\nrank: 3\n---\n',
    );
    const again = parseDocument(note, text);
    if (!again.ok) throw new Error(again.error);
    expect(again.document.frontmatter).toEqual(result.document.frontmatter);
  });

  it('a created document holds the own keys that have a default, after the shared keys', async () => {
    const types: TypeSource = { find: (tag) => (tag === 'nte' ? (note as never) : registryTypes.find(tag)), tags: () => [...registryTypes.tags(), 'nte'] };
    const storage = memoryStorage();
    const repo = openRepository({ storage, clock: fixedClock() }, types);
    const created = await repo.create('nte' as never, BODY);
    if (created.kind !== 'created') throw new Error(created.kind);
    // memoryStorage's absolute path is '/' + the root-relative one.
    const bytes = await storage.read(created.path.slice(1));
    const text = new TextDecoder().decode(bytes ?? new Uint8Array());
    expect(text.split('---\n')[1]).toBe(
      `classification: null\ncreated: '2026-08-30T08:00:00.123Z'\nid: ${created.id}\nstatus: draft\ntype: nte\nupdated: '2026-08-30T08:00:00.123Z'\nversion: 1.0.0\npriority: low\n`,
    );
    expect(created.frontmatter).toMatchObject({ priority: 'low' });
  });
});

describe('own frontmatter keys: the record', () => {
  it('lists them in the frontmatter rules and the model schema', () => {
    expect(Object.keys(note.frontmatter.keys ?? {})).toEqual(['priority', 'owners', 'rank']);
    const json = z.toJSONSchema(note.frontmatterSchema, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(Object.keys(json.properties)).toEqual(['classification', 'created', 'id', 'status', 'type', 'updated', 'version', 'priority', 'owners', 'rank']);
    expect(json.properties['priority']).toEqual({ default: 'low', type: 'string', enum: ['low', 'high'] });
    expect(note.frontmatterSchema.safeParse({ priority: 'urgent' }).success).toBe(false);
    expect(note.frontmatterSchema.parse({ status: 'done' })).toMatchObject({ status: 'done', type: 'nte', priority: 'low' });
  });

  it('types them from their schemas, next to the literal tag and status', () => {
    type Fm = FrontmatterOf<typeof note>;
    expectTypeOf<Fm['priority']>().toEqualTypeOf<'low' | 'high'>();
    expectTypeOf<Fm['rank']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Fm['status']>().toEqualTypeOf<'draft' | 'done'>();
    expectTypeOf<Fm['type']>().toEqualTypeOf<'nte'>();
    expectTypeOf<Fm['created']>().toEqualTypeOf<string | null>();
  });

  it('types the built-in frontmatter by tag', () => {
    expectTypeOf<FrontmatterOf<'tsk'>['status']>().toEqualTypeOf<'draft' | 'active' | 'done' | 'cancelled'>();
    expectTypeOf<FrontmatterOf<'tsk'>['type']>().toEqualTypeOf<'tsk'>();
    expectTypeOf<FrontmatterOf<'rsk'>['status']>().toEqualTypeOf<'open' | 'mitigating' | 'accepted' | 'occurred' | 'closed' | 'dropped'>();
    expectTypeOf<FrontmatterOf<'adr'>['decision-makers']>().toEqualTypeOf<string | null>();
    // adr frontmatter has no shared `type` key: it is only an unknown key there.
    expectTypeOf<FrontmatterOf<'adr'>['type']>().toEqualTypeOf<unknown>();
    expectTypeOf<FrontmatterOf<typeof documentTypes.feat>>().toEqualTypeOf<FrontmatterOf<'feat'>>();
    // adr also accepts `superseded by <id>`: its status is the vocabulary or any string.
    expectTypeOf<'superseded by x'>().toExtend<FrontmatterOf<'adr'>['status']>();
    expectTypeOf<'accepted'>().toExtend<FrontmatterOf<'adr'>['status']>();
  });
});

describe('own frontmatter keys: contradictions fail at definition', () => {
  const base = { tag: 'nte', noun: 'note', statuses: { values: ['draft'], default: 'draft' }, root: taskOutline, template: '', example: '' } as const;

  it.each([
    ['a shared key', { status: z.string().optional() }, `frontmatter key "status" of 'nte' is a shared key of every base document; choose another name`],
    ['a key that needs a value', { priority: z.string() }, `frontmatter key "priority" of 'nte' must accept an absent value (add .default(…) or .optional()): new documents are created without it`],
    ['a transform', { when: z.string().transform((s) => s.length).optional() }, `frontmatter key "when" of 'nte' cannot be described in JSON Schema (Transforms cannot be represented in JSON Schema); use a schema without transforms or custom types`],
    ['a value that is no schema', { size: 'number' }, `frontmatter key "size" of 'nte' must be a zod schema`],
    ['an empty key', { '': z.string().optional() }, `a frontmatter key of 'nte' is the empty string; give it a name`],
  ])('refuses %s', (_what, frontmatter, message) => {
    expect(() => defineDocumentType({ ...base, frontmatter: frontmatter as never })).toThrow(new TypeError(message));
  });

  it('refuses an ADR alias as an own key of an adr-kind type', () => {
    expect(() => defineDocumentType({ ...base, frontmatterKind: 'adr', frontmatter: { decision_makers: z.string().optional() } })).toThrow(
      new TypeError(`frontmatter key "decision_makers" of 'nte' is a shared key of every adr document; choose another name`),
    );
  });
});
