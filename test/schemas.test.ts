/**
 * Every zod schema the package hands out converts to JSON Schema: the
 * frontmatter and body schemas of all 13 type records, and every zod schema
 * exported from the main entry (found at run time, so a new export is
 * covered without editing this test). An MCP server using them as input or
 * output schemas must be able to list its tools.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as specmgr from '../src/index.js';

type Json = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

const convert = (schema: z.ZodType, io: 'input' | 'output' = 'output'): Json => z.toJSONSchema(schema, { io }) as Json;

const tags = Object.keys(specmgr.documentTypes) as specmgr.DocumentTag[];

describe('z.toJSONSchema on every exported schema', () => {
  it('covers the 13 types', () => {
    expect(tags).toEqual(['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs', 'adr']);
  });

  it.each(tags)('%s: the frontmatter schema converts, with the status vocabulary, the tag and the defaults', (tag) => {
    const type = specmgr.documentTypes[tag];
    for (const io of ['input', 'output'] as const) {
      const json = convert(type.frontmatterSchema, io);
      const status = json.properties?.['status'];
      expect(status?.['default']).toBe(type.statuses.default);
      const listed = JSON.stringify(status);
      expect(listed).toContain(JSON.stringify(type.statuses.values));
      if (type.statuses.pattern) expect(listed).toContain(JSON.stringify(type.statuses.pattern.source));
      if (tag !== 'adr') expect(json.properties?.['type']).toMatchObject({ const: tag });
      expect(json.additionalProperties).toEqual({});
      // The model (output) has every shared key; the file (input) may leave any out.
      expect(json.required).toEqual(io === 'output' ? Object.keys(json.properties ?? {}) : undefined);
    }
  });

  it.each(tags)('%s: the body schema converts and requires the title', (tag) => {
    const json = convert(specmgr.documentTypes[tag].bodySchema as z.ZodType);
    expect(json.type).toBe('object');
    expect(json.required).toContain('title');
    expect(json.properties?.['title']).toMatchObject({ type: 'string' });
  });

  const exported: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(specmgr) as [string, unknown][]) if (value instanceof z.ZodType) exported.push([name, value]);

  it('finds the exported schemas', () => {
    expect(exported.map(([name]) => name)).toEqual(
      expect.arrayContaining(['listItemSchema', 'taskItemSchema', 'updateEntrySchema', 'updatesSchema', 'qaPairSchema', 'adrBodySchema', 'adrOptionSchema']),
    );
  });

  it.each(exported.map(([name]) => name))('%s converts', (name) => {
    const schema = exported.find(([candidate]) => candidate === name)?.[1];
    if (!schema) throw new Error(name);
    for (const io of ['input', 'output'] as const) expect(Object.keys(convert(schema, io)).length).toBeGreaterThan(1);
  });

  it('keeps the facts of the shared shapes', () => {
    const task = convert(specmgr.taskItemSchema);
    expect(task.required).toEqual(['checked', 'text']);
    expect(task.properties?.['checked']).toEqual({ type: 'boolean' });
    const entry = convert(specmgr.updateEntrySchema);
    expect(entry.properties?.['separator']).toMatchObject({ anyOf: [{ enum: ['-', ':', '—'] }, { type: 'null' }] });
    const adr = convert(specmgr.adrBodySchema);
    expect(adr.required).toEqual(expect.arrayContaining(['title', 'contextAndProblemStatement', 'consideredOptions', 'decisionOutcome']));
  });
});
