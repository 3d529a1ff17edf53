/**
 * German headings of the problem statement type (`prb`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { problemStatementOutline } from '../outline.js';

/**
 * The German heading table of `prb`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * prbDe['ProblemStatement > CurrentState > Summary']; // 'Zusammenfassung'
 * ```
 */
export const prbDe = {
  ProblemStatement: '{title}',
  'ProblemStatement > CurrentState': 'Ist-Zustand',
  'ProblemStatement > CurrentState > Summary': 'Zusammenfassung',
  'ProblemStatement > CurrentState > WhatIsTheProblem': 'Was ist das Problem?',
  'ProblemStatement > CurrentState > WhyIsItAProblem': 'Warum ist es ein Problem?',
  'ProblemStatement > CurrentState > WhereIsTheProblemObserved': 'Wo wird das Problem beobachtet?',
  'ProblemStatement > CurrentState > WhoIsImpacted': 'Wer ist betroffen?',
  'ProblemStatement > CurrentState > WhenWasTheProblemFirstObserved': 'Wann wurde das Problem zum ersten Mal beobachtet?',
  'ProblemStatement > CurrentState > HowIsTheProblemObserved': 'Wie wird das Problem beobachtet?',
  'ProblemStatement > CurrentState > HowOftenIsTheProblemObserved': 'Wie oft wird das Problem beobachtet?',
  'ProblemStatement > Gap': 'Abweichung',
  'ProblemStatement > Impact': 'Auswirkungen',
  'ProblemStatement > FutureState': 'Soll-Zustand',
  'ProblemStatement > References': 'Referenzen',
  'ProblemStatement > MoreInformation': 'Weitere Informationen',
} satisfies HeadingTableOf<typeof problemStatementOutline>;
