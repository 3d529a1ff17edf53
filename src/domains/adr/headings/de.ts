/**
 * German headings of the ADR type (`adr`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { adrOutline } from '../outline.js';

/**
 * The German heading table of `adr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * adrDe['Adr > DecisionDrivers']; // 'Entscheidungstreiber'
 * ```
 */
export const adrDe = {
  Adr: '{title}',
  'Adr > ContextAndProblemStatement': 'Kontext und Problemstellung',
  'Adr > DecisionDrivers': 'Entscheidungstreiber',
  'Adr > ConsideredOptions': 'Betrachtete Optionen',
  'Adr > DecisionOutcome': 'Entscheidung',
  'Adr > DecisionOutcome > Consequences': 'Konsequenzen',
  'Adr > DecisionOutcome > Confirmation': 'Bestätigung',
  'Adr > Options': 'Vor- und Nachteile der Optionen',
  'Adr > Options > Option': 'Option {n}: {title}',
  'Adr > MoreInformation': 'Weitere Informationen',
} satisfies HeadingTableOf<typeof adrOutline>;
