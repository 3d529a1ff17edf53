/**
 * Section-level edits of any document type (`replaceSection`,
 * `removeSection`, `appendElement`, `removeElement`): one section or one
 * element of a repeated section changes, found through the source ranges of
 * the parse, and the rest of the file stays byte for byte.
 *
 * @packageDocumentation
 */

import * as z from 'zod';
import { defaultErrorText, NotFoundError, usageError, type SectionOperation } from '../../errors/index.js';
import { compileHeadings } from '../../format/index.js';
import { matchDocumentBody } from '../../format/index.js';
import { toLf } from '../../text/index.js';
import { checkLanguage, type LanguageChoice } from '../checks/language.js';
import { checkTarget, type CheckedTarget } from '../checks/targets.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { MutationResult } from '../results.js';
import type { FileRead } from '../store/read-cache.js';
import { mutateDocument, type CurrentDocument, type EarlyResult } from './mutate.js';
import {
  appendElementText,
  locateSection,
  removeElementText,
  removeSectionText,
  replaceSectionText,
  SectionText,
  type SectionPlace,
} from './sections-text.js';

/**
 * Options of the section edits.
 *
 * @example
 * ```ts
 * const options: SectionEditOptions = { ifMatch: etag, language: 'de' };
 * ```
 */
export type SectionEditOptions = {
  /** The etag the document must still have. */
  ifMatch?: string;
  /** Edit this language variant (its headings are used). */
  language?: string;
  /** Validate and return the result without writing. */
  dryRun?: boolean;
};

/**
 * Options of `appendElement`.
 *
 * @example
 * ```ts
 * const options: AppendElementOptions = { at: 'start' }; // a newest-first log
 * ```
 */
export type AppendElementOptions = SectionEditOptions & {
  /** `end` (default): after the last element; `start`: before the first. */
  at?: 'start' | 'end';
};

/**
 * The section text of the document a mutation has read. The ranges are
 * the parse's `source.fields`; a body stored with CR line breaks is matched
 * again in its `\n` form, which the edits work on.
 *
 * @param type - the document type
 * @param read - the document as read (its parse succeeded)
 * @param bodyText - its bodyText, as stored
 * @param choice - the language the document is read with
 * @param context - the repository
 * @returns the section text
 * @example
 * ```ts
 * const doc = sectionTextOf(tsk, current.read, current.bodyText, english, context);
 * ```
 */
export function sectionTextOf(type: AnyDocumentType, read: FileRead, bodyText: string, choice: LanguageChoice, context: RepoContext): SectionText {
  const outcome = read.outcome;
  if (!outcome.ok) throw new TypeError('section edits need a parsed document');
  const headings = compileHeadings(type, choice.headings);
  if (!bodyText.includes('\r')) {
    const base = outcome.source.body.start;
    const ranges = new Map<string, { start: number; end: number }>();
    for (const [pointer, range] of Object.entries(outcome.source.fields)) {
      if (pointer === '/body' || pointer.startsWith('/body/')) ranges.set(pointer.slice(5), { start: range.start - base, end: range.end - base });
    }
    return new SectionText(type.root, bodyText, outcome.document.body, ranges, headings);
  }
  const body = toLf(bodyText);
  const match = matchDocumentBody(type, body, { mode: context.mode, headings: choice.headings, language: choice.language, firstDocumentLine: 1, limits: context.limits });
  return new SectionText(type.root, body, match.value ?? outcome.document.body, match.ranges, headings);
}

/**
 * The zod schema of the model value at a pointer, found through the body
 * schema's objects and arrays; undefined where it cannot be followed.
 *
 * @param schema - the body schema
 * @param pointer - the pointer
 * @returns the schema
 * @example
 * ```ts
 * schemaAt(adr.bodySchema, '/options/0'); // the option schema
 * ```
 */
