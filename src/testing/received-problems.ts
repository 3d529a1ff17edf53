/**
 * What `toHaveDiagnostic` accepts as the received value, reduced to a
 * list of problems.
 *
 * @packageDocumentation
 */

import { parse, type TypeArgument } from '../api/index.js';
import { describeValue } from '../errors/index.js';
import type { AssertValidDocumentOptions } from './assert-valid.js';
import type { ProblemLike } from './diagnostic-lines.js';

/**
 * How `toHaveDiagnostic` parses a received text: the type (required for a
 * text, ignored otherwise) and the `parse` options.
 *
 * @example
 * ```ts
 * const how: ParseExpectation = { type: 'tsk', mode: 'lenient' };
 * ```
 */
export type ParseExpectation = Pick<AssertValidDocumentOptions, 'mode' | 'language' | 'languages' | 'limits' | 'messages'> & {
  /** The document type to parse a received text as. */
  type?: TypeArgument;
};

const ACCEPTED =
  'the document text (with { type } in the options), a parse or validate result, an array of diagnostics, a link-check result, or a check report or one of its files';

/**
 * The problems a received value holds, each with the path it carries.
 *
 * - a string: parsed as `how.type` with the `parse` options in `how`;
 * - an array: its elements, which must be diagnostics or findings;
 * - an object with `diagnostics` (a parse, validate, link-check or
 *   parse-failure result, a `DocumentAssertionError`) or `findings` (a
 *   checked file): those;
 * - an object with `files` (a check report): every file's findings, then
 *   the findings about the tree as a whole (`tree`), when it has them.
 *
 * @param matcher - the matcher's name, for the error
 * @param received - the received value
 * @param how - the type and `parse` options for a text
 * @returns the problems
 * @throws TypeError for a value of none of these shapes, or a text without a type
 * @example
 * ```ts
 * receivedProblems('toHaveDiagnostic', text, { type: 'tsk' }); // the parse's diagnostics
 * ```
 */
export function receivedProblems(matcher: string, received: unknown, how: ParseExpectation): ProblemLike[] {
  if (typeof received === 'string') {
    if (how.type === undefined) {
      throw new TypeError(`${matcher}: the received value is a text, so the options need the document type to parse it as, e.g. { type: 'tsk' }`);
    }
    const { type, mode, language, languages, limits, messages } = how;
    return parse(type, received, { mode, language, languages, limits, messages }).diagnostics;
  }
  const list = problemList(received);
  if (list === undefined) throw new TypeError(`${matcher}: the received value must be ${ACCEPTED}; got ${describeValue(received)}`);
  list.forEach((item, index) => {
    if (!isProblem(item)) {
      throw new TypeError(`${matcher}: item ${index} of the received problems is not a diagnostic (it needs code, severity, line, column and message); got ${describeValue(item)}`);
    }
  });
  return list as ProblemLike[];
}

function problemList(received: unknown): unknown[] | undefined {
  if (Array.isArray(received)) return received;
  if (typeof received !== 'object' || received === null) return undefined;
  const { diagnostics, findings, files, tree } = received as { diagnostics?: unknown; findings?: unknown; files?: unknown; tree?: unknown };
  if (Array.isArray(diagnostics)) return diagnostics;
  if (Array.isArray(findings)) return findings;
  if (Array.isArray(files) && files.every((file) => Array.isArray((file as { findings?: unknown } | null)?.findings))) {
    return [...files.flatMap((file: { findings: unknown[] }) => file.findings), ...(Array.isArray(tree) ? tree : [])];
  }
  return undefined;
}

function isProblem(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const p = item as Record<string, unknown>;
  return typeof p.code === 'string' && typeof p.severity === 'string' && typeof p.line === 'number' && typeof p.column === 'number' && typeof p.message === 'string';
}
