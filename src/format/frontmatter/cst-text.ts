/**
 * Source ranges of YAML CST tokens, computed without recursion (the `yaml`
 * package's `CST.stringify` recurses once per nesting level).
 *
 * @packageDocumentation
 */

import type { CST } from 'yaml';

type Piece = CST.Token | CST.CollectionItem;
type Leaf = CST.SourceToken | CST.FlowScalar | CST.BlockScalar | CST.ErrorToken | CST.Directive | CST.DocumentEnd;

/**
 * The source tokens of a CST token or collection item, in source order
 * (a block scalar yields its header props and then itself).
 *
 * @param root - a token or a collection item
 * @returns the leaves, whose sources concatenate to the root's source
 * @example
 * ```ts
 * const [doc] = new Parser().parse('a: [b]\n');
 * cstLeaves(doc).map((t) => t.type); // ['scalar', 'map-value-ind', 'space', 'flow-seq-start', 'scalar', 'flow-seq-end', 'newline']
 * ```
 */
export function cstLeaves(root: Piece): Leaf[] {
  const out: Leaf[] = [];
  const stack: Piece[] = [root];
  const pushAll = (parts: readonly (Piece | null | undefined)[]): void => {
    for (let i = parts.length - 1; i >= 0; i--) {
      const part = parts[i];
      if (part !== undefined && part !== null) stack.push(part);
    }
  };
  while (stack.length > 0) {
    const piece = stack.pop() as Piece;
    if (!('type' in piece)) {
      pushAll([...piece.start, piece.key, ...(piece.sep ?? []), piece.value]);
      continue;
    }
    switch (piece.type) {
      case 'block-scalar':
        for (const prop of piece.props) out.push(prop as Leaf);
        out.push(piece);
        break;
      case 'block-map':
      case 'block-seq':
        pushAll(piece.items as CST.CollectionItem[]);
        break;
      case 'flow-collection':
        pushAll([piece.start, ...piece.items, ...piece.end]);
        break;
      case 'document':
        pushAll([...piece.start, piece.value, ...(piece.end ?? [])]);
        break;
      default:
        out.push(piece as Leaf);
        if ('end' in piece && Array.isArray(piece.end)) for (const token of piece.end as CST.SourceToken[]) out.push(token);
    }
  }
  return out;
}

/**
 * The end offset of a token's source (what `CST.stringify` would give,
 * trailing comments and line breaks included).
 *
 * @param token - a CST token
 * @returns its offset plus the length of its source
 * @example
 * ```ts
 * cstEnd(flowSeqToken); // just after its ']' and whatever the token carries after it
 * ```
 */
export function cstEnd(token: CST.Token): number {
  let length = 0;
  for (const leaf of cstLeaves(token)) length += leaf.source.length;
  return token.offset + length;
}

/**
 * Where a value token's content ends: a flow collection at its closing
 * bracket, anything else before the spaces and line breaks that end its
 * source.
 *
 * @param token - a value token
 * @param text - the YAML the token was parsed from
 * @returns the end offset of the content
 * @example
 * ```ts
 * contentEnd(blockMapToken, yaml); // end of its last value, comments included
 * ```
 */
export function contentEnd(token: CST.Token, text: string): number {
  if (token.type === 'flow-collection') {
    const close = token.end.find((t) => t.type === 'flow-map-end' || t.type === 'flow-seq-end');
    if (close !== undefined) return close.offset + close.source.length;
  }
  let end = cstEnd(token);
  while (end > token.offset && /[ \t\r\n]/.test(text[end - 1] ?? '')) end--;
  return end;
}
