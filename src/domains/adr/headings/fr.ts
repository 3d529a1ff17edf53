/**
 * French headings of the ADR type (`adr`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { adrOutline } from '../outline.js';

/**
 * The French heading table of `adr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * adrFr['Adr > DecisionDrivers']; // 'Facteurs de décision'
 * ```
 */
export const adrFr = {
  Adr: '{title}',
  'Adr > ContextAndProblemStatement': 'Contexte et énoncé du problème',
  'Adr > DecisionDrivers': 'Facteurs de décision',
  'Adr > ConsideredOptions': 'Options envisagées',
  'Adr > DecisionOutcome': 'Décision retenue',
  'Adr > DecisionOutcome > Consequences': 'Conséquences',
  'Adr > DecisionOutcome > Confirmation': 'Confirmation',
  'Adr > Options': 'Avantages et inconvénients des options',
  'Adr > Options > Option': 'Option {n} : {title}',
  'Adr > MoreInformation': 'Informations complémentaires',
} satisfies HeadingTableOf<typeof adrOutline>;
