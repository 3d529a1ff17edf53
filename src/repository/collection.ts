/**
 * `repo.collection(type)`: the repository's operations bound to one type.
 *
 * @packageDocumentation
 */

import type { BodyOf, FrontmatterOf, DocumentTag } from '../domains/index.js';
import type { Repository } from './repository.js';
import type { DocumentResult, ParseFailureResult, RawResult, ValidateResult } from './results.js';

/**
 * A `DocumentResult` whose frontmatter and body carry the model types of one
 * document type.
 *
 * @example
 * ```ts
 * const result = await repo.collection('tsk').get({ id });
 * if (result.kind === 'document') result.body.tasks.items; // TaskItem[]
 * ```
 */
export type TypedDocumentResult<T extends string> = T extends DocumentTag
  ? Omit<DocumentResult, 'type' | 'frontmatter' | 'body'> & { type: T; frontmatter: FrontmatterOf<T>; body: BodyOf<T> }
  : DocumentResult;

/**
 * The operations of a repository for one document type: the same
 * signatures without the leading `type` argument.
 *
 * @example
 * ```ts
 * const tasks: Collection = repo.collection('tsk');
 * await tasks.list({ maxResults: 10 });
 * ```
 */
export type Collection<T extends string = string> = {
  readonly type: T;
  list(options?: Parameters<Repository['list']>[1]): ReturnType<Repository['list']>;
  get(target: Parameters<Repository['get']>[1], options?: Parameters<Repository['get']>[2]): Promise<TypedDocumentResult<T> | RawResult | ParseFailureResult>;
  getTemplate(): string;
  getExample(): string;
  create(content: Parameters<Repository['create']>[1], options?: Parameters<Repository['create']>[2]): ReturnType<Repository['create']>;
  update(...args: DropType<Parameters<Repository['update']>>): ReturnType<Repository['update']>;
  edit(...args: DropType<Parameters<Repository['edit']>>): ReturnType<Repository['edit']>;
  setStatus(...args: DropType<Parameters<Repository['setStatus']>>): ReturnType<Repository['setStatus']>;
  setClassification(...args: DropType<Parameters<Repository['setClassification']>>): ReturnType<Repository['setClassification']>;
  delete(...args: DropType<Parameters<Repository['delete']>>): ReturnType<Repository['delete']>;
  validate(...args: DropType<Parameters<Repository['validate']>>): ReturnType<Repository['validate']>;
  parseFile(path: string): Promise<TypedDocumentResult<T> | ValidateResult>;
  listReferences(...args: DropType<Parameters<Repository['listReferences']>>): ReturnType<Repository['listReferences']>;
  listIncomingReferences(...args: DropType<Parameters<Repository['listIncomingReferences']>>): ReturnType<Repository['listIncomingReferences']>;
  translationStatus(target: Parameters<Repository['translationStatus']>[1]): ReturnType<Repository['translationStatus']>;
  warm(): ReturnType<Repository['warm']>;
  replaceSection(...args: DropType<Parameters<Repository['replaceSection']>>): ReturnType<Repository['replaceSection']>;
  removeSection(...args: DropType<Parameters<Repository['removeSection']>>): ReturnType<Repository['removeSection']>;
  appendElement(...args: DropType<Parameters<Repository['appendElement']>>): ReturnType<Repository['appendElement']>;
  removeElement(...args: DropType<Parameters<Repository['removeElement']>>): ReturnType<Repository['removeElement']>;
};

/** A parameter list without its first element (the type). */
type DropType<P extends unknown[]> = P extends [unknown, ...infer Rest] ? Rest : never;

/**
 * Bind a repository's operations to one type.
 *
 * @param repo - the repository
 * @param type - a checked type code
 * @returns the bound operations
 * @example
 * ```ts
 * const features = bindCollection(repo, 'feat');
 * ```
 */
export function bindCollection<T extends string>(repo: Repository, type: T): Collection<T> {
  return Object.freeze({
    type,
    list: (options) => repo.list(type, options),
    // The repository checks the type at run time; the cast only narrows the model types.
    get: (target, options) => repo.get(type, target, options) as Promise<TypedDocumentResult<T> | RawResult | ParseFailureResult>,
    getTemplate: () => repo.getTemplate(type),
    getExample: () => repo.getExample(type),
    create: (content, options) => repo.create(type, content, options),
    update: (...args) => repo.update(type, ...args),
    edit: (...args) => repo.edit(type, ...args),
    setStatus: (...args) => repo.setStatus(type, ...args),
    setClassification: (...args) => repo.setClassification(type, ...args),
    delete: (...args) => repo.delete(type, ...args),
    validate: (...args) => repo.validate(type, ...args),
    parseFile: (path) => repo.parseFile(type, path) as Promise<TypedDocumentResult<T> | ValidateResult>,
    listReferences: (...args) => repo.listReferences(type, ...args),
    listIncomingReferences: (...args) => repo.listIncomingReferences(type, ...args),
    translationStatus: (target) => repo.translationStatus(type, target),
    warm: () => repo.warm([type]),
    replaceSection: (...args) => repo.replaceSection(type, ...args),
    removeSection: (...args) => repo.removeSection(type, ...args),
    appendElement: (...args) => repo.appendElement(type, ...args),
    removeElement: (...args) => repo.removeElement(type, ...args),
  } satisfies Collection<T>);
}
