/**
 * The declarative outline vocabulary (formats.md §4): a document type is a
 * tree of field definitions that one engine interprets for parsing,
 * validation, serialization, templates and heading translation.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import type { DiagnosticParamsByCode, ValuePatternMistake } from '../../diagnostics/index.js';

/** How strictly documents are read: `strict` (default) or `lenient` (legacy forms warn). */
export type Mode = 'strict' | 'lenient';

/**
 * An older construct accepted in lenient mode, named in its `legacy-form` warning.
 *
 * @example
 * ```ts
 * const legacy: LegacyForm = { older: 'date-only entry heading', current: '<timestamp> - <title>' };
 * ```
 */
export interface LegacyForm {
  /** What the older form is, e.g. `date-only entry heading`. */
  older: string;
  /** What to write instead, e.g. `<timestamp> - <title>`. */
  current: string;
}

/**
 * What a value rule can tell about a common mistake: which it is, and the text rewritten.
 *
 * @example
 * ```ts
 * const advice: PatternAdvice = { suggestion: '[ ] Write the tests' };
 * ```
 */
export interface PatternAdvice {
  /** The mistake. */
  mistake?: ValuePatternMistake;
  /** The text rewritten in the expected form. */
  suggestion?: string;
}

/**
 * The words a pattern rule is shown with, beside its regular expression.
 *
 * @example
 * ```ts
 * const form: PatternForm = { expectedForm: 'a task item "[ ] <text>"' };
 * ```
 */
export interface PatternForm {
  /**
   * The expected form as a noun phrase, templates in double quotes, e.g.
   * `a task item "[ ] <text>"` (never a regular expression).
   */
  expectedForm: string;
  /** The legacy form a failing text is (lenient: a warning; strict: named in the error), or null when it is simply wrong. */
  legacy?: (text: string) => LegacyForm | null;
  /** Advice for the common mistakes of this form. */
  advise?: (text: string) => PatternAdvice | null;
}

/**
 * A rule for the text of a paragraph, list item or heading part.
 *
 * @example
 * ```ts
 * const level: ValueRule = vocabulary(['MUST', 'SHOULD', 'MUST NOT', 'SHOULD NOT', 'MAY']);
 * paragraph('value', level);
 * ```
 */
export interface ValueRule {
  /** `value-pattern` or `value-vocabulary` diagnostics. */
  kind: 'pattern' | 'vocabulary';
  /** The zod schema the text must satisfy. */
  schema: z.ZodType<string>;
  /** The pattern as formats.md writes it, or the allowed words. */
  display: string;
  /** The expected form in words (see {@link PatternForm}). */
  expectedForm: string;
  /** The allowed words of a vocabulary. */
  words?: readonly string[];
  /** The legacy form a failing text is (lenient: a warning; strict: named in the error), or null when it is simply wrong. */
  legacy?: (text: string) => LegacyForm | null;
  /** Advice for the common mistakes of this form. */
  advise?: (text: string) => PatternAdvice | null;
}

/**
 * One placeholder of a heading template, e.g. `{n}` → property `number`.
 *
 * @example
 * ```ts
 * const n: Capture = integer('number'); // {n} → (\d+), stored as an integer
 * ```
 */
export interface Capture {
  /** Model property the captured text is stored in. */
  property: string;
  /** The regular expression group it compiles to, parentheses included. */
  group: string;
  /** Whether the captured digits are stored as an integer. */
  integer: boolean;
  /** Lenient mode also accepts this older group, with a `legacy-form` warning (e.g. unpadded numbers). */
  legacy?: { group: string; form: LegacyForm };
}

/** How a section recognises its heading (formats.md §4.5). */
export type HeadingRule =
  | { kind: 'words' }
  | { kind: 'literal'; text: string }
  | { kind: 'template'; template: string; captures: Readonly<Record<string, Capture>> }
  | { kind: 'entry'; legacy: EntryLegacy };

/**
 * Which legacy update-entry heading forms a domain accepts in lenient mode (formats.md §5.1).
 *
 * @example
 * ```ts
 * updates('updates', { level: 2, legacy: { dateOnly: true, freeForm: true } });
 * ```
 */
export interface EntryLegacy {
  /** `### 2026-08-15 - Title`. */
  dateOnly?: boolean;
  /** `### <timestamp> — Title`, and oldest-first em-dash sections. */
  emDash?: boolean;
  /** Any heading text. */
  freeForm?: boolean;
}

/** What a section holds below its heading. */
export type SectionBody =
  | { kind: 'free' }
  | { kind: 'object'; fields: readonly FieldDef[] }
  | { kind: 'value'; field: FieldDef; comment: boolean }
  | { kind: 'array'; element: SectionDef };

