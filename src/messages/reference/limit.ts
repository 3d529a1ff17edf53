/**
 * The reference words of the limit codes, byte for byte, built from the params.
 *
 * @packageDocumentation
 */

import type { BodyConstruct, DiagnosticRenderers, DiagnosticText, LimitParams } from '../../diagnostics/index.js';

const CONSTRUCT_NAMES: Record<BodyConstruct, string> = {
  brackets: '`[` brackets',
  delimiterRuns: 'runs of `*` or `_`',
  openComments: 'unclosed `<!--` comments',
  setextUnderlines: 'setext heading underlines',
};

const CONSTRUCT_UNITS: Record<BodyConstruct, string> = {
  brackets: 'one paragraph',
  delimiterRuns: 'one paragraph',
  openComments: 'one paragraph',
  setextUnderlines: 'one section',
};

const CONSTRUCT_FIXES: Record<BodyConstruct, string> = {
  brackets: 'split the paragraph with blank lines or put the text in a code block',
  delimiterRuns: 'split the paragraph with blank lines or put the text in a code block',
  openComments: 'close each comment with `-->` or split the paragraph with blank lines',
  setextUnderlines: 'write the headings as ATX headings (`## Title`) or put a blank line between text and `===`/`---` lines',
};

// The body limits end their message with `; fix: <hint>`.
function withFix(problem: string, hint: string): DiagnosticText {
  return { message: `${problem}; fix: ${hint}`, hint };
}

/**
 * Renderers of the limit codes (reference).
 *
 * @example
 * ```ts
 * limitReference['document-too-large']({ limit: 10, actual: 12 }, at).message;
 * // 'document is 12 bytes (UTF-8), over the limit of 10 bytes; fix: split it into smaller documents, or raise the limit with the limits.maxBytes option'
 * ```
 */
export const limitReference: Pick<DiagnosticRenderers, keyof LimitParams> = {
  'document-too-large': (p) =>
    withFix(`document is ${p.actual} bytes (UTF-8), over the limit of ${p.limit} bytes`, 'split it into smaller documents, or raise the limit with the limits.maxBytes option'),
  'nesting-too-deep': (p, at) => {
    if (p.where === 'body') {
      return withFix(`body line ${at.line} is nested in more than ${p.limit} block quotes and list items`, 'nest less deeply, or raise the limit with the limits.maxDepth option');
    }
    const hint = 'nest them less deeply or raise the maxDepth limit';
    const what = p.viaAliases ? 'with this alias expanded, YAML collections are nested' : 'YAML collections are nested';
    return { message: `${p.type} frontmatter block (document line ${at.line}): ${what} more than ${p.limit} levels deep; ${hint}`, hint };
  },
  'input-too-complex': (p, at) => {
    if (p.where === 'body') {
      return withFix(
        `body line ${at.line}: ${p.count} ${CONSTRUCT_NAMES[p.construct]} in ${CONSTRUCT_UNITS[p.construct]}, over the limit of ${p.limit} (reading them takes time that grows with the square of their number)`,
        CONSTRUCT_FIXES[p.construct],
      );
    }
    const hint = 'write the values out or use fewer aliases';
    return { message: `${p.type} frontmatter block (document line ${at.line}): YAML aliases expand to more than ${p.limit} values; ${hint}`, hint };
  },
  // The reference stops at the first failure and has no such note; its words are the default's.
  'too-many-problems': ({ more }) => ({ message: `… and ${more} more ${more === 1 ? 'problem' : 'problems'}.` }),
};
