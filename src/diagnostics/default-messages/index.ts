/**
 * The library's own message profile: plain, short English for TypeScript
 * users.
 *
 * @packageDocumentation
 */

import { defaultErrorMessages } from '../../errors/index.js';
import type { Channel } from '../diagnostic.js';
import { defaultDiagnosticLine, labelChannel } from '../formatter.js';
import type { LabelledOperation, MessageProfile } from '../profile.js';
import { frontmatterMessages } from './frontmatter.js';
import { limitMessages } from './limit.js';
import { structureMessages } from './structure.js';
import { valueMessages } from './value.js';

// The operation as the API names it: the method (`repo.adr.validate` is
// `validate`), never a tool name.
const METHODS: Readonly<Record<LabelledOperation, string>> = {
  create: 'create',
  update: 'update',
  edit: 'edit',
  setStatus: 'setStatus',
  setClassification: 'setClassification',
  validate: 'validate',
  validateAdr: 'validate',
  parseFile: 'parseFile',
};

function label(type: string, operation: LabelledOperation, channel?: Channel): string {
  const validated = labelChannel(operation, channel);
  const base = `${type} ${METHODS[operation]}`;
  return validated === undefined ? base : `${base} (${validated})`;
}

/**
 * The default message profile. Its operation labels name the operation as
 * the API does (`tsk create (body)`, `tsk setStatus (frontmatter)`,
 * `tsk validate`); its diagnostic line is
 * `<documentLine>:<column>  <severity>  <message>  [<code>]`.
 *
 * @example
 * ```ts
 * defaultMessages.name; // 'default'
 * ```
 */
export const defaultMessages: MessageProfile = Object.freeze({
  name: 'default',
  diagnostics: Object.freeze({ ...frontmatterMessages, ...structureMessages, ...valueMessages, ...limitMessages }),
  errors: defaultErrorMessages,
  formatDiagnostic: defaultDiagnosticLine,
  operationLabel: label,
});
