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

/** The facts of a `frontmatter-field` diagnostic: which key, and what is wrong with it. */
export type FrontmatterFieldProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'not-one-of'; readonly expected: readonly string[]; readonly received: unknown; readonly receivedText?: string }
  | { readonly kind: 'not-a-string'; readonly nullable: boolean; readonly received: unknown; readonly receivedText?: string }
  | { readonly kind: 'not-a-mapping'; readonly received: 'sequence' | 'scalar' }
  | { readonly kind: 'other'; readonly detail: string; readonly received?: unknown; readonly receivedText?: string };

/** Params of the split, YAML and frontmatter codes. */
export interface FrontmatterParams {
  'missing-frontmatter': { readonly type: string };
  'frontmatter-unclosed': { readonly type: string; readonly openingLine: number };
  'frontmatter-offset': { readonly type: string; readonly openingLine: number };
  'yaml-syntax': { readonly type: string; readonly problem: string };
  'frontmatter-field': { readonly type: string; readonly key: string; readonly problem: FrontmatterFieldProblem };
  'frontmatter-type-mismatch': { readonly type: string; readonly expected: string; readonly received: unknown; readonly receivedText?: string };
  'version-unsupported': { readonly type: string; readonly received: unknown; readonly receivedText?: string };
  'invalid-timestamp':
    | {
        readonly channel: 'frontmatter';
        readonly type: string;
        readonly key: string;
        readonly received: unknown;
        readonly problem: 'shape' | 'impossible';
        /** The value rewritten in the required form, when it can be. */
        readonly suggestion?: string;
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

/** Params of the limit codes and of the per-document cap. */
export interface LimitParams {
  'document-too-large': { readonly limit: number; readonly actual: number };
  'nesting-too-deep': { readonly limit: number; readonly actual?: number };
  'input-too-complex': { readonly limit: number; readonly what: string };
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
