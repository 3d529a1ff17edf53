/**
 * Source (formats.md §5.2): req, gol, dec and rsk.
 *
 * @packageDocumentation
 */
import { paragraph } from '../../format/index.js';
import { valueSection } from '../../format/index.js';
import type { Field } from '../../format/index.js';

/**
 * `## Source`: exactly one paragraph naming the origin or authority of the
 * document; its text is not checked. The model is the paragraph's inline source.
 *
 * @returns the mandatory field
 * @example
 * ```ts
 * missingIsLegacy(source(), { older: 'missing Source section', current: '## Source' }); // rsk, dec
 * ```
 */
export function source(): Field<'source', string, false, 'Source'> {
  return valueSection('source', { level: 2 }, paragraph('value'));
}
