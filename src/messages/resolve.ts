/**
 * Choosing a message profile by name.
 *
 * @packageDocumentation
 */

import { defaultMessages, type MessageProfile } from '../diagnostics/index.js';
import { UsageError } from '../errors/index.js';
import { referenceMessages } from './reference/index.js';

/**
 * The `messages` option: a packaged profile by name, or a host's own profile.
 *
 * @example
 * ```ts
 * const option: MessageOption = 'reference';
 * ```
 */
export type MessageOption = 'default' | 'reference' | MessageProfile;

/**
 * The profile a `messages` option names.
 *
 * @param option - `'default'` (also when `undefined`), `'reference'` or a profile
 * @returns the profile
 * @throws UsageError (`invalid-arguments`) for any other value
 * @example
 * ```ts
 * resolveMessages('reference').name; // 'reference'
 * resolveMessages(undefined).name;   // 'default'
 * ```
 */
export function resolveMessages(option: unknown): MessageProfile {
  if (option === undefined || option === 'default') return defaultMessages;
  if (option === 'reference') return referenceMessages;
  if (isProfile(option)) return option;
  throw new UsageError(
    'invalid-arguments',
    `messages must be 'default', 'reference' or a message profile object (e.g. { ...defaultMessages, name: 'mine' }), got ${typeof option === 'string' ? JSON.stringify(option) : typeof option}`,
  );
}

function isProfile(value: unknown): value is MessageProfile {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<MessageProfile>;
  return typeof p.name === 'string' && typeof p.diagnostics === 'object' && p.diagnostics !== null
    && typeof p.errors === 'object' && p.errors !== null
    && typeof p.formatDiagnostic === 'function' && typeof p.operationLabel === 'function';
}
