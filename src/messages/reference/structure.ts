/**
 * The reference words of the structure codes.
 *
 * @packageDocumentation
 */

import type { DiagnosticRenderers, StructureParams } from '../../diagnostics/index.js';

/**
 * Renderers of the structure codes (reference).
 *
 * @example
 * ```ts
 * structureReference['body-no-match'];
 * ```
 */
export const structureReference: Pick<DiagnosticRenderers, keyof StructureParams> = {
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'body-no-match': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'body-leftover': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'heading-mismatch': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'foreign-heading': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'raw-html': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'soft-wrapped-list-item': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'nested-list': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'adr-unknown-heading': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the structure codes.
  'adr-duplicate-heading': () => ({ message: '' }),
};
