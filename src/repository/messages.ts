/**
 * Not-found texts (operations.md §2.6) and the other fixed texts of
 * repository results.
 *
 * @packageDocumentation
 */

import { renderValue } from '../diagnostics/python-repr.js';
import { AlreadyExistsError, NotFoundError } from '../errors/index.js';

/** The nouns of not-found messages (operations.md §1.1), for types that may not be registered. */
const NOUNS: Readonly<Record<string, string>> = Object.freeze({
  req: 'requirement',
  uc: 'use case',
  tsk: 'task list',
  qa: 'Question and Answer (QA) document',
  prb: 'problem statement',
  gol: 'goal',
  rsk: 'risk',
  dec: 'decision',
  sop: 'SOP',
  feat: 'feature',
  vcr: 'verification case record',
  sysrs: 'System Requirements Specification',
  adr: 'ADR',
});

/**
 * The title and status of a failed list row.
 *
 * @example
 * ```ts
 * row.title === FAILED_MARKER; // a failed row
 * ```
 */
export const FAILED_MARKER = '<failed to parse>';

/**
 * The noun of a type's not-found messages.
 *
 * @param type - the type code
 * @returns the noun, e.g. `task list`
 * @example
 * ```ts
 * nounOf('qa'); // 'Question and Answer (QA) document'
 * ```
 */
export function nounOf(type: string): string {
  return NOUNS[type] ?? type;
}

/**
 * The message for an id that resolves to nothing: the UUID text, or for
 * feat the missing-folder text.
 *
 * @param type - the type code
 * @param id - the requested id
 * @param featPath - for feat: the README path as results report it
 * @returns the message
 * @example
 * ```ts
 * notFoundByIdMessage('tsk', 'x');
 * // "no task list found with id 'x'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>')."
 * ```
 */
export function notFoundByIdMessage(type: string, id: string, featPath?: string): string {
  if (type === 'feat') {
    return `no feature found with id ${renderValue(id)}: ${featPath ?? ''} does not exist. The id must be the exact containing folder's name (e.g. 'feat-31-feature'), not a bare prefix like 'feat-31' -- use list_feat to discover the exact id first.`;
  }
  return `no ${nounOf(type)} found with id ${renderValue(id)}. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not '${type}-<uuid>').`;
}

/**
 * The message for a feat folder whose README carries another id.
 *
 * @param id - the folder name (the requested id)
 * @param path - the README path as results report it
 * @param frontmatterId - the id the README carries
 * @returns the message
 * @example
 * ```ts
 * featMismatchMessage('feat-1-a', '/.specmgr/feat/feat-1-a/README.md', 'feat-2-a');
 * ```
 */
export function featMismatchMessage(id: string, path: string, frontmatterId: unknown): string {
  return `feature folder ${renderValue(id)} exists at ${path}, but its frontmatter id (${renderValue(frontmatterId)}) does not match the containing folder's own name (${renderValue(id)}) -- the folder was likely renamed or copied without updating its frontmatter.`;
}

/**
 * The message for a ref that names no member.
 *
 * @param type - the type code
 * @param ref - the requested ref
 * @returns the message
 * @example
 * ```ts
 * notFoundByRefMessage('tsk', 'x'); // "no task list found with ref 'x'"
 * ```
 */
export function notFoundByRefMessage(type: string, ref: string): string {
  return `no ${nounOf(type)} found with ref ${renderValue(ref)}`;
}

/**
 * The message for a missing language variant (languages.md §1).
 *
 * @param type - the type code
 * @param language - the variant's language
 * @param target - the id or ref the canonical document was addressed by
 * @param path - the variant path as results report it
 * @returns the message
 * @example
 * ```ts
 * variantNotFoundMessage('tsk', 'es', { kind: 'id', id: '7d1f…' }, '/docs/tsk/es/tsk-7d1f…-export.md');
 * ```
 */
export function variantNotFoundMessage(
  type: string,
  language: string,
  target: { kind: 'id'; id: string } | { kind: 'ref'; ref: string },
  path: string,
): string {
  const named = target.kind === 'id' ? `id ${renderValue(target.id)}` : `ref ${renderValue(target.ref)}`;
  return `no ${nounOf(type)} variant ${renderValue(language)} found for ${named}: expected ${path}`;
}

/**
 * The error for a language variant that already exists (languages.md §5:
 * `create` never overwrites a variant).
 *
 * @param language - the variant's language
 * @param path - the variant path as results report it
 * @returns the error, to be thrown
 * @example
 * ```ts
 * throw variantExists('de', '/docs/tsk/de/tsk-7d1f…-export.md'); // "variant 'de' already exists at /docs/tsk/de/…"
 * ```
 */
export function variantExists(language: string, path: string): AlreadyExistsError {
  return new AlreadyExistsError({ path, message: `variant ${renderValue(language)} already exists at ${path}` });
}

/**
 * The message for a bare feat number that names no folder (operations.md §6.2).
 *
 * @param bare - the reference, e.g. `feat-7`
 * @param dir - the feat collection folder, root-relative
 * @returns the message
 * @example
 * ```ts
 * bareFeatMessage('feat-7', '.specmgr/feat');
 * ```
 */
export function bareFeatMessage(bare: string, dir: string): string {
  return `no feature found for bare number ${renderValue(bare)}: no feature folder named ${bare}-* with a README.md exists under ${renderValue(dir)} (use list_feat to discover the exact id)`;
}

/**
 * A `NotFoundError` for a target.
 *
 * @param type - the type code
 * @param target - the checked target
 * @param message - the complete message
 * @returns the error, to be thrown
 * @example
 * ```ts
 * throw notFound('tsk', { kind: 'ref', ref: 'x' }, notFoundByRefMessage('tsk', 'x'));
 * ```
 */
export function notFound(
  type: string,
  target: { kind: 'id'; id: string } | { kind: 'ref'; ref: string },
  message: string,
): NotFoundError {
  return target.kind === 'id'
    ? new NotFoundError({ type, id: target.id, message })
    : new NotFoundError({ type, ref: target.ref, message });
}
