/**
 * dec — Decision (formats.md §6.9): a general, MADR-like decision record
 * with RASCI roles, tags, source, typed related artifacts, numbered options
 * and an update log.
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { paragraph } from '../../format/index.js';
import { literal, template, text } from '../../format/index.js';
import { freeSection, missingIsLegacy, optional, section } from '../../format/index.js';
import { updates } from '../../format/index.js';
import { numberedSections } from '../shared/numbered-sections.js';
import { rolesAndResponsibilities } from '../shared/rasci.js';
import { relatedArtifacts } from '../shared/related-artifacts.js';
import { source } from '../shared/source.js';
import { tags } from '../shared/tags.js';

/**
 * The dec outline's H1 section (model `Decision`).
 *
 * @example
 * ```ts
 * defineDocumentType({ tag: 'dec', noun: 'decision', statuses: statusRules.dec, root: decisionOutline, template, example });
 * ```
 */
export const decisionOutline = section(
  '',
  { level: 1, typeName: 'Decision', heading: template('{title}', { title: text('title') }) },
  [
    freeSection('contextAndProblemStatement', { level: 2, heading: literal('Context and Problem Statement') }),
    optional(freeSection('decisionDrivers', { level: 2 })),
    optional(freeSection('consideredOptions', { level: 2 })),
    section('decisionOutcome', { level: 2 }, [
      paragraph('text'),
      optional(freeSection('consequences', { level: 3 })),
      optional(freeSection('confirmation', { level: 3 })),
    ]),
    // Decisions written before v0.29 have neither section (formats.md §6.9).
    missingIsLegacy(rolesAndResponsibilities(), {
      older: 'missing Roles and Responsibilities section',
      current: legacyCurrentForm('missing Roles and Responsibilities section'),
    }),
    optional(tags()),
    missingIsLegacy(source(), { older: 'missing Source section', current: legacyCurrentForm('missing Source section') }),
    optional(relatedArtifacts()),
    // `Pros and Cons of the Options` is the ADR heading and is not accepted here.
    optional(numberedSections('prosAndCons', 'Option', { heading: literal('Pros and Cons') })),
    optional(freeSection('moreInformation', { level: 2 })),
    // Em-dash headings of dec (up to v0.16) are read by the free-form rule: the
    // em-dash form is a feat/sop legacy form in formats.md §5.1 and §8.1.
    optional(updates('updates', { level: 2, legacy: { dateOnly: true, freeForm: true } })),
  ],
);
