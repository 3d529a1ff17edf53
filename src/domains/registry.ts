/**
 * The registry of document types the library knows.
 *
 * @packageDocumentation
 */
import type { DocumentType } from '../format/document-type.js';
import { documentTags } from './statuses.js';
import { tsk } from './tsk/index.js';

/**
 * Every document type of the library, by tag: outline, schemas, statuses,
 * template and example.
 *
 * @example
 * ```ts
 * documentTypes.tsk.noun; // 'task list'
 * ```
 */
export const documentTypes = Object.freeze({ tsk });

/** The tag of a document type this library can parse. */
export type KnownType = keyof typeof documentTypes;

/**
 * The tags of the registered types, in canonical order (adr last).
 *
 * @example
 * ```ts
 * registeredTypes(); // ['tsk']
 * ```
 * @returns the tags
 */
export function registeredTypes(): KnownType[] {
  return documentTags.filter((tag): tag is KnownType => tag in documentTypes);
}

/**
 * Look up a registered document type.
 *
 * @param tag - a type code
 * @returns the type, or undefined when it is not registered
 * @example
 * ```ts
 * findDocumentType('tsk')?.noun; // 'task list'
 * ```
 */
export function findDocumentType(tag: string): DocumentType<Record<string, unknown>> | undefined {
  return Object.hasOwn(documentTypes, tag) ? (documentTypes[tag as KnownType] as unknown as DocumentType<Record<string, unknown>>) : undefined;
}
