/**
 * The reference words of the frontmatter codes.
 *
 * @packageDocumentation
 */

import type { DiagnosticRenderers, FrontmatterParams } from '../../diagnostics/index.js';

/**
 * Renderers of the frontmatter codes (reference).
 *
 * @example
 * ```ts
 * frontmatterReference['missing-frontmatter'];
 * ```
 */
export const frontmatterReference: Pick<DiagnosticRenderers, keyof FrontmatterParams> = {
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'missing-frontmatter': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'frontmatter-unclosed': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'frontmatter-offset': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'yaml-syntax': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'frontmatter-field': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'frontmatter-type-mismatch': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'version-unsupported': () => ({ message: '' }),
  // TRANSITIONAL: replaced by the owner of the frontmatter codes.
  'invalid-timestamp': () => ({ message: '' }),
};
