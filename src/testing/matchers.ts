/**
 * The matchers of the testing kit, for `expect.extend` of vitest or jest.
 *
 * @packageDocumentation
 */

import type { TypeArgument } from '../api/index.js';
import type { DiagnosticCode, Severity } from '../diagnostics/index.js';
import { describeValue } from '../errors/index.js';
import type { LinkCheckCode } from '../repository/index.js';
import { assertValidDocument, DocumentAssertionError, type AssertValidDocumentOptions } from './assert-valid.js';
import { countText, fileLine, problemLine, type ProblemLike } from './diagnostic-lines.js';
import { receivedProblems, type ParseExpectation } from './received-problems.js';

/**
 * What a matcher returns, as vitest and jest both read it: `message` is
 * the failure text for the outcome `pass` stands for (with `pass: true` it
 * is the text a `.not` assertion fails with).
 *
 * @example
 * ```ts
 * const result: SpecmgrMatcherResult = { pass: false, message: () => 'expected a valid tsk document, but: …' };
 * ```
 */
export type SpecmgrMatcherResult = { pass: boolean; message: () => string };

/**
 * The diagnostic `toHaveDiagnostic` looks for, and how it parses a
 * received text. Every given part must match; `line` is the line in the
 * file, the one `formatDiagnostic` prints (a body diagnostic's
 * `documentLine`).
 *
 * @example
 * ```ts
 * const expectation: DiagnosticExpectation = { type: 'tsk', line: 25, severity: 'error' };
 * ```
 */
export type DiagnosticExpectation = ParseExpectation & {
  line?: number;
  column?: number;
  severity?: Severity;
  /** The message exactly, or a pattern it must match. */
  message?: string | RegExp;
  /**
   * The file, for problems that carry one (check findings, link
   * diagnostics): the same path, or a root-relative path that the
   * problem's absolute path ends with.
   */
  path?: string;
};

/** Lines of problems shown in a failure message before the rest is counted. */
const SHOWN = 20;

function listing(problems: readonly ProblemLike[], messages: ParseExpectation['messages']): string {
  // A finding about the tree as a whole has the path '': it is shown without one.
  const lines = problems.slice(0, SHOWN).map((p) => `  ${problemLine(p, pathOf(p) || undefined, messages)}`);
  if (problems.length > SHOWN) lines.push(`  … and ${problems.length - SHOWN} more`);
  return lines.join('\n');
}

function pathOf(problem: ProblemLike): string | undefined {
  const path = (problem as { path?: unknown }).path;
  return typeof path === 'string' ? path : undefined;
}

// Link diagnostics carry the storage's absolute path; a root-relative path names the same file.
function samePath(actual: string | undefined, wanted: string): boolean {
  return actual !== undefined && (actual === wanted || actual.endsWith(`/${wanted.replace(/^\.?\//, '')}`));
}

function matches(problem: ProblemLike, code: string, e: DiagnosticExpectation): boolean {
  if (problem.code !== code) return false;
  if (e.line !== undefined && fileLine(problem) !== e.line) return false;
  if (e.column !== undefined && problem.column !== e.column) return false;
  if (e.severity !== undefined && problem.severity !== e.severity) return false;
  if (e.path !== undefined && !samePath(pathOf(problem), e.path)) return false;
  if (typeof e.message === 'string') return problem.message === e.message;
  return e.message === undefined || e.message.test(problem.message);
}

function describeExpectation(code: string, e: DiagnosticExpectation): string {
  const parts = [code];
  if (e.line !== undefined) parts.push(e.column === undefined ? `at line ${e.line}` : `at ${e.line}:${e.column}`);
  else if (e.column !== undefined) parts.push(`at column ${e.column}`);
  if (e.severity !== undefined) parts.push(`with severity ${e.severity}`);
  if (e.message !== undefined) parts.push(`with the message ${typeof e.message === 'string' ? JSON.stringify(e.message) : String(e.message)}`);
  if (e.path !== undefined) parts.push(`in ${e.path}`);
  return parts.join(' ');
}

/**
 * Pass when the received text is a valid document of the type (see
 * `assertValidDocument`: strict unless `mode: 'lenient'`, warnings fail
 * only with `failOnWarnings`).
 *
 * @param received - the document text
 * @param type - the type code or a host type's record
 * @param options - those of `assertValidDocument`
 * @returns the matcher result; failing, the message lists every diagnostic
 * @throws TypeError when the received value is not a string
 * @example
 * ```ts
 * expect(text).toBeValidDocument('tsk');
 * expect(text).not.toBeValidDocument('tsk', { mode: 'lenient' });
 * ```
 */
