/**
 * The one declaration of the shared keys: the validator and the model schema
 * agree (what a strict read returns satisfies the record's schema), the
 * model schema has no transforms, and the write order comes from it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentTypes, type DocumentTag } from '../../../src/domains/registry.js';
import { readFrontmatter } from '../../../src/format/frontmatter/read.js';
import { renderNewFrontmatter } from '../../../src/format/frontmatter/render.js';
import { knownKeys } from '../../../src/format/frontmatter/schema.js';
import { splitDocument } from '../../../src/format/split.js';

const read = (tag: DocumentTag, yaml: string) => readFrontmatter(splitDocument(`---\n${yaml}---\n\n# T\n`, tag), documentTypes[tag].frontmatter, 'strict');

const BLOCKS: [DocumentTag, string][] = [
  ['req', ''],
  ['req', "classification: ' '\ncreated: ''\nid: '  '\nstatus:\ntype: ' '\nupdated: '2026-08-30 10:00:00.000Z'\nversion: ''\n"],
  ['rsk', 'status: null\nextra: [1, 2]\n'],
  ['feat', 'id: feat-001-board\nstatus: review\nversion: 01.2.3\n'],
  ['tsk', 'id: not-a-uuid\nstatus: done\n'],
  ['adr', "status: superseded by 4f2a\ndecision_makers: Ann\ndate: '2026-08-05'\n"],
  ['adr', 'status: accepted\nid: ""\nconsulted: " "\n'],
];

describe('frontmatter declaration', () => {
  it.each(BLOCKS)('%s: a strict read of %j satisfies the record schema', (tag, yaml) => {
    const result = read(tag, yaml);
    expect(result.ok).toBe(true);
    const schema = documentTypes[tag].frontmatterSchema;
    expect(schema.safeParse(result.frontmatter).success).toBe(true);
    // The read model is already what the schema's defaults give: nothing left to fill in.
    expect(schema.parse(result.frontmatter)).toEqual(result.frontmatter);
  });

  it('refuses in the model schema what the reader refuses', () => {
    const schema = documentTypes.tsk.frontmatterSchema;
    for (const yaml of ['status: open\n', 'type: req\n', 'version: 2.0.0\n', "created: '2026-08-30'\n", 'classification: 3\n']) {
      expect(read('tsk', yaml).ok).toBe(false);
      const [key, value] = yaml.trim().split(': ');
      const written = value?.startsWith("'") ? value.slice(1, -1) : value === '3' ? 3 : value;
      expect(schema.safeParse({ [key ?? '']: written }).success).toBe(false);
    }
  });

  it('gives the defaults of an empty block', () => {
    expect(documentTypes.rsk.frontmatterSchema.parse({})).toEqual({
      classification: null, created: null, id: null, status: 'open', type: 'rsk', updated: null, version: '1.0.0',
    });
    expect(documentTypes.adr.frontmatterSchema.parse({})).toEqual({
      status: 'draft', date: null, 'decision-makers': null, consulted: null, informed: null, id: null, version: '1.0.0',
    });
  });

  it('has no transform anywhere, in either direction', () => {
    for (const type of Object.values(documentTypes)) {
      expect(() => z.toJSONSchema(type.frontmatterSchema, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(type.frontmatterSchema, { io: 'output' })).not.toThrow();
    }
  });

  it('names the shared keys in their write order', () => {
    expect(knownKeys('base')).toEqual(['classification', 'created', 'id', 'status', 'type', 'updated', 'version']);
    expect(knownKeys('adr')).toEqual(['status', 'date', 'decision-makers', 'consulted', 'informed', 'id', 'version']);
  });

  it('writes own keys after the ADR keys, before other keys, in declaration order', () => {
    const text = renderNewFrontmatter(
      { later: 'x', rank: 2, status: 'accepted', id: null, priority: 'high', version: '1.0.0' },
      'adr',
      ['priority', 'rank'],
    );
    expect(text).toBe('---\nstatus: accepted\nversion: 1.0.0\npriority: high\nrank: 2\nlater: x\n---\n');
  });
});
