/**
 * Spanish headings of the ADR type (`adr`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The Spanish heading table of `adr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * adrEs['Adr > DecisionDrivers']; // 'Factores de decisión'
 * ```
 */
export const adrEs: HeadingTable = {
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
};
