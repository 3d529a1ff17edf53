/**
 * The reference words of the limit codes.
 *
 * @packageDocumentation
 */

import type { DiagnosticRenderers, LimitParams } from '../../diagnostics/index.js';

/**
 * Renderers of the limit codes (reference).
 *
 * @example
 * ```ts
 * limitReference['document-too-large'];
 * ```
 */
export const limitReference: Pick<DiagnosticRenderers, keyof LimitParams> = {
  // TRANSITIONAL: replaced by the owner of the limit codes.
  'document-too-large': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the limit codes.
  'nesting-too-deep': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the limit codes.
  'input-too-complex': () => ({ message: '' }),
  // The reference stops at the first failure and has no such note; its words are the default's.
  'too-many-problems': ({ more }) => ({ message: `… and ${more} more ${more === 1 ? 'problem' : 'problems'}.` }),
};
