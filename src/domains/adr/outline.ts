/**
 * adr — Architecture Decision Record (formats.md §6.1, MADR 4.0.0). The
 * outline lists the sections in serialization order; it drives the heading
 * table and rendering, while reading is order-tolerant (see `match.ts`).
 *
 * @packageDocumentation
 */
import { opaque } from '../../format/outline/fields.js';
import { integer, literal, template, text } from '../../format/outline/heading.js';
import { arraySection, freeSection, optional, repeated, section } from '../../format/outline/sections.js';

/**
 * The heading of one option: `Option <n>: <title>`, capturing `number` and `title`.
 *
 * @example
 * ```ts
 * repeated(freeSection('', { level: 3, typeName: 'Option', heading: optionHeading }), { min: 1 });
 * ```
 */
export const optionHeading = template('Option {n}: {title}', { n: integer('number'), title: text('title') });

/**
 * The adr outline's H1 section (field paths `Adr > …`, formats.md §4.8).
 *
 * @example
 * ```ts
 * englishHeadings(adrOutline.def as SectionDef)['Adr > Options > Option']; // 'Option {n}: {title}'
 * ```
 */
export const adrOutline = section('', { level: 1, typeName: 'Adr', heading: template('{title}', { title: text('title') }) }, [
  freeSection('contextAndProblemStatement', { level: 2, heading: literal('Context and Problem Statement') }),
  optional(freeSection('decisionDrivers', { level: 2 })),
  freeSection('consideredOptions', { level: 2 }),
  // `text` is the free-form text before the H3s; the model lifts it to
  // `decisionOutcome` and the two H3s to top-level properties (model.ts).
  section('decisionOutcome', { level: 2 }, [
    opaque('text'),
    optional(freeSection('consequences', { level: 3 })),
    optional(freeSection('confirmation', { level: 3 })),
  ]),
  optional(
    arraySection(
      'options',
      { level: 2, heading: literal('Pros and Cons of the Options') },
      repeated(freeSection('', { level: 3, typeName: 'Option', heading: optionHeading }), { min: 1 }),
    ),
  ),
  optional(freeSection('moreInformation', { level: 2 })),
]);
