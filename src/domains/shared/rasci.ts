/**
 * Roles and Responsibilities (formats.md §5.3): the RASCI section of dec
 * (mandatory) and sop (optional).
 *
 * @packageDocumentation
 */
import { items, paragraph } from '../../format/index.js';
import { literal } from '../../format/index.js';
import { optional, section, valueSection } from '../../format/index.js';

// Support, Consulted and Informed may be present with no list at all.
function optionalRole<N extends string>(name: N) {
  return optional(valueSection(name, { level: 3 }, items('items', { min: 0 })));
}

/**
 * `## Roles and Responsibilities`: `### Accountable` (exactly one
 * paragraph), `### Responsible` (one or more items), then the optional
 * `### Support`, `### Consulted` and `### Informed` (zero or more items).
 * Model `RolesAndResponsibilities` (formats.md §4.8).
 *
 * @returns the mandatory field (sop wraps it in `optional(...)`)
 * @example
 * ```ts
 * missingIsLegacy(rolesAndResponsibilities(), { older: 'missing Roles and Responsibilities section', current: '## Roles and Responsibilities' });
 * ```
 */
export function rolesAndResponsibilities() {
  return section('rolesAndResponsibilities', { level: 2, heading: literal('Roles and Responsibilities') }, [
    valueSection('accountable', { level: 3 }, paragraph('value')),
    valueSection('responsible', { level: 3 }, items('items')),
    optionalRole('support'),
    optionalRole('consulted'),
    optionalRole('informed'),
  ]);
}
