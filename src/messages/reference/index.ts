/**
 * The `reference` message profile: the reference implementation's texts,
 * byte for byte, built from the structured facts.
 *
 * @packageDocumentation
 */

import type { Channel, Diagnostic, LabelledOperation, MessageProfile } from '../../diagnostics/index.js';
import { labelChannel } from '../../diagnostics/index.js';
import { errorsReference } from './errors.js';
import { frontmatterReference } from './frontmatter.js';
import { limitReference } from './limit.js';
import { structureReference } from './structure.js';
import { valueReference } from './value.js';

// The reference's tool names (operations.md §2.4).
const TOOL_NAMES: Readonly<Record<LabelledOperation, (type: string) => string>> = {
  create: (t) => `create_${t}`,
  update: () => 'update',
  edit: () => 'edit',
  setStatus: () => 'set_status',
  setClassification: () => 'set_classification',
  validate: () => 'validate',
  validateAdr: () => 'validate_adr',
  parseFile: (t) => `parse_${t}`,
};

// `<type> <tool>` or `<type> <tool> (<channel>)`.
function label(type: string, operation: LabelledOperation, channel?: Channel): string {
  const validated = labelChannel(operation, channel);
  const base = `${type} ${TOOL_NAMES[operation](type)}`;
  return validated === undefined ? base : `${base} (${validated})`;
}

// `<severity> <code> <documentLine>:<column> <message>`, continuation lines indented by two spaces.
function formatLine(d: Diagnostic): string {
  return `${d.severity} ${d.code} ${d.documentLine}:${d.column} ${d.message.replace(/\n/g, '\n  ')}`;
}

/**
 * The reference message profile. Its operation labels name the
 * reference's tools (`tsk create_tsk (body)`, `tsk set_status
 * (frontmatter)`, `tsk parse_tsk`); its diagnostic line is
 * `<severity> <code> <documentLine>:<column> <message>`.
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
  operationLabel: label,
});
