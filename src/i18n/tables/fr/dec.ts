/**
 * French headings of the decision type (`dec`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The French heading table of `dec`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * decFr['Decision > DecisionDrivers']; // 'Facteurs de décision'
 * ```
 */
export const decFr: HeadingTable = {
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
};
