/**
 * German headings of the risk type (`rsk`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { riskOutline } from '../outline.js';

/**
 * The German heading table of `rsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * rskDe['Risk > Trigger']; // 'Auslöser'
 * ```
 */
export const rskDe = {
  Risk: '{title}',
  'Risk > Cause': 'Ursache',
  'Risk > Trigger': 'Auslöser',
  'Risk > Consequence': 'Folgen',
  'Risk > Scope': 'Geltungsbereich',
  'Risk > InitialAssessment': 'Erstbewertung',
  'Risk > InitialAssessment > Probability': 'Wahrscheinlichkeit {n}',
  'Risk > InitialAssessment > Impact': 'Auswirkung {n}',
  'Risk > Strategy': 'Strategie',
  'Risk > Mitigation': 'Risikominderung',
  'Risk > ResidualAssessment': 'Restrisikobewertung',
  'Risk > ResidualAssessment > Probability': 'Wahrscheinlichkeit {n}',
  'Risk > ResidualAssessment > Impact': 'Auswirkung {n}',
  'Risk > Owner': 'Risikoeigner',
  'Risk > Tags': 'Schlagwörter',
  'Risk > Source': 'Quelle',
  'Risk > MoreInformation': 'Weitere Informationen',
} satisfies HeadingTableOf<typeof riskOutline>;
