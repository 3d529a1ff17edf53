/**
 * The mutation pipeline of existing documents (operations.md §4.1, M3–M12):
 * lock, read, `ifMatch`, broken check, the operation's change, frontmatter
 * refresh and revalidation, dry run, atomic write, cache and index update.
 *
 * @packageDocumentation
 */

import type { ValidateResult } from '../../api/index.js';
import { textResult } from '../worded.js';
import type { LabelledOperation } from '../../diagnostics/index.js';
import { StorageError } from '../../errors/index.js';
import { UNREADABLE_FRONTMATTER_CODES } from '../../format/index.js';
import { FrontmatterEditError } from '../../format/index.js';
import { readFrontmatter } from '../../format/index.js';
import { clockTimestamp } from '../../format/index.js';
import { parseDocument } from '../../format/index.js';
import { splitDocument, type DocumentSplit } from '../../format/index.js';
import type { LanguageChoice } from '../checks/language.js';
import type { CheckedTarget } from '../checks/targets.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { ConflictResult, InvalidStatusResult, MutationResult, ParseFailureResult } from '../results.js';
import type { FileRead } from '../store/read-cache.js';
import type { Resolution } from '../store/resolve.js';
import { computeEtag } from '../text/etag.js';
import { encodeText, rebuildFile, styleText, type FrontmatterChanges } from '../text/file-text.js';
import { rebuiltFailure } from './body-check.js';
import { withDocumentLock } from './locked.js';
import { bodyTextOf, parseFailure, resultId } from './shape.js';

/**
 * The document as the operation's change step sees it.
 *
 * @example
 * ```ts
 * const plan = (current: CurrentDocument) => ({ body: current.bodyText, changes: { status: 'done' } });
 * ```
 */
export type CurrentDocument = {
  resolution: Resolution;
  read: FileRead;
  split: DocumentSplit;
  /** bodyText exactly as stored. */
  bodyText: string;
  /** The current frontmatter model; null for a broken document. */
  frontmatter: Record<string, unknown> | null;
};

/**
 * What an operation wants written: the new body (`\n` line breaks) and the
 * frontmatter values to change (`updated` is added by the pipeline), or
 * `noop` to write nothing.
 *
 * @example
 * ```ts
 * const plan: MutationPlan = { body: '# T\n…', changes: {}, snippet: null };
 * ```
 */
export type MutationPlan = {
  body: string;
  changes: FrontmatterChanges;
  snippet?: string | null;
  noop?: boolean;
  /** The complete new frontmatter YAML (replaces `changes`; ADR frontmatter replacement). */
  yaml?: string;
};

/**
 * A result that ends an operation early, before anything is written.
 *
 * @example
 * ```ts
 * if (result.kind !== 'updated') return result; // an EarlyResult
 * ```
 */
export type EarlyResult = ValidateResult | ConflictResult | InvalidStatusResult | ParseFailureResult;

/**
 * One mutation request.
 *
 * @example
 * ```ts
 * const request: MutationRequest = { type: tsk, target, choice: english, operation: 'setStatus', plan };
 * ```
 */
export type MutationRequest = {
  type: AnyDocumentType;
  target: CheckedTarget;
  choice: LanguageChoice;
  operation: LabelledOperation;
  ifMatch?: string | undefined;
  allowBroken?: boolean | undefined;
  dryRun?: boolean | undefined;
  plan: (current: CurrentDocument) => MutationPlan | EarlyResult;
};

/**
 * The `ifMatch` conflict (M6), or null when the etags agree or none was given.
 *
 * @param ifMatch - the caller's etag
 * @param etag - the current etag
 * @returns the conflict, or null
 * @example
 * ```ts
 * etagConflict('abc', read.etag)?.message;
 * ```
 */
export function etagConflict(ifMatch: string | undefined, etag: string): ConflictResult | null {
  if (ifMatch === undefined || ifMatch === null || ifMatch === etag) return null;
  return textResult({ kind: 'conflict' as const, reason: 'etag' as const, etag }, { reason: 'etag-conflict', params: { ifMatch, etag } });
}

// allowBroken rebuilds from the raw text, which needs a frontmatter block
// whose YAML reads (adr may have no block at all). The bounded reader, not a
// bare YAML parse, decides: a hostile block must not cost more here than in
// the parse; whether the block's shape can be edited in place is the
// editor's call (FrontmatterEditError), caught below.
function frontmatterEditable(type: AnyDocumentType, split: DocumentSplit): boolean {
  if (split.frontmatter === null) return type.frontmatter.kind === 'adr' && !split.hasBlock;
  return !readFrontmatter(split, type.frontmatter, 'lenient').diagnostics.some((d) => UNREADABLE_FRONTMATTER_CODES.has(d.code));
}

