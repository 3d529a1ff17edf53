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

/** An older `created`/`updated` form that lenient mode accepts and strict mode refuses. */
export interface FrontmatterLegacyForm {
  /** The older form, e.g. `date-only timestamp`. */
  readonly form: string;
  /** The current form, e.g. `yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm`. */
  readonly currentForm: string;
}

/**
 * Params of the split, YAML and frontmatter codes. `type` is the document
 * type code (e.g. `tsk`); `noun`, where given, its noun (`task list`).
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

/** Params of the body structure codes. */
export interface StructureParams {
  'body-no-match': {
    /** The outline element that was expected (its type name; `list[…]` when repeated). */
    readonly expected: string;
    /** The heading the element starts with, in the document's language, when it has one. */
    readonly expectedHeading?: string;
    /** The text that could not be matched, when any remains. */
    readonly remaining?: { readonly line: number; readonly lineCount: number; readonly text: string };
    /** When nothing remains: the body line after which the body ends. */
    readonly afterLine?: number;
    /** A lazy `===` underline, when that is what broke the match. */
    readonly lazyUnderline?: 'list item' | 'block quote';
  };
  'body-leftover': { readonly text: string; readonly line: number };
  'heading-mismatch': { readonly expectedHeading: string; readonly heading: string };
  'foreign-heading': { readonly language: string; readonly expectedHeading: string; readonly heading: string };
  'raw-html': { readonly kind: 'html_inline' | 'html_block'; readonly html: string };
  'soft-wrapped-list-item': { readonly lazyUnderline?: 'list item' | 'block quote' };
  'nested-list': { readonly kind: string; readonly notes: boolean };
  'adr-unknown-heading': { readonly level: number; readonly heading: string; readonly allowed: readonly string[] };
  'adr-duplicate-heading': { readonly heading: string; readonly firstLine: number };
}

// ---- body value codes -------------------------------------------------------

/** Params of the body value codes and of `legacy-form`. */
export interface ValueParams {
  'value-pattern': { readonly value: string; readonly pattern: string; readonly expectedForm?: string };
  'value-vocabulary': { readonly value: string; readonly expected: readonly string[] };
  'value-order': { readonly value: string; readonly previous: string; readonly previousLine: number };
  'value-duplicate': { readonly value: string; readonly firstLine: number };
  'value-cardinality': { readonly min: number; readonly max?: number; readonly unit: string; readonly found: number };
  'value-cross-check': { readonly value: string; readonly step: number; readonly steps: number };
  'empty-content': { readonly heading?: string };
  'adr-duplicate-option': { readonly number: number; readonly firstLine: number };
  'adr-blank-section': { readonly heading: string; readonly missing: boolean };
  'legacy-form': { readonly form: string; readonly currentForm: string; readonly written?: string };
}

// ---- limits and the per-document cap ---------------------------------------

/** A body construct whose count is bounded (`complexityLimits`). */
export type BodyConstruct = 'brackets' | 'delimiterRuns' | 'openComments' | 'setextUnderlines';

/** Params of the limit codes and of the per-document cap. */
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
