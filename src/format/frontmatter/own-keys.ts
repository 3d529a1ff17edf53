/**
 * A type's own frontmatter keys (`defineDocumentType({ frontmatter: { … } })`):
 * their checks at definition, their write order and the values a new
 * document gets.
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import { ADR_KEY_ALIASES, knownKeys, type FrontmatterKeys, type FrontmatterRules } from './schema.js';

/**
 * Check a type's own keys when the type is defined, so that a schema that
 * could never be described, a key that needs a value no created document
 * has, or a key that shadows a shared one fails at import, not on a read.
 *
 * @param tag - the type code (for messages)
 * @param kind - the frontmatter kind, whose shared keys cannot be reused
 * @param keys - the `frontmatter` option
 * @returns the keys, frozen (undefined when none were given)
 * @throws TypeError naming the key and what to change
 * @example
 * ```ts
 * checkOwnKeys('nte', 'base', { priority: z.enum(['low', 'high']).default('low') });
 * ```
 */
export function checkOwnKeys(tag: string, kind: 'base' | 'adr', keys: FrontmatterKeys | undefined): FrontmatterKeys | undefined {
  if (keys === undefined) return undefined;
  if (typeof keys !== 'object' || keys === null || Array.isArray(keys)) {
    throw new TypeError(`the frontmatter option of '${tag}' must be an object of zod schemas (key → schema)`);
  }
  const shared = [...knownKeys(kind), ...(kind === 'adr' ? Object.keys(ADR_KEY_ALIASES) : [])];
  const checked: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(keys)) {
    const name = JSON.stringify(key);
    if (key === '') throw new TypeError(`a frontmatter key of '${tag}' is the empty string; give it a name`);
    if (shared.includes(key)) throw new TypeError(`frontmatter key ${name} of '${tag}' is a shared key of every ${kind} document; choose another name`);
    if (!(schema instanceof z.ZodType)) throw new TypeError(`frontmatter key ${name} of '${tag}' must be a zod schema`);
    if (!schema.safeParse(undefined).success) {
      throw new TypeError(`frontmatter key ${name} of '${tag}' must accept an absent value (add .default(…) or .optional()): new documents are created without it`);
    }
    try {
      z.toJSONSchema(schema, { io: 'input' });
      z.toJSONSchema(schema, { io: 'output' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new TypeError(`frontmatter key ${name} of '${tag}' cannot be described in JSON Schema (${reason}); use a schema without transforms or custom types`);
    }
    Object.defineProperty(checked, key, { value: schema, enumerable: true });
  }
  return Object.freeze(checked);
}

/**
 * A type's own frontmatter keys, in declaration order (their write order,
 * after the shared keys).
 *
 * @param rules - the type's frontmatter rules
 * @returns the own keys (empty for the built-in types)
 * @example
 * ```ts
 * ownKeys({ tag: 'nte', kind: 'base', statuses, keys: { priority: z.string().optional() } }); // ['priority']
 * ```
 */
export function ownKeys(rules: FrontmatterRules): readonly string[] {
  return rules.keys === undefined ? [] : Object.keys(rules.keys);
}

/**
 * The values a new document gets for a type's own keys: each key's schema
 * default (keys without one are left out).
 *
 * @param rules - the type's frontmatter rules
 * @returns own key → default value
 * @example
 * ```ts
 * ownKeyDefaults({ tag: 'nte', kind: 'base', statuses, keys: { priority: z.enum(['low', 'high']).default('low') } });
 * // { priority: 'low' }
 * ```
 */
export function ownKeyDefaults(rules: FrontmatterRules): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(rules.keys ?? {})) {
    const absent = schema.safeParse(undefined);
    if (absent.success && absent.data !== undefined) {
      Object.defineProperty(values, key, { value: absent.data, enumerable: true, writable: true, configurable: true });
    }
  }
  return values;
}
