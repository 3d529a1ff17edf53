/**
 * The adr structured operations on `repo.adr` (operations.md §4.9): every
 * mutation locks the document and rewrites only what changed.
 *
 * @packageDocumentation
 */

import { validationResult, type ValidateResult } from '../../api/index.js';
import { defaultErrorText, NotFoundError, usageError } from '../../errors/index.js';
import { checkId } from '../checks/targets.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { IfMatchOptions } from '../options.js';
import type { MutationResult, ParseFailureResult } from '../results.js';
import { englishChoice, resolveDocument } from '../store/resolve.js';
import { mutateDocument, type CurrentDocument, type EarlyResult, type MutationPlan } from '../ops/mutate.js';
import { sectionTextOf } from '../ops/sections.js';
import {
  appendElementText,
  locateSection,
  removeElementText,
  removeSectionText,
  replaceSectionText,
  type SectionPlace,
  type SectionText,
} from '../ops/sections-text.js';
import { bodyTextOf, parseFailure } from '../ops/shape.js';
import { replaceAdrFrontmatter } from './frontmatter.js';

/**
 * The value that deletes a section (as a blank value does).
 *
 * @example
 * ```ts
 * await repo.adr.updateSection(id, 'moreInformation', REMOVE);
 * ```
 */
export const REMOVE = 'REMOVE';

/**
 * The section keys of an ADR (formats.md §4.8), in the order of formats.md §6.1.
 *
 * @example
 * ```ts
 * ADR_SECTION_KEYS[0]; // 'contextAndProblemStatement'
 * ```
 */
export const ADR_SECTION_KEYS = [
  'contextAndProblemStatement',
  'decisionDrivers',
  'consideredOptions',
  'decisionOutcome',
  'consequences',
  'confirmation',
  'moreInformation',
] as const;

/**
 * An ADR mutation's result: the mutation result (with the full `adr` body),
 * plus the assigned option title (`createOption`) or the remaining titles
 * (`deleteOption`).
 *
 * @example
 * ```ts
 * const r = await repo.adr.createOption(id, 'Use SQLite', '- Good, because …');
 * if (r.kind === 'updated') console.log(r.title); // 'Option 4: Use SQLite'
 * ```
 */
export type AdrMutationResult = MutationResult & { title?: string; options?: string[] };

type AdrSectionKey = (typeof ADR_SECTION_KEYS)[number];

function adrType(context: RepoContext): AnyDocumentType {
  return requireOperationType(context.types, 'adr', 'all');
}

function checkSectionKey(key: unknown): AdrSectionKey {
  if (typeof key === 'string' && (ADR_SECTION_KEYS as readonly string[]).includes(key)) return key as AdrSectionKey;
  throw usageError('invalid-arguments', 'adr-section', { key, expected: ADR_SECTION_KEYS });
}

// The places of the generic section edits an ADR operation goes through.
const place = (type: AnyDocumentType, pointer: string): SectionPlace => locateSection(type.root, pointer, 'adr');

type Option = { index: number; title: string; number: number; span: { contentStart: number; end: number } };

// The options in document order, with their headings as written.
function optionsOf(type: AnyDocumentType, doc: SectionText): Option[] {
  const model = (doc.model.options ?? []) as { number: number }[];
  return doc.elementSpans(place(type, '/options')).map((span, index) => ({ index, title: span.text, number: model[index]?.number ?? 0, span }));
}

function findOption(options: readonly Option[], id: string, title: string): Option {
  const option = options.find((o) => o.title === title);
  if (option !== undefined) return option;
  const params = { title, id };
  throw new NotFoundError({ type: 'adr', id, code: 'option-not-found', message: defaultErrorText('adr-option-missing', params), reason: 'adr-option-missing', params });
}

/**
 * The ADR operations of one repository: a facade over the generic section
 * edits (`ops/sections-text.ts`), with the ADR's own names, section keys,
 * option titles and messages (operations.md §4.9).
 *
 * @param context - the repository
 * @returns the operations object exposed as `repo.adr`
 * @example
 * ```ts
 * const adrOps = adrOperations(context);
 * await adrOps.updateSection(id, 'moreInformation', 'See the runbook.');
 * ```
 */
