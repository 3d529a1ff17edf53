/**
 * The default words of the limit codes.
 *
 * @packageDocumentation
 */

import type { DiagnosticText } from '../diagnostic-text.js';
import type { BodyConstruct, LimitParams } from '../params.js';
import type { DiagnosticRenderers } from '../profile.js';

function say(problem: string, hint: string): DiagnosticText {
  return { message: `${problem} ${hint}`, hint };
}

const CONSTRUCTS: Record<BodyConstruct, { name: string; unit: string; fix: string }> = {
  brackets: { name: '"[" brackets', unit: 'This paragraph', fix: 'Split the paragraph with blank lines, or put the text in a code block.' },
  delimiterRuns: { name: 'runs of "*" or "_"', unit: 'This paragraph', fix: 'Split the paragraph with blank lines, or put the text in a code block.' },
  openComments: { name: 'unclosed "<!--" comments', unit: 'This paragraph', fix: 'Close each comment with "-->", or split the paragraph with blank lines.' },
  setextUnderlines: {
    name: 'setext heading underlines ("===" or "---" lines under text)',
    unit: 'This section',
    fix: 'Write the headings as "## Title" headings, or put a blank line between the text and the "===" or "---" line.',
  },
};

/**
 * Renderers of the limit codes (default).
 *
 * @example
 * ```ts
 * limitMessages['document-too-large']({ limit: 10, actual: 12 }, at).hint;
 * // 'Split it into smaller documents, or raise the limit with the limits: { maxBytes } option.'
 * ```
 */
export const limitMessages: Pick<DiagnosticRenderers, keyof LimitParams> = {
  'document-too-large': (p) =>
    say(
      `The document is ${p.actual} bytes (UTF-8), more than the limit of ${p.limit} bytes, and is not read.`,
      'Split it into smaller documents, or raise the limit with the limits: { maxBytes } option.',
    ),
  'nesting-too-deep': (p) => {
    if (p.where === 'body') {
      return say(`This line is nested in more than ${p.limit} block quotes and list items.`, 'Nest it less deeply, or raise the limit with the limits: { maxDepth } option.');
    }
    const what = p.viaAliases ? 'With this alias expanded, the frontmatter nests' : 'The frontmatter nests';
    return say(`${what} YAML lists and mappings more than ${p.limit} levels deep.`, 'Nest them less deeply, or raise the limit with the limits: { maxDepth } option.');
  },
  'input-too-complex': (p) => {
    if (p.where === 'body') {
      const c = CONSTRUCTS[p.construct];
      return say(`${c.unit} has ${p.count} ${c.name}, more than the limit of ${p.limit}: reading them would take too long.`, c.fix);
    }
    return say(`The frontmatter's YAML aliases expand to more than ${p.limit} values.`, 'Write the values out, or use fewer aliases.');
  },
  // A note, not a problem of the file: there is no fix to say, so no hint.
  'too-many-problems': ({ more }) => ({ message: `… and ${more} more ${more === 1 ? 'problem' : 'problems'}.` }),
};
