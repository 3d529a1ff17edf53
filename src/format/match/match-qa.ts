/**
 * Question/answer pairs without headings (qa, formats.md §6.5).
 *
 * @packageDocumentation
 */
import type { RootContent } from 'mdast';
import { blockQuoteText } from '../markdown/index.js';
import type { QaPair } from '../outline/fields.js';
import type { QaPairsDef } from '../outline/types.js';
import { endOf, isComment, isHeading, startOf, verbatim } from './blocks.js';
import type { MatchContext } from './context.js';
import { failLazyQuote } from './failures.js';
import type { Matched, Scope } from './match-fields.js';
import { checkValue } from './values.js';

interface OpenPair {
  pair: QaPair;
  start: number;
  answer: RootContent[];
}

/**
 * Match the pairs of a Q&A category: every block up to the next heading.
 * A pair is `[comment] [block quote = question] [answer blocks]`; a comment
 * or block quote starts a new pair once the current one has a question or
 * an answer, and a second comment starts a new pair too.
 *
 * @param def - the field
 * @param path - its structure path
 * @param pointer - its JSON pointer
 * @param index - the first block
 * @param scope - the enclosing section
 * @param context - the match
 * @returns the pairs (possibly none) and the next block index
 *
 * @example
 * ```ts
 * const { value, next } = matchQaPairs(def, 'QuestionAndAnswer > Security', '/security', index, scope, context);
 * ```
 */
export function matchQaPairs(def: QaPairsDef, path: string, pointer: string, index: number, scope: Scope, context: MatchContext): Matched {
  const pairs: QaPair[] = [];
  let open: OpenPair | null = null;
  const close = (end: number): void => {
    if (!open) return;
    if (open.answer.length > 0) {
      const first = open.answer[0] as RootContent;
      const last = open.answer[open.answer.length - 1] as RootContent;
      open.pair.answer = verbatim(context.body, startOf(first), endOf(last));
    }
    context.ranges.set(`${pointer}/${pairs.length}`, { start: open.start, end });
    pairs.push(open.pair);
    open = null;
  };
  let next = index;
  for (; next < scope.to; next += 1) {
    const node = scope.blocks[next] as RootContent;
    if (isHeading(node)) break;
    const current: OpenPair | null = open;
    const answered = current !== null && (current.pair.question !== undefined || current.answer.length > 0);
    if (isComment(node)) {
      if (current && (answered || current.pair.comment !== undefined)) close(startOf(node));
      open = open ?? { pair: {}, start: startOf(node), answer: [] };
      open.pair.comment = verbatim(context.body, startOf(node), endOf(node));
    } else if (node.type === 'blockquote') {
      if (answered) close(startOf(node));
      open = open ?? { pair: {}, start: startOf(node), answer: [] };
      failLazyQuote(node, `${path} > QaPair > question`, context);
      const question = blockQuoteText(node, context.body);
      open.pair.question = question;
      if (def.question) checkValue(context, def.question, question, `${path} > QaPair > question`, startOf(node), endOf(node));
    } else {
      open = open ?? { pair: {}, start: startOf(node), answer: [] };
      open.answer.push(node);
    }
  }
  const last = scope.blocks[next - 1];
  close(last ? endOf(last) : scope.end);
  return { value: pairs, next };
}