/**
 * Everything every field definition has.
 *
 * @example
 * ```ts
 * const { name, typeName, optional } = paragraph('source').def; // 'source', 'Source', false
 * ```
 */
export interface FieldCommon {
  /** Model property name (camelCase); `''` for an element of an array section. */
  name: string;
  /** Type name used in field paths and heading tables (PascalCase). */
  typeName: string;
  /** Whether the field may be absent. */
  optional: boolean;
  /** Lenient mode: a missing mandatory field is this legacy form (a warning, not an error). */
  legacyMissing?: LegacyForm;
  /** The field exists only in lenient mode, as this legacy form. */
  lenientOnly?: LegacyForm;
}

/**
 * Context handed to a cross-field check of a section.
 *
 * @example
 * ```ts
 * const check = (context: CheckContext): void => {
 *   if (Array.isArray(context.value) && context.value.length > 9) console.log(`${context.path}: body line ${context.lineOf('')}`);
 * };
 * ```
 */
export interface CheckContext {
  /** The section's model value. */
  value: unknown;
  /** The section's field path. */
  path: string;
  /** The parse mode. */
  mode: Mode;
  /** The body line of the model value at a JSON pointer relative to the section (`''` is the section). */
  lineOf(pointer: string): number;
  /** The 1-based column of that value. */
  columnOf(pointer: string): number;
  /** The full model value of the document body matched so far. */
  root: unknown;
  /** The heading line of the section at a JSON pointer, as written (`### 2026-08-15 00:00:00.000Z - Kickoff`). */
  headingOf(pointer: string): string;
  /** Report a value diagnostic or a legacy-form warning. */
  report(issue: CheckIssue): void;
}

/** The codes a cross-field check reports. */
export type CheckCode =
  | 'value-order'
  | 'value-duplicate'
  | 'value-cross-check'
  | 'value-cardinality'
  | 'value-pattern'
  | 'legacy-form'
  | 'empty-content'
  | 'invalid-timestamp'
  | 'adr-duplicate-option';

/**
 * A problem found by a cross-field check: its code and facts, and the value
 * it is at. The span runs from the start of that value to the end of its
 * first line (an entry's heading, an item's line).
 */
export type CheckIssue = {
  [C in CheckCode]: {
    /** The diagnostic code. */
    code: C;
    /** The code's facts. */
    params: DiagnosticParamsByCode[C];
    /** JSON pointer (relative to the section) of the value the problem is at. */
    pointer: string;
    /** Field path of the failing value. */
    field: string;
  };
}[CheckCode];

/**
 * A section: a heading of one level plus its content.
 *
 * @example
 * ```ts
 * const def = section('purpose', { level: 2 }, [opaque('content')]).def as SectionDef;
 * def.level; // 2
 * ```
 */
export interface SectionDef extends FieldCommon {
  kind: 'section';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  heading: HeadingRule;
  body: SectionBody;
  /** A repeated section matches again and again (an array of elements). */
  repeated?: { min: number };
  /** Values computed from the matched model (e.g. rsk `level`); ignored by serialization. */
  derive?: (value: Record<string, unknown>) => Record<string, unknown>;
  /** Cross-field checks run once the section is matched. */
  checks?: readonly ((context: CheckContext) => void)[];
  /**
   * `any`: the child sections (of the whole subtree) are recognised by their
   * heading in any order, each at most once (see `anyOrder`).
   */
  order?: 'any';
  /** On an any-order H1 section: raw HTML is content instead of a `raw-html` failure. */
  rawHtml?: 'content';
  /**
   * The model is flat here (see `liftedSection`): the section's value is its
   * first (lead) field's value, its child sections are properties of the
   * enclosing model.
   */
  lifted?: true;
}

/**
 * One paragraph.
 *
 * @example
 * ```ts
 * paragraph('source').def.kind; // 'paragraph'
 * ```
 */
export interface ParagraphDef extends FieldCommon {
  kind: 'paragraph';
  value?: ValueRule;
}

/**
 * One or more paragraphs.
 *
 * @example
 * ```ts
 * paragraphs('goalInContext').def.kind; // 'paragraphs'
 * ```
 */
export interface ParagraphsDef extends FieldCommon {
  kind: 'paragraphs';
}

/**
 * List items, across one or more adjacent lists.
 *
 * @example
 * ```ts
 * taskItems('tasks').def; // { kind: 'list', item: 'task', min: 1, … }
 * ```
 */
export interface ListDef extends FieldCommon {
  kind: 'list';
  /** Plain items, items whose further blocks must be paragraphs (notes), or checklist items. */
  item: 'plain' | 'notes' | 'task';
  /** Fewest items (0 lets a present section hold no list). */
  min: number;
  /** Most items. */
  max?: number;
  /** Rule for each item's text (for task items: the text after the checkbox). */
  value?: ValueRule;
  /** Item texts must be one physical line. */
  singleLine: boolean;
}

