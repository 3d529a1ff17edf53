/**
 * The default words of the structure codes: sections named by their heading
 * as the document writes them, kinds of block in plain words.
 *
 * @packageDocumentation
 */

import { listOf, literal } from '../../text/index.js';
import type { DiagnosticText } from '../diagnostic-text.js';
import type { ExpectedPart, NestedBlockKind, StrictLegacyForm, StructureParams } from '../params.js';
import type { DiagnosticPlace, DiagnosticRenderers } from '../profile.js';

const PART_WORDS: { readonly [K in Exclude<ExpectedPart['kind'], 'section'>]: string } = {
  'task-item': 'a task item ("- [ ] <text>")',
  'list-item': 'a list item',
  'qa-pair': 'a question ("> <question>") with its answer',
  paragraph: 'a paragraph',
  comment: 'an HTML comment',
  'block-quote': 'a block quote',
  code: 'a fenced code block',
  text: 'some text',
};

/**
 * What each nested block kind is, in words (both profiles say it so).
 *
 * @example
 * ```ts
 * nestedBlockWords['indented-code']; // 'an indented code block'
 * ```
 */
export const nestedBlockWords: { readonly [K in NestedBlockKind]: string } = Object.freeze({
  list: 'a nested list',
  'indented-code': 'an indented code block',
  'fenced-code': 'a fenced code block',
  'block-quote': 'a block quote',
  html: 'an HTML block',
  'thematic-break': 'a thematic break',
  heading: 'a heading',
});

// The first line of an excerpt, as the text quotes it.
function firstLine(excerpt: string): string {
  return excerpt.split('\n', 1)[0] ?? '';
}

function partWords(part: ExpectedPart): string {
  if (part.kind !== 'section') return PART_WORDS[part.kind];
  return part.heading.startsWith('# ') ? `the title heading ${literal(part.heading)}` : `a ${literal(part.heading)} section`;
}

// A message ends with its fix: `problem + ' ' + hint`.
function withHint(problem: string, hint: string): DiagnosticText {
  return { message: `${problem} ${hint}`, hint };
}

function legacy(problem: string, form: StrictLegacyForm): DiagnosticText {
  return withHint(
    `${problem} This is the older ${form.form} form; the current form is ${literal(form.currentForm)}.`,
    form.rewritten === undefined
      ? "Write it in the current form, or parse with mode: 'lenient' to accept it."
      : `Write ${literal(form.rewritten)}, or parse with mode: 'lenient' to accept it.`,
  );
}

function lazyUnderline(container: 'list item' | 'block quote'): DiagnosticText {
  const marker = container === 'list item' ? 'its indentation' : 'its ">" marker';
  const fix = container === 'list item' ? 'indent it' : 'start it with "> "';
  return withHint(
    `A line of "=" signs continues this ${container} without ${marker}; inside the ${container} it would turn the text above into a heading.`,
    `Join it onto the line above, or ${fix} and escape it as "\\===".`,
  );
}

function documentLine(bodyLine: number, at: DiagnosticPlace): number {
  return bodyLine + at.documentLine - at.line;
}

/**
 * Renderers of the structure codes (default).
 *
 * @example
 * ```ts
 * structureMessages['heading-mismatch'](
 *   { expected: 'Recent Updates', expectedHeading: '## Recent Updates', template: false, heading: 'Recent Update', foundHeading: '## Recent Update' },
 *   at,
 * ).hint; // 'Rename the heading to "## Recent Updates".'
 * ```
 */
