/**
 * Message texts of the `limit` diagnostics a frontmatter block can give
 * (`nesting-too-deep`, `input-too-complex`).
 *
 * @packageDocumentation
 */

import type { DiagnosticText } from '../../diagnostics/index.js';

/**
 * `nesting-too-deep` in a frontmatter block. The hint is the clause after `; `.
 *
 * @param type - the type code
 * @param line - the document line of the first collection (or alias) past the limit
 * @param maxDepth - the limit
 * @param viaAliases - the depth is reached only once aliases are expanded
 * @returns message and hint
 * @example
 * ```ts
 * frontmatterTooDeep('req', 4, 100, false).message;
 * // 'req frontmatter block (document line 4): YAML collections are nested more than 100 levels deep; nest them less deeply or raise the maxDepth limit'
 * ```
 */
export function frontmatterTooDeep(type: string, line: number, maxDepth: number, viaAliases: boolean): DiagnosticText {
  const hint = 'nest them less deeply or raise the maxDepth limit';
  const what = viaAliases ? 'with this alias expanded, YAML collections are nested' : 'YAML collections are nested';
  return { message: `${type} frontmatter block (document line ${line}): ${what} more than ${maxDepth} levels deep; ${hint}`, hint };
}

/**
 * `input-too-complex` for alias expansion in a frontmatter block. The hint
 * is the clause after `; `.
 *
 * @param type - the type code
 * @param line - the document line of the alias that passes the limit
 * @param maxAliasValues - the limit
 * @returns message and hint
 * @example
 * ```ts
 * frontmatterAliasesTooMany('req', 9, 10000).message;
 * // 'req frontmatter block (document line 9): YAML aliases expand to more than 10000 values; write the values out or use fewer aliases'
 * ```
 */
export function frontmatterAliasesTooMany(type: string, line: number, maxAliasValues: number): DiagnosticText {
  const hint = 'write the values out or use fewer aliases';
  return { message: `${type} frontmatter block (document line ${line}): YAML aliases expand to more than ${maxAliasValues} values; ${hint}`, hint };
}
