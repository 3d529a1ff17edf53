/**
 * A document type as data: the one record that holds everything the library
 * knows about a type — outline, statuses, how it is stored, how it is
 * referenced, its frontmatter, schemas and packaged template and example
 * (formats are data: adding a type adds a record, never a branch in the engine).
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import type { FrontmatterKeys, FrontmatterModel, FrontmatterRules } from './frontmatter/schema.js';
import { frontmatterModelSchema } from './frontmatter/schema.js';
import { checkOwnKeys } from './frontmatter/own-keys.js';
import { compileLiteral, compileTemplate, type CompiledHeading } from './outline/compile-heading.js';
import { englishHeadings, walkSections, type HeadingTable } from './outline/paths.js';
import type { Field, SectionDef } from './outline/types.js';
import { UUID_SOURCE } from './outline/values.js';
import type { MatchOptions } from './match/context.js';
import type { BodyMatch } from './match/match-body.js';

/**
 * The status rule of one document type: a closed vocabulary, the value an
 * absent status reads as, and optionally one further accepted shape.
 *
 * @example
 * ```ts
 * const rule: StatusRule<'open' | 'closed'> = { values: ['open', 'closed'], default: 'open' };
 * ```
 */
export interface StatusRule<Status extends string = string> {
  /** The closed vocabulary, in the order formats.md §3.5 lists it. Comparison is exact and case-sensitive. */
  readonly values: readonly Status[];
  /** The status an absent, blank or null value reads as. */
  readonly default: NoInfer<Status>;
  /**
   * A further accepted shape (adr's `superseded by <id>`). A rule with a
   * pattern is a superseded-by rule: the repository's `setStatus` then takes
   * `supersededBy` and writes `superseded by <id>`.
   */
  readonly pattern?: RegExp;
}

/**
 * How documents of a type are stored: one `<ref>.md` file each in the type's
 * folder, or one folder each (named by the id) holding `file`.
 *
 * @example
 * ```ts
 * const storage: TypeStorage = { kind: 'folder', idPattern: /^feat-[0-9]+-[a-z0-9-]+$/, file: 'README.md' };
 * ```
 */
export type TypeStorage =
  | {
      readonly kind: 'file';
      /**
       * A file of the collection folder that is not a member (adr's table of
       * contents `README.md`): never listed, never resolved by ref.
       */
      readonly indexFile?: 'README.md';
    }
  | {
      readonly kind: 'folder';
      /** The shape of a member's id, which is also its folder name. */
      readonly idPattern: RegExp;
      /** The document file inside a member's folder. */
      readonly file: 'README.md';
      /**
       * The id token a typed reference (`FEAT feat-12`) may carry, when it is
       * wider than `idPattern` (default: `idPattern` without its anchors). A
       * token that is not a whole id names the member whose id starts with
       * `<token>-` (feat's bare numbers, operations.md §6.2).
       */
      readonly referenceId?: RegExp;
    };