export const structureMessages: Pick<DiagnosticRenderers, keyof StructureParams> = {
  'body-no-match': (params) => {
    if (params.reason === 'lazy-underline') return lazyUnderline('block quote');
    const what = partWords(params.expected);
    const section = params.section === undefined ? undefined : literal(params.section);
    const where = section === undefined ? ' here' : ` under ${section}`;
    if (params.found === undefined) {
      const problem = `Expected ${what}${where}, but ${section === undefined ? 'the body' : 'the section'} ends.`;
      return withHint(problem, `Add ${what} at the end of ${section ?? 'the body'}.`);
    }
    const problem = `Expected ${what}${where}, found ${literal(firstLine(params.found.excerpt))}.`;
    if (params.legacyForm) return legacy(problem, params.legacyForm);
    return withHint(problem, `Add ${what} before this text.`);
  },
  'body-leftover': (params) => {
    const text = literal(firstLine(params.excerpt));
    const problem =
      params.section === undefined
        ? `The body ends with text the document type has no place for: ${text}.`
        : `The ${literal(params.section)} section ends with text it has no place for: ${text}.`;
    if (params.legacyForm) return legacy(problem, params.legacyForm);
    if (params.listMarker) {
      const marker = params.excerpt.trimStart().charAt(0);
      return withHint(
        `${problem} A line starting with ${literal(marker)} begins a new list.`,
        `If the line continues the paragraph above, remove the ${literal(marker)} or indent the line.`,
      );
    }
    return withHint(problem, 'Remove the text, or move it into a section that holds it.');
  },
  'heading-mismatch': (params) => {
    const problem = `Expected the heading ${literal(params.expectedHeading)} here, found ${literal(params.foundHeading)}.`;
    if (params.legacyForm) return legacy(problem, params.legacyForm);
    return withHint(
      problem,
      params.template ? `Write the heading in the form ${literal(params.expectedHeading)}.` : `Rename the heading to ${literal(params.expectedHeading)}.`,
    );
  },
  'foreign-heading': (params) =>
    withHint(
      `The heading is in English (${literal(params.foundHeading)}); this document is in ${languageName(params.language)}, where it is ${literal(params.expectedHeading)}.`,
      `Rename the heading to ${literal(params.expectedHeading)}.`,
    ),
  'raw-html': (params) =>
    withHint(
      `Raw HTML is not allowed in a document: ${literal(params.html)}.`,
      `Wrap it in a code span (\`${params.html}\`) or write it as an HTML comment (\`<!-- ${params.html} -->\`).`,
    ),
  'soft-wrapped-list-item': (params) => {
    if (params.reason === 'lazy-underline') return lazyUnderline('list item');
    const item = params.item === 'task' ? 'task item' : 'list item';
    return withHint(`This ${item} continues on the next line without indentation; a ${item} must be one line.`, 'Join the item onto one line.');
  },
  'nested-list': (params) => {
    const found = nestedBlockWords[params.kind];
    if (params.notes) {
      return withHint(`The notes below a list item may hold only paragraphs; this is ${found}.`, 'Write it as a plain paragraph, or remove it.');
    }
    return withHint(
      `A task item may hold only paragraphs, fenced code blocks and block quotes; this is ${found}.`,
      'Make the nested items separate tasks, or write them as text.',
    );
  },
  'adr-unknown-heading': (params) => {
    const found = `${'#'.repeat(params.level)} ${params.heading}`;
    const allowed = listOf(params.allowedHeadings.map((heading) => literal(heading)));
    return withHint(
      `The heading ${literal(found)} is not allowed here; expected ${allowed}.`,
      params.allowedHeadings.length === 1 ? `Rename it to ${allowed}, or remove it.` : 'Rename it to one of these, or remove it.',
    );
  },
  'adr-duplicate-heading': (params, at) => {
    const first = documentLine(params.firstLine, at);
    if (params.duplicateOf === 'title') {
      return withHint(
        `The heading ${literal(params.foundHeading)} is a second title; a document has one, at line ${first}.`,
        'Make it a section heading ("## …"), or remove it.',
      );
    }
    return withHint(
      `The heading ${literal(params.foundHeading)} appears a second time; the first is at line ${first}.`,
      'Merge the two sections into one, or remove this one.',
    );
  },
};

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { de: 'German', en: 'English', es: 'Spanish', fr: 'French' };

// The packaged languages by name; any other code as written (a host's table may use any code).
function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? literal(code);
}
