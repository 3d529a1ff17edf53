import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentTypes, parse, toJsonSchema, UsageError } from '../src/index.js';
import { documentTags } from './helpers/statuses.js';
import { inReferenceWords } from './helpers/usage-error.js';

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

  it.each(documentTags)('the %s example and template satisfy the described frontmatter', (tag) => {
    const type = documentTypes[tag];
    for (const text of [type.example, type.template]) {
      const result = parse(tag, text);
      if (!result.ok) throw new Error(result.error);
      const fm = { ...result.document.frontmatter };
      expect(type.frontmatterSchema.safeParse(fm).success).toBe(true);
    }
  });
});

describe('toJsonSchema parts', () => {
  const tags = Object.keys(documentTypes) as (keyof typeof documentTypes)[];
  const exampleOf = (tag: keyof typeof documentTypes) => {
    const result = parse(tag, documentTypes[tag].example);
    if (!result.ok) throw new Error(result.error);
    // JSON round trip: what a JSON consumer of the model sees.
    return JSON.parse(JSON.stringify(result.document)) as { frontmatter: Record<string, unknown>; body: Record<string, unknown> };
  };

  it('frontmatter is the default part', () => {
    expect(toJsonSchema('req', { part: 'frontmatter' })).toEqual(toJsonSchema('req'));
    expect(toJsonSchema('req', {})).toEqual(toJsonSchema('req'));
  });

  it('describes the tsk body model with its required keys', () => {
    const schema = toJsonSchema('tsk', { part: 'body' });
    expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'tsk body', type: 'object', additionalProperties: false });
    expect(schema['required']).toEqual(['title', 'tasks', 'recentUpdates']);
    const tasks = (schema['properties'] as Record<string, { properties: Record<string, unknown> }>)['tasks'];
    expect(tasks?.properties['items']).toMatchObject({ type: 'array', items: { required: ['checked', 'text'] } });
  });

  it('describes the adr body with its mandatory sections', () => {
    const required = toJsonSchema('adr', { part: 'body' })['required'] as string[];
    expect(required).toEqual(expect.arrayContaining(['title', 'contextAndProblemStatement', 'consideredOptions', 'decisionOutcome']));
  });

  it.each(tags)('the %s body and document schemas accept the parsed packaged example and refuse it without its title', (tag) => {
    const example = exampleOf(tag);
    const body = z.fromJSONSchema(toJsonSchema(tag, { part: 'body' }) as never);
    expect(body.safeParse(example.body).success).toBe(true);
    const { title: _title, ...untitled } = example.body;
    expect(body.safeParse(untitled).success).toBe(false);
    const document = z.fromJSONSchema(toJsonSchema(tag, { part: 'document' }) as never);
    expect(document.safeParse(example).success).toBe(true);
    expect(document.safeParse({ ...example, frontmatter: { ...example.frontmatter, status: 'nonsense' } }).success).toBe(false);
    expect(document.safeParse({ frontmatter: example.frontmatter }).success).toBe(false);
  });

  it('describes a document as its frontmatter and body', () => {
    const schema = toJsonSchema('rsk', { part: 'document' });
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'rsk document',
      type: 'object',
      required: ['frontmatter', 'body'],
      additionalProperties: false,
    });
    const properties = schema['properties'] as Record<string, Record<string, unknown>>;
    const { $schema: _fm, title: _fmTitle, ...frontmatter } = toJsonSchema('rsk');
    const { $schema: _body, title: _bodyTitle, ...body } = toJsonSchema('rsk', { part: 'body' });
    expect(properties['frontmatter']).toEqual(frontmatter);
    expect(properties['body']).toEqual(body);
    expect(JSON.stringify(properties)).not.toContain('$schema');
    expect((properties['frontmatter']?.['properties'] as Record<string, unknown>)['status']).toMatchObject({
      enum: ['open', 'mitigating', 'accepted', 'occurred', 'closed', 'dropped'],
      default: 'open',
    });
  });

  it('refuses an unknown part, an unknown option and options that are no object, before anything else', () => {
    expect(() => toJsonSchema('tsk', { part: 'all' as never })).toThrow(
      new UsageError('invalid-arguments', `toJsonSchema: option "part" must be one of 'frontmatter', 'body', 'document', got string "all"`),
    );
    expect(() => toJsonSchema('tsk', { parts: 'body' } as never)).toThrow(
      new UsageError('invalid-arguments', 'toJsonSchema: unknown option "parts"; known options: part'),
    );
    expect(() => toJsonSchema('tsk', 'body' as never)).toThrow(
      new UsageError('invalid-arguments', 'toJsonSchema: argument "options" must be a plain object of options, got string "body"'),
    );
    expect(inReferenceWords(() => toJsonSchema('nope' as never, { part: 'all' as never }))).toThrow(/^unknown document type 'nope'; expected one of req, uc/);
  });
});