/**
 * The id of a file-stored document: a lowercase UUID (formats.md §3.3).
 *
 * @example
 * ```ts
 * UUID_PATTERN.test('4f2a0000-0000-4000-8000-00000000000a'); // true
 * ```
 */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`);

/** A body reader: the outline engine's `matchBody`, or a host type's own. */
export type BodyMatcher = (root: SectionDef, body: string, options: MatchOptions) => BodyMatch;

/**
 * The TypeScript type of a status value: the vocabulary, or — for a type whose
 * rule has a further pattern (adr's `superseded by <id>`) — the vocabulary or
 * any other string (a `RegExp` cannot be a type; the literals stay offered).
 *
 * @example
 * ```ts
 * const status: StatusValue<'draft' | 'done', undefined> = 'done';
 * ```
 */
export type StatusValue<Status extends string, Pattern extends RegExp | undefined> = [Pattern] extends [RegExp]
  ? Status | (string & {})
  : Status;

/**
 * Everything the engine needs to read and write one document type.
 * `Frontmatter` is the frontmatter model, derived by `defineDocumentType`
 * from the one declaration of the shared keys and the type's own keys
 * (`FrontmatterOf<typeof type>` reads it back).
 *
 * @example
 * ```ts
 * const note: DocumentType = defineDocumentType({ tag: 'nte', noun: 'note', statuses: { values: ['draft', 'final'], default: 'draft' }, root, template, example });
 * parse(note, text);
 * ```
 */
export interface DocumentType<
  Body = Record<string, unknown>,
  Tag extends string = string,
  Status extends string = string,
  Frontmatter extends Record<string, unknown> = Record<string, unknown>,
> {
  /** The type code, e.g. `tsk`. */
  readonly tag: Tag;
  /** The noun of not-found messages, e.g. `task list`. */
  readonly noun: string;
  /** The status vocabulary, default and extra pattern. */
  readonly statuses: StatusRule<Status>;
  /** How its documents are stored. */
  readonly storage: TypeStorage;
  /** The shape of a document id: the folder id pattern, or a lowercase UUID for file-stored types. */
  readonly idPattern: RegExp;
  /** The text tag of typed references to it (`REQ <uuid>`, formats.md §7.2), when it can be referenced. */
  readonly referenceTag?: string;
  /**
   * The {@link Layout}-style folder key that holds the collection (`adrDir`,
   * `featDir`); absent: `<docsDir>/<tag>`.
   */
  readonly layoutDir?: 'adrDir' | 'featDir';
  /**
   * How documents are written: `whole-body` (create from a body, update,
   * edit and delete the text) or `structured` (create from models, edits
   * through the type's own operations; adr). The whole-body operations
   * refuse a structured type.
   */
  readonly editing: 'whole-body' | 'structured';
  /** The texts of id messages of a folder-stored type; generic ones when absent. */
  readonly idMessages?: FolderIdMessages;
  /**
   * The title a list row and a reference row show, when it is not the body's
   * `title` as parsed (feat drops a leading `Feature: `).
   *
   * @param body - the parsed body model
   * @returns the title
   */
  listTitle?(body: Record<string, unknown>): string;
  /**
   * Extra fields of a list row (rsk: its risk zones), read from the body
   * model; called with `undefined` for a row that failed to parse, so a row
   * always has the same keys.
   *
   * @param body - the parsed body model, or undefined
   * @returns the extra fields
   */
  summary?(body: Record<string, unknown> | undefined): Record<string, unknown>;
  /** The outline's H1 section. */
  readonly root: SectionDef;
  /** Frontmatter kind, status rule and the type's own keys (the declaration the validator is built from). */
  readonly frontmatter: FrontmatterRules;
  /**
   * The transform-free zod schema of the frontmatter model a strict read
   * returns: the shared keys with their defaults, the type's own keys, any
   * further key. Converts with `z.toJSONSchema` (an MCP output schema, say).
   */
  readonly frontmatterSchema: z.ZodType<Frontmatter>;
  /** Schema of the body model. */
  readonly bodySchema: z.ZodType<Body>;
  /** The English heading table (field path → heading text or template). */
  readonly headings: HeadingTable;
  /**
   * The type's packaged translations: language code → heading table (English
   * is `headings`). Language registries read them from here and validate them
   * (languages.md §3, §6); `{}` when the type has none.
   */
  readonly translations: Readonly<Record<string, Readonly<HeadingTable>>>;
  /** The packaged template document. */
  readonly template: string;
  /** The packaged example document. */
  readonly example: string;
  /**
   * A body reader replacing the outline match, for a body no outline
   * describes (e.g. free text). No built-in type has one: adr is read by
   * the engine (`anyOrder`, `liftedSection`). Writing always uses the
   * outline renderer.
   */
  readonly matchBody?: BodyMatcher;
}

/**
 * The id messages of a folder-stored type, for types whose messages name
 * their own id shape (feat: `feat-NNN-slug`).
 *
 * @example
 * ```ts
 * const texts: FolderIdMessages = {
 *   invalid: (shown) => `id ${shown} is not a well-formed nte-NNN folder name (e.g. 'nte-7')`,
 *   notFoundHint: 'The id must be the folder name.',
 * };
 * ```
 */
export interface FolderIdMessages {
  /**
   * The message for an id of the wrong shape.
   *
   * @param shown - the id as messages show it (a quoted literal)
   * @returns the message
   */
  invalid(shown: string): string;
  /** The sentence after `… does not exist.` in the not-found-by-id message. */
  readonly notFoundHint: string;
}

/**
 * What `defineDocumentType` takes: the facts of one type.
 *
 * @example
 * ```ts
 * const options: DocumentTypeOptions<'nte', 'draft' | 'done', NoteBody> = {
 *   tag: 'nte', noun: 'note', statuses: { values: ['draft', 'done'], default: 'draft' },
 *   storage: { kind: 'file' }, root: noteOutline, template, example,
 * };
 * ```
 */
export interface DocumentTypeOptions<
  Tag extends string,
  Status extends string,
  Body,
  Keys extends FrontmatterKeys = Record<never, never>,
  Kind extends 'base' | 'adr' = 'base',
  Pattern extends RegExp | undefined = undefined,
  HeadingKeys extends string = string,
> {
  /** The type code: lowercase letters, used as folder name and frontmatter `type`. */
  tag: Tag;
  /** The noun of messages, e.g. `task list`. */
  noun: string;
  /** The status vocabulary, default and extra pattern. */
  statuses: StatusRule<Status> & { readonly pattern?: Pattern };
  /** How its documents are stored (default: one file each). */
  storage?: TypeStorage;
  /** The text tag of typed references to it, e.g. `REQ`. */
  referenceTag?: string;
  /** The layout key of the collection folder (built-in adr and feat); default `<docsDir>/<tag>`. */
  layoutDir?: 'adrDir' | 'featDir';
  /** `whole-body` (default) or `structured` (created from models, edited through its own operations). */
  editing?: 'whole-body' | 'structured';
  /** The id messages of a folder-stored type. */
  idMessages?: FolderIdMessages;
  /** The title of list and reference rows, when not the body's `title`. */
  listTitle?: (body: Record<string, unknown>) => string;
  /** Extra fields of list rows, e.g. rsk's risk zones. */
  summary?: (body: Record<string, unknown> | undefined) => Record<string, unknown>;
  /** The H1 section field of the outline; its type carries the heading-table keys. */
  root: Field<string, Body, boolean, HeadingKeys>;
  /**
   * Heading tables by language code (`{ de, fr, es }`), one per language, each
   * checked by the compiler against the root's heading keys (a missing or
   * unknown key is a type error; declare each table `satisfies
   * HeadingTableOf<typeof outline>` in its own file so unknown keys are caught
   * there too). Placeholders and colliding siblings are checked when a language
   * registry reads them.
   */
  translations?: { readonly [language: string]: { readonly [P in NoInfer<HeadingKeys>]: string } };
  /** The packaged template document. */
  template: string;
  /** The packaged example document. */
  example: string;
  /** `base` (default, formats.md §3.2) or `adr` (§3.9). */
  frontmatterKind?: Kind;
  /**
   * The type's own frontmatter keys: key → zod schema, written after the
   * shared keys in this order. Each schema must accept an absent key (a
   * `.default(…)` or `.optional()`: documents the repository creates hold
   * the default), must not reuse a shared key, and must convert to JSON
   * Schema (no transforms). A wrong value is a `frontmatter-field`
   * diagnostic in both modes.
   */
  frontmatter?: Keys;
  /** A body reader replacing the outline match (no built-in type has one). */
  matchBody?: BodyMatcher;
}

const TAG_PATTERN = /^[a-z][a-z0-9]*$/;

// The record keeps its own frozen copies, so a table changed after the definition does not leak in.
function freezeTranslations(given: Readonly<Record<string, Readonly<Record<string, string>>>>): Readonly<Record<string, Readonly<HeadingTable>>> {
  const copy: Record<string, Readonly<HeadingTable>> = {};
  for (const [language, table] of Object.entries(given)) copy[language] = Object.freeze({ ...table });
  return Object.freeze(copy);
}
const REFERENCE_TAG_PATTERN = /^[A-Z][A-Z0-9]*$/;

/**
 * Define a document type: the one record the parser, the serializer, the
 * validator and the repository read everything about a type from.
 *
 * @param options - tag, noun, statuses, storage, reference tag, own frontmatter keys, the H1 section field, the packaged documents and heading translations
 * @returns the document type; its `frontmatterSchema` and the TypeScript type of its frontmatter come from the one declaration of the shared keys plus `frontmatter`
 * @throws TypeError when the record contradicts itself (a root that is not an H1 section, a default status outside the vocabulary, a malformed tag, an own frontmatter key that shadows a shared key, needs a value or cannot be described in JSON Schema)
 * @example
 * ```ts
 * const tsk = defineDocumentType({
 *   tag: 'tsk', noun: 'task list',
 *   statuses: { values: ['draft', 'active', 'done', 'cancelled'], default: 'draft' },
 *   root: taskOutline, template, example,
 * });
 * ```
 */
export function defineDocumentType<
  const Tag extends string,
  const Status extends string,
  Body,
  const Keys extends FrontmatterKeys = Record<never, never>,
  const Kind extends 'base' | 'adr' = 'base',
  const Pattern extends RegExp | undefined = undefined,
  HeadingKeys extends string = string,
>(
  options: DocumentTypeOptions<Tag, Status, Body, Keys, Kind, Pattern, HeadingKeys>,
): DocumentType<Body, Tag, Status, FrontmatterModel<Kind, Tag, StatusValue<Status, Pattern>, Keys>> {
  const { tag } = options;
  const root = options.root.def;
  if (!TAG_PATTERN.test(tag)) throw new TypeError(`document type tag ${JSON.stringify(tag)} must be lowercase letters and digits, starting with a letter`);
  if (root.kind !== 'section' || root.level !== 1) throw new TypeError(`the root of '${tag}' must be an H1 section`);
  if (options.statuses.values.length === 0) throw new TypeError(`the status vocabulary of '${tag}' is empty; list at least one status`);
  if (!options.statuses.values.includes(options.statuses.default)) {
    throw new TypeError(`the default status ${JSON.stringify(options.statuses.default)} of '${tag}' is not in its vocabulary (${options.statuses.values.join(', ')})`);
  }
  if (options.referenceTag !== undefined && !REFERENCE_TAG_PATTERN.test(options.referenceTag)) {
    throw new TypeError(`the reference tag ${JSON.stringify(options.referenceTag)} of '${tag}' must be uppercase letters and digits`);
  }
  const storage: TypeStorage = options.storage ?? { kind: 'file' };
  if (storage.kind === 'folder' && !(storage.idPattern instanceof RegExp)) throw new TypeError(`the folder storage of '${tag}' needs an idPattern (a RegExp)`);
  if (options.editing === 'structured' && options.frontmatterKind !== 'adr') {
    throw new TypeError(`'${tag}' is structured, which only the built-in adr is (its create takes models)`);
  }
  const statuses: StatusRule<Status> = Object.freeze({ ...options.statuses, values: Object.freeze([...options.statuses.values]) });
  const kind = options.frontmatterKind ?? 'base';
  const keys = checkOwnKeys(tag, kind, options.frontmatter);
  const idPattern = storage.kind === 'folder' ? storage.idPattern : UUID_PATTERN;
  const frontmatter: FrontmatterRules = Object.freeze({ tag, kind, statuses, idPattern, noun: options.noun, ...(keys === undefined ? {} : { keys }) });
  const record = Object.freeze({
    tag,
    noun: options.noun,
    statuses,
    storage: Object.freeze({ ...storage }),
    idPattern,
    ...(options.referenceTag === undefined ? {} : { referenceTag: options.referenceTag }),
    ...(options.layoutDir === undefined ? {} : { layoutDir: options.layoutDir }),
    editing: options.editing ?? 'whole-body',
    ...(options.idMessages === undefined ? {} : { idMessages: options.idMessages }),
    ...(options.listTitle === undefined ? {} : { listTitle: options.listTitle }),
    ...(options.summary === undefined ? {} : { summary: options.summary }),
    root,
    frontmatter,
    frontmatterSchema: frontmatterModelSchema(frontmatter) as unknown as z.ZodType<FrontmatterModel<Kind, Tag, StatusValue<Status, Pattern>, Keys>>,
    bodySchema: options.root.schema,
    headings: englishHeadings(root),
    translations: freezeTranslations(options.translations ?? {}),
    template: options.template,
    example: options.example,
    ...(options.matchBody ? { matchBody: options.matchBody } : {}),
  });
  defined.add(record);
  return record;
}

// Records are frozen, so one made here stays what was checked here.
const defined = new WeakSet<object>();

/**
 * Whether a value is a document type made by {@link defineDocumentType}
 * (a look-alike object is not: the library relies on the checks made there).
 *
 * @param value - any value
 * @returns true for a record of `defineDocumentType`
 * @example
 * ```ts
 * isDocumentType(documentTypes.tsk); // true
 * isDocumentType({ tag: 'tsk' });    // false
 * ```
 */
export function isDocumentType(value: unknown): value is DocumentType<unknown> {
  return typeof value === 'object' && value !== null && defined.has(value);
}

const compiledTables = new WeakMap<HeadingTable, Map<string, CompiledHeading>>();

/**
 * The compiled headings of a type for one heading table (cached per table).
 *
 * @param type - the document type
 * @param table - a heading table of that type
 * @returns section path → compiled heading
 * @example
 * ```ts
 * compileHeadings(tsk, tsk.headings).get('Task > RecentUpdates')?.alias; // 'Recent Updates'
 * ```
 */
export function compileHeadings<B>(type: DocumentType<B>, table: HeadingTable): Map<string, CompiledHeading> {
  const cached = compiledTables.get(table);
  if (cached) return cached;
  const compiled = new Map<string, CompiledHeading>();
  walkSections(type.root, (section, path) => {
    const rule = section.heading;
    const text = table[path];
    if (rule.kind === 'entry' || text === undefined) return;
    compiled.set(path, rule.kind === 'template' ? compileTemplate(text, rule.captures) : compileLiteral(text));
  });
  compiledTables.set(table, compiled);
  return compiled;
}

/**
 * Whether a status value is allowed by a type's status rule.
 *
 * @param rule - the type's status rule (`type.statuses`)
 * @param value - the status as written
 * @returns true when the value is in the vocabulary or matches the rule's extra pattern
 * @example
 * ```ts
 * isAllowedStatus(adr.statuses, 'superseded by 4f2a'); // true
 * isAllowedStatus(dec.statuses, 'superseded by 4f2a'); // false
 * ```
 */
export function isAllowedStatus(rule: StatusRule, value: string): boolean {
  return rule.values.includes(value) || (rule.pattern?.test(value) ?? false);
}
