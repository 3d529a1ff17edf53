/**
 * Finding raw HTML, which parsed documents may not contain (formats.md §4.1,
 * operations.md §2.3 `raw-html`).
 *
 * @packageDocumentation
 */

import type { Html, Nodes, Root } from 'mdast';

/**
 * The first raw HTML of a tree, as the `raw-html` diagnostic reports it.
 *
 * @example
 * ```ts
 * const found = findRawHtml(parseBody('<div>\nx'));
 * found?.kind; // 'html_block'
 * found?.firstLine; // '<div>'
 * ```
 */
export interface RawHtml {
  /** The offending node. */
  node: Html;
  /** `html_inline` inside phrasing content, `html_block` otherwise. */
  kind: 'html_inline' | 'html_block';
  /** The first line of the node's value. */
  firstLine: string;
}

// Parents whose children are phrasing content: an `html` node in them is
// inline HTML, anywhere else it is an HTML block.
const PHRASING_PARENTS = new Set<string>([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);

/**
 * The first `html` node in document order that is not an HTML comment.
 *
 * Comments (values starting with `<!--` after leading whitespace) are
 * allowed both as blocks and inline; autolinks such as
 * `<https://example.com>` are links, not HTML, and never reported.
 *
 * @param root - a parsed body
 * @returns the node, its kind and its first line, or `undefined` when the tree has no raw HTML
 * @example
 * ```ts
 * findRawHtml(parseBody('Some <b>bold</b> text'));
 * // { node: { type: 'html', value: '<b>', ... }, kind: 'html_inline', firstLine: '<b>' }
 * findRawHtml(parseBody('<!-- note -->')); // undefined
 * ```
 */
export function findRawHtml(root: Root): RawHtml | undefined {
  const stack: Array<{ node: Nodes; parent: Nodes | undefined }> = [{ node: root, parent: undefined }];
  while (stack.length > 0) {
    const { node, parent } = stack.pop() as { node: Nodes; parent: Nodes | undefined };
    if (node.type === 'html') {
      if (!node.value.trimStart().startsWith('<!--')) {
        const kind = parent !== undefined && PHRASING_PARENTS.has(parent.type) ? 'html_inline' : 'html_block';
        return { node, kind, firstLine: node.value.split(/\r\n|\r|\n/)[0] ?? '' };
      }
    } else if ('children' in node) {
      // Pushed last to first so the first child is visited first.
      for (let i = node.children.length - 1; i >= 0; i--) {
        stack.push({ node: node.children[i] as Nodes, parent: node });
      }
    }
  }
  return undefined;
}
