/**
 * The default words of the repository and validate reasons: `full`
 * mismatches, not-found texts, link-check findings and storage roots.
 *
 * @packageDocumentation
 */

import { listOf, literal } from '../../text/index.js';
import type { ErrorParamsByReason } from '../messages.js';

type RepositoryReason =
  | 'full-without-frontmatter'
  | 'body-with-frontmatter'
  | 'not-found-id'
  | 'not-found-folder'
  | 'not-found-ref'
  | 'variant-not-found'
  | 'bare-id-not-found'
  | 'folder-id-mismatch'
  | 'duplicate-id'
  | 'no-collections'
  | 'root-missing'
  | 'root-not-a-directory'
  | 'variant-exists'
  | 'etag-conflict'
  | 'expect-conflict'
  | 'invalid-status'
  | 'storage-required'
  | 'languages-not-a-registry';

/** The renderers of the repository and validate reasons. */
export type RepositoryErrorRenderers = { readonly [R in RepositoryReason]: (params: ErrorParamsByReason[R]) => string };

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// At most this many folders are named in a `no-collections` text.
const SHOWN_DIRS = 3;

/**
 * The default profile's texts of the repository and validate reasons.
 *
 * @example
 * ```ts
 * repositoryErrorMessages['not-found-ref']({ type: 'tsk', noun: 'task list', ref: 'x' });
 * // 'No task list found with ref "x".'
 * ```
 */
export const repositoryErrorMessages: RepositoryErrorRenderers = Object.freeze({
  'full-without-frontmatter': () =>
    'With full: true the content must be a whole document (a YAML frontmatter block, then the body), but no frontmatter block was found. Leave full out (or pass full: false) to validate a body alone.',
  'body-with-frontmatter': () =>
    'Without full: true the content must be a body alone, but it starts with a YAML frontmatter block. Pass full: true to validate a whole document.',
  'not-found-id': (p: ErrorParamsByReason['not-found-id']) => {
    const missing = `No ${p.noun} found with id ${literal(p.id)}.`;
    if (p.prefix === undefined) return missing;
    const bare = p.id.slice(p.prefix.length);
    return `${missing} The id must be the bare document UUID, without a domain prefix: pass ${literal(bare)}, not ${literal(p.id)}.`;
  },
  'not-found-folder': (p: ErrorParamsByReason['not-found-folder']) =>
    `No ${p.noun} found with id ${literal(p.id)}: ${p.path} does not exist. The id must be the exact name of its folder; list the ${p.type} collection to find it.`,
  'not-found-ref': (p: ErrorParamsByReason['not-found-ref']) => `No ${p.noun} found with ref ${literal(p.ref)}.`,
  'variant-not-found': (p: ErrorParamsByReason['variant-not-found']) => {
    const named = p.target.kind === 'id' ? `id ${literal(p.target.id)}` : `ref ${literal(p.target.ref)}`;
    return `No ${literal(p.language)} variant found for the ${p.noun} with ${named}: expected ${p.path}.`;
  },
  'bare-id-not-found': (p: ErrorParamsByReason['bare-id-not-found']) =>
    `No ${p.noun} found for the bare number ${literal(p.bare)}: no folder named ${p.bare}-* with a ${p.file} exists under ${p.dir}. List the ${p.type} collection to find the exact id.`,
  'folder-id-mismatch': (p: ErrorParamsByReason['folder-id-mismatch']) =>
    `${capitalized(p.noun)} folder ${literal(p.id)} exists at ${p.path}, but its frontmatter id is ${literal(p.frontmatterId)}, not the folder's name; the folder was likely renamed or copied. Set its frontmatter id to ${literal(p.id)} or rename the folder back.`,
  'duplicate-id': (p: ErrorParamsByReason['duplicate-id']) =>
    `Another ${p.type} document, ${p.firstPath}, has the same id ${literal(p.id)}, and lookups return that one. Give one of the two documents a new id.`,
  'no-collections': (p: ErrorParamsByReason['no-collections']) => {
    const shown = p.dirs.slice(0, SHOWN_DIRS).map((dir) => literal(dir));
    const more = p.dirs.length > SHOWN_DIRS ? `, or any of ${p.dirs.length - SHOWN_DIRS} more` : '';
    return `No collection folder was found under ${p.root}: there is no ${listOf(shown)}${more}. Check the storage root and the layout option.`;
  },
  'root-missing': (p: ErrorParamsByReason['root-missing']) =>
    `The storage root ${p.root} does not exist. Pass nodeStorage the path of an existing folder.`,
  'root-not-a-directory': (p: ErrorParamsByReason['root-not-a-directory']) =>
    `The storage root ${p.root} is not a folder. Pass nodeStorage the path of a folder.`,
  'variant-exists': (p: ErrorParamsByReason['variant-exists']) =>
    `A ${literal(p.language)} variant already exists at ${p.path}; create never overwrites one. Update that variant instead.`,
  'etag-conflict': (p: ErrorParamsByReason['etag-conflict']) =>
    `The document changed since it was read: ifMatch ${literal(p.ifMatch)} is not its current etag ${literal(p.etag)}, so nothing was written. Read it again and retry with the current etag.`,
  'expect-conflict': (p: ErrorParamsByReason['expect-conflict']) =>
    `The addressed lines (offset: ${p.offset}${p.limit === undefined || p.limit === null ? '' : `, limit: ${p.limit}`}) do not match expect, so nothing was written. Read the lines again and retry.`,
  'invalid-status': (p: ErrorParamsByReason['invalid-status']) =>
    `The status ${literal(p.status)} is not allowed for a ${p.noun}. Use ${listOf(p.allowed.map((value) => literal(value)))}.`,
  'storage-required': (p: ErrorParamsByReason['storage-required']) =>
    `The storage option must be a Storage, such as memoryStorage() or nodeStorage(root), but it is ${p.received === 'undefined' ? 'missing' : `a value of type ${p.received}`}.`,
  'languages-not-a-registry': (p: ErrorParamsByReason['languages-not-a-registry']) =>
    `The languages option must be a language registry made by createLanguageRegistry, but it is a value of type ${p.received}.`,
});
