/**
 * The `reference` message profile: the reference implementation's texts,
 * byte for byte, built from the structured facts.
 *
 * @packageDocumentation
 */

import type { Diagnostic, MessageProfile } from '../../diagnostics/index.js';
import { errorsReference } from './errors.js';
import { frontmatterReference } from './frontmatter.js';
import { limitReference } from './limit.js';
import { structureReference } from './structure.js';
import { valueReference } from './value.js';

// TRANSITIONAL: the owner of the formatter and labels moves the old texts here.
function formatLine(d: Diagnostic): string {
  return `${d.severity} ${d.code} ${d.documentLine}:${d.column} ${d.message.replace(/\n/g, '\n  ')}`;
}

/**
 * The reference message profile.
 *
 * @example
 * ```ts
 * referenceMessages.name; // 'reference'
 * ```
 */
export const referenceMessages: MessageProfile = Object.freeze({
  name: 'reference',
  diagnostics: Object.freeze({ ...frontmatterReference, ...structureReference, ...valueReference, ...limitReference }),
  errors: errorsReference,
  formatDiagnostic: formatLine,
  operationLabel: (type: string, operation: string, channel?: string) => `${type} ${operation}${channel === undefined ? '' : ` (${channel})`}`,
});
