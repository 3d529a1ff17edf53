/**
 * The default words of the frontmatter codes.
 *
 * @packageDocumentation
 */

import type { FrontmatterParams } from '../params.js';
import type { DiagnosticRenderers } from '../profile.js';

/**
 * Renderers of the frontmatter codes (default).
 *
 * @example
 * ```ts
 * frontmatterMessages['missing-frontmatter'];
 * ```
 */
export const frontmatterMessages: Pick<DiagnosticRenderers, keyof FrontmatterParams> = {
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
