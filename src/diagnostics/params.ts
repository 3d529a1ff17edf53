/**
 * The structured facts of every diagnostic code: what a message profile, an
 * editor or a host reads instead of parsing the message text.
 *
 * Values found in a document are plain JavaScript values (`received`);
 * where the writer's own spelling matters (a YAML float written `1.0`), the
 * source text travels beside it (`receivedText`).
 *
 * @packageDocumentation
 */

// ---- split, YAML and frontmatter codes ------------------------------------

/**
 * Where below a frontmatter key a problem lies: the steps from the key's
 * value into nested lists (numbers) and mappings (keys); empty or absent for
 * the key's value itself.
 */
export type FrontmatterValuePath = readonly (string | number)[];

/** The facts of a `frontmatter-field` diagnostic: which key, and what is wrong with it. */
export type FrontmatterFieldProblem =
  /** The key is absent and has no default (`received` is absent). */
  | { readonly kind: 'required' }
  /** The value is none of the allowed ones (a status, an own key's enum). `expected` in declaration order. */
  | {
      readonly kind: 'not-one-of';
      readonly expected: readonly unknown[];
      readonly received: unknown;
      readonly receivedText?: string;
      readonly path?: FrontmatterValuePath;
    }
  /** A shared key whose value is not a string (or null, where `nullable`). */
  | { readonly kind: 'not-a-string'; readonly nullable: boolean; readonly received: unknown; readonly receivedText?: string; readonly example?: string }
  /** An own key's value (or a value nested in it) of the wrong type; `expected` is the schema's type name, e.g. `number`. */
  | {
      readonly kind: 'wrong-type';
      readonly expected: string;
      readonly received: unknown;
      readonly receivedText?: string;
      readonly path?: FrontmatterValuePath;
    }
  /** The block holds a list or a single value instead of `key: value` lines (`key` is `''`). */
  | { readonly kind: 'not-a-mapping'; readonly received: 'sequence' | 'scalar' }
  /** An own key's schema refused the value for another reason; `detail` is the schema's own message. */
  | {
      readonly kind: 'other';
      readonly detail: string;
      readonly received: unknown;
      readonly receivedText?: string;
      readonly path?: FrontmatterValuePath;
    };

/**
 * An older `created`/`updated` form that lenient mode accepts and strict mode refuses.
 *
 * @example
 * ```ts
 * const form: FrontmatterLegacyForm = { form: 'date-only timestamp', currentForm: 'yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm' };
 * ```
 */
export interface FrontmatterLegacyForm {
  /** The older form, e.g. `date-only timestamp`. */
  readonly form: string;
  /** The current form, e.g. `yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm`. */
  readonly currentForm: string;
}

/**
 * Params of the split, YAML and frontmatter codes. `type` is the document
 * type code (e.g. `tsk`); `noun`, where given, its noun (`task list`).
 *
 * @example
 * ```ts
 * const params: FrontmatterParams['frontmatter-unclosed'] = { type: 'tsk', openingLine: 1 };
 * ```
 */
export interface FrontmatterParams {
  'missing-frontmatter': { readonly type: string };
  'frontmatter-unclosed': { readonly type: string; readonly openingLine: number };
  /** `openingLine - 1` blank lines stand above the opening `---`. */
  'frontmatter-offset': { readonly type: string; readonly openingLine: number };
  /**
   * `problem` is the YAML parser's reason; `yamlCode` its error kind
   * (e.g. `DUPLICATE_KEY`, `TAB_AS_INDENT`, `MISSING_CHAR`), when it names one.
   */
  'yaml-syntax': { readonly type: string; readonly problem: string; readonly yamlCode?: string };
  'frontmatter-field': { readonly type: string; readonly noun?: string; readonly key: string; readonly problem: FrontmatterFieldProblem };
  'frontmatter-type-mismatch': { readonly type: string; readonly expected: string; readonly received: unknown; readonly receivedText?: string };
  'version-unsupported': { readonly type: string; readonly received: unknown; readonly receivedText?: string };
  'invalid-timestamp':
    | {
        readonly channel: 'frontmatter';
        readonly type: string;
        readonly key: string;
        readonly received: unknown;
        readonly problem: 'shape' | 'impossible';
        /** The value rewritten in the required form, when that rewrite is unambiguous. */
        readonly suggestion?: string;
        /** Set when the value has an older form that `mode: 'lenient'` accepts. */
        readonly legacyForm?: FrontmatterLegacyForm;
      }
    | { readonly channel: 'body'; readonly received: string; readonly problem: 'impossible' };
}

