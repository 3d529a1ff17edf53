/**
 * sop — Standard Operating Procedure (formats.md §6.10): purpose, optional
 * scope, definitions, roles and precautions, numbered steps, typed related
 * artifacts (with Sops) and an update log.
 *
 * @packageDocumentation
 */
import { literal, template, text } from '../../format/index.js';
import { freeSection, optional, section } from '../../format/index.js';
import { updates } from '../../format/index.js';
import { numberedSections } from '../shared/numbered-sections.js';
import { rolesAndResponsibilities } from '../shared/rasci.js';
import { relatedArtifactsWithSops } from '../shared/related-artifacts.js';

/**
 * The sop outline's H1 section (model `StandardOperatingProcedure`).
 *
 * @example
 * ```ts
 * defineDocumentType({ tag: 'sop', noun: 'SOP', statuses: statusRules.sop, root: standardOperatingProcedureOutline, template, example });
 * ```
 */
export const standardOperatingProcedureOutline = section(
  '',
  { level: 1, typeName: 'StandardOperatingProcedure', heading: template('{title}', { title: text('title') }) },
  [
    freeSection('purpose', { level: 2 }),
    optional(freeSection('scope', { level: 2 })),
    optional(freeSection('definitions', { level: 2 })),
    optional(rolesAndResponsibilities()),
    optional(freeSection('safetyAndPrecautions', { level: 2, heading: literal('Safety and Precautions') })),
    numberedSections('procedure', 'Step'),
    optional(relatedArtifactsWithSops()),
    optional(freeSection('moreInformation', { level: 2 })),
    // Up to v0.16 sop entries used an em dash and ran oldest first (formats.md §5.1).
    optional(updates('updates', { level: 2, legacy: { emDash: true } })),
  ],
);
