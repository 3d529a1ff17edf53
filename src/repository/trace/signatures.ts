/**
 * The argument descriptions of the traceability methods, merged into the
 * repository's (checks/signatures.ts).
 *
 * @packageDocumentation
 */

import type { ArgumentSpec } from '../../errors/index.js';
import type { TypeSource } from '../checks/types.js';

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
  return Object.freeze({ traceLinks: [], checkCoverage: [] });
}
