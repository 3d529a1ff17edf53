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

// One rule set per type tag, kept: validators are built once per rule set (schema-cache.ts).
// The tag only names the type in the diagnostics of a block that cannot be read.
const anyBlockRules = new Map<string, FrontmatterRules>();
const rulesFor = (tag: string): FrontmatterRules => {
  let rules = anyBlockRules.get(tag);
  if (rules === undefined) {
    rules = Object.freeze({ tag, kind: 'adr', statuses: { values: [], default: '', pattern: /^/ } });
    anyBlockRules.set(tag, rules);
  }
  return rules;
};

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
 * @param tag - the type being validated, named in the diagnostics of a block that cannot be read
 * @returns `none` (no block, an empty block, or not a mapping), `mapping`, or the
 *   YAML syntax error or limit diagnostic (`nesting-too-deep`, `input-too-complex`)
 * @example
 * ```ts
 * hasFrontmatterMapping('---\n---\n# T').kind; // 'none'
 * hasFrontmatterMapping('---\nid: x\n---\n# T').kind; // 'mapping'
 * ```
 */
export function hasFrontmatterMapping(content: string, tag = 'adr'): FrontmatterDetection {
  const split = splitDocument(content, tag, true);
  if (!split.frontmatter) return { kind: 'none' };
  const read = readFrontmatter(split, rulesFor(tag), 'lenient');
  // A block refused for its size or cost is still a block that could not be read, not an absent one.
  const syntax = read.diagnostics.filter((d) => UNREADABLE_FRONTMATTER_CODES.has(d.code));
  if (syntax.length > 0) return { kind: 'yaml-error', diagnostics: syntax };
  return Object.keys(read.fields).length > 0 ? { kind: 'mapping' } : { kind: 'none' };
}
