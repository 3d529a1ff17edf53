/**
 * A document type as data: its outline, frontmatter rules, schemas and
 * packaged template and example (DESIGN.md, "Formats are data").
 *
 * @packageDocumentation
 */
import { z } from 'zod';
import type { FrontmatterRules } from './frontmatter/schema.js';
import { adrFrontmatterSchema, baseFrontmatterSchema } from './frontmatter/schema.js';
import { compileLiteral, compileTemplate, type CompiledHeading } from './outline/compile-heading.js';
import { englishHeadings, walkSections, type HeadingTable } from './outline/paths.js';
import type { Field, SectionDef } from './outline/types.js';
import type { MatchOptions } from './match/context.js';
import type { BodyMatch } from './match/match-body.js';

/**
 * A body writer's signature. No type has its own writer any more (the
 * `renderBody` hook is gone); the name stays only while the public surface
 * still lists it.
 *
 * @deprecated nothing uses it; the public surface drops it with the subpath entries
 */
export type BodyRenderer<Body> = (body: Body, headings: ReadonlyMap<string, CompiledHeading>) => string;

/** A body reader: the outline engine's `matchBody`, or a host type's own. */
export type BodyMatcher = (root: SectionDef, body: string, options: MatchOptions) => BodyMatch;

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
  /**
   * A body reader replacing the outline match, for a body no outline
   * describes (e.g. free text). No built-in type has one: adr is read by
   * the engine (`anyOrder`, `liftedSection`). Writing always uses the
   * outline renderer.
   */
  readonly matchBody?: BodyMatcher;
}

/**
 * Define a document type from its outline.
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
  /** A body reader replacing the outline match (no built-in type has one). */
  matchBody?: BodyMatcher;
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
