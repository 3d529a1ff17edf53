/**
 * The default words of every error reason.
 *
 * @packageDocumentation
 */

import { languageTexts } from './default/languages.js';
import { optionTexts } from './default/options.js';
import { sectionTexts } from './default/sections.js';
import { targetTexts } from './default/targets.js';
import { typeTexts } from './default/types.js';
import type { ErrorParamsByReason, ErrorReason, ErrorRenderers } from './messages.js';
import { repositoryErrorMessages } from './default/repository.js';
import { editTexts } from './default/edits.js';

/**
 * The default profile's error texts, one per reason.
 *
 * @example
 * ```ts
 * defaultErrorMessages['invalid-mode']({ mode: 'loose' }); // 'mode must be "strict" or "lenient", got "loose"'
 * ```
 */
export const defaultErrorMessages: ErrorRenderers = Object.freeze({ ...optionTexts, ...targetTexts, ...typeTexts, ...languageTexts, ...sectionTexts, ...repositoryErrorMessages, ...editTexts });

/**
 * The default text of one reason.
 *
 * @param reason - the message shape
 * @param params - its facts
 * @returns the text
 * @example
 * ```ts
 * defaultErrorText('file-and-folder', { path: 'a' }); // 'memoryStorage: "a" is given both as a file and as a folder'
 * ```
 */
export function defaultErrorText<R extends ErrorReason>(reason: R, params: ErrorParamsByReason[R]): string {
  return (defaultErrorMessages[reason] as (p: ErrorParamsByReason[R]) => string)(params);
}