function mutationResult(
  context: RepoContext,
  current: CurrentDocument,
  read: FileRead,
  written: boolean,
  snippet: string | null,
): MutationResult {
  const frontmatter = read.outcome.ok ? structuredClone(read.outcome.document.frontmatter) : {};
  const result: MutationResult = {
    kind: 'updated',
    type: current.resolution.type.tag,
    id: resultId(current.resolution, read),
    ref: current.resolution.ref,
    path: context.storage.absolute(read.path),
    etag: read.etag,
    frontmatter,
    written,
    snippet,
  };
  // A structured type's callers work on its model (operations.md §4.9), so its result carries it.
  if (current.resolution.type.editing === 'structured' && read.outcome.ok) result.adr = structuredClone(read.outcome.document.body);
  return result;
}

// A file rewritten by hand between our read and our write sends the whole
// mutation back to a fresh read this many times in all.
const CHANGED_ATTEMPTS = 5;

function isChanged(error: unknown): error is StorageError {
  return error instanceof StorageError && error.code === 'changed';
}

/**
 * Run a mutation of an existing document through steps M3–M12.
 *
 * The write is conditional on the file still holding the bytes read under
 * the lock (`writeAtomic` with `expect`), which catches an edit made
 * meanwhile by a program that does not take the lock (an editor, a script).
 * Then the whole mutation runs again on the new content, up to 5 times in
 * all; with `ifMatch` the result is the `conflict` result instead, since the
 * caller's etag no longer matches. The check cannot close the window
 * entirely (see `Storage.writeAtomic`).
 *
 * @param context - the repository
 * @param request - type, target, language, operation, options and the change step
 * @returns the mutation result, or an early result (validation failure, conflict, …)
 * @throws NotFoundError, StorageError (`changed` when the file kept changing under 5 attempts)
 * @example
 * ```ts
 * await mutateDocument(context, { type: tsk, target, choice: english, operation: 'setClassification', plan: (c) => ({ body: c.bodyText, changes: { classification: null } }) });
 * ```
 */
export async function mutateDocument(context: RepoContext, request: MutationRequest): Promise<MutationResult | EarlyResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await mutateOnce(context, request);
    } catch (error) {
      if (!isChanged(error) || attempt >= CHANGED_ATTEMPTS) throw error;
    }
  }
}

async function mutateOnce(context: RepoContext, request: MutationRequest): Promise<MutationResult | EarlyResult> {
  const { type } = request;
  return withDocumentLock(context, type, request.target, request.choice, async (resolution) => {
    const { read } = resolution;
    const conflict = etagConflict(request.ifMatch, read.etag);
    if (conflict !== null) return conflict;
    const split = splitDocument(read.text, type.tag, type.frontmatter.kind === 'adr');
    if (!read.outcome.ok && !(request.allowBroken === true && frontmatterEditable(type, split))) {
      return parseFailure(context, resolution, read);
    }
    const current: CurrentDocument = {
      resolution,
      read,
      split,
      bodyText: bodyTextOf(type, read),
      frontmatter: read.outcome.ok ? read.outcome.document.frontmatter : null,
    };
    const plan = request.plan(current);
    if (!('body' in plan)) return plan;
    if (plan.noop === true) return mutationResult(context, current, read, false, plan.snippet ?? null);
    const changes: FrontmatterChanges = { ...plan.changes };
    if (type.frontmatter.kind === 'base') changes.updated = clockTimestamp(context.clock);
    let rebuilt: string;
    try {
      rebuilt = rebuildFile(split, plan.body, changes, plan.yaml);
    } catch (error) {
      // A broken document whose block cannot be edited in place stays reported as broken.
      if (error instanceof FrontmatterEditError && !read.outcome.ok) return parseFailure(context, resolution, read);
      throw error;
    }
    const text = styleText(rebuilt, split);
    const outcome = parseDocument(type, text, { mode: context.mode, headings: request.choice.headings, language: request.choice.language, limits: context.limits });
    if (!outcome.ok) return rebuiltFailure(type, outcome, request.operation, context.messages);
    const snippet = plan.snippet ?? null;
    if (request.dryRun === true) {
      return mutationResult(context, current, { ...read, outcome }, false, snippet);
    }
    const bytes = encodeText(text);
    try {
      await context.storage.writeAtomic(resolution.path, bytes, { expect: read.bytes });
    } catch (error) {
      if (!isChanged(error) || request.ifMatch === undefined || request.ifMatch === null) throw error;
      // Still under the lock: the conflict reports the etag of what is there now.
      const now = await context.storage.read(resolution.path);
      const conflict = now === null ? null : etagConflict(request.ifMatch, computeEtag(now));
      if (conflict === null) throw error;
      return conflict;
    }
    const written = context.cache.put(type, resolution.path, bytes, request.choice, outcome);
    const id = outcome.document.frontmatter.id;
    if (typeof id === 'string' && type.storage.kind !== 'folder' && request.choice.language === 'en') {
      context.index.insert(type.tag, id, resolution.path);
    }
    return mutationResult(context, current, written, true, snippet);
  });
}
