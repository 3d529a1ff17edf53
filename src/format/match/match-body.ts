/**
 * Match a whole body against a document type's outline.
 *
 * @packageDocumentation
 */
import type { Root } from 'mdast';
import type { Diagnostic } from '../../diagnostics/index.js';
import { findRawHtml, parseBody } from '../markdown/index.js';
import type { LineIndex } from '../../text/index.js';
import type { SectionDef } from '../outline/types.js';
import { textBlocks } from './blocks.js';
import { MatchContext, StructureFailure, type BodyRange, type MatchOptions } from './context.js';
import { failLeftover, failMissing } from './failures.js';
import { readAnyOrder } from './match-any-order.js';
import { matchSectionAt } from './match-section.js';
import { recorded } from './recover.js';

/**
 * The outcome of matching a body.
 *
 * @example
 * ```ts
 * const match: BodyMatch = matchBody(body, outline, options);
 * if (match.value) console.log(Object.keys(match.value));
 * ```
 */
export interface BodyMatch {
  /** The body model; absent when an error was found. */
  value?: Record<string, unknown>;
  /** Value diagnostics, warnings and structure failures (one per failed section), in document order. */
  diagnostics: Diagnostic[];
  /** JSON pointer (below `/body`) → body range of every matched value. */
  ranges: Map<string, BodyRange>;
  /** The body's lines. */
  lines: LineIndex;
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}

/**
 * Parse a body and match it against an outline (formats.md §4.4): raw HTML
 * first, then the fields in order. A structure failure is reported and
 * matching recovers at the next section boundary (a title that does not
 * read still has its sections checked), so every independent section
 * reports its own problems; value diagnostics are kept. An H1
 * section marked `anyOrder` is read by heading instead (see `anyOrder`);
 * with `rawHtml: 'content'` raw HTML is content there.
 *
 * @param root - the outline's H1 section
 * @param body - the body text (bodyText)
 * @param options - mode, headings and the document line of body line 1
 * @param tree - an already parsed body, when the caller has one
 * @returns the model (when there is no error), diagnostics and source ranges
 * @example
 * ```ts
 * const match = matchBody(tsk.root, '# Title\n\n- [ ] one\n\n## Recent Updates\n\n### 2026-01-01T00:00:00.000Z - Start\n\nBegun.', options);
 * ```
 */
export function matchBody(root: SectionDef, body: string, options: MatchOptions, tree: Root = parseBody(body)): BodyMatch {
  return runMatch(body, options, (context) => {
    const blocks = textBlocks(tree.children, body);
    if (root.order === 'any' && root.rawHtml === 'content') return readAnyOrder(root, blocks, context);
    const html = findRawHtml(tree);
    if (html) {
      const offset = html.node.position?.start.offset ?? 0;
      context.fail('raw-html', { kind: html.kind, html: html.firstLine }, { field: '', offset, endOffset: html.node.position?.end.offset ?? offset });
    }
    if (root.order === 'any') return readAnyOrder(root, blocks, context);
    const scope = { blocks, from: 0, to: blocks.length, start: 0, heading: 0, end: body.length, path: root.typeName, pointer: '' };
    let matched = matchSectionAt(root, root.typeName, '', 0, scope, context);
    if (!matched) {
      recorded(context, () => failMissing(context, root, root.typeName, true, blocks, 0, blocks.length, body.length, 0));
      // A title that does not read is reported; the sections under it are still checked.
      matched = matchSectionAt(root, root.typeName, '', 0, scope, context, true);
      if (!matched) return {};
    }
    if (matched.next < blocks.length) failLeftover(context, blocks, matched.next, body.length, root.typeName);
    return matched.value as Record<string, unknown>;
  });
}

/**
 * Run a body reader in a fresh match: a structure failure it throws becomes
 * its diagnostic, diagnostics are put in document order, and the model is
 * kept only when no error was found. Shared by the outline matcher and a
 * host type's own body reader (`DocumentType.matchBody`).
 *
 * @param body - the body text
 * @param options - mode, headings and the document line of body line 1
 * @param read - reads the model, reporting into the context
 * @returns the model (when there is no error), diagnostics and source ranges
 * @example
 * ```ts
 * runMatch(body, options, (context) => readMyType(tree, context));
 * ```
 */
export function runMatch(body: string, options: MatchOptions, read: (context: MatchContext) => Record<string, unknown>): BodyMatch {
  const context = new MatchContext(body, options);
  let value: Record<string, unknown> | undefined;
  try {
    value = read(context);
  } catch (error) {
    if (!(error instanceof StructureFailure)) throw error;
    context.diagnostics.push(error.diagnostic);
  }
  const diagnostics = context.diagnostics.sort(byPosition);
  const failed = diagnostics.some((d) => d.severity === 'error');
  return { ...(failed || !value ? {} : { value }), diagnostics, ranges: context.ranges, lines: context.lines };
}
