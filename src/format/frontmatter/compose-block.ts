/**
 * Composing a frontmatter block's YAML into a document within the limits of
 * `yaml-limits.ts`.
 *
 * @packageDocumentation
 */

import { Composer, YAMLParseError } from 'yaml';
import type { Alias, Document, Node as YamlNode } from 'yaml';
import { nestingExceeded } from './nesting.js';
import { analyseDocument, type FrontmatterLimits } from './yaml-limits.js';

// Repeated keys are found by analyseDocument in linear time; the package's own check is quadratic.
const OPTIONS = { schema: 'core', uniqueKeys: false, prettyErrors: false } as const;
const DUPLICATE_KEY = 'Map keys must be unique';

/**
 * YAML 1.2 takes a lone CR for a line break (as Markdown and the split do);
 * the `yaml` package does not. Replacing it by LF keeps every offset.
 *
 * @param yaml - the block's YAML
 * @returns the same text with each CR not followed by LF replaced by LF
 * @example
 * ```ts
 * lineBreaks('id: x\rstatus: draft\r\n'); // 'id: x\nstatus: draft\r\n'
 * ```
 */
export function lineBreaks(yaml: string): string {
  return yaml.includes('\r') ? yaml.replace(/\r(?!\n)/g, '\n') : yaml;
}

/**
 * The outcome of {@link composeBlock}: the document with its alias targets,
 * or the first problem with its offset into the YAML.
 *
 * @example
 * ```ts
 * const c: Composed = { ok: false, code: 'input-too-complex', offset: 12 };
 * ```
 */
export type Composed =
  | { ok: true; doc: Document; targets: Map<Alias, YamlNode> }
  | { ok: false; code: 'yaml-syntax'; text: string; offset: number; end: number; yamlCode?: string }
  | { ok: false; code: 'nesting-too-deep'; offset: number; viaAliases: boolean }
  | { ok: false; code: 'input-too-complex'; offset: number };

// Where a key that starts at `offset` ends, for underlining it: a quoted key
// at its closing quote, a plain one before its `:`; never past its line.
function keyEnd(yaml: string, offset: number): number {
  const lineEnd = yaml.indexOf('\n', offset) === -1 ? yaml.length : yaml.indexOf('\n', offset);
  const quote = yaml[offset];
  if (quote === "'" || quote === '"') {
    const close = yaml.indexOf(quote, offset + 1);
    return close !== -1 && close < lineEnd ? close + 1 : lineEnd;
  }
  const colon = /:(?=[ \t\r\n]|$)/.exec(yaml.slice(offset, lineEnd));
  return colon === null ? Math.max(offset + 1, lineEnd) : Math.max(offset + 1, offset + colon.index);
}

/**
 * `parseDocument` (YAML 1.2 core schema) within limits: the nesting is
 * checked before the package's recursive composer runs, then the composed
 * document's repeated keys (the package's own check is quadratic, so it is
 * off), alias expansion and nesting through aliases. The first YAML error
 * or repeated key, by position, wins over an alias limit.
 *
 * @param yaml - the block's YAML (lone CRs already turned into LF)
 * @param limits - the limits
 * @returns the document, or the problem
 * @example
 * ```ts
 * composeBlock('a: [[x]]\n', { maxDepth: 2, maxAliasValues: 10 }); // { ok: false, code: 'nesting-too-deep', offset: 4, viaAliases: false }
 * ```
 */
export function composeBlock(yaml: string, limits: FrontmatterLimits): Composed {
  const nesting = nestingExceeded(yaml, limits.maxDepth);
  if (nesting.offset !== null || nesting.tokens === null) {
    return { ok: false, code: 'nesting-too-deep', offset: nesting.offset ?? 0, viaAliases: false };
  }
  const tokens = nesting.tokens;
  let doc: Document | null = null;
  for (const next of new Composer(OPTIONS).compose(tokens, true, yaml.length)) {
    if (doc === null) doc = next;
    else {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
      break;
    }
  }
  if (doc === null) return { ok: false, code: 'yaml-syntax', text: 'no YAML document', offset: 0, end: 0 };
  const analysis = analyseDocument(doc, limits);
  const errors = [
    ...doc.errors.map((error) => ({ offset: error.pos[0], end: error.pos[1], text: error.message, yamlCode: error.code as string })),
    ...analysis.duplicateKeys.map((offset) => ({ offset, end: keyEnd(yaml, offset), text: DUPLICATE_KEY, yamlCode: 'DUPLICATE_KEY' })),
  ].sort((a, b) => a.offset - b.offset);
  const [first] = errors;
  if (first !== undefined) return { ok: false, code: 'yaml-syntax', text: first.text, offset: first.offset, end: first.end, yamlCode: first.yamlCode };
  const exceeded = analysis.exceeded;
  if (exceeded?.kind === 'depth') return { ok: false, code: 'nesting-too-deep', offset: exceeded.offset, viaAliases: true };
  if (exceeded?.kind === 'aliases') return { ok: false, code: 'input-too-complex', offset: exceeded.offset };
  return { ok: true, doc, targets: analysis.resolve };
}
