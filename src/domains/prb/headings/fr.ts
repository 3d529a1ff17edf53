/**
 * French headings of the problem statement type (`prb`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { problemStatementOutline } from '../outline.js';

/**
 * The French heading table of `prb`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * prbFr['ProblemStatement > CurrentState > Summary']; // 'Résumé'
 * ```
 */
export const prbFr = {
  ProblemStatement: '{title}',
  'ProblemStatement > CurrentState': 'Situation actuelle',
  'ProblemStatement > CurrentState > Summary': 'Résumé',
  'ProblemStatement > CurrentState > WhatIsTheProblem': 'Quel est le problème ?',
  'ProblemStatement > CurrentState > WhyIsItAProblem': 'Pourquoi est-ce un problème ?',
  'ProblemStatement > CurrentState > WhereIsTheProblemObserved': 'Où le problème est-il observé ?',
  'ProblemStatement > CurrentState > WhoIsImpacted': 'Qui est concerné ?',
  'ProblemStatement > CurrentState > WhenWasTheProblemFirstObserved': 'Quand le problème a-t-il été observé pour la première fois ?',
  'ProblemStatement > CurrentState > HowIsTheProblemObserved': 'Comment le problème est-il observé ?',
  'ProblemStatement > CurrentState > HowOftenIsTheProblemObserved': 'À quelle fréquence le problème est-il observé ?',
  'ProblemStatement > Gap': 'Écart',
  'ProblemStatement > Impact': 'Impact',
  'ProblemStatement > FutureState': 'Situation cible',
  'ProblemStatement > References': 'Références',
  'ProblemStatement > MoreInformation': 'Informations complémentaires',
} satisfies HeadingTableOf<typeof problemStatementOutline>;