// ---- body structure codes --------------------------------------------------

/**
 * What the outline expected where a `body-no-match` stopped: a section by
 * its heading (in the document's language, with its `#` markers,
 * placeholders as `<name>`), or a kind of block.
 *
 * @example
 * ```ts
 * const part: ExpectedPart = { kind: 'section', heading: '## Recent Updates' };
 * const item: ExpectedPart = { kind: 'task-item' };
 * ```
 */
export type ExpectedPart =
  | { readonly kind: 'section'; readonly heading: string }
  | { readonly kind: 'task-item' | 'list-item' | 'qa-pair' | 'paragraph' | 'comment' | 'block-quote' | 'code' | 'text' };

/**
 * The kind of block a task item or item notes may not contain (`nested-list`).
 *
 * @example
 * ```ts
 * const kind: NestedBlockKind = 'list';
 * ```
 */
export type NestedBlockKind = 'list' | 'indented-code' | 'fenced-code' | 'block-quote' | 'html' | 'thematic-break' | 'heading';

/**
 * An older form that lenient mode accepts, named on a strict-mode
 * structure error where the offending text is that form (issue 11 item 5).
 *
 * @example
 * ```ts
 * const legacy: StrictLegacyForm = { form: 'date-only entry heading', currentForm: '<timestamp> - <title>' };
 * ```
 */
export interface StrictLegacyForm {
  /** What the older form is. */
  readonly form: string;
  /** What to write instead. */
  readonly currentForm: string;
  /** The text found, rewritten in the current form, when that can be done exactly (`### Phase 002: Setup`). */
  readonly rewritten?: string;
}

/**
 * Params of the body structure codes.
 *
 * @example
 * ```ts
 * if (d.code === 'body-no-match') {
 *   const params: StructureParams['body-no-match'] = d.params;
 *   console.log(params.reason);
 * }
 * ```
 */
