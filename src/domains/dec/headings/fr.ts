/**
 * French headings of the decision type (`dec`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { decisionOutline } from '../outline.js';

/**
 * The French heading table of `dec`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * decFr['Decision > DecisionDrivers']; // 'Facteurs de décision'
 * ```
 */
export const decFr = {
  Decision: '{title}',
  'Decision > ContextAndProblemStatement': 'Contexte et énoncé du problème',
  'Decision > DecisionDrivers': 'Facteurs de décision',
  'Decision > ConsideredOptions': 'Options envisagées',
  'Decision > DecisionOutcome': 'Décision retenue',
  'Decision > DecisionOutcome > Consequences': 'Conséquences',
  'Decision > DecisionOutcome > Confirmation': 'Confirmation',
  'Decision > RolesAndResponsibilities': 'Rôles et responsabilités',
  'Decision > RolesAndResponsibilities > Accountable': 'Approbateur',
  'Decision > RolesAndResponsibilities > Responsible': 'Responsable',
  'Decision > RolesAndResponsibilities > Support': 'Soutien',
  'Decision > RolesAndResponsibilities > Consulted': 'Consulté',
  'Decision > RolesAndResponsibilities > Informed': 'Informé',
  'Decision > Tags': 'Étiquettes',
  'Decision > Source': 'Source',
  'Decision > RelatedArtifacts': 'Artefacts associés',
  'Decision > RelatedArtifacts > Requirements': 'Exigences',
  'Decision > RelatedArtifacts > Decisions': 'Décisions',
  'Decision > RelatedArtifacts > Goals': 'Objectifs',
  'Decision > RelatedArtifacts > AcceptanceCriteria': "Critères d'acceptation",
  'Decision > RelatedArtifacts > Risks': 'Risques',
  'Decision > ProsAndCons': 'Avantages et inconvénients',
  'Decision > ProsAndCons > Option': 'Option {n} : {title}',
  'Decision > MoreInformation': 'Informations complémentaires',
  'Decision > Updates': 'Mises à jour',
} satisfies HeadingTableOf<typeof decisionOutline>;
