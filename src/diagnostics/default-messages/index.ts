/**
 * The library's own message profile: plain, short English for TypeScript
 * users.
 *
 * @packageDocumentation
 */

import { defaultErrorMessages } from '../../errors/index.js';
import type { Diagnostic } from '../diagnostic.js';
import type { MessageProfile } from '../profile.js';
import { frontmatterMessages } from './frontmatter.js';
import { limitMessages } from './limit.js';
import { structureMessages } from './structure.js';
import { valueMessages } from './value.js';

// TRANSITIONAL: the owner of the formatter and labels rewrites these two.
function formatLine(d: Diagnostic): string {
  return `${d.documentLine}:${d.column}  ${d.severity}  ${d.message.replace(/\n/g, '\n  ')}  [${d.code}]`;
}

/**
 * The default message profile.
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
  formatDiagnostic: formatLine,
  operationLabel: (type: string, operation: string, channel?: string) => `${type} ${operation}${channel === undefined ? '' : ` (${channel})`}`,
});
