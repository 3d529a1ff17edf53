/**
 * Frontmatter schemas are built once per rule set and mode: building a zod
 * schema costs far more than running it.
 *
 * @packageDocumentation
 */
import { adrFrontmatterSchema, baseFrontmatterSchema, type FrontmatterMode, type FrontmatterRules } from './schema.js';

type AnySchema = ReturnType<typeof baseFrontmatterSchema> | ReturnType<typeof adrFrontmatterSchema>;

const cache = new WeakMap<FrontmatterRules, Map<FrontmatterMode, AnySchema>>();

/**
 * The validating schema of a rule set in a mode, built on first use.
 *
 * @param rules - the type's tag, kind and status rule
 * @param mode - `strict` or `lenient`
 * @returns the schema
 * @example
 * ```ts
 * frontmatterSchemaFor(tsk.frontmatter, 'strict').safeParse({ status: 'active' });
 * ```
 */
export function frontmatterSchemaFor(rules: FrontmatterRules, mode: FrontmatterMode): AnySchema {
  let byMode = cache.get(rules);
  if (!byMode) {
    byMode = new Map();
    cache.set(rules, byMode);
  }
  let schema = byMode.get(mode);
  if (!schema) {
    schema = rules.kind === 'adr' ? adrFrontmatterSchema(rules) : baseFrontmatterSchema(rules, mode);
    byMode.set(mode, schema);
  }
  return schema;
}
