import { describe, expect, it } from 'vitest';
import { documentTypes, parse, registeredTypes, toJsonSchema } from '../src/index.js';

describe('toJsonSchema', () => {
  it('describes the tsk frontmatter', () => {
    const schema = toJsonSchema('tsk');
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'tsk frontmatter',
      type: 'object',
      additionalProperties: {},
    });
    const properties = schema['properties'] as Record<string, Record<string, unknown>>;
    expect(Object.keys(properties)).toEqual(['classification', 'created', 'id', 'status', 'type', 'updated', 'version']);
    expect(properties['status']).toMatchObject({ enum: ['draft', 'active', 'done', 'cancelled'] });
    expect(properties['type']).toMatchObject({ const: 'tsk' });
  });

  it('describes adr frontmatter with its own keys and the superseded-by pattern', () => {
    const properties = toJsonSchema('adr')['properties'] as Record<string, Record<string, unknown>>;
    expect(Object.keys(properties)).toEqual(['status', 'date', 'decision-makers', 'consulted', 'informed', 'id', 'version']);
    expect(JSON.stringify(properties['status'])).toContain('^superseded by .+$');
  });

  it.each(registeredTypes())('the %s example and template satisfy the described frontmatter', (tag) => {
    const type = documentTypes[tag];
    for (const text of [type.example, type.template]) {
      const result = parse(tag, text);
      if (!result.ok) throw new Error(result.error);
      const fm = { ...result.document.frontmatter };
      expect(type.frontmatterSchema.safeParse(fm).success).toBe(true);
    }
  });
});
