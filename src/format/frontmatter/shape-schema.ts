/**
 * Declarative schemas of frontmatter as written in files: what editors and
 * the exported TypeScript types describe. (The validating schemas of
 * `schema.ts` normalise and word their errors; these only describe.)
 *
 * @packageDocumentation
 */
import { z } from 'zod';
import { UUID_PATTERN } from '../document-type.js';
import type { FrontmatterRules } from './schema.js';
import { TIMESTAMP_PATTERN } from './timestamp.js';

function statusSchema(rules: FrontmatterRules) {
  const values = rules.statuses.values as [string, ...string[]];
  const listed = z.enum(values).describe(`one of: ${values.join(', ')}`);
  return rules.statuses.pattern ? z.union([listed, z.string().regex(rules.statuses.pattern)]) : listed;
}

/**
 * The declarative schema of a type's frontmatter: known keys with their
 * shapes, unknown keys allowed.
 *
 * @param rules - the type's tag, kind and status rule
 * @returns a zod schema (convertible to JSON Schema)
 * @example
 * ```ts
 * z.toJSONSchema(frontmatterShapeSchema({ tag: 'tsk', kind: 'base', statuses: statusRules.tsk }));
 * ```
 */
export function frontmatterShapeSchema(rules: FrontmatterRules) {
  const nullableText = z.string().nullable();
  if (rules.kind === 'adr') {
    return z.looseObject({
      status: statusSchema(rules).optional().describe('default: draft'),
      date: nullableText.optional().describe('free-form; MADR uses YYYY-MM-DD'),
      'decision-makers': nullableText.optional(),
      consulted: nullableText.optional(),
      informed: nullableText.optional(),
      id: z.string().regex(rules.idPattern ?? UUID_PATTERN).nullable().optional(),
      version: z.string().regex(/^1\.[0-9]+\.[0-9]+$/).optional(),
    });
  }
  const timestamp = z.string().regex(TIMESTAMP_PATTERN).nullable().optional().describe("yyyy-MM-dd'T'HH:mm:ss.fff with Z or ±HH:mm");
  return z.looseObject({
    classification: nullableText.optional(),
    created: timestamp,
    id: z.string().regex(rules.idPattern ?? UUID_PATTERN).nullable().optional(),
    status: statusSchema(rules).optional().describe(`default: ${rules.statuses.default}`),
    type: z.literal(rules.tag).optional(),
    updated: timestamp,
    version: z.string().regex(/^1\.[0-9]+\.[0-9]+$/).optional().describe('default: 1.0.0; the major version must be 1'),
  });
}
