/**
 * The registry of document types the library knows.
 *
 * @packageDocumentation
 */
import { describeValue, usageError, UsageError } from '../errors/index.js';
import { isDocumentType, type DocumentType } from '../format/index.js';
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
 * Any document type record: a built-in one or a host's (`defineDocumentType`).
 *
 * @example
 * ```ts
 * const any: AnyTypeRecord = documentTypes.tsk;
 * ```
 */
export type AnyTypeRecord = DocumentType<any, string, string, any>;

/** The record of a tag, or the record itself. */
type RecordOf<T extends DocumentTag | AnyTypeRecord> = T extends DocumentTag ? (typeof documentTypes)[T] : T;

/**
 * The body model type of a document type, by tag or by record:
 * `BodyOf<'tsk'>` is `TaskBody`, `BodyOf<typeof myType>` the body of a host's type.
 *
 * @example
 * ```ts
 * const body: BodyOf<'req'> = result.document.body;
 * ```
 */
export type BodyOf<T extends DocumentTag | AnyTypeRecord> = RecordOf<T> extends DocumentType<infer B, string, string, Record<string, unknown>> ? B : never;

/**
 * The frontmatter model type of a document type, by tag or by record,
 * derived from the one declaration its record's `frontmatterSchema` comes
 * from: `FrontmatterOf<'tsk'>['status']` is `'draft' | 'active' | 'done' |
 * 'cancelled'`, `['type']` is `'tsk'`; a host type's own keys are typed from
 * their schemas; unknown keys are `unknown`. For adr, `status` is the
 * vocabulary or any string (`superseded by <id>`).
 *
 * @example
 * ```ts
 * const status: 'draft' | 'active' | 'done' | 'cancelled' = (result.document.frontmatter as FrontmatterOf<'tsk'>).status;
 * ```
 */
export type FrontmatterOf<T extends DocumentTag | AnyTypeRecord> =
  RecordOf<T> extends DocumentType<any, string, string, infer F> ? F : never;

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

/**
 * The built-in types plus a host's, by tag: the built-in 13 first, then the
 * host's in the order given. A host type may not reuse a built-in tag (the
 * built-in types are relied on by name: the board works on `tsk`,
 * `renameFeat` on `feat`, the `repo.adr` operations on `adr`), another host
 * type's tag, or a reference tag already taken, nor take a built-in type's
 * folder (`layoutDir`) or adr's `structured` editing; a value not made by
 * `defineDocumentType` is refused. The repository and the language registry
 * both check their `types` here, so they accept exactly the same types.
 *
 * @param hostTypes - the host's document types
 * @param caller - what the messages start with, e.g. `createLanguageRegistry: ` (empty for none)
 * @returns tag → record
 * @throws UsageError `invalid-arguments` for a value that is no document type, or a tag, folder or reference tag in use
 * @example
 * ```ts
 * [...withHostTypes([note]).keys()]; // ['req', …, 'adr', 'nte']
 * ```
 */
export function withHostTypes(hostTypes: readonly unknown[], caller = ''): Map<string, AnyTypeRecord> {
  const byTag = new Map<string, AnyTypeRecord>(Object.values(documentTypes).map((type) => [type.tag, type]));
  const referenceTags = new Map<string, string>();
  for (const type of byTag.values()) if (type.referenceTag !== undefined) referenceTags.set(type.referenceTag, type.tag);
  hostTypes.forEach((value: unknown, index) => {
    const where = `${caller}types[${index}]`;
    if (!isDocumentType(value)) {
      throw new UsageError('invalid-arguments', `${where} must be a document type made by defineDocumentType, got ${describeValue(value)}`);
    }
    const type = value as AnyTypeRecord;
    if (findDocumentType(type.tag) !== undefined) {
      throw usageError('invalid-arguments', 'host-type', { where, problem: 'built-in-tag', tag: type.tag });
    }
    if (byTag.has(type.tag)) throw usageError('invalid-arguments', 'host-type', { where, problem: 'duplicate-tag', tag: type.tag });
    // adr's and feat's own folders and adr's structured operations are theirs alone.
    if (type.layoutDir !== undefined) {
      throw usageError('invalid-arguments', 'host-type', { where, problem: 'layout-dir', tag: type.tag, layoutDir: type.layoutDir });
    }
    if (type.editing === 'structured') {
      throw usageError('invalid-arguments', 'host-type', { where, problem: 'structured' });
    }
    const taken = type.referenceTag === undefined ? undefined : referenceTags.get(type.referenceTag);
    if (taken !== undefined) {
      throw usageError('invalid-arguments', 'host-type', { where, problem: 'reference-tag', referenceTag: type.referenceTag as string, takenBy: taken });
    }
    byTag.set(type.tag, type);
    if (type.referenceTag !== undefined) referenceTags.set(type.referenceTag, type.tag);
  });
  return byTag;
}
