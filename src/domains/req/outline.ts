/**
 * req — Requirement (formats.md §6.2): a title, the requirement statement,
 * characteristics, an RFC 2119 level, an optional priority, tags, the
 * mandatory source and typed related artifacts.
 *
 * @packageDocumentation
 */
import { items, paragraph } from '../../format/index.js';
import { template, text } from '../../format/index.js';
import { freeSection, optional, section, valueSection } from '../../format/index.js';
import { vocabulary } from '../../format/index.js';
import { trailingSections } from '../shared/trailing-sections.js';

/**
 * The RFC 2119 keywords a requirement's Level may be (`value-vocabulary`).
 *
 * @example
 * ```ts
 * satisfies(requirementLevels, 'MUST NOT'); // true
 * ```
 */
export const requirementLevels = vocabulary(['MUST', 'SHOULD', 'MUST NOT', 'SHOULD NOT', 'MAY']);

/**
 * The req outline's H1 section (model `Requirement`).
 *
 * @example
 * ```ts
 * defineDocumentType({ tag: 'req', noun: 'requirement', statuses: statusRules.req, root: requirementOutline, template, example });
 * ```
 */
export const requirementOutline = section(
  '',
  { level: 1, typeName: 'Requirement', heading: template('{title}', { title: text('title') }) },
  [
    paragraph('statement'),
    // Optional by decision (formats.md §6.2): the reference's own documentation calls it optional.
    optional(freeSection('description', { level: 2 })),
    valueSection('characteristics', { level: 2 }, items('items', { max: 9 })),
    valueSection('level', { level: 2, comment: true }, paragraph('value', { value: requirementLevels })),
    ...trailingSections(),
  ],
);
