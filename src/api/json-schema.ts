/**
 * JSON Schema of a document type's frontmatter, body or whole document model,
 * for editors, validators and tool descriptions (an MCP server's output schema).
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import { checkArguments } from '../errors/index.js';
import { pureSignatures, requireType, type TypeArgument } from './usage.js';

/**
 * The part of a document {@link toJsonSchema} describes.
 *
 * @example
 * ```ts
 * const part: JsonSchemaPart = 'body';
 * ```
 */
export type JsonSchemaPart = 'frontmatter' | 'body' | 'document';

/**
 * Options of {@link toJsonSchema}.
 *
 * @example
 * ```ts
 * const options: JsonSchemaOptions = { part: 'document' };
 * ```
 */
export interface JsonSchemaOptions {
  /** `frontmatter` (default), `body` or `document` (`{ frontmatter, body }`). */
  part?: JsonSchemaPart;
}

const TARGET = 'draft-2020-12';

/**
 * The JSON Schema (draft 2020-12) of a part of a type's documents, converted
 * from the record's zod schemas (`frontmatterSchema`, `bodySchema`), so it
 * says what they say.
 *
 * - `frontmatter` (default): the frontmatter as written in a file — the
 *   shared keys with their shapes and defaults (every key optional: an
 *   absent key reads as its default), the type's own keys, any further key.
 *   Calendar validity of timestamps and the normalisation of blank values
 *   are beyond JSON Schema; the reader checks them.
 * - `body`: the body model `parse` returns and `serialize` takes.
 * - `document`: `{ frontmatter, body }`, both required, with the two schemas
 *   above — every successful `parse` result's `document` satisfies it.
 *
 * @param type - the type code, or a host type's record (`defineDocumentType`)
 * @param options - `part`: which part to describe
 * @returns a JSON Schema object with a `title` naming the type and part
 * @throws UsageError for an unknown type or an option that is not one of the above
 * @example
 * ```ts
 * writeFileSync('tsk.frontmatter.schema.json', JSON.stringify(toJsonSchema('tsk'), null, 2));
 * toJsonSchema('tsk', { part: 'body' }).required; // ['title', 'tasks', 'recentUpdates']
 * ```
 */
export function toJsonSchema(type: TypeArgument, options: JsonSchemaOptions = {}): Record<string, unknown> {
  const documentType = requireType(type);
  checkArguments('toJsonSchema', pureSignatures.toJsonSchema, [type, options]);
  const part = options?.part ?? 'frontmatter';
  // Frontmatter as written (input: defaulted keys optional); the body as the model.
  const frontmatter = { schema: documentType.frontmatterSchema, io: 'input' } as const;
  const body = { schema: documentType.bodySchema as z.ZodType, io: 'output' } as const;
  let schema: Record<string, unknown>;
  if (part === 'document') {
    const convert = (of: typeof frontmatter | typeof body): Record<string, unknown> => {
      const { $schema: _dialect, ...rest } = z.toJSONSchema(of.schema, { target: TARGET, io: of.io }) as Record<string, unknown>;
      return rest;
    };
    schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { frontmatter: convert(frontmatter), body: convert(body) },
      required: ['frontmatter', 'body'],
      additionalProperties: false,
    };
  } else {
    const of = part === 'body' ? body : frontmatter;
    schema = z.toJSONSchema(of.schema, { target: TARGET, io: of.io }) as Record<string, unknown>;
  }
  return { ...schema, title: `${documentType.tag} ${part}` };
}
