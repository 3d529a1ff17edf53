/**
 * A document type as data: its outline, frontmatter rules, schemas and
 * packaged template and example (DESIGN.md, "Formats are data").
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import type { FrontmatterRules } from './frontmatter/schema.js';
import { adrFrontmatterSchema, baseFrontmatterSchema } from './frontmatter/schema.js';
import { compileLiteral, compileTemplate, type CompiledHeading } from './outline/compile-heading.js';
import { englishHeadings, walkSections, type HeadingTable } from './outline/paths.js';
import type { Field, SectionDef } from './outline/types.js';
import type { MatchOptions } from './match/context.js';
import type { BodyMatch } from './match/match-body.js';

/** A body reader: the outline engine's `matchBody`, or a type's own (adr). */
export type BodyMatcher = (root: SectionDef, body: string, options: MatchOptions) => BodyMatch;

/** A body writer: the outline renderer, or a type's own (adr). Returns the body Markdown ending with one newline. */
export type BodyRenderer<Body> = (body: Body, headings: ReadonlyMap<string, CompiledHeading>) => string;

/** Everything the engine needs to read and write one document type. */
export interface DocumentType<Body = Record<string, unknown>> {
  /** The type code, e.g. `tsk`. */
  readonly tag: string;
  /** The noun of not-found messages, e.g. `task list`. */
  readonly noun: string;
  /** The outline's H1 section. */
  readonly root: SectionDef;
  /** Frontmatter kind and status rule. */
  readonly frontmatter: FrontmatterRules;
  /** Schema of the frontmatter model (strict mode). */
  readonly frontmatterSchema: z.ZodType<Record<string, unknown>>;
  /** Schema of the body model. */
  readonly bodySchema: z.ZodType<Body>;
  /** The English heading table (field path → heading text or template). */
  readonly headings: HeadingTable;
  /** The packaged template document. */
  readonly template: string;
  /** The packaged example document. */
  readonly example: string;
  /** The type's own body reader, when the outline engine's ordered matching does not fit (adr). */
  readonly matchBody?: BodyMatcher;
  /**
   * The type's own body writer, when its model does not nest like its sections (adr).
   * (Method syntax keeps `DocumentType<Body>` assignable to `DocumentType<unknown>`.)
   *
   * @param body - the body model
   * @param headings - compiled headings of the language written
   * @returns the body Markdown
   */
  renderBody?(body: Body, headings: ReadonlyMap<string, CompiledHeading>): string;
}

/**
 * Define a document type from its outline (and, for adr, its own body reader).
 *
 * @param options - tag, noun, status rule, the H1 section field and the packaged documents
 * @returns the document type
 * @example
 * ```ts
 * const tsk = defineDocumentType({ tag: 'tsk', noun: 'task list', statuses: statusRules.tsk, root: taskRoot, template, example });
 * ```
 */
export function defineDocumentType<N extends string, Body>(options: {
  tag: string;
  noun: string;
  statuses: FrontmatterRules['statuses'];
  root: Field<N, Body, boolean>;
  template: string;
  example: string;
  /** `base` (default, formats.md §3.2) or `adr` (§3.9). */
  frontmatterKind?: 'base' | 'adr';
  /** A body reader replacing the ordered outline match (adr). */
  matchBody?: BodyMatcher;
  /** A body writer replacing the outline renderer (adr). */
  renderBody?: BodyRenderer<Body>;
}): DocumentType<Body> {
  const root = options.root.def;
  if (root.kind !== 'section' || root.level !== 1) throw new TypeError(`the root of '${options.tag}' must be an H1 section`);
  const kind = options.frontmatterKind ?? 'base';
  const frontmatter: FrontmatterRules = { tag: options.tag, kind, statuses: options.statuses };
  const frontmatterSchema = kind === 'adr' ? adrFrontmatterSchema(frontmatter) : baseFrontmatterSchema(frontmatter);
  return {
    tag: options.tag,
    noun: options.noun,
    root,
    frontmatter,
    frontmatterSchema: frontmatterSchema as unknown as z.ZodType<Record<string, unknown>>,
    bodySchema: options.root.schema,
    headings: englishHeadings(root),
    template: options.template,
    example: options.example,
    ...(options.matchBody ? { matchBody: options.matchBody } : {}),
    ...(options.renderBody ? { renderBody: options.renderBody } : {}),
  };
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
