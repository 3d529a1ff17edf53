/**
 * The reference words of the split, YAML and frontmatter codes (operations.md
 * §2.3, causes of §1.8), byte for byte, built from the params. Values are
 * shown as Python shows them (`renderValue` of the {@link pythonView}).
 *
 * @packageDocumentation
 */

import { bodyLocation, compareCodePoints, excerpt } from '../../diagnostics/index.js';
import { renderValue } from './python-repr.js';
import type { DiagnosticPlace, DiagnosticRenderers, DiagnosticText, FrontmatterFieldProblem, FrontmatterParams } from '../../diagnostics/index.js';
import { pythonView } from './python-view.js';

/**
 * `<type> frontmatter block, field '<field>' (document line <N>)`: where a
 * frontmatter diagnostic points, used by `frontmatter-field`,
 * `frontmatter-type-mismatch`, `version-unsupported`, `invalid-timestamp`
 * and `legacy-form`.
 *
 * @param type - the type code
 * @param key - the frontmatter key
 * @param line - the key's document line, or `undefined` when the key is
 *   absent (the ` (document line <N>)` part is then left out)
 * @returns the location text
 * @example
 * ```ts
 * frontmatterLocation('req', 'created', 4);    // "req frontmatter block, field 'created' (document line 4)"
 * frontmatterLocation('req', 'id', undefined); // "req frontmatter block, field 'id'"
 * ```
 */
export function frontmatterLocation(type: string, key: string, line: number | undefined): string {
  const where = line === undefined ? '' : ` (document line ${line})`;
  return `${type} frontmatter block, field ${renderValue(key)}${where}`;
}

function subjectOf(key: string, path: readonly (string | number)[] = []): string {
  let subject = key;
  for (const step of path) subject += typeof step === 'number' ? `[${step}]` : `.${step}`;
  return subject;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

// A value nested below the key is shown as the model holds it, as the reference's own-key texts always did.
function shown(p: { received: unknown; receivedText?: string; path?: readonly unknown[] }): string {
  const nested = (p.path?.length ?? 0) > 0;
  return renderValue(nested ? p.received : pythonView(p.received, p.receivedText));
}

function fieldCause(key: string, problem: FrontmatterFieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return 'field required';
    case 'not-a-string':
      return `expected a string${problem.nullable ? ' or null' : ''}, got ${shown(problem)}`;
    case 'not-one-of': {
      const subject = subjectOf(key, problem.path);
      if (key === 'status' && (problem.path?.length ?? 0) === 0) {
        const sorted = [...(problem.expected as readonly string[])].sort(compareCodePoints);
        return `status must be one of [${sorted.map(renderValue).join(', ')}], got ${shown(problem)}`;
      }
      if (problem.expected.length === 1) return `${subject} must be ${renderValue(problem.expected[0])}, got ${shown(problem)}`;
      const sorted = problem.expected.map(renderValue).sort(compareCodePoints);
      return `${subject} must be one of [${sorted.join(', ')}], got ${shown(problem)}`;
    }
    case 'wrong-type': {
      const nested = (problem.path?.length ?? 0) > 0 ? `${subjectOf(key, problem.path)}: ` : '';
      return `${nested}expected ${article(problem.expected)} ${problem.expected}, got ${shown(problem)}`;
    }
    case 'other': {
      const reason = problem.detail.charAt(0).toLowerCase() + problem.detail.slice(1);
      return `${subjectOf(key, problem.path)} is not valid (${reason}), got ${shown(problem)}`;
    }
    case 'not-a-mapping':
      return `the block must be a YAML mapping, got a ${problem.received}`;
  }
}

function field(p: FrontmatterParams['frontmatter-field'], at: DiagnosticPlace): DiagnosticText {
  if (p.problem.kind === 'not-a-mapping') {
    return { message: `${p.type} frontmatter block (document line ${at.line}): ${fieldCause(p.key, p.problem)}` };
  }
  // An absent key is reported at the opening delimiter, without a line clause.
  const line = p.problem.kind === 'required' ? undefined : at.line;
  return { message: `${frontmatterLocation(p.type, at.field, line)}: ${fieldCause(p.key, p.problem)}` };
}

function timestamp(p: FrontmatterParams['invalid-timestamp'], at: DiagnosticPlace): DiagnosticText {
  if (p.channel === 'body') {
    return { message: `${bodyLocation(at.field, at.line)}: ${renderValue(excerpt(p.received))} names an impossible date or time` };
  }
  const cause =
    p.problem === 'impossible'
      ? `created/updated ${renderValue(p.received)} names an impossible date or time`
      : `created/updated ${renderValue(p.received)} must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset`;
  return { message: `${frontmatterLocation(p.type, at.field, at.line)}: ${cause}` };
}

/**
 * Renderers of the frontmatter codes (reference).
 *
 * @example
 * ```ts
 * frontmatterReference['missing-frontmatter']({ type: 'tsk' }, at).message;
 * // "tsk document has no frontmatter block; its first non-blank line must be '---'"
 * ```
 */
export const frontmatterReference: Pick<DiagnosticRenderers, keyof FrontmatterParams> = {
  'missing-frontmatter': (p) => {
    const hint = "its first non-blank line must be '---'";
    return { message: `${p.type} document has no frontmatter block; ${hint}`, hint };
  },
  'frontmatter-unclosed': (p) => ({ message: `${p.type} frontmatter block opened at document line ${p.openingLine} is not closed by a '---' line` }),
  'frontmatter-offset': (p) => {
    const hint = "remove the blank line(s) above it so that '---' is line 1";
    return { message: `${p.type} frontmatter block starts at document line ${p.openingLine}; ${hint}`, hint };
  },
  'yaml-syntax': (p, at) => ({ message: `${p.problem}\n  in "the frontmatter block", line ${at.line}, column ${at.column}` }),
  'frontmatter-field': field,
  'frontmatter-type-mismatch': (p, at) => ({
    message: `${frontmatterLocation(p.type, at.field, at.line)}: type must be ${renderValue(p.expected)}, got ${renderValue(pythonView(p.received, p.receivedText))}`,
  }),
  'version-unsupported': (p, at) => ({
    message: `${frontmatterLocation(p.type, at.field, at.line)}: version ${renderValue(pythonView(p.received, p.receivedText))} is not supported; expected '1.<minor>.<patch>'`,
  }),
  'invalid-timestamp': timestamp,
};