export interface StructureParams {
  'body-no-match':
    | {
        /** A field of the outline is missing here. */
        readonly reason: 'missing';
        /** What was expected. */
        readonly expected: ExpectedPart;
        /** The expected element as the engine names it (`Source`, `list[TaskItem]`): the reference profile's word. */
        readonly expectedType: string;
        /** The heading line of the enclosing section, as written in the document (absent at the top level). */
        readonly section?: string;
        /** The text found in its place (excerpt of at most 3 lines, and its line count); absent when nothing remains. */
        readonly found?: { readonly excerpt: string; readonly lineCount: number };
        /** In strict mode: the text found is an older form that lenient mode accepts. */
        readonly legacyForm?: StrictLegacyForm;
      }
    | {
        /** A block quote's text continues lazily with a line of `=` signs. */
        readonly reason: 'lazy-underline';
      };
  'body-leftover': {
    /** The leftover text (excerpt of at most 3 lines). */
    readonly excerpt: string;
    /** The heading line of the section the text is in, as written (absent at the top level). */
    readonly section?: string;
    /** Whether the text starts with a list marker (`-`, `*`, `+`), the usual cause. */
    readonly listMarker: boolean;
    /** In strict mode: the text is an older form that lenient mode accepts. */
    readonly legacyForm?: StrictLegacyForm;
  };
  'heading-mismatch': {
    /** The expected heading text (literal, or the template with `{placeholders}`). */
    readonly expected: string;
    /** The expected heading as written: `#` markers, placeholders as `<name>`. */
    readonly expectedHeading: string;
    /** Whether the expected heading is a form with placeholders rather than fixed text. */
    readonly template: boolean;
    /** The heading text found. */
    readonly heading: string;
    /** The heading found, with its `#` markers. */
    readonly foundHeading: string;
    /** In strict mode: the heading found is an older form that lenient mode accepts. */
    readonly legacyForm?: StrictLegacyForm;
  };
  'foreign-heading': {
    /** The document's language code. */
    readonly language: string;
    /** The heading text expected in that language (literal, or the template). */
    readonly expected: string;
    /** The expected heading as written: `#` markers, placeholders as `<name>`. */
    readonly expectedHeading: string;
    /** The English heading text found. */
    readonly heading: string;
    /** The heading found, with its `#` markers. */
    readonly foundHeading: string;
  };
  'raw-html': {
    /** `html_inline` inside text, `html_block` as a block. */
    readonly kind: 'html_inline' | 'html_block';
    /** The first line of the HTML. */
    readonly html: string;
  };
  'soft-wrapped-list-item': {
    /** `wrapped`: the text goes on on the next line; `lazy-underline`: a line of `=` signs does. */
    readonly reason: 'wrapped' | 'lazy-underline';
    /** A task item (`- [ ] …`) or a plain list item. */
    readonly item: 'task' | 'list';
  };
  'nested-list': {
    /** What the offending block is. */
    readonly kind: NestedBlockKind;
    /** `true` for the notes of a list item (paragraphs only), `false` for a task item. */
    readonly notes: boolean;
  };
  'adr-unknown-heading': {
    /** The heading level. */
    readonly level: number;
    /** The heading text found. */
    readonly heading: string;
    /** The heading texts allowed there (literal, or templates). */
    readonly allowed: readonly string[];
    /** The allowed headings as written: `#` markers, placeholders as `<name>`. */
    readonly allowedHeadings: readonly string[];
  };
  'adr-duplicate-heading': {
    /** The heading text found. */
    readonly heading: string;
    /** The heading found, with its `#` markers. */
    readonly foundHeading: string;
    /** The body line of the first occurrence (of the title, for a second top-level heading). */
    readonly firstLine: number;
    /** `title`: a second top-level heading; `section`: a section heading seen before. */
    readonly duplicateOf: 'title' | 'section';
  };
}

// ---- body value codes -------------------------------------------------------

/**
 * A common mistake behind a `value-pattern` diagnostic, named so that the
 * text can say exactly what to write.
 *
 * @example
 * ```ts
 * const m: ValuePatternMistake = { kind: 'wrong-checkbox', box: '[-]' };
 * ```
 */
export type ValuePatternMistake =
  /** A checkbox other than `[ ]`, `[x]`, `[X]`, e.g. `[-]` or `[*]`. */
  | { readonly kind: 'wrong-checkbox'; readonly box: string }
  /** A task item without any checkbox. */
  | { readonly kind: 'missing-checkbox' }
  /** A phase task without its `Task <NNN>.<MMM>:` number. */
  | { readonly kind: 'missing-task-number' }
  /** A number written with fewer digits than the form has (`1.2` for `001.002`). */
  | { readonly kind: 'unpadded-number'; readonly number: string };

/**
 * Params of the body value codes and of `legacy-form`.
 *
 * @example
 * ```ts
 * if (d.code === 'value-pattern') {
 *   const params: ValueParams['value-pattern'] = d.params;
 *   console.log(params.value, params.pattern);
 * }
 * ```
 */
