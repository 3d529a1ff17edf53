/**
 * The argument descriptions of the traceability methods, merged into the
 * repository's (checks/signatures.ts).
 *
 * @packageDocumentation
 */

import { arg, arrayOf, custom, isPlainObject, optional, options, type ArgumentSpec } from '../../errors/index.js';
import { always } from '../checks/signatures.js';
import { checkId } from '../checks/targets.js';
import { requireOperationType, type TypeSource } from '../checks/types.js';

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
 * traceSignatures(registryTypes).checkCoverage; // []
 * ```
 */
export function traceSignatures(types: TypeSource): Readonly<Record<string, readonly ArgumentSpec[]>> {
  const typeCode = always('a document type code', (value) => requireOperationType(types, value, 'all') !== undefined);
  const matrixOptions = custom('{ from, to } (two document type codes)', (value) => {
    if (!isPlainObject(value) || Object.keys(value).some((k) => k !== 'from' && k !== 'to')) return false;
    return typeCode.check(value.from, []) && typeCode.check(value.to, []);
  });
  return Object.freeze({
    traceLinks: [],
    checkCoverage: [],
    suspectLinks: [],
    impactOf: [
      arg('type', typeCode),
      arg('id', always('an id', (value, args) => checkId(types.find(String(args[0])) ?? String(args[0]), value) !== '')),
      arg('options', options({ depth: positive })),
    ],
    traceMatrix: [arg('options', matrixOptions)],
    confirmLinks: [arg('source', optional(document)), arg('targets', optional(arrayOf(document, 'an array of { type, id }')))],
  });
}