export function adrOperations(context: RepoContext): AdrOperations {
  const mutate = async (
    id: string,
    options: IfMatchOptions,
    plan: (current: CurrentDocument, doc: SectionText) => MutationPlan | EarlyResult,
  ): Promise<MutationResult | EarlyResult> => {
    const type = adrType(context);
    const checked = checkId('adr', id);
    const choice = englishChoice(context, type);
    return mutateDocument(context, {
      type,
      target: { kind: 'id', id: checked },
      choice,
      operation: 'update',
      ifMatch: options.ifMatch,
      plan: (current) => plan(current, sectionTextOf(type, current.read, current.bodyText, choice, context)),
    });
  };
  const read = async (id: string): Promise<{ doc: SectionText; options: Option[] } | ParseFailureResult> => {
    const type = adrType(context);
    const checked = checkId('adr', id);
    const found = await resolveDocument(context, type, { kind: 'id', id: checked }, englishChoice(context, type));
    if (!found.read.outcome.ok) return parseFailure(context, found, found.read);
    const doc = sectionTextOf(type, found.read, bodyTextOf(type, found.read), found.choice, context);
    return { doc, options: optionsOf(type, doc) };
  };
  return {
    /**
     * Replace the whole frontmatter object, keeping the existing id.
     *
     * @param id - the ADR id
     * @param frontmatter - the new frontmatter (null or absent values remove keys)
     * @param options - ifMatch
     * @returns the mutation result, or a conflict, parse-failure or validation result
     */
    async updateFrontmatter(id: string, frontmatter: Record<string, unknown>, options: IfMatchOptions = {}) {
      if (typeof frontmatter !== 'object' || frontmatter === null || Array.isArray(frontmatter)) {
        throw usageError('invalid-arguments', 'adr-frontmatter', { frontmatter });
      }
      return mutate(id, options, (current) => {
        const next: Record<string, string | null> = {};
        for (const [key, value] of Object.entries(frontmatter)) next[key] = value === null || value === undefined ? null : String(value);
        const existingId = current.frontmatter?.id;
        next.id = typeof existingId === 'string' ? existingId : null;
        const yaml = replaceAdrFrontmatter(current.split.frontmatter?.yaml ?? '', next);
        return { body: current.bodyText, changes: {}, yaml };
      });
    },

    /**
     * Replace one section's content; a blank value or `REMOVE` deletes it.
     *
     * @param id - the ADR id
     * @param key - a section key (`contextAndProblemStatement`, …, `moreInformation`)
     * @param value - the new content
     * @param options - ifMatch
     * @returns the mutation result, or a conflict, parse-failure or validation result
     * @throws UsageError `adr-mandatory-section` when deleting a mandatory section
     */
    async updateSection(id: string, key: string, value: string, options: IfMatchOptions = {}) {
      const type = adrType(context);
      checkId('adr', id);
      const section = place(type, `/${checkSectionKey(key)}`);
      const text = String(value ?? '');
      const remove = text.trim() === '' || text === REMOVE;
      if (remove && !section.def.optional) {
        throw usageError('adr-mandatory-section', 'adr-mandatory-section', { key });
      }
      return mutate(id, options, (_current, doc) => ({ body: remove ? removeSectionText(doc, section) : replaceSectionText(doc, section, text), changes: {} }));
    },

    /**
     * The full option titles, in document order.
     *
     * @param id - the ADR id
     * @returns the titles, or the parse failure
     */
    async listOptions(id: string): Promise<string[] | ParseFailureResult> {
      const found = await read(id);
      return 'kind' in found ? found : found.options.map((option) => option.title);
    },

    /**
     * Append `Option N+1: <partialTitle>`.
     *
     * @param id - the ADR id
     * @param partialTitle - the option's title
     * @param value - the option's content
     * @param options - ifMatch
     * @returns the mutation result with the assigned `title`
     */
    async createOption(id: string, partialTitle: string, value: string, options: IfMatchOptions = {}): Promise<AdrMutationResult | EarlyResult> {
      let title = '';
      const result = await mutate(id, options, (_current, doc) => {
        const type = adrType(context);
        const number = optionsOf(type, doc).reduce((high, option) => Math.max(high, option.number), 0) + 1;
        const element = { number, title: String(partialTitle).trim(), content: String(value).trim() };
        title = doc.headings.get('Adr > Options > Option')?.render(element) ?? '';
        return { body: appendElementText(doc, place(type, '/options'), element), changes: {} };
      });
      return result.kind === 'updated' ? { ...result, title } : result;
    },

    /**
     * An option's content.
     *
     * @param id - the ADR id
     * @param fullTitle - e.g. `Option 2: MongoDB`
     * @returns the content, or the parse failure
     * @throws NotFoundError when the ADR has no such option
     */
    async readOption(id: string, fullTitle: string): Promise<string | ParseFailureResult> {
      const found = await read(id);
      if ('kind' in found) return found;
      const option = findOption(found.options, id, fullTitle);
      return found.doc.body.slice(option.span.contentStart, option.span.end).trim();
    },

    /**
     * Replace an option's content.
     *
     * @param id - the ADR id
     * @param fullTitle - the option's full title
     * @param value - the new content
     * @param options - ifMatch
     * @returns the mutation result
     * @throws NotFoundError when the ADR has no such option
     */
    async updateOption(id: string, fullTitle: string, value: string, options: IfMatchOptions = {}) {
      return mutate(id, options, (_current, doc) => {
        const type = adrType(context);
        const option = findOption(optionsOf(type, doc), id, fullTitle);
        const pointer = `/options/${option.index}`;
        const element = { ...(doc.valueAt(pointer) as Record<string, unknown>), content: String(value).trim() };
        return { body: replaceSectionText(doc, place(type, pointer), element), changes: {} };
      });
    },

    /**
     * Delete an option; the container heading goes with the last one.
     *
     * @param id - the ADR id
     * @param fullTitle - the option's full title
     * @param options - ifMatch
     * @returns the mutation result with the remaining `options` titles
     * @throws NotFoundError when the ADR has no such option
     */
    async deleteOption(id: string, fullTitle: string, options: IfMatchOptions = {}): Promise<AdrMutationResult | EarlyResult> {
      let remaining: string[] = [];
      const result = await mutate(id, options, (_current, doc) => {
        const type = adrType(context);
        const all = optionsOf(type, doc);
        const option = findOption(all, id, fullTitle);
        remaining = all.filter((o) => o !== option).map((o) => o.title);
        return { body: removeElementText(doc, place(type, `/options/${option.index}`)), changes: {} };
      });
      return result.kind === 'updated' ? { ...result, options: remaining } : result;
    },

    /**
     * Re-read and re-parse an ADR.
     *
     * @param id - the ADR id
     * @returns the validation result (labelled `adr validate`; `adr validate_adr` in the reference profile)
     * @throws NotFoundError when no ADR resolves
     */
    async validate(id: string): Promise<ValidateResult> {
      const type = adrType(context);
      const checked = checkId('adr', id);
      const found = await resolveDocument(context, type, { kind: 'id', id: checked }, englishChoice(context, type));
      const label = context.messages.operationLabel('adr', 'validateAdr');
      return validationResult(found.read.outcome.diagnostics, label, context.messages);
    },
  };
}

