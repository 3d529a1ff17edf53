/**
 * The registry of document types the library knows.
 *
 * @packageDocumentation
 */
import type { DocumentType } from '../format/document-type.js';
import type { AdrFrontmatter, BaseFrontmatter } from '../format/frontmatter/model.js';
import { req } from './req/index.js';
import { uc } from './uc/index.js';
import { tsk } from './tsk/index.js';
import { qa } from './qa/index.js';
import { prb } from './prb/index.js';
import { gol } from './gol/index.js';
import { rsk } from './rsk/index.js';
import { dec } from './dec/index.js';
import { sop } from './sop/index.js';
import { feat } from './feat/index.js';
import { vcr } from './vcr/index.js';
import { sysrs } from './sysrs/index.js';
import { adr } from './adr/index.js';

/**
 * Every built-in document type, by tag, in canonical order (the whole-body
 * types, then adr; operations.md §1.1): the one list of types. Each value is
 * the type's record — outline, statuses, storage, schemas, template, example.
 *
 * @example
 * ```ts
 * documentTypes.tsk.noun; // 'task list'
 * ```
 */
export const documentTypes = Object.freeze({ req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr });

/**
 * The tag of a built-in document type.
 *
 * @example
 * ```ts
 * const tag: DocumentTag = 'req';
 * ```
 */
export type DocumentTag = keyof typeof documentTypes;

/**
 * The body model type of a document type, e.g. `BodyOf<'tsk'>` is `TaskBody`.
 *
 * @example
 * ```ts
 * const body: BodyOf<'req'> = result.document.body;
 * ```
 */
export type BodyOf<T extends DocumentTag> = (typeof documentTypes)[T] extends DocumentType<infer B> ? B : never;

/**
 * The frontmatter model type of a document type: the ADR keys for `adr`,
 * the shared keys otherwise (unknown keys are kept as `unknown`).
 *
 * @example
 * ```ts
 * const status: string = (result.document.frontmatter as FrontmatterOf<'tsk'>).status;
 * ```
 */
export type FrontmatterOf<T extends DocumentTag> = T extends 'adr' ? AdrFrontmatter : BaseFrontmatter;

/**
 * The tags of the registered types, in canonical order (adr last).
 *
 * @example
 * ```ts
 * registeredTypes(); // ['req', 'uc', 'tsk', …, 'adr']
 * ```
 * @returns the tags
 */
export function registeredTypes(): DocumentTag[] {
  return Object.keys(documentTypes) as DocumentTag[];
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
  return Object.hasOwn(documentTypes, tag) ? (documentTypes[tag as DocumentTag] as unknown as DocumentType<Record<string, unknown>>) : undefined;
}
