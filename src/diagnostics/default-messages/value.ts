/**
 * The default words of the value codes and of `legacy-form`: what was
 * found, what is expected, and (the hint) what to write.
 *
 * Other lines named in a text are document lines: the params carry body
 * lines, shifted here by the place's own `documentLine - line`.
 *
 * @packageDocumentation
 */

import { listOf, literal } from '../../text/index.js';
import { excerpt } from '../excerpt.js';
import type { DiagnosticText } from '../diagnostic-text.js';
import type { StrictLegacyForm, ValueParams } from '../params.js';
import type { DiagnosticPlace, DiagnosticRenderers } from '../profile.js';

// The hint is the fix sentence alone, and the message ends with it.
function withHint(problem: string, hint: string): DiagnosticText {
  return { message: `${problem} ${hint}`, hint };
}

function documentLine(bodyLine: number, at: DiagnosticPlace): number {
  return bodyLine + at.documentLine - at.line;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function shown(value: string): string {
  return literal(excerpt(value));
}

/**
 * The sentence that names an older form met in strict mode.
 *
 * @param legacy - the older and the current form
 * @returns the sentence
 * @example
 * ```ts
 * strictLegacySentence({ form: 'unpadded task number', currentForm: 'Task <NNN>.<MMM>: <text>' });
 * // `It is an older form (unpadded task number), which only mode: 'lenient' accepts; the current form is "Task <NNN>.<MMM>: <text>".`
 * ```
 */
function strictLegacySentence(legacy: StrictLegacyForm): string {
  return `It is an older form (${legacy.form}), which only mode: 'lenient' accepts; the current form is ${literal(legacy.currentForm)}.`;
}

function patternProblem(p: ValueParams['value-pattern']): string {
  const mistake = p.mistake;
  switch (mistake?.kind) {
    case 'wrong-checkbox':
      return `${literal(mistake.box)} is not a checkbox a task can have: "[ ]" is an open task, "[x]" a done one.`;
    case 'missing-checkbox':
      return 'This task has no checkbox: a task starts with "[ ]" (open) or "[x]" (done).';
    case 'missing-task-number':
      return `This task has no number: expected ${p.expectedForm}.`;
    case 'unpadded-number':
      return `The number ${literal(mistake.number)} is written with too few digits: expected ${p.expectedForm}.`;
    default:
      return `Expected ${p.expectedForm}, found ${shown(p.value)}.`;
  }
}

function patternText(p: ValueParams['value-pattern']): DiagnosticText {
  const problem = p.legacyForm === undefined ? patternProblem(p) : `${patternProblem(p)} ${strictLegacySentence(p.legacyForm)}`;
  const fix = p.suggestion !== undefined ? `Write ${literal(p.suggestion)}` : `Rewrite it as ${p.expectedForm}`;
  return withHint(problem, p.legacyForm === undefined ? `${fix}.` : `${fix}, or parse with mode: 'lenient' to accept it.`);
}

function count(n: number, unit: 'items' | 'section'): string {
  const noun = unit === 'items' ? 'item' : 'sub-section';
  if (n === 0) return `no ${noun}s`;
  return n === 1 ? `1 ${noun}` : `${n} ${noun}s`;
}

function cardinalityText(p: ValueParams['value-cardinality']): DiagnosticText {
  const where = `The ${literal(p.heading)} section has ${count(p.found, p.unit)}`;
  if (p.max !== undefined && p.found > p.max) {
    return withHint(`${where}; at most ${p.max} ${p.max === 1 ? 'is' : 'are'} allowed.`, `Keep at most ${count(p.max, p.unit)}.`);
  }
  const missing = p.min - p.found;
  return withHint(`${where}; at least ${p.min} ${p.min === 1 ? 'is' : 'are'} required.`, `Add ${missing === 1 ? 'one more' : `${missing} more`}.`);
}

function duplicateText(p: ValueParams['value-duplicate'], at: DiagnosticPlace): DiagnosticText {
  const first = documentLine(p.firstLine, at);
  if (typeof p.value === 'number') {
    return withHint(
      `${capitalized(p.element)} number ${p.value} is used twice; the first is at line ${first}.`,
      `Give each ${p.element} its own number.`,
    );
  }
  return withHint(`${capitalized(p.element)} ${literal(p.value)} is used twice; the first is at line ${first}.`, `Give each ${p.element} its own label.`);
}

function crossCheckText(p: ValueParams['value-cross-check']): DiagnosticText {
  const has = p.steps === 0 ? 'has no steps' : p.steps === 1 ? 'has only 1 step' : `has only ${p.steps} steps`;
  const problem = `${literal(p.value)} refers to step ${p.step}, but the main success scenario ${has}.`;
  if (p.steps === 0) return withHint(problem, 'Add the steps to the main success scenario.');
  return withHint(problem, `Refer to a step from 1 to ${p.steps}, or add step ${p.step} to the main success scenario.`);
}

function marked(heading: string, level: number): string {
  return `${'#'.repeat(level)} ${heading}`;
}

function legacyText(p: ValueParams['legacy-form']): DiagnosticText {
  const what = p.written === undefined ? 'This is an older form' : `${literal(p.written)} is an older form`;
  return withHint(
    `${what} (${p.form}), accepted because of mode: 'lenient'; the current form is ${literal(p.currentForm)}.`,
    'Rewrite it in the current form.',
  );
}

/**
 * Renderers of the value codes and of `legacy-form` (default).
 *
 * @example
 * ```ts
 * valueMessages['value-vocabulary']({ value: 'maybe', expected: ['yes', 'no'] }, at).message;
 * // '"maybe" is not an allowed value. Use "yes" or "no".'
 * ```
 */
export const valueMessages: Pick<DiagnosticRenderers, keyof ValueParams> = {
  'value-pattern': (p) => patternText(p),
  'value-vocabulary': (p) =>
    withHint(`${shown(p.value)} is not an allowed value.`, `Use ${listOf(p.expected.map((word) => literal(word)))}.`),
  'value-order': (p, at) =>
    withHint(
      `This entry (${p.value}) is newer than the one above it (line ${documentLine(p.previousLine, at)}).`,
      'Put the newest entry first.',
    ),
  'value-duplicate': duplicateText,
  'value-cardinality': (p) => cardinalityText(p),
  'value-cross-check': (p) => crossCheckText(p),
  'empty-content': (p) => withHint(`The ${literal(p.heading)} section is empty.`, 'Write at least one line below the heading.'),
  'adr-duplicate-option': (p, at) =>
    withHint(
      `Option number ${p.number} is used twice; the first is at line ${documentLine(p.firstLine, at)}.`,
      'Give each option its own number.',
    ),
  'adr-blank-section': (p) =>
    p.missing
      ? withHint(
          `The mandatory ${literal(marked(p.heading, p.level))} section is missing.`,
          `Add a ${literal(marked(p.heading, p.level))} section with at least one line of text.`,
        )
      : withHint(`The mandatory ${literal(marked(p.heading, p.level))} section is empty.`, 'Write at least one line below the heading.'),
  'legacy-form': (p) => legacyText(p),
};