export interface ValueParams {
  'value-pattern': {
    /** The text found (inline source of the paragraph, item or heading part). */
    readonly value: string;
    /** The pattern as formats.md writes it (a regular expression; shown by the reference profile only). */
    readonly pattern: string;
    /** The expected form in words or as a template, e.g. `[ ] <text>` (declared next to the pattern). */
    readonly expectedForm: string;
    /** The common mistake it is, when it is one. */
    readonly mistake?: ValuePatternMistake;
    /** The value rewritten in the expected form, when there is one obvious fix. */
    readonly suggestion?: string;
    /** Strict mode: the value is an older form that `mode: 'lenient'` accepts. */
    readonly legacyForm?: StrictLegacyForm;
  };
  'value-vocabulary': {
    /** The text found. */
    readonly value: string;
    /** The allowed words, in the outline's order. */
    readonly expected: readonly string[];
  };
  'value-order': {
    /** The later entry's timestamp. */
    readonly value: string;
    /** The timestamp of the entry above it. */
    readonly previous: string;
    /** The body line of the entry above it. */
    readonly previousLine: number;
  };
  'value-duplicate': {
    /** The repeated value: a number (`3`) or a reference as written (`2a`). */
    readonly value: number | string;
    /** What the value numbers, for the texts: e.g. `Step`, `Option`, `Extension`. */
    readonly element: string;
    /** The body line of its first occurrence. */
    readonly firstLine: number;
  };
  'value-cardinality': {
    /** The least allowed count. */
    readonly min: number;
    /** The greatest allowed count, when there is one. */
    readonly max?: number;
    /** What is counted: `items` (list items) or `section` (sub-sections). */
    readonly unit: 'items' | 'section';
    /** How many were found. */
    readonly found: number;
    /** The heading of the section whose content is counted, as written (`## Characteristics`). */
    readonly heading: string;
  };
  'value-cross-check': {
    /** The referring value as written (`7a`, or a step number). */
    readonly value: string;
    /** The main-scenario step it names. */
    readonly step: number;
    /** How many steps the main success scenario has. */
    readonly steps: number;
  };
  'empty-content': {
    /** The heading of the empty entry or section, as written (`### 2026-08-15 00:00:00.000Z - Kickoff`). */
    readonly heading: string;
  };
  'adr-duplicate-option': {
    /** The option number used twice. */
    readonly number: number;
    /** The body line of the first option with that number. */
    readonly firstLine: number;
  };
  'adr-blank-section': {
    /** The section's heading text (without `#` markers). */
    readonly heading: string;
    /** The section's heading level. */
    readonly level: number;
    /** `true`: the section is missing; `false`: it is there but blank. */
    readonly missing: boolean;
  };
  'legacy-form': {
    /** The older form's name (formats.md §8.1), e.g. `date-only entry heading`. */
    readonly form: string;
    /** What the current form is, e.g. `<timestamp> - <title>`. */
    readonly currentForm: string;
    /** The text as written, when it is one value (a frontmatter timestamp). */
    readonly written?: string;
    /** The type code; frontmatter legacy forms only (the reference text names the block by it). */
    readonly type?: string;
  };
}

// ---- limits and the per-document cap ---------------------------------------

/** A body construct whose count is bounded (`complexityLimits`). */
export type BodyConstruct = 'brackets' | 'delimiterRuns' | 'openComments' | 'setextUnderlines';

/**
 * Params of the limit codes and of the per-document cap.
 *
 * @example
 * ```ts
 * const params: LimitParams['document-too-large'] = { limit: 5_242_880, actual: 6_000_000 };
 * ```
 */
export interface LimitParams {
  /** `actual` is the document's size in UTF-8 bytes, `limit` the `limits.maxBytes` in force. */
  'document-too-large': { readonly limit: number; readonly actual: number };
  /**
   * `limit` is the `maxDepth` in force. In the body the depth counts block
   * quotes and list items; in the frontmatter YAML collections (`viaAliases`:
   * reached only once aliases are expanded).
   */
  'nesting-too-deep':
    | { readonly where: 'body'; readonly limit: number }
    | { readonly where: 'frontmatter'; readonly type: string; readonly limit: number; readonly viaAliases: boolean };
  /**
   * Too many of one construct: in the body `count` constructs of one kind in
   * one paragraph (one section for setext underlines); in the frontmatter,
   * aliases expanding to more than `limit` values.
   */
  'input-too-complex':
    | { readonly where: 'body'; readonly construct: BodyConstruct; readonly count: number; readonly limit: number }
    | { readonly where: 'frontmatter'; readonly type: string; readonly limit: number };
  'too-many-problems': { readonly shown: number; readonly more: number };
}

/**
 * The params of each diagnostic code.
 *
 * @example
 * ```ts
 * const p: DiagnosticParamsByCode['value-vocabulary'] = { value: 'maybe', expected: ['yes', 'no'] };
 * ```
 */
export interface DiagnosticParamsByCode extends FrontmatterParams, StructureParams, ValueParams, LimitParams {}
