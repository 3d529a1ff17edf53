/**
 * Not-found texts (operations.md §2.6) and the other fixed texts of
 * repository results.
 *
 * @packageDocumentation
 */

import { renderValue } from '../diagnostics/index.js';
import { AlreadyExistsError, NotFoundError } from '../errors/index.js';
import { typeRecord, type TypeRef } from './checks/types.js';

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
 * The noun of a type's not-found messages: its record's `noun`.
 *
 * @param type - the document type (or a built-in tag)
 * @returns the noun, e.g. `task list`; the code itself for a code no type has
 * @example
 * ```ts
 * nounOf('qa'); // 'Question and Answer (QA) document'
 * ```
 */
export function nounOf(type: TypeRef): string {
  return typeRecord(type)?.noun ?? String(type);
}

const tagOf = (type: TypeRef): string => (typeof type === 'string' ? type : type.tag);

/**
 * The message for an id that resolves to nothing: the UUID text, or for a
 * folder-stored type (feat) the missing-folder text with the type's hint.
 *
 * @param type - the document type (or a built-in tag)
 * @param id - the requested id
 * @param featPath - for a folder-stored type: its file's path as results report it
 * @returns the message
 * @example
 * ```ts
 * notFoundByIdMessage('tsk', 'x');
 * // "no task list found with id 'x'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>')."
 * ```
 */
export function notFoundByIdMessage(type: TypeRef, id: string, featPath?: string): string {
  const record = typeRecord(type);
  if (record?.storage.kind === 'folder') {
    const hint = record.idMessages?.notFoundHint ?? `The id must be the exact name of its folder -- list the ${record.tag} collection to find it.`;
    return `no ${record.noun} found with id ${renderValue(id)}: ${featPath ?? ''} does not exist. ${hint}`;
  }
  return `no ${nounOf(type)} found with id ${renderValue(id)}. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not '${tagOf(type)}-<uuid>').`;
}

/**
 * The message for a member folder (feat) whose file carries another id.
 *
 * @param type - the folder-stored document type
 * @param id - the folder name (the requested id)
 * @param path - the file path as results report it
 * @param frontmatterId - the id the file carries
 * @returns the message
 * @example
 * ```ts
 * folderMismatchMessage(feat, 'feat-1-a', '/.specmgr/feat/feat-1-a/README.md', 'feat-2-a');
 * ```
 */
export function folderMismatchMessage(type: TypeRef, id: string, path: string, frontmatterId: unknown): string {
  return `${nounOf(type)} folder ${renderValue(id)} exists at ${path}, but its frontmatter id (${renderValue(frontmatterId)}) does not match the containing folder's own name (${renderValue(id)}) -- the folder was likely renamed or copied without updating its frontmatter.`;
}

/**
 * The message for a ref that names no member.
 *
 * @param type - the document type (or a built-in tag)
 * @param ref - the requested ref
 * @returns the message
 * @example
 * ```ts
 * notFoundByRefMessage('tsk', 'x'); // "no task list found with ref 'x'"
 * ```
 */
export function notFoundByRefMessage(type: TypeRef, ref: string): string {
  return `no ${nounOf(type)} found with ref ${renderValue(ref)}`;
}

/**
 * The message for a missing language variant (languages.md §1).
 *
 * @param type - the document type (or a built-in tag)
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
  type: TypeRef,
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
 * The message for a bare number (a reference token that is only the start
 * of an id, e.g. `feat-7`) that names no folder (operations.md §6.2).
 *
 * @param type - the folder-stored document type
 * @param bare - the reference, e.g. `feat-7`
 * @param dir - the collection folder, root-relative
 * @returns the message
 * @example
 * ```ts
 * bareIdMessage(feat, 'feat-7', '.specmgr/feat');
 * ```
 */
export function bareIdMessage(type: TypeRef, bare: string, dir: string): string {
  const record = typeRecord(type);
  const file = record?.storage.kind === 'folder' ? record.storage.file : 'README.md';
  return `no ${nounOf(type)} found for bare number ${renderValue(bare)}: no ${nounOf(type)} folder named ${bare}-* with a ${file} exists under ${renderValue(dir)} (use list_${tagOf(type)} to discover the exact id)`;
}

/**
 * A `NotFoundError` for a target.
 *
 * @param type - the document type (or a built-in tag)
 * @param target - the checked target
 * @param message - the complete message
 * @returns the error, to be thrown
 * @example
 * ```ts
 * throw notFound('tsk', { kind: 'ref', ref: 'x' }, notFoundByRefMessage('tsk', 'x'));
 * ```
 */
export function notFound(
  type: TypeRef,
  target: { kind: 'id'; id: string } | { kind: 'ref'; ref: string },
  message: string,
): NotFoundError {
  const tag = tagOf(type);
  return target.kind === 'id'
    ? new NotFoundError({ type: tag, id: target.id, message })
    : new NotFoundError({ type: tag, ref: target.ref, message });
}
