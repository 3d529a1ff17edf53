/**
 * Not-found texts (operations.md §2.6) and the other fixed texts of
 * repository results.
 *
 * @packageDocumentation
 */

import { AlreadyExistsError, defaultErrorMessages, errorText, NotFoundError } from '../errors/index.js';
import { typeRecord, type TypeRef } from './checks/types.js';
import type { RepoText } from './worded.js';

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

// `tsk-<uuid>` (any letters, then a dash, then the start of a UUID): the
// domain prefix a reference is written with, which an id never carries.
const DOMAIN_PREFIX = /^([A-Za-z]+-)(?=[0-9a-fA-F]{8}-)/;

/**
 * The text for an id that resolves to nothing: the UUID text (which names
 * the bare-UUID rule only when the id carried a domain prefix, e.g.
 * `tsk-<uuid>`), or for a folder-stored type (feat) the missing-folder
 * text with the type's hint.
 *
 * @param type - the document type (or a built-in tag)
 * @param id - the requested id
 * @param featPath - for a folder-stored type: its file's path as results report it
 * @returns the reason and params of the text
 * @example
 * ```ts
 * notFoundByIdMessage('tsk', 'tsk-4f2a0000-0000-4000-8000-00000000000a');
 * // { reason: 'not-found-id', params: { type: 'tsk', noun: 'task list', id: 'tsk-4f2a…', prefix: 'tsk-' } }
 * ```
 */
export function notFoundByIdMessage(type: TypeRef, id: string, featPath?: string): RepoText {
  const record = typeRecord(type);
  if (record?.storage.kind === 'folder') {
    const hint = record.idMessages?.notFoundHint;
    return { reason: 'not-found-folder', params: { type: record.tag, noun: record.noun, id, path: featPath ?? '', ...(hint === undefined ? {} : { hint }) } };
  }
  const prefix = DOMAIN_PREFIX.exec(id)?.[1];
  return { reason: 'not-found-id', params: { type: tagOf(type), noun: nounOf(type), id, ...(prefix === undefined ? {} : { prefix }) } };
}

/**
 * The text for a member folder (feat) whose file carries another id.
 *
 * @param type - the folder-stored document type
 * @param id - the folder name (the requested id)
 * @param path - the file path as results report it
 * @param frontmatterId - the id the file carries
 * @returns the reason and params of the text
 * @example
 * ```ts
 * folderMismatchMessage(feat, 'feat-1-a', '/.specmgr/feat/feat-1-a/README.md', 'feat-2-a');
 * ```
 */
export function folderMismatchMessage(type: TypeRef, id: string, path: string, frontmatterId: unknown): RepoText {
  return { reason: 'folder-id-mismatch', params: { type: tagOf(type), noun: nounOf(type), id, path, frontmatterId } };
}

/**
 * The text for a ref that names no member.
 *
 * @param type - the document type (or a built-in tag)
 * @param ref - the requested ref
 * @returns the reason and params of the text
 * @example
 * ```ts
 * notFoundByRefMessage('tsk', 'x'); // { reason: 'not-found-ref', params: { type: 'tsk', noun: 'task list', ref: 'x' } }
 * ```
 */
export function notFoundByRefMessage(type: TypeRef, ref: string): RepoText {
  return { reason: 'not-found-ref', params: { type: tagOf(type), noun: nounOf(type), ref } };
}

/**
 * The text for a missing language variant (languages.md §1).
 *
 * @param type - the document type (or a built-in tag)
 * @param language - the variant's language
 * @param target - the id or ref the canonical document was addressed by
 * @param path - the variant path as results report it
 * @returns the reason and params of the text
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
): RepoText {
  const named = target.kind === 'id' ? { kind: 'id' as const, id: target.id } : { kind: 'ref' as const, ref: target.ref };
  return { reason: 'variant-not-found', params: { type: tagOf(type), noun: nounOf(type), language, target: named, path } };
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
 * throw variantExists('de', '/docs/tsk/de/tsk-7d1f…-export.md'); // 'A "de" variant already exists at /docs/tsk/de/…'
 * ```
 */
export function variantExists(language: string, path: string): AlreadyExistsError {
  const params = { language, path };
  return new AlreadyExistsError({ path, message: defaultErrorMessages['variant-exists'](params), reason: 'variant-exists', params });
}

/**
 * The text for a bare number (a reference token that is only the start
 * of an id, e.g. `feat-7`) that names no folder (operations.md §6.2).
 *
 * @param type - the folder-stored document type
 * @param bare - the reference, e.g. `feat-7`
 * @param dir - the collection folder, root-relative
 * @returns the reason and params of the text
 * @example
 * ```ts
 * bareIdMessage(feat, 'feat-7', '.specmgr/feat');
 * ```
 */
export function bareIdMessage(type: TypeRef, bare: string, dir: string): RepoText {
  const record = typeRecord(type);
  const file = record?.storage.kind === 'folder' ? record.storage.file : 'README.md';
  return { reason: 'bare-id-not-found', params: { type: tagOf(type), noun: nounOf(type), bare, file, dir } };
}

/**
 * A `NotFoundError` for a target, worded in the default profile and
 * carrying the reason and params of its text (a repository with another
 * profile rewords it when it throws).
 *
 * @param type - the document type (or a built-in tag)
 * @param target - the checked target
 * @param text - the reason and params of the message
 * @returns the error, to be thrown
 * @example
 * ```ts
 * throw notFound('tsk', { kind: 'ref', ref: 'x' }, notFoundByRefMessage('tsk', 'x'));
 * ```
 */
export function notFound(
  type: TypeRef,
  target: { kind: 'id'; id: string } | { kind: 'ref'; ref: string },
  text: RepoText,
): NotFoundError {
  const tag = tagOf(type);
  const message = errorText({ message: '', reason: text.reason, params: text.params }, defaultErrorMessages);
  const worded = { type: tag, message, reason: text.reason, params: text.params };
  return target.kind === 'id' ? new NotFoundError({ ...worded, id: target.id }) : new NotFoundError({ ...worded, ref: target.ref });
}
