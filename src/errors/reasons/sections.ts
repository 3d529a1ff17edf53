/**
 * The params of refused section edits and ADR edits.
 *
 * @packageDocumentation
 */

/** The section operations of a repository. */
export type SectionOperation = 'replaceSection' | 'removeSection' | 'appendElement' | 'removeElement';

/** What a body pointer names: a section, a repeated section, or one element of it. */
export type SectionKind = 'section' | 'elements' | 'element';

/**
 * What a section pointer should have been: a pointer at all (with an
 * example), an element index after a repeated section, nothing (below a
 * section without subsections), or one of the pointers at that level.
 *
 * @example
 * ```ts
 * const e: SectionPointerExpected = { expected: 'one-of', pointers: ['/title', '/tasks'] };
 * ```
 */
export type SectionPointerExpected =
  | { readonly expected: 'pointer'; readonly example: string }
  | { readonly expected: 'index'; readonly after: string }
  | { readonly expected: 'nothing-below'; readonly below: string }
  | { readonly expected: 'one-of'; readonly pointers: readonly string[] };

/**
 * Section reasons.
 *
 * @example
 * ```ts
 * const p: SectionReasons['section-kind'] = { operation: 'removeElement', pointer: '/options', kind: 'elements' };
 * ```
 */
export interface SectionReasons {
  /** A pointer that names no section of the type's body. */
  'section-pointer': { readonly pointer: string; readonly type: string } & SectionPointerExpected;
  /** An operation applied to the wrong kind of place. */
  'section-kind': { readonly operation: SectionOperation; readonly pointer: string; readonly kind: SectionKind };
  /** A value that does not fit the body model at its pointer. */
  'section-value': { readonly operation: SectionOperation; readonly pointer: string; readonly type: string; readonly issues: string };
  /** `removeSection` of a section the type requires. */
  'mandatory-section': { readonly pointer: string; readonly type: string };
  /** An ADR section key that is not one of the ADR's sections. */
  'adr-section': { readonly key: unknown; readonly expected: readonly string[] };
  /** Removing an ADR section the ADR requires. */
  'adr-mandatory-section': { readonly key: string };
  /** ADR frontmatter that is not a mapping. */
  'adr-frontmatter': { readonly frontmatter: unknown };
  /** `create('adr')` content that is not `{ frontmatter, body }`. */
  'adr-content': { readonly received: string };
}
