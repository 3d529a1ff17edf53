/**
 * The default words of every error reason.
 *
 * @packageDocumentation
 */

import type { ErrorRenderers } from './messages.js';
import { repositoryErrorMessages } from './repository-messages.js';

/**
 * The default profile's error texts, one per reason.
 *
 * @example
 * ```ts
 * Object.keys(defaultErrorMessages);
 * ```
 */
export const defaultErrorMessages: ErrorRenderers = Object.freeze({
  ...repositoryErrorMessages,
});
