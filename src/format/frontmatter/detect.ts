/**
 * Frontmatter detection for `validate` (operations.md §5.1): content has
 * frontmatter iff its block holds a non-empty YAML mapping.
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../../diagnostics/index.js';
import { splitDocument } from '../split.js';
import { readFrontmatter } from './read.js';
import type { FrontmatterRules } from './schema.js';

// One rule set for every call: validators are built once per rule set (schema-cache.ts).
const ANY_ADR: FrontmatterRules = Object.freeze({ tag: 'adr', kind: 'adr', statuses: { values: [], default: '', pattern: /^/ } });

/**
 * The codes that mean a frontmatter block could not be read at all (its YAML
 * is broken, or a limit refused it), as opposed to fields that are wrong.
 *
 * @example
 * ```ts
 * UNREADABLE_FRONTMATTER_CODES.has('nesting-too-deep'); // true
 * UNREADABLE_FRONTMATTER_CODES.has('frontmatter-field'); // false
 * ```
 */
export const UNREADABLE_FRONTMATTER_CODES: ReadonlySet<string> = new Set(['yaml-syntax', 'nesting-too-deep', 'input-too-complex']);

/**
 * What {@link hasFrontmatterMapping} found.
 *
 * @example
 * ```ts
 * const found: FrontmatterDetection = { kind: 'mapping' };
 * ```
 */
export type FrontmatterDetection =
  | { kind: 'none' }
  | { kind: 'mapping' }
  | { kind: 'yaml-error'; diagnostics: Diagnostic[] };

/**
 * Detect whether content starts with a non-empty frontmatter mapping.
 *
 * @param content - a body or a whole document
 * @returns `none` (no block, an empty block, or not a mapping), `mapping`, or the
 *   YAML syntax error or limit diagnostic (`nesting-too-deep`, `input-too-complex`)
 * @example
 * ```ts
 * hasFrontmatterMapping('---\n---\n# T').kind; // 'none'
 * hasFrontmatterMapping('---\nid: x\n---\n# T').kind; // 'mapping'
 * ```
 */
export function hasFrontmatterMapping(content: string): FrontmatterDetection {
  const split = splitDocument(content, 'adr', true);
  if (!split.frontmatter) return { kind: 'none' };
  const read = readFrontmatter(split, ANY_ADR, 'lenient');
  // A block refused for its size or cost is still a block that could not be read, not an absent one.
  const syntax = read.diagnostics.filter((d) => UNREADABLE_FRONTMATTER_CODES.has(d.code));
  if (syntax.length > 0) return { kind: 'yaml-error', diagnostics: syntax };
  return Object.keys(read.fields).length > 0 ? { kind: 'mapping' } : { kind: 'none' };
}