/**
 * The `repo.adr` operations (operations.md §4.9): frontmatter and section
 * edits, the option list, and validation of one ADR.
 *
 * @example
 * ```ts
 * const ops: AdrOperations = repo.adr;
 * await ops.createOption(id, 'Keep the status quo', 'Good, because nothing changes.');
 * ```
 */
export interface AdrOperations {
  /** Replace the frontmatter (the id is kept); only changed values are rewritten. */
  updateFrontmatter(id: string, frontmatter: Record<string, unknown>, options?: IfMatchOptions): Promise<AdrMutationResult | EarlyResult>;
  /** Replace, insert or (blank / `REMOVE`) delete one section's content. */
  updateSection(id: string, key: string, value: string, options?: IfMatchOptions): Promise<AdrMutationResult | EarlyResult>;
  /** The full option titles (`Option N: …`) in document order. */
  listOptions(id: string): Promise<string[] | ParseFailureResult>;
  /** Append `Option N+1: <partialTitle>`. */
  createOption(id: string, partialTitle: string, value: string, options?: IfMatchOptions): Promise<AdrMutationResult | EarlyResult>;
  /** The content of one option. */
  readOption(id: string, fullTitle: string): Promise<string | ParseFailureResult>;
  /** Replace the content of one option. */
  updateOption(id: string, fullTitle: string, value: string, options?: IfMatchOptions): Promise<AdrMutationResult | EarlyResult>;
  /** Delete one option (and the container with its last option). */
  deleteOption(id: string, fullTitle: string, options?: IfMatchOptions): Promise<AdrMutationResult | EarlyResult>;
  /** Re-read and re-parse an ADR. */
  validate(id: string): Promise<ValidateResult>;
}

