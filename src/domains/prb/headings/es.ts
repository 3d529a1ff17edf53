/**
 * Spanish headings of the problem statement type (`prb`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { problemStatementOutline } from '../outline.js';

/**
 * The Spanish heading table of `prb`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * prbEs['ProblemStatement > CurrentState > Summary']; // 'Resumen'
 * ```
 */
export const prbEs = {
  ProblemStatement: '{title}',
  'ProblemStatement > CurrentState': 'Situación actual',
  'ProblemStatement > CurrentState > Summary': 'Resumen',
  'ProblemStatement > CurrentState > WhatIsTheProblem': '¿Cuál es el problema?',
  'ProblemStatement > CurrentState > WhyIsItAProblem': '¿Por qué es un problema?',
  'ProblemStatement > CurrentState > WhereIsTheProblemObserved': '¿Dónde se observa el problema?',
  'ProblemStatement > CurrentState > WhoIsImpacted': '¿A quién afecta?',
  'ProblemStatement > CurrentState > WhenWasTheProblemFirstObserved': '¿Cuándo se observó el problema por primera vez?',
  'ProblemStatement > CurrentState > HowIsTheProblemObserved': '¿Cómo se observa el problema?',
  'ProblemStatement > CurrentState > HowOftenIsTheProblemObserved': '¿Con qué frecuencia se observa el problema?',
  'ProblemStatement > Gap': 'Brecha',
  'ProblemStatement > Impact': 'Impacto',
  'ProblemStatement > FutureState': 'Situación futura',
  'ProblemStatement > References': 'Referencias',
  'ProblemStatement > MoreInformation': 'Información adicional',
} satisfies HeadingTableOf<typeof problemStatementOutline>;
