/**
 * The model projection of lifted sections (`liftedSection`): the flat model
 * a reader returns and the section-shaped model the renderer walks.
 *
 * @packageDocumentation
 */
import type { FieldDef, SectionDef } from './types.js';

function childSections(def: SectionDef): SectionDef[] {
  return def.body.kind === 'object' ? def.body.fields.filter((field): field is SectionDef => field.kind === 'section') : [];
}

function leadName(def: SectionDef): string {
  return def.body.kind === 'object' ? (def.body.fields[0]?.name ?? '') : '';
}

function isEmptyContainer(def: FieldDef, value: unknown): boolean {
  return def.kind === 'section' && def.body.kind === 'array' && Array.isArray(value) && value.length === 0;
}

/**
 * Whether an outline has a lifted section anywhere, i.e. whether its model
 * is flatter than its sections.
 *
 * @param def - a section (usually the H1 section)
 * @returns true when a lifted section is in its subtree
 * @example
 * ```ts
 * hasLifted(adr.root); // true
 * ```
 */
export function hasLifted(def: SectionDef): boolean {
  // The outline's depth is fixed by its author (at most six heading levels), not by input.
  return childSections(def).some((child) => child.lifted === true || hasLifted(child));
}

/**
 * The section-shaped model of a flat one: each lifted section's lead value
 * and lifted children gathered under its name again (the lead under the
 * lead field's name), and, in an any-order section, an empty container left
 * out (it is written only when it holds an element, formats.md §6.1). An
 * outline without lifted or any-order sections returns the model itself.
 *
 * @param def - the section the model belongs to (usually the H1 section)
 * @param model - the flat model
 * @returns the model the renderer walks
 * @example
 * ```ts
 * nestModel(adr.root, { title: 'T', decisionOutcome: 'A.', consequences: 'Good.' });
 * // { title: 'T', decisionOutcome: { text: 'A.', consequences: 'Good.' } }
 * ```
 */
export function nestModel(def: SectionDef, model: Record<string, unknown>): Record<string, unknown> {
  if (def.order !== 'any' && !hasLifted(def)) return model;
  return nest(def, model, def.order === 'any');
}

function nest(def: SectionDef, model: Record<string, unknown>, anyOrder: boolean): Record<string, unknown> {
  const children = childSections(def);
  const liftedKeys = new Set(children.filter((child) => child.lifted).flatMap((child) => childSections(child).map((grand) => grand.name)));
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(model)) {
    if (liftedKeys.has(key)) continue;
    const child = children.find((candidate) => candidate.name === key);
    if (child && anyOrder && isEmptyContainer(child, value)) continue;
    if (child?.lifted) {
      const inner: Record<string, unknown> = { [leadName(child)]: value };
      for (const grand of childSections(child)) if (model[grand.name] !== undefined) inner[grand.name] = model[grand.name];
      nested[key] = nest(child, inner, anyOrder);
    } else if (child && child.body.kind === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      nested[key] = nest(child, value as Record<string, unknown>, anyOrder);
    } else {
      nested[key] = value;
    }
  }
  return nested;
}
