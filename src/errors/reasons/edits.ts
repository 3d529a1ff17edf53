/**
 * The params of refused frontmatter edits and of lookups inside a document
 * (a section, an element, an ADR option) that found nothing.
 *
 * @packageDocumentation
 */

/**
 * Edit reasons.
 *
 * @example
 * ```ts
 * const p: EditReasons['frontmatter-edit-alias'] = { key: 'b' };
 * ```
 */
export interface EditReasons {
  /** A frontmatter value nested too deeply for the YAML writer. */
  'frontmatter-value-too-deep': { readonly key: string };
  /** An in-place frontmatter edit that would also change another key (through an alias). */
  'frontmatter-edit-alias': { readonly key: string };
  /** An in-place frontmatter edit whose key does not read back as the value written. */
  'frontmatter-edit-read-back': { readonly key: string; readonly value: string | null };
  /** A section edit below a section the document does not have. */
  'section-missing': { readonly noun: string; readonly document: string; readonly parentPointer: string; readonly pointer: string };
  /** A section edit of an element index past the end. */
  'element-missing': { readonly noun: string; readonly document: string; readonly pointer: string; readonly elementsPointer: string; readonly count: number };
  /** An ADR option that is not there. */
  'adr-option-missing': { readonly title: string; readonly id: string };
}