/**
 * An HTML comment block.
 *
 * @example
 * ```ts
 * comment('comment').def.kind; // 'comment'
 * ```
 */
export interface CommentDef extends FieldCommon {
  kind: 'comment';
}

/**
 * A block quote.
 *
 * @example
 * ```ts
 * blockQuote('question').def.kind; // 'blockQuote'
 * ```
 */
export interface BlockQuoteDef extends FieldCommon {
  kind: 'blockQuote';
}

/**
 * A fenced code block.
 *
 * @example
 * ```ts
 * codeBlock('diagram').def.kind; // 'code'
 * ```
 */
export interface CodeDef extends FieldCommon {
  kind: 'code';
}

/**
 * Everything left in the enclosing section, verbatim.
 *
 * @example
 * ```ts
 * opaque('content').def.kind; // 'opaque'
 * ```
 */
export interface OpaqueDef extends FieldCommon {
  kind: 'opaque';
}

/**
 * Question-and-answer pairs without headings (qa, formats.md §6.5).
 *
 * @example
 * ```ts
 * qaPairs('security').def.kind; // 'qaPairs'
 * ```
 */
export interface QaPairsDef extends FieldCommon {
  kind: 'qaPairs';
  /** Rule for the question's block-quote text (prefix). */
  question?: ValueRule;
}

/** Any field definition. */
export type FieldDef =
  | SectionDef
  | ParagraphDef
  | ParagraphsDef
  | ListDef
  | CommentDef
  | BlockQuoteDef
  | CodeDef
  | OpaqueDef
  | QaPairsDef;

/**
 * A field definition together with the zod schema of its model value; the
 * type parameters carry the property name, value type and optionality so
 * document model types are inferred from the outline, and the heading-table
 * keys the field adds (`K`), so a heading table is checked by the compiler
 * (see `HeadingTableOf`).
 *
 * `K` holds the field paths of the field's translatable headings relative to
 * the enclosing section's path, exactly as `walkSections` computes them (e.g.
 * `RecentUpdates` for a tsk Recent Updates section, `TaskList > Phase` for the
 * feat task list). Leaf fields (paragraphs, lists, comments, …) add none
 * (`never`). The default `string` means "not known": a hand-built section typed
 * `Field<'x', V, false>` still fits everywhere, but its keys are then only the
 * pattern `${string}`, so type such a field with its keys to keep tables exact.
 *
 * @example
 * ```ts
 * const source: Field<'source', string> = paragraph('source');
 * source.name; // 'source'
 * ```
 */
export interface Field<N extends string = string, V = unknown, O extends boolean = boolean, K extends string = string> {
  /** The runtime definition the engine interprets. */
  readonly def: FieldDef;
  /** The property name. */
  readonly name: N;
  /** Whether the property may be absent. */
  readonly optional: O;
  /** The zod schema of the model value. */
  readonly schema: z.ZodType<V>;
  /**
   * Phantom, never present at runtime: the heading-table keys the field adds,
   * relative to the enclosing section's path.
   */
  readonly __headings?: K;
}

/** Any typed field. */
export type AnyField = Field<string, any, boolean, string>;

/**
 * A section whose model is flat (see `liftedSection`): besides its own
 * value it puts the properties `X` of its child sections into the model
 * of the enclosing section.
 *
 * @example
 * ```ts
 * const outcome = liftedSection('decisionOutcome', { level: 2 }, [paragraph('text'), optional(section('consequences', { level: 3 }, [opaque('content')]))]);
 * ```
 */
export interface LiftedField<N extends string = string, V = unknown, X = unknown, K extends string = string> extends Field<N, V, false, K> {
  /** The schema of the properties the section lifts into its parent's model. */
  readonly lifted: z.ZodObject;
  /** Type-level only: the lifted properties. */
  readonly liftedType?: X;
}

/** The value type of a typed field. */
export type ValueOf<F> = F extends Field<string, infer V, boolean, string> ? V : never;

/* eslint-disable @typescript-eslint/no-explicit-any -- value types are inferred per field */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

// The properties lifted sections add to their parent's model.
type LiftedOf<C extends readonly AnyField[]> = UnionToIntersection<
  { [K in keyof C]: C[K] extends { readonly liftedType?: infer X } ? (unknown extends X ? Record<never, never> : X) : Record<never, never> }[number]
>;

/** The model object of a list of typed fields: mandatory and optional properties (and what lifted sections add). */
export type ObjectOf<C extends readonly AnyField[]> = Simplify<
  { [F in C[number] as F extends Field<infer N, any, false> ? N : never]: ValueOf<F> } & {
    [F in C[number] as F extends Field<infer N, any, true> ? N : never]?: ValueOf<F>;
  } & LiftedOf<C>
>;
