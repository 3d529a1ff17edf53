/**
 * Spanish headings of the risk type (`rsk`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The Spanish heading table of `rsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * rskEs['Risk > Trigger']; // 'Desencadenante'
 * ```
 */
export const rskEs: HeadingTable = {
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
};
