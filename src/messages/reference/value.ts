/**
 * The reference words of the value codes.
 *
 * @packageDocumentation
 */

import type { DiagnosticRenderers, ValueParams } from '../../diagnostics/index.js';

/**
 * Renderers of the value codes (reference).
 *
 * @example
 * ```ts
 * valueReference['value-pattern'];
 * ```
 */
export const valueReference: Pick<DiagnosticRenderers, keyof ValueParams> = {
  // TRANSITIONAL: replaced by the owner of the value codes.
  'value-pattern': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'value-vocabulary': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'value-order': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'value-duplicate': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'value-cardinality': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'value-cross-check': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'empty-content': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'adr-duplicate-option': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'adr-blank-section': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the value codes.
  'legacy-form': () => ({ message: '' }),
};
