/**
 * The reference implementation's words of the repository and validate
 * reasons (operations.md §2.6, §5.1, §6.5), byte for byte.
 *
 * @packageDocumentation
 */

import { renderValue } from '../python-repr.js';
import { repositoryErrorMessages, type ErrorParamsByReason, type RepositoryErrorRenderers } from '../../../errors/index.js';

/**
 * The reference profile's texts of the repository and validate reasons.
 * The reference has no text for a missing or file root nor for a layout
 * without collections: those read as in the default profile.
 *
 * @example
 * ```ts
 * repositoryReference['not-found-ref']({ type: 'tsk', noun: 'task list', ref: 'x' });
 * // "no task list found with ref 'x'"
 * ```
 */
export const repositoryReference: RepositoryErrorRenderers = Object.freeze({
  'full-without-frontmatter': () =>
    "full=True requires 'content' to be a complete document (YAML frontmatter block plus body) -- no frontmatter block was found. Pass full=False (the default) to validate body-only content instead.",
  'body-with-frontmatter': () =>
    "full=False requires 'content' to be body markdown only -- a YAML frontmatter block was found. Pass full=True to validate a complete document instead.",
  // The reference names the prefix form whether or not the id had one.
  'not-found-id': (p: ErrorParamsByReason['not-found-id']) =>
    `no ${p.noun} found with id ${renderValue(p.id)}. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not '${p.type}-<uuid>').`,
  'not-found-folder': (p: ErrorParamsByReason['not-found-folder']) =>
    `no ${p.noun} found with id ${renderValue(p.id)}: ${p.path} does not exist. ${p.hint ?? `The id must be the exact name of its folder -- list the ${p.type} collection to find it.`}`,
  'not-found-ref': (p: ErrorParamsByReason['not-found-ref']) => `no ${p.noun} found with ref ${renderValue(p.ref)}`,
  'variant-not-found': (p: ErrorParamsByReason['variant-not-found']) => {
    const named = p.target.kind === 'id' ? `id ${renderValue(p.target.id)}` : `ref ${renderValue(p.target.ref)}`;
    return `no ${p.noun} variant ${renderValue(p.language)} found for ${named}: expected ${p.path}`;
  },
  'bare-id-not-found': (p: ErrorParamsByReason['bare-id-not-found']) =>
    `no ${p.noun} found for bare number ${renderValue(p.bare)}: no ${p.noun} folder named ${p.bare}-* with a ${p.file} exists under ${renderValue(p.dir)} (use list_${p.type} to discover the exact id)`,
  'folder-id-mismatch': (p: ErrorParamsByReason['folder-id-mismatch']) =>
    `${p.noun} folder ${renderValue(p.id)} exists at ${p.path}, but its frontmatter id (${renderValue(p.frontmatterId)}) does not match the containing folder's own name (${renderValue(p.id)}) -- the folder was likely renamed or copied without updating its frontmatter.`,
  'duplicate-id': (p: ErrorParamsByReason['duplicate-id']) =>
    `${p.type} id ${renderValue(p.id)} is also used by ${p.firstPath}; lookups return that one`,
  'no-collections': repositoryErrorMessages['no-collections'],
  'root-missing': repositoryErrorMessages['root-missing'],
  'root-not-a-directory': repositoryErrorMessages['root-not-a-directory'],
  'variant-exists': (p: ErrorParamsByReason['variant-exists']) => `variant ${renderValue(p.language)} already exists at ${p.path}`,
  'etag-conflict': (p: ErrorParamsByReason['etag-conflict']) =>
    `document changed: ifMatch ${renderValue(p.ifMatch)} does not match the current etag ${renderValue(p.etag)}; nothing was written`,
  'expect-conflict': (p: ErrorParamsByReason['expect-conflict']) =>
    `the addressed lines (offset=${p.offset}, limit=${renderValue(p.limit ?? undefined)}) do not match expect; nothing was written`,
  'invalid-status': (p: ErrorParamsByReason['invalid-status']) =>
    `Invalid status '${p.status}' for type '${p.type}'. Allowed values: ${p.allowed.join(', ')}`,
  'storage-required': (p: ErrorParamsByReason['storage-required']) =>
    `storage must be a Storage (memoryStorage, nodeStorage, …), got ${renderValue(p.received)}`,
  'languages-not-a-registry': (p: ErrorParamsByReason['languages-not-a-registry']) =>
    `languages must be a language registry (createLanguageRegistry), got ${renderValue(p.received)}`,
});
