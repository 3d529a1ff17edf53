/**
 * The default words of the limit codes.
 *
 * @packageDocumentation
 */

import type { LimitParams } from '../params.js';
import type { DiagnosticRenderers } from '../profile.js';

/**
 * Renderers of the limit codes (default).
 *
 * @example
 * ```ts
 * limitMessages['document-too-large'];
 * ```
 */
export const limitMessages: Pick<DiagnosticRenderers, keyof LimitParams> = {
  // TRANSITIONAL: replaced by the owner of the limit codes.
  'document-too-large': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the limit codes.
  'nesting-too-deep': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the limit codes.
  'input-too-complex': () => ({ message: '' }),
  // A note, not a problem of the file: there is no fix to say, so no hint.
  'too-many-problems': ({ more }) => ({ message: `… and ${more} more ${more === 1 ? 'problem' : 'problems'}.` }),
};
