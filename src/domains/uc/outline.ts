/**
 * uc — Use Case, Cockburn "fully dressed" (formats.md §6.3): characteristic
 * information, the main success scenario, extensions keyed by step,
 * sub-variations per step, open issues and related information.
 *
 * @packageDocumentation
 */
import { items, itemsWithNotes, paragraph, paragraphs } from '../../format/index.js';
import { integer, literal, template, text, type HeadingSpec } from '../../format/index.js';
import { arraySection, optional, repeated, section, valueSection } from '../../format/index.js';
import { checkStepReferences } from './cross-checks.js';

type Heading = HeadingSpec<Record<never, never>>;

// `paras` sections take paragraphs only and `items` sections a list only, so
// each is a value section whose single value is of that kind.
function parasSection<N extends string>(name: N, heading?: Heading) {
  return valueSection(name, { level: 3, ...(heading ? { heading } : {}) }, paragraphs('value'));
}

function itemsSection<N extends string>(name: N, level: 2 | 3, heading?: Heading) {
  return valueSection(name, { level, ...(heading ? { heading } : {}) }, items('value'));
}

/**
 * `## Characteristic Information`: the H3 facts of the use case, in order.
 *
 * @example
 * ```ts
 * characteristicInformation.def.typeName; // 'CharacteristicInformation'
 * ```
 */
export const characteristicInformation = section('characteristicInformation', { level: 2 }, [
  parasSection('goalInContext', literal('Goal in Context')),
  parasSection('scope'),
  parasSection('level'),
  itemsSection('preconditions', 3),
  itemsSection('successEndCondition', 3),
  optional(itemsSection('failedEndCondition', 3)),
  parasSection('primaryActor'),
  optional(itemsSection('secondaryActors', 3)),
  parasSection('trigger'),
  optional(parasSection('frequency')),
  optional(parasSection('priority')),
  optional(parasSection('performanceTarget')),
  optional(itemsSection('channelsToPrimaryActor', 3, literal('Channels to Primary Actor'))),
  optional(itemsSection('channelsToSecondaryActors', 3, literal('Channels to Secondary Actors'))),
  optional(itemsSection('relatedUseCases', 3)),
]);

/**
 * One `### Extension <ref>. <condition>`: the reference (step number plus an
 * optional letter, kept as written) and the actions as items with notes.
 *
 * @example
 * ```ts
 * extension.def.typeName; // 'Extension'
 * ```
 */
export const extension = section(
  'entries',
  {
    level: 3,
    typeName: 'Extension',
    heading: template('Extension {n}. {condition}', { n: text('ref', '(\\d+[a-z]?)'), condition: text('condition') }),
  },
  [itemsWithNotes('actions')],
);

/**
 * `## Extensions`: an optional intro paragraph, then any number of extensions.
 *
 * @example
 * ```ts
 * extensions.def.kind; // 'section'
 * ```
 */
export const extensions = section('extensions', { level: 2 }, [optional(paragraph('intro')), repeated(extension, { min: 0 })]);

/**
 * One `### Step <N>: <text>` of Sub-Variations: the step number, the step's
 * text and the alternative ways as items.
 *
 * @example
 * ```ts
 * subVariation.def.typeName; // 'SubVariation'
 * ```
 */
export const subVariation = section(
  '',
  { level: 3, typeName: 'SubVariation', heading: template('Step {n}: {text}', { n: integer('number'), text: text('text') }) },
  [items('variations')],
);

/**
 * The uc outline's H1 section (formats.md §4.8 `UseCase`); the step cross-checks run
 * here because they compare three of its sections.
 *
 * @example
 * ```ts
 * useCaseOutline.def.typeName; // 'UseCase'
 * ```
 */
export const useCaseOutline = section(
  '',
  { level: 1, typeName: 'UseCase', heading: template('{title}', { title: text('title') }), checks: [checkStepReferences] },
  [
    characteristicInformation,
    itemsSection('mainSuccessScenario', 2),
    optional(extensions),
    optional(arraySection('subVariations', { level: 2, heading: literal('Sub-Variations') }, repeated(subVariation, { min: 0 }))),
    optional(itemsSection('openIssues', 2)),
    optional(section('relatedInformation', { level: 2 }, [optional(itemsSection('notes', 3)), optional(itemsSection('assumptions', 3))])),
  ],
);
