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

// The operation as the API names it (the method), never a tool name.
function label(type: string, operation: LabelledOperation, channel?: Channel): string {
  const validated = labelChannel(operation, channel);
  return validated === undefined ? `${type} ${operation}` : `${type} ${operation} (${validated})`;
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
