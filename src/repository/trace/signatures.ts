/**
 * The argument descriptions of the traceability methods, merged into the
 * repository's (checks/signatures.ts).
 *
 * @packageDocumentation
 */

import { arg, arrayOf, custom, isPlainObject, optional, type ArgumentSpec } from '../../errors/index.js';
import type { TypeSource } from '../checks/types.js';

// The type and id are checked by the operation (requireOperationType, checkId), which word their own errors.
const document = custom('{ type, id }', (value) => isPlainObject(value) && typeof value.type === 'string' && typeof value.id === 'string');

/**
 * The argument descriptions of the traceability methods, by name.
 *
 * @param _types - where the repository finds document types
 * @returns one description per method
 * @example
 * ```ts
 * traceSignatures(registryTypes).traceLinks; // []
 * ```
 */
export function traceSignatures(_types: TypeSource): Readonly<Record<string, readonly ArgumentSpec[]>> {
  return Object.freeze({
    traceLinks: [],
    checkCoverage: [],
    suspectLinks: [],
    confirmLinks: [arg('source', optional(document)), arg('targets', optional(arrayOf(document, 'an array of { type, id }')))],
  });
}
