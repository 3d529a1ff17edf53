/**
 * Reading the `<id|ref>` argument of a command as a repository target.
 *
 * @packageDocumentation
 */

import { documentTypes } from '../../index.js';

/**
 * The target an argument names: an id when it has the form of the type's
 * ids (a UUID; a feature folder name for feat), else a ref (a file name
 * without `.md`, e.g. `req-<uuid>-idle-sessions-expire`). An unknown type
 * is left to the repository, which refuses it with the list of types.
 *
 * @param type - the document type argument
 * @param key - the id or ref argument
 * @returns `{ id }` or `{ ref }`
 * @example
 * ```ts
 * targetOf('req', '9c41e7b2-5d3a-4f08-b6e1-27a8d0c3f591'); // { id: '9c41e7b2-…' }
 * targetOf('req', 'req-9c41e7b2-…-idle-sessions');        // { ref: 'req-9c41e7b2-…-idle-sessions' }
 * ```
 */
export function targetOf(type: string, key: string): { id: string } | { ref: string } {
  const record = Object.hasOwn(documentTypes, type) ? documentTypes[type as keyof typeof documentTypes] : undefined;
  return record?.idPattern.test(key.toLowerCase()) === true ? { id: key } : { ref: key };
}
