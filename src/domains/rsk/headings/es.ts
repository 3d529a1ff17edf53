/**
 * Spanish headings of the risk type (`rsk`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { riskOutline } from '../outline.js';

/**
 * The Spanish heading table of `rsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * rskEs['Risk > Trigger']; // 'Desencadenante'
 * ```
 */
export const rskEs = {
  Risk: '{title}',
  'Risk > Cause': 'Causa',
  'Risk > Trigger': 'Desencadenante',
  'Risk > Consequence': 'Consecuencia',
  'Risk > Scope': 'Alcance',
  'Risk > InitialAssessment': 'Evaluación inicial',
  'Risk > InitialAssessment > Probability': 'Probabilidad {n}',
  'Risk > InitialAssessment > Impact': 'Impacto {n}',
  'Risk > Strategy': 'Estrategia',
  'Risk > Mitigation': 'Mitigación',
  'Risk > ResidualAssessment': 'Evaluación del riesgo residual',
  'Risk > ResidualAssessment > Probability': 'Probabilidad {n}',
  'Risk > ResidualAssessment > Impact': 'Impacto {n}',
  'Risk > Owner': 'Responsable del riesgo',
  'Risk > Tags': 'Etiquetas',
  'Risk > Source': 'Fuente',
  'Risk > MoreInformation': 'Información adicional',
} satisfies HeadingTableOf<typeof riskOutline>;
