/**
 * The reference implementation's words of every error reason.
 *
 * @packageDocumentation
 */

import type { ErrorRenderers } from '../../errors/index.js';
import { repositoryReference } from './repository-errors.js';

/**
 * The reference profile's error texts, one per reason.
 *
 * @example
 * ```ts
 * Object.keys(errorsReference);
 * ```
 */
export const errorsReference: ErrorRenderers = Object.freeze({
  ...repositoryReference,
});