export function schemaAt(schema: z.ZodType, pointer: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of pointer.split('/').slice(1)) {
    while (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
    if (current instanceof z.ZodObject) current = (current.shape as Record<string, z.ZodType>)[segment];
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else return undefined;
  }
  while (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
  return current;
}

function checkValue(operation: SectionOperation, type: AnyDocumentType, pointer: string, value: unknown): void {
  const schema = schemaAt(type.bodySchema, pointer);
  if (schema === undefined) return;
  const result = schema.safeParse(value);
  if (result.success) return;
  const issues = result.error.issues.map((i) => `${i.path.map(String).join('.') || '(value)'}: ${i.message}`).join('; ');
  throw usageError('invalid-arguments', 'section-value', { operation, pointer, type: type.tag, issues });
}

function checkKind(operation: SectionOperation, place: SectionPlace, kinds: readonly SectionPlace['kind'][]): void {
  if (kinds.includes(place.kind)) return;
  throw usageError('invalid-arguments', 'section-kind', { operation, pointer: place.pointer, kind: place.kind });
}

/**
 * A section edit names what the document does not have: an element, or
 * the section an absent section would be written into.
 *
 * @param type - the document type
 * @param current - the document
 * @param place - the place asked for
 * @param count - for an element: how many elements there are
 * @returns the error to throw
 * @example
 * ```ts
 * throw sectionNotFound(type, current, place);
 * ```
 */
export function sectionNotFound(type: AnyDocumentType, current: CurrentDocument, place: SectionPlace, count?: number): NotFoundError {
  const id = typeof current.frontmatter?.id === 'string' ? current.frontmatter.id : undefined;
  const document = id ?? current.resolution.ref;
  const detail =
    count === undefined
      ? ({ reason: 'section-missing', params: { noun: type.noun, document, parentPointer: place.parentPointer, pointer: place.pointer } } as const)
      : ({ reason: 'element-missing', params: { noun: type.noun, document, pointer: place.pointer, elementsPointer: place.elements?.pointer ?? place.pointer, count } } as const);
  const message = defaultErrorText(detail.reason, detail.params as never);
  return new NotFoundError({ type: type.tag, ...(id === undefined ? { ref: current.resolution.ref } : { id }), code: 'section-not-found', message, ...detail });
}

type Edit = { type: string; target: unknown; path: unknown; options: SectionEditOptions | undefined };
type Checked = { type: AnyDocumentType; target: CheckedTarget; place: SectionPlace; choice: LanguageChoice };

function checkEdit(context: RepoContext, edit: Edit): Checked {
  const type = requireOperationType(context.types, edit.type, 'all');
  const target = checkTarget(type.tag, edit.target);
  const place = locateSection(type.root, String(edit.path), type.tag);
  return { type, target, place, choice: checkLanguage(type, edit.options?.language, context.languages) };
}

function run(
  context: RepoContext,
  checked: Checked,
  options: SectionEditOptions,
  edit: (doc: SectionText, current: CurrentDocument) => string,
): Promise<MutationResult | EarlyResult> {
  const { type, target, choice } = checked;
  return mutateDocument(context, {
    type,
    target,
    choice,
    operation: 'update',
    ifMatch: options.ifMatch,
    dryRun: options.dryRun,
    plan: (current) => {
      const doc = sectionTextOf(type, current.read, current.bodyText, choice, context);
      const body = edit(doc, current);
      return body === doc.body ? { body, changes: {}, noop: true } : { body, changes: {} };
    },
  });
}

/**
 * Write one section (or one element) from its model value: a present
 * section keeps its heading line unless the value changes what the heading
 * holds, an absent one is inserted where the outline orders it. The new
 * body is validated before anything is written (a `ValidateResult`
 * labelled as an update otherwise).
 *
 * @param context - the repository
 * @param type - any type code
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param path - the section's pointer below `/body`, e.g. `/description`, `/options/1`
 * @param value - its new model value (a string for a free-form section)
 * @param options - ifMatch, language, dryRun
 * @returns the mutation result, or a validation, conflict or parse-failure result
 * @throws UsageError before any storage access; NotFoundError `section-not-found` when the enclosing section is absent
 * @example
 * ```ts
 * await replaceDocumentSection(context, 'req', id, '/description', 'Why it matters.');
 * ```
 */
export async function replaceDocumentSection(
  context: RepoContext,
  type: string,
  target: unknown,
  path: string,
  value: unknown,
  options: SectionEditOptions = {},
): Promise<MutationResult | EarlyResult> {
  const checked = checkEdit(context, { type, target, path, options });
  const { place } = checked;
  checkKind('replaceSection', place, ['section', 'element']);
  checkValue('replaceSection', checked.type, place.pointer, value);
  return run(context, checked, options, (doc, current) => {
    if (doc.span(place.pointer) === undefined) {
      if (place.kind === 'element') throw sectionNotFound(checked.type, current, place, doc.elementSpans(place).length);
      if (!parentPresent(doc, place)) throw sectionNotFound(checked.type, current, place);
    }
    return replaceSectionText(doc, place, value);
  });
}

function parentPresent(doc: SectionText, place: SectionPlace): boolean {
  return place.parentPointer === '' || doc.span(place.parentPointer) !== undefined;
}

/**
 * Remove one optional section (heading, content and subsections); an
 * absent one leaves the document as it is (`written: false`).
 *
 * @param context - the repository
 * @param type - any type code
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param path - the section's pointer, e.g. `/moreInformation`
 * @param options - ifMatch, language, dryRun
 * @returns the mutation result, or a validation, conflict or parse-failure result
 * @throws UsageError before any storage access, also for a mandatory section
 * @example
 * ```ts
 * await removeDocumentSection(context, 'req', id, '/notes');
 * ```
 */
export async function removeDocumentSection(
  context: RepoContext,
  type: string,
  target: unknown,
  path: string,
  options: SectionEditOptions = {},
): Promise<MutationResult | EarlyResult> {
  const checked = checkEdit(context, { type, target, path, options });
  const { place } = checked;
  checkKind('removeSection', place, ['section', 'elements']);
  if (!place.def.optional) {
    throw usageError('invalid-arguments', 'mandatory-section', { pointer: place.pointer, type: checked.type.tag });
  }
  return run(context, checked, options, (doc) => removeSectionText(doc, place));
}

/**
 * Add one element to a repeated section (an ADR option, a feature phase,
 * an update entry): after the last element, or before the first with
 * `at: 'start'` (newest-first logs). Without elements it goes into the
 * container's section, or a new container placed in outline order.
 *
 * @param context - the repository
 * @param type - any type code
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param path - the repeated section's pointer, e.g. `/options`, `/recentUpdates/entries`
 * @param element - the element's model value
 * @param options - at, ifMatch, language, dryRun
 * @returns the mutation result, or a validation, conflict or parse-failure result
 * @throws UsageError before any storage access; NotFoundError `section-not-found` when the enclosing section is absent
 * @example
 * ```ts
 * await appendDocumentElement(context, 'tsk', id, '/recentUpdates/entries', { timestamp, separator: '-', title: 'Shipped', content: 'Done.' }, { at: 'start' });
 * ```
 */
export async function appendDocumentElement(
  context: RepoContext,
  type: string,
  target: unknown,
  path: string,
  element: unknown,
  options: AppendElementOptions = {},
): Promise<MutationResult | EarlyResult> {
  const checked = checkEdit(context, { type, target, path, options });
  const { place } = checked;
  checkKind('appendElement', place, ['elements']);
  checkValue('appendElement', checked.type, `${place.elements?.pointer ?? place.pointer}/0`, element);
  return run(context, checked, options, (doc, current) => {
    const present = doc.elementSpans(place).length > 0 || (place.def.body.kind === 'array' && doc.containerSpan(place.pointer, place.def) !== undefined);
    if (!present && !parentPresent(doc, place)) throw sectionNotFound(checked.type, current, place);
    return appendElementText(doc, place, element, options.at ?? 'end');
  });
}

/**
 * Remove one element of a repeated section; an optional container goes
 * with its last element.
 *
 * @param context - the repository
 * @param type - any type code
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param path - the element's pointer, e.g. `/options/1`
 * @param options - ifMatch, language, dryRun
 * @returns the mutation result, or a validation, conflict or parse-failure result
 * @throws UsageError before any storage access; NotFoundError `section-not-found` when there is no such element
 * @example
 * ```ts
 * await removeDocumentElement(context, 'feat', 'feat-1-export', '/plan/taskList/2');
 * ```
 */
export async function removeDocumentElement(
  context: RepoContext,
  type: string,
  target: unknown,
  path: string,
  options: SectionEditOptions = {},
): Promise<MutationResult | EarlyResult> {
  const checked = checkEdit(context, { type, target, path, options });
  const { place } = checked;
  checkKind('removeElement', place, ['element']);
  return run(context, checked, options, (doc, current) => {
    if (doc.span(place.pointer) === undefined) throw sectionNotFound(checked.type, current, place, doc.elementSpans(place).length);
    return removeElementText(doc, place);
  });
}
