/**
 * Where a pointer into a body model leads in a type's outline: the section
 * or element a section edit addresses, checked before any storage access.
 *
 * @packageDocumentation
 */

import { usageError, type SectionPointerExpected } from '../../errors/index.js';
import { fieldPath } from '../../format/index.js';
import type { SectionDef } from '../../format/index.js';

/**
 * Where a model pointer leads in an outline: the section (or one element of
 * a repeated section), its heading-table path, and what encloses it.
 *
 * @example
 * ```ts
 * const place = locateSection(adr.root, '/consequences');
 * place.path; // 'Adr > DecisionOutcome > Consequences'
 * ```
 */
export interface SectionPlace {
  /** The pointer (below `/body`), e.g. `/options/1`. */
  pointer: string;
  /** The section; for an element, the repeated section. */
  def: SectionDef;
  /** Its field path (for an element: the element path, e.g. `Adr > Options > Option`). */
  path: string;
  /** `section`: a section; `elements`: an array container or a repeated field; `element`: one element. */
  kind: 'section' | 'elements' | 'element';
  /** The pointer of the section whose extent holds this one (`''` for the H1 section). */
  parentPointer: string;
  /** The sections following this one in its parent, in outline order (where an absent one is inserted). */
  later: readonly { pointer: string; def: SectionDef }[];
  /** For `elements` and `element`: the pointer of the array, the element section and its path. */
  elements?: { pointer: string; def: SectionDef; path: string };
  /** For `element`: its index. */
  index?: number;
}

type Child = { def: SectionDef; pointer: string; path: string };

/**
 * The child sections of a composite section, in outline order.
 *
 * @param def - a section
 * @returns its child sections (none for other sections)
 * @example
 * ```ts
 * sectionChildren(adr.root).map((s) => s.name)[0]; // 'contextAndProblemStatement'
 * ```
 */
export function sectionChildren(def: SectionDef): SectionDef[] {
  return def.body.kind === 'object' ? def.body.fields.filter((field): field is SectionDef => field.kind === 'section') : [];
}

// The sections addressable one segment below a section: its children, with a lifted child's
// children at the same level (the model is flat there).
function addressable(def: SectionDef, pointer: string, path: string): { child: Child; parent: SectionDef; parentPointer: string; siblings: Child[] }[] {
  const out: { child: Child; parent: SectionDef; parentPointer: string; siblings: Child[] }[] = [];
  const own = sectionChildren(def).map((child) => ({ def: child, pointer: `${pointer}/${child.name}`, path: fieldPath(path, child) }));
  for (const child of own) {
    out.push({ child, parent: def, parentPointer: pointer, siblings: own });
    if (!child.def.lifted) continue;
    const grand = sectionChildren(child.def).map((g) => ({ def: g, pointer: `${pointer}/${g.name}`, path: fieldPath(child.path, g) }));
    for (const g of grand) out.push({ child: g, parent: child.def, parentPointer: child.pointer, siblings: grand });
  }
  return out;
}

function elementInfo(child: Child): SectionPlace['elements'] {
  if (child.def.body.kind === 'array') {
    const element = child.def.body.element;
    return { pointer: child.pointer, def: element, path: `${child.path} > ${element.typeName}` };
  }
  return child.def.repeated ? { pointer: child.pointer, def: child.def, path: child.path } : undefined;
}

/**
 * Resolve a pointer into a type's body model to the section it names:
 * `/moreInformation`, `/plan/overview`, `/consequences` (a lifted child),
 * `/options` (a container), `/options/1` (one element). Checked against the
 * outline alone, so a bad pointer is a usage error before any storage access.
 *
 * @param root - the type's H1 section
 * @param pointer - a JSON pointer below `/body`
 * @param tag - the type's tag, for the message
 * @returns where the pointer leads
 * @throws UsageError `invalid-arguments` when the pointer names no section
 * @example
 * ```ts
 * locateSection(tsk.root, '/recentUpdates/entries', 'tsk').kind; // 'elements'
 * ```
 */
export function locateSection(root: SectionDef, pointer: string, tag: string): SectionPlace {
  const fail = (expected: SectionPointerExpected): never => {
    throw usageError('invalid-arguments', 'section-pointer', { pointer, type: tag, ...expected });
  };
  if (!pointer.startsWith('/')) fail({ expected: 'pointer', example: `/${sectionChildren(root)[0]?.name ?? 'section'}` });
  const segments = pointer.slice(1).split('/');
  let current: Child = { def: root, pointer: '', path: root.typeName };
  let place: SectionPlace | undefined;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] ?? '';
    const info = place ? place.elements : undefined;
    if (place && info && place.kind === 'elements') {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) fail({ expected: 'index', after: place.pointer });
      place = { ...place, pointer: `${info.pointer}/${segment}`, kind: 'element', def: info.def, path: info.path, index: Number(segment) };
      current = { def: info.def, pointer: place.pointer, path: info.path };
      continue;
    }
    const options = addressable(current.def, current.pointer, current.path);
    const found = options.find((option) => option.child.def.name === segment && segment !== '');
    if (!found && options.length === 0) fail({ expected: 'nothing-below', below: current.pointer });
    if (!found) fail({ expected: 'one-of', pointers: options.map((option) => option.child.pointer) });
    const { child, parentPointer, siblings } = found as NonNullable<typeof found>;
    const position = siblings.indexOf(child);
    const elements = elementInfo(child);
    place = {
      pointer: child.pointer,
      def: child.def,
      path: child.path,
      kind: elements ? 'elements' : 'section',
      parentPointer,
      later: siblings.slice(position + 1).map((s) => ({ pointer: s.pointer, def: s.def })),
      ...(elements ? { elements } : {}),
    };
    current = child;
  }
  return place as SectionPlace;
}
