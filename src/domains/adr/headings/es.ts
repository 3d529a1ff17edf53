/**
 * Spanish headings of the ADR type (`adr`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { adrOutline } from '../outline.js';

/**
 * The Spanish heading table of `adr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * adrEs['Adr > DecisionDrivers']; // 'Factores de decisión'
 * ```
 */
export const adrEs = {
  Adr: '{title}',
  'Adr > ContextAndProblemStatement': 'Contexto y planteamiento del problema',
  'Adr > DecisionDrivers': 'Factores de decisión',
  'Adr > ConsideredOptions': 'Opciones consideradas',
  'Adr > DecisionOutcome': 'Decisión adoptada',
  'Adr > DecisionOutcome > Consequences': 'Consecuencias',
  'Adr > DecisionOutcome > Confirmation': 'Confirmación',
  'Adr > Options': 'Ventajas y desventajas de las opciones',
  'Adr > Options > Option': 'Opción {n}: {title}',
  'Adr > MoreInformation': 'Información adicional',
} satisfies HeadingTableOf<typeof adrOutline>;
