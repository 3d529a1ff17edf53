/**
 * French headings of the risk type (`rsk`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { riskOutline } from '../outline.js';

/**
 * The French heading table of `rsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * rskFr['Risk > Trigger']; // 'Déclencheur'
 * ```
 */
export const rskFr = {
  Risk: '{title}',
  'Risk > Cause': 'Cause',
  'Risk > Trigger': 'Déclencheur',
  'Risk > Consequence': 'Conséquence',
  'Risk > Scope': 'Périmètre',
  'Risk > InitialAssessment': 'Évaluation initiale',
  'Risk > InitialAssessment > Probability': 'Probabilité {n}',
  'Risk > InitialAssessment > Impact': 'Impact {n}',
  'Risk > Strategy': 'Stratégie',
  'Risk > Mitigation': 'Atténuation',
  'Risk > ResidualAssessment': 'Évaluation du risque résiduel',
  'Risk > ResidualAssessment > Probability': 'Probabilité {n}',
  'Risk > ResidualAssessment > Impact': 'Impact {n}',
  'Risk > Owner': 'Propriétaire du risque',
  'Risk > Tags': 'Étiquettes',
  'Risk > Source': 'Source',
  'Risk > MoreInformation': 'Informations complémentaires',
} satisfies HeadingTableOf<typeof riskOutline>;
