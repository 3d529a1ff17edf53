/**
 * The default words of the split, YAML and frontmatter codes: what was
 * found, what is expected and, where it can be said, the fix (the hint,
 * which the message ends with).
 *
 * @packageDocumentation
 */

import { listOf, literal } from '../../text/index.js';
import type { DiagnosticText } from '../diagnostic-text.js';
import type { FrontmatterFieldProblem, FrontmatterParams } from '../params.js';
import type { DiagnosticRenderers } from '../profile.js';

function say(problem: string, hint?: string): DiagnosticText {
  return hint === undefined ? { message: problem } : { message: `${problem} ${hint}`, hint };
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return 'a string';
}

// By sound: "an ADR", "an SOP", "a use case", "an array".
function article(word: string): string {
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^(?:[aeio]|u(?!s|n))/i.test(word) ? 'an' : 'a';
}

function subjectOf(key: string, path: readonly (string | number)[] = []): string {
  let subject = key;
  for (const step of path) subject += typeof step === 'number' ? `[${step}]` : `.${step}`;
  return literal(subject);
}

// `1`, `true`: a scalar as written, to be quoted in a fix.
function writtenScalar(p: { received: unknown; receivedText?: string }): string | undefined {
  if (typeof p.received !== 'number' && typeof p.received !== 'boolean') return undefined;
  const text = p.receivedText?.trim();
  return text !== undefined && text !== '' && !text.includes('\n') ? text : String(p.received);
}

// "is 1, a number" / "is null"
function isWhat(received: unknown): string {
  return received === null ? 'is null' : `is ${literal(received)}, ${kindOf(received)}`;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.:;]+$/, '');
  return trimmed.length === 0 ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

function notAString(key: string, p: Extract<FrontmatterFieldProblem, { kind: 'not-a-string' }>): DiagnosticText {
  const expected = p.nullable ? 'a string or null' : 'a string';
  const such = p.example === undefined ? '' : ` such as ${literal(p.example)}`;
  const problem = `The ${literal(key)} value ${isWhat(p.received)}; it must be ${expected}${such}.`;
  if (p.received === null) return say(problem, `Write a value after "${key}:", or remove the line.`);
  const scalar = writtenScalar(p);
  if (scalar !== undefined) return say(problem, `Quote it: ${key}: ${literal(p.example ?? scalar)}.`);
  return say(problem, `Write a single text value after "${key}:".`);
}

const TYPE_FIXES: Readonly<Record<string, string>> = {
  number: 'Write a number without quotes.',
  int: 'Write a whole number without quotes.',
  boolean: 'Write true or false without quotes.',
  array: 'Write a list, such as [a, b].',
  object: 'Write a mapping: its keys on the lines below, indented.',
};

function wrongType(key: string, p: Extract<FrontmatterFieldProblem, { kind: 'wrong-type' }>): DiagnosticText {
  const problem = `The ${subjectOf(key, p.path)} value ${isWhat(p.received)}; it must be ${article(p.expected)} ${p.expected}.`;
  if (p.expected === 'string') {
    const scalar = writtenScalar(p);
    if (scalar !== undefined) return say(problem, (p.path?.length ?? 0) === 0 ? `Quote it: ${key}: ${literal(scalar)}.` : `Quote it: ${literal(scalar)}.`);
    return say(problem);
  }
  return say(problem, TYPE_FIXES[p.expected]);
}

function notOneOf(key: string, noun: string | undefined, p: Extract<FrontmatterFieldProblem, { kind: 'not-one-of' }>): DiagnosticText {
  const hint = `Use ${listOf(p.expected.map(literal))}.`;
  if (key === 'status' && (p.path?.length ?? 0) === 0) {
    const what = noun === undefined ? 'is not an allowed status' : `is not ${article(noun)} ${noun} status`;
    return say(`The status ${literal(p.received)} ${what}.`, hint);
  }
  return say(`The ${subjectOf(key, p.path)} value ${literal(p.received)} is not allowed.`, hint);
}

function field(p: FrontmatterParams['frontmatter-field']): DiagnosticText {
  const problem = p.problem;
  switch (problem.kind) {
    case 'required':
      return say(`The frontmatter has no ${literal(p.key)} key.`, `Add a line "${p.key}: ${p.key === 'id' ? '<uuid>' : '<value>'}" to the frontmatter.`);
    case 'not-a-string':
      return notAString(p.key, problem);
    case 'wrong-type':
      return wrongType(p.key, problem);
    case 'not-one-of':
      return notOneOf(p.key, p.noun, problem);
    case 'other':
      return say(`The ${subjectOf(p.key, problem.path)} value ${literal(problem.received)} is not valid: ${sentence(problem.detail)}.`);
    case 'not-a-mapping': {
      const what = problem.received === 'sequence' ? 'a YAML list' : 'a single YAML value';
      return say(`The frontmatter is ${what}, not a set of "key: value" lines.`, 'Write one "key: value" line per key.');
    }
  }
}

