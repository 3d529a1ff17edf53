/**
 * JSON Schema of a document type's frontmatter, for editors and validators.
 *
 * @packageDocumentation
 */
import { z } from 'zod';
import { frontmatterShapeSchema } from '../format/frontmatter/shape-schema.js';
import { checkArguments } from '../errors/arguments.js';
import { pureSignatures, requireType, type TypeArgument } from './usage.js';

/**
 * The JSON Schema (draft 2020-12) of a type's frontmatter: the known keys,
 * their shapes (UUID ids, timestamps, the status vocabulary, version 1.x.x)
 * and any further keys.
 *
 * @param type - the type code, or a host type's record (`defineDocumentType`)
 * @returns a JSON Schema object
 * @throws UsageError for an unknown type
 * @example
 * ```ts
 * writeFileSync('tsk.frontmatter.schema.json', JSON.stringify(toJsonSchema('tsk'), null, 2));
 * ```
 */
export function toJsonSchema(type: TypeArgument): Record<string, unknown> {
  const documentType = requireType(type);
  checkArguments('toJsonSchema', pureSignatures.toJsonSchema, [type]);
  const schema = z.toJSONSchema(frontmatterShapeSchema(documentType.frontmatter), { target: 'draft-2020-12' }) as Record<string, unknown>;
  return { ...schema, title: `${documentType.tag} frontmatter` };
}
