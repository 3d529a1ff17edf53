/**
 * Frontmatter validators are built once per rule set and mode: building a zod
 * schema costs far more than running it.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { frontmatterValidator, type FrontmatterMode, type FrontmatterRules } from './schema.js';

const cache = new WeakMap<FrontmatterRules, Map<FrontmatterMode, z.ZodType<Record<string, unknown>>>>();

/**
 * The validating schema of a rule set in a mode, built on first use.
 *
 * @param rules - the type's tag, kind, status rule and own keys
 * @param mode - `strict` or `lenient`
 * @returns the schema
 * @example
 * ```ts
 * frontmatterSchemaFor(tsk.frontmatter, 'strict').safeParse({ status: 'active' });
 * ```
 */
export function frontmatterSchemaFor(rules: FrontmatterRules, mode: FrontmatterMode): z.ZodType<Record<string, unknown>> {
  let byMode = cache.get(rules);
  if (!byMode) {
    byMode = new Map();
    cache.set(rules, byMode);
  }
  let schema = byMode.get(mode);
  if (!schema) {
    schema = frontmatterValidator(rules, mode);
    byMode.set(mode, schema);
  }
  return schema;
}
