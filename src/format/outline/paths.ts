/**
 * Field paths (formats.md §4.8): the names diagnostics and heading tables use.
 *
 * @packageDocumentation
 */
import { spacedWords, typeName } from './naming.js';
import type { Field, FieldDef, SectionDef } from './types.js';

// Property names that add no segment to a path: the element type name follows directly.
const SILENT_NAMES = ['', 'entries', 'items'] as const;
const SILENT: ReadonlySet<string> = new Set(SILENT_NAMES);

/**
 * The property names that add no segment to a field path (the element type
 * name follows the parent path directly); the section builders' key types
 * read the same list.
 *
 * @example
 * ```ts
 * const name: SilentPropertyName = 'entries';
 * ```
 */
export type SilentPropertyName = (typeof SILENT_NAMES)[number];

/**
 * The path of a repeated field's property (its elements add their type name).
 *
 * @param parentPath - the enclosing section's path
 * @param def - the repeated field
 * @returns e.g. `Task > RecentUpdates` for the `entries` of Recent Updates
 * @example
 * ```ts
 * propertyPath('Task > RecentUpdates', { name: 'entries' } as FieldDef); // 'Task > RecentUpdates'
 * ```
 */
export function propertyPath(parentPath: string, def: Pick<FieldDef, 'name'>): string {
  return SILENT.has(def.name) ? parentPath : `${parentPath} > ${typeName(def.name)}`;
}

/**
 * The path of a field, or of one element for a repeated section.
 *
 * @param parentPath - the enclosing section's path
 * @param def - the field
 * @returns e.g. `Task > RecentUpdates > UpdateEntry`
 * @example
 * ```ts
 * fieldPath('Task', tskOutline.fields[2]); // 'Task > RecentUpdates'
 * ```
 */
export function fieldPath(parentPath: string, def: FieldDef): string {
  if (def.kind === 'section' && def.repeated) return `${propertyPath(parentPath, def)} > ${def.typeName}`;
  return `${parentPath} > ${def.typeName}`;
}

/**
 * Visit every section of an outline with its path, parents first.
 *
 * @param root - the H1 section
 * @param visit - called with each section and its path
 * @example
 * ```ts
 * walkSections(root, (section, path) => console.log(path));
 * ```
 */
export function walkSections(root: SectionDef, visit: (section: SectionDef, path: string) => void): void {
  const walk = (section: SectionDef, path: string): void => {
    visit(section, path);
    const body = section.body;
    if (body.kind === 'object') {
      for (const child of body.fields) if (child.kind === 'section') walk(child, fieldPath(path, child));
    } else if (body.kind === 'array') {
      walk(body.element, `${path} > ${body.element.typeName}`);
    }
  };
  walk(root, root.typeName);
}

/** A heading table: field path → heading text (literal) or template. */
export type HeadingTable = Record<string, string>;

/**
 * The heading-table keys of a typed field: for an outline's H1 section, the
 * exact union of the field paths its heading table has (the keys
 * `englishHeadings` returns, the record's `headings`). Leaf fields have none.
 *
 * @example
 * ```ts
 * type TaskKeys = HeadingKeysOf<typeof taskOutline>; // 'Task' | 'Task > RecentUpdates'
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any value type
export type HeadingKeysOf<F> = F extends Field<string, any, boolean, infer K> ? K : never;

/**
 * A heading table checked by the compiler against an outline: exactly the
 * keys of {@link HeadingKeysOf}, each a heading text or template. Declare a
 * translation `satisfies HeadingTableOf<typeof outline>`, so a missing key
 * and an unknown key are both type errors. (Placeholders and colliding
 * siblings are checked when a language registry is built.)
 *
 * @example
 * ```ts
 * export const tskNl = { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' } satisfies HeadingTableOf<typeof taskOutline>;
 * ```
 */
export type HeadingTableOf<F> = { [P in HeadingKeysOf<F>]: string };

/**
 * The English heading table of an outline: every translatable heading's
 * text (update-entry headings are data and have no entry).
 *
 * @param root - the H1 section
 * @returns the table
 * @example
 * ```ts
 * englishHeadings(root)['Task > RecentUpdates']; // 'Recent Updates'
 * ```
 */
export function englishHeadings(root: SectionDef): HeadingTable {
  const table: HeadingTable = {};
  walkSections(root, (section, path) => {
    const rule = section.heading;
    if (rule.kind === 'words') table[path] = spacedWords(section.typeName);
    else if (rule.kind === 'literal') table[path] = rule.text;
    else if (rule.kind === 'template') table[path] = rule.template;
  });
  return table;
}
