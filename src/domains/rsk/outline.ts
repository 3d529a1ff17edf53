/**
 * rsk — Risk, a risk-register entry (formats.md §6.8): cause, trigger and
 * consequence, the affected scope, an initial assessment on the 5x5 matrix,
 * a TARA strategy with its mitigation, and the residual assessment.
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { comment, items, paragraph } from '../../format/index.js';
import { template, text } from '../../format/index.js';
import { freeSection, missingIsLegacy, optional, section, valueSection } from '../../format/index.js';
import { vocabulary } from '../../format/index.js';
import { source } from '../shared/source.js';
import { tags } from '../shared/tags.js';
import { assessment } from './assessment.js';

/**
 * The TARA strategies, in the order formats.md lists them.
 *
 * @example
 * ```ts
 * strategyWords.words; // ['transfer', 'accept', 'reduce', 'avoid']
 * ```
 */
export const strategyWords = vocabulary(['transfer', 'accept', 'reduce', 'avoid']);

/**
 * The rsk outline's H1 section (formats.md §4.8 `Risk`). `## Source` became mandatory
 * in the reference's v0.30, so lenient mode reads older risks without it.
 *
 * @example
 * ```ts
 * riskOutline.def.typeName; // 'Risk'
 * ```
 */
export const riskOutline = section('', { level: 1, typeName: 'Risk', heading: template('{title}', { title: text('title') }) }, [
  optional(comment()),
  freeSection('cause', { level: 2 }),
  freeSection('trigger', { level: 2 }),
  freeSection('consequence', { level: 2 }),
  valueSection('scope', { level: 2 }, items('value')),
  assessment('initialAssessment', 'Initial Assessment'),
  valueSection('strategy', { level: 2 }, paragraph('value', { value: strategyWords })),
  freeSection('mitigation', { level: 2 }),
  assessment('residualAssessment', 'Residual Assessment'),
  optional(valueSection('owner', { level: 2 }, paragraph('value'))),
  optional(tags()),
  missingIsLegacy(source(), { older: 'missing Source section', current: legacyCurrentForm('missing Source section') }),
  optional(freeSection('moreInformation', { level: 2 })),
]);
