/**
 * The argument descriptions of the traceability methods, merged into the
 * repository's (checks/signatures.ts).
 *
 * @packageDocumentation
 */

import { arg, arrayOf, custom, isPlainObject, optional, options, type ArgumentSpec } from '../../errors/index.js';
import { always } from '../checks/signatures.js';
import { checkId } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { TypeSource } from '../checks/types.js';

// The type and id are checked by the operation (requireOperationType, checkId), which word their own errors.
const document = custom('{ type, id }', (value) => isPlainObject(value) && typeof value.type === 'string' && typeof value.id === 'string');

const positive = custom('an integer of at least 1', (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1);

/**
 * The argument descriptions of the traceability methods, by name.
 *
 * @param types - where the repository finds document types
 * @returns one description per method
 * @example
 * ```ts
 * traceSignatures(registryTypes).traceLinks; // []
 * ```
 */
export function traceSignatures(types: TypeSource): Readonly<Record<string, readonly ArgumentSpec[]>> {
  return Object.freeze({
    traceLinks: [],
    checkCoverage: [],
    suspectLinks: [],
    impactOf: [
      arg('type', always('a document type code', (value) => requireOperationType(types, value, 'all') !== undefined)),
      arg('id', always('an id', (value, args) => checkId(types.find(String(args[0])) ?? String(args[0]), value) !== '')),
      arg('options', options({ depth: positive })),
    ],
    confirmLinks: [arg('source', optional(document)), arg('targets', optional(arrayOf(document, 'an array of { type, id }')))],
  });
}