export function toBeValidDocument(received: unknown, type: TypeArgument, options?: AssertValidDocumentOptions): SpecmgrMatcherResult {
  if (typeof received !== 'string') {
    throw new TypeError(`toBeValidDocument: the received value must be the document text (a string); got ${describeValue(received)}`);
  }
  const tag = typeof type === 'string' ? type : type?.tag;
  const how = `${options?.mode ?? 'strict'} mode${options?.failOnWarnings === true ? ', warnings fail' : ''}`;
  const subject = options?.path ?? 'the text';
  try {
    assertValidDocument(type, received, options);
  } catch (error) {
    if (!(error instanceof DocumentAssertionError)) throw error;
    const lines = error.diagnostics.map((d) => problemLine(d, options?.path, options?.messages));
    return { pass: false, message: () => [`expected ${subject} to be a valid ${tag} document (${how}), but it has ${countText(error.diagnostics)}:`, ...lines].join('\n') };
  }
  return {
    pass: true,
    message: () => {
      const rest = options?.failOnWarnings === true ? '' : ' (warnings do not count; pass failOnWarnings: true to count them)';
      return `expected ${subject} not to be a valid ${tag} document (${how}), but it is valid${rest}`;
    },
  };
}

/**
 * Pass when the received value has a diagnostic of the code, matching
 * every part of the expectation that is given.
 *
 * The received value is the document text (parsed as `type`, with the
 * `parse` options of the expectation), a parse or validate result, an
 * array of diagnostics, a `DocumentAssertionError`, a link-check result,
 * a check report or one of its files.
 *
 * @param received - the value to look in
 * @param code - the diagnostic code, link-check code or check code
 * @param expectation - line, column, severity, message, path; and `type` (plus `parse` options) for a text
 * @returns the matcher result; failing, the message lists the problems found
 * @throws TypeError when the received value is of none of these shapes, or a text comes without `type`
 * @example
 * ```ts
 * expect(text).toHaveDiagnostic('heading-mismatch', { type: 'tsk', line: 25 });
 * expect(parse('tsk', text)).not.toHaveDiagnostic('legacy-form');
 * ```
 */
export function toHaveDiagnostic(received: unknown, code: string, expectation: DiagnosticExpectation = {}): SpecmgrMatcherResult {
  if (typeof code !== 'string') throw new TypeError(`toHaveDiagnostic: the code must be a string, e.g. 'heading-mismatch'; got ${describeValue(code)}`);
  const problems = receivedProblems('toHaveDiagnostic', received, expectation ?? {});
  const wanted = describeExpectation(code, expectation ?? {});
  const found = problems.filter((p) => matches(p, code, expectation ?? {}));
  const messages = expectation?.messages;
  if (found.length === 0) {
    const seen = problems.length === 0 ? 'found no problems' : `found ${countText(problems)}:\n${listing(problems, messages)}`;
    return { pass: false, message: () => `expected a diagnostic ${wanted}; ${seen}` };
  }
  return { pass: true, message: () => `expected no diagnostic ${wanted}; found ${found.length}:\n${listing(found, messages)}` };
}

/**
 * The matchers' signatures, for declaring them to vitest or jest. The
 * package does not depend on either: add the declaration to a `.d.ts` of
 * your test project (or to your setup file).
 *
 * For vitest:
 * ```ts
 * import type { SpecmgrMatchers } from 'specmgr/testing';
 * declare module 'vitest' {
 *   interface Matchers<T = any> extends SpecmgrMatchers<T> {}
 * }
 * ```
 * For jest (`@types/jest`; for `@jest/globals` declare `module 'expect'` the same way):
 * ```ts
 * import type { SpecmgrMatchers } from 'specmgr/testing';
 * declare global {
 *   namespace jest { interface Matchers<R> extends SpecmgrMatchers<R> {} }
 * }
 * ```
 *
 * @typeParam R - what an assertion returns in the framework
 * @example
 * ```ts
 * const check: SpecmgrMatchers<void>['toHaveDiagnostic'] = (code, expectation) => expect(text).toHaveDiagnostic(code, expectation);
 * ```
 */
export interface SpecmgrMatchers<R = unknown> {
  /**
   * The received text is a valid document of the type.
   *
   * @param type - the type code or a host type's record
   * @param options - those of `assertValidDocument`
   */
  toBeValidDocument(type: TypeArgument, options?: AssertValidDocumentOptions): R;
  /**
   * The received value has a diagnostic of the code that matches the expectation.
   *
   * @param code - the diagnostic code, link-check code or check code
   * @param expectation - line, column, severity, message, path; `type` for a text
   */
  toHaveDiagnostic(code: DiagnosticCode | LinkCheckCode | (string & {}), expectation?: DiagnosticExpectation): R;
}

/**
 * The matchers, to register with `expect.extend(specmgrMatchers)` in
 * vitest or jest (a setup file does it once for every test file). They use
 * nothing of the framework's matcher context, so they behave the same in
 * both; `.not` inverts them with the message for that case.
 *
 * @example
 * ```ts
 * import { expect } from 'vitest';
 * import { specmgrMatchers } from 'specmgr/testing';
 *
 * expect.extend(specmgrMatchers);
 * expect(text).toBeValidDocument('req');
 * expect(text).toHaveDiagnostic('value-pattern', { type: 'req', line: 12 });
 * ```
 */
export const specmgrMatchers = { toBeValidDocument, toHaveDiagnostic };
