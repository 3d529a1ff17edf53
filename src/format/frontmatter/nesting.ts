/**
 * The nesting depth of a frontmatter block's YAML, measured without
 * recursion before the `yaml` package's recursive composer sees the block.
 *
 * @packageDocumentation
 */

import { Lexer, Parser } from 'yaml';
import type { CST } from 'yaml';

// The lexer's zero-width markers: document mode, flow error end, scalar follows.
const MARKERS = new Set(['\u0002', '\u0018', '\u001f']);

/**
 * A quick, early-exit check on the lexer's tokens, so that a block nested
 * far too deeply is refused without building its whole CST: it counts open
 * flow collections (`[`, `{`) plus the block sequence and explicit key
 * indicators (`-`, `?`) that open nested collections on one line. That is
 * never more than the real depth, so a hit is certain; everything else is
 * left to {@link cstDepthExceeded}, which is exact.
 *
 * @param yaml - the block's YAML
 * @param maxDepth - the deepest level allowed
 * @returns the offset of the token where the depth is certainly over the limit, or null
 * @example
 * ```ts
 * lexDepthExceeded('a: [[[x]]]\n', 2); // 5 (the third '[': the top-level mapping is not counted)
 * lexDepthExceeded("a: '[[[x'\n", 2);  // null (inside a quoted scalar)
 * ```
 */
export function lexDepthExceeded(yaml: string, maxDepth: number): number | null {
  let offset = 0;
  let flow = 0;
  let line = 0;
  let scalarNext = false;
  for (const token of new Lexer().lex(yaml)) {
    if (MARKERS.has(token)) {
      scalarNext = token === '\u001f';
      continue;
    }
    const at = offset;
    offset += token.length;
    if (scalarNext) {
      scalarNext = false;
      continue;
    }
    if (token === '[' || token === '{') flow++;
    else if (token === ']' || token === '}') flow = Math.max(0, flow - 1);
    else if (token === '\n' || token === '\r\n') line = 0;
    else if (flow === 0 && (token === '-' || token === '?')) line++;
    else continue;
    if (flow + line > maxDepth) return at;
  }
  return null;
}

type CstToken = CST.Token;

function collectionChildren(token: CstToken): (CstToken | null | undefined)[] {
  switch (token.type) {
    case 'document':
      return [token.value];
    case 'block-map':
    case 'flow-collection':
      return token.items.flatMap((item) => ['key' in item ? item.key : undefined, item.value]);
    case 'block-seq':
      return token.items.map((item) => item.value);
    default:
      return [];
  }
}

/**
 * The first CST collection nested deeper than `maxDepth` levels (a
 * document's top-level collection is level 1), found without recursion.
 *
 * @param tokens - the tokens of `new Parser().parse(yaml)`
 * @param maxDepth - the deepest level allowed
 * @returns the offset of the first (in document order) collection over the limit, or null
 * @example
 * ```ts
 * cstDepthExceeded([...new Parser().parse('a: [[[x]]]\n')], 3); // 5 (the innermost '[', level 4)
 * ```
 */
export function cstDepthExceeded(tokens: readonly CstToken[], maxDepth: number): number | null {
  let first: number | null = null;
  const stack: { token: CstToken; depth: number }[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (token !== undefined) stack.push({ token, depth: 0 });
  }
  while (stack.length > 0) {
    const { token, depth } = stack.pop() as { token: CstToken; depth: number };
    const collection = token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection';
    const level = collection ? depth + 1 : depth;
    if (collection && level > maxDepth) {
      if (first === null || token.offset < first) first = token.offset;
      continue;
    }
    const children = collectionChildren(token);
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child !== undefined && child !== null) stack.push({ token: child, depth: level });
    }
  }
  return first;
}

// How many characters could open a level the lexer check counts: when they
// are too few to pass the limit, the second lexing pass is skipped.
function openers(yaml: string): number {
  let count = 0;
  for (let i = 0; i < yaml.length; i++) {
    const c = yaml.charCodeAt(i);
    if (c === 0x5b || c === 0x7b || c === 0x2d || c === 0x3f) count++; // [ { - ?
  }
  return count;
}

/**
 * The nesting check of one block: {@link lexDepthExceeded} as a quick
 * gate (then only the text up to its hit is parsed to find the exact place,
 * so a refused block costs time in proportion to that place, not to the
 * block), else {@link cstDepthExceeded} on the whole CST, which the caller
 * then composes.
 *
 * @param yaml - the block's YAML
 * @param maxDepth - the deepest level allowed
 * @returns the offset of the first collection past the limit (or null) and, when computed, the CST
 * @example
 * ```ts
 * nestingExceeded('a: [[x]]\n', 2).offset; // 4
 * ```
 */
export function nestingExceeded(yaml: string, maxDepth: number): { offset: number | null; tokens: CstToken[] | null } {
  const hint = openers(yaml) > maxDepth ? lexDepthExceeded(yaml, maxDepth) : null;
  if (hint !== null) {
    // The prefix runs to the end of the hit's line: a `:` later on that line can make
    // everything before it an implicit key, nesting it one level deeper.
    const lineEnd = yaml.indexOf('\n', hint);
    const offset = cstDepthExceeded([...new Parser().parse(lineEnd === -1 ? yaml : yaml.slice(0, lineEnd + 1))], maxDepth);
    if (offset !== null) return { offset, tokens: null };
  }
  const tokens = [...new Parser().parse(yaml)];
  return { offset: cstDepthExceeded(tokens, maxDepth), tokens };
}