const EXAMPLE_TIMESTAMP = '2026-01-05T10:00:00.000Z';
const CURRENT_FORM = 'yyyy-MM-ddTHH:mm:ss.fff followed by Z or an offset such as +02:00';
const REAL_DATE = 'Write a date and time that exist: months 01 to 12, days within the month, hours 00 to 23, minutes and seconds 00 to 59.';

function timestamp(p: FrontmatterParams['invalid-timestamp']): DiagnosticText {
  if (p.channel === 'body') return say(`The timestamp ${literal(p.received)} names a date or time that does not exist.`, REAL_DATE);
  const value = `The ${literal(p.key)} value ${literal(p.received)}`;
  if (p.problem === 'impossible') return say(`${value} names a date or time that does not exist.`, REAL_DATE);
  if (p.legacyForm !== undefined) {
    const example = p.suggestion === undefined ? '' : `, e.g. ${literal(p.suggestion)}`;
    const rewrite = p.suggestion === undefined ? 'Write it in the current form' : `Write it as ${literal(p.suggestion)}`;
    return say(
      `${value} has an older form (${p.legacyForm.form}); the current form is ${p.legacyForm.currentForm}${example}.`,
      `${rewrite}, or parse with mode: 'lenient' to accept it.`,
    );
  }
  const hint = p.suggestion === undefined ? `Write a timestamp such as ${literal(EXAMPLE_TIMESTAMP)}.` : `Write it as ${literal(p.suggestion)}.`;
  return say(`${value} is not a timestamp of the form ${CURRENT_FORM}.`, hint);
}

// The fixes of the YAML parser's error kinds that have one.
function yamlHint(code: string | undefined, problem: string): string | undefined {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'Keep one line per key: remove or rename the repeated one.';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, not tabs.';
    case 'BAD_INDENT':
      return /flow/i.test(problem) ? 'Close the bracket that was opened, or put the whole value on one line.' : 'Start the keys of one level at the same column, indented with spaces.';
    case 'MISSING_CHAR':
      return /quote/i.test(problem) ? 'Close the quote that was opened.' : 'Write each line as "key: value".';
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'Quote a value that contains ": ", e.g. title: "a: b".';
    case 'MULTILINE_IMPLICIT_KEY':
      return 'Write each line as "key: value", and indent the continuation lines of a value.';
    case 'BAD_DQ_ESCAPE':
      return 'Put the value in single quotes, or write a backslash as "\\\\".';
    case 'BAD_SCALAR_START':
      return 'Quote the value.';
    case 'MULTIPLE_DOCS':
      return 'Remove the "..." or "---" line inside the frontmatter.';
    default:
      return undefined;
  }
}

/**
 * Renderers of the split, YAML and frontmatter codes (default).
 *
 * @example
 * ```ts
 * frontmatterMessages['version-unsupported']({ type: 'req', received: '2.0.0' }, at).hint;
 * // 'Write "version: 1.0.0".'
 * ```
 */
export const frontmatterMessages: Pick<DiagnosticRenderers, keyof FrontmatterParams> = {
  'missing-frontmatter': () =>
    say('The document has no frontmatter block: its first non-blank line must be "---".', 'Start the file with a "---" line, the frontmatter keys and a closing "---" line.'),
  'frontmatter-unclosed': () => say('The frontmatter block is not closed: no "---" line follows this one.', 'Add a "---" line after the last frontmatter key.'),
  'frontmatter-offset': (p) =>
    say(
      `The frontmatter block starts after ${p.openingLine === 2 ? '1 blank line' : `${p.openingLine - 1} blank lines`}; its "---" must be the first line.`,
      'Remove the blank lines above it.',
    ),
  'yaml-syntax': (p) => say(`The frontmatter is not valid YAML: ${sentence(p.problem.split('\n')[0] ?? '')}.`, yamlHint(p.yamlCode, p.problem)),
  'frontmatter-field': field,
  'frontmatter-type-mismatch': (p) =>
    say(`The "type" value ${literal(p.received)} does not match the document type ${literal(p.expected)}.`, `Write "type: ${p.expected}", or remove the line.`),
  'version-unsupported': (p) =>
    say(`The version ${literal(p.received)} is not one this library reads: it must be 1.<minor>.<patch>, such as "1.0.0".`, 'Write "version: 1.0.0".'),
  'invalid-timestamp': timestamp,
};
