/**
 * The reference implementation's words of every error reason.
 *
 * @packageDocumentation
 */

import type { ErrorRenderers } from '../../errors/index.js';
import { languageReference } from './errors/languages.js';
import { optionReference } from './errors/options.js';
import { sectionReference } from './errors/sections.js';
import { targetReference } from './errors/targets.js';
import { typeReference } from './errors/types.js';
import { repositoryReference } from './errors/repository.js';
import { editReference } from './errors/edits.js';

/**
 * The reference profile's error texts, one per reason.
 *
 * @example
 * ```ts
 * errorsReference['invalid-mode']({ mode: 'loose' }); // "mode must be 'strict' or 'lenient', got 'loose'"
 * ```
 */
export const errorsReference: ErrorRenderers = Object.freeze({
  ...optionReference,
  ...targetReference,
  ...typeReference,
  ...languageReference,
  ...sectionReference,
  ...repositoryReference,
  ...editReference,
});
