/**
 * The public `validate` function: a dry run of a body or a whole document
 * (operations.md §5.1).
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../diagnostics/index.js';
import { formatLabelled, operationLabel } from '../diagnostics/index.js';
import { UsageError } from '../errors/index.js';
import { splitDocument } from '../format/index.js';
import type { Mode } from '../format/index.js';
import { checkSize, resolveLimits, type DocumentLimits } from '../format/index.js';
import { matchDocumentBody, parseDocument } from '../format/index.js';
import { hasFrontmatterMapping } from '../format/index.js';
import { headingTable, packagedLanguages, type LanguageRegistry } from '../i18n/index.js';
import { checkArguments } from '../errors/index.js';
import { pureSignatures, requireMode, requireType, type TypeArgument } from './usage.js';

/** Options of {@link validate}. */
export interface ValidateOptions {
  /** `true`: `content` is a whole document; `false` (default): body only. */
  full?: boolean;
  /** `strict` (default) or `lenient`. */
  mode?: Mode;
  /** The document's language (default `en`). */
  language?: string;
  /** The language registry (default: the packaged tables). */
  languages?: LanguageRegistry;
  /** Size and nesting limits, as for `parse` (default `defaultLimits`). */
  limits?: Partial<DocumentLimits>;
}

/** The outcome of a validation (operations.md §2.5). */
export interface ValidateResult {
  kind: 'validation';
  /** No error diagnostic. */
  valid: boolean;
  /** At most one entry: the labelled error text, capped at 300 code points. */
  errors: { message: string }[];
  /** Every diagnostic, warnings included. */
  diagnostics: Diagnostic[];
}

/**
 * Build a `ValidateResult` from diagnostics.
 *
 * @param diagnostics - all diagnostics of the check
 * @param label - the operation label (`tsk validate (body)`)
 * @returns the result
 * @example
 * ```ts
 * validationResult([], 'tsk validate'); // { kind: 'validation', valid: true, errors: [], diagnostics: [] }
 * ```
 */
export function validationResult(diagnostics: Diagnostic[], label: string): ValidateResult {
  const valid = !diagnostics.some((d) => d.severity === 'error');
  return { kind: 'validation', valid, errors: valid ? [] : [{ message: formatLabelled(diagnostics, label) }], diagnostics };
}

const FULL_WITHOUT_BLOCK =
  "full=True requires 'content' to be a complete document (YAML frontmatter block plus body) -- no frontmatter block was found. Pass full=False (the default) to validate body-only content instead.";
const BODY_WITH_BLOCK =
  "full=False requires 'content' to be body markdown only -- a YAML frontmatter block was found. Pass full=True to validate a complete document instead.";

/**
 * Validate content as a document type without storing anything: the body
 * alone (`full: false`, the default) or a whole document (`full: true`).
 *
 * @param type - a whole-body type: its code, or a host type's record (`defineDocumentType`)
 * @param content - the body Markdown, or the whole document
 * Content over the limits gives the same diagnostic as `parse`
 * (`document-too-large`, `nesting-too-deep` or `input-too-complex`).
 *
 * @param options - full, mode, language, registry and limits
 * @returns `{ kind: 'validation', valid, errors, diagnostics }`
 * @throws UsageError for adr or an unknown type, a limit that is not a positive integer, and when `full` does not fit the content
 * @example
 * ```ts
 * validate('tsk', '# Title\n\n- [ ] item\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted.\n').valid; // true
 * ```
 */
export function validate(type: TypeArgument, content: string, options: ValidateOptions = {}): ValidateResult {
  const documentType = requireType(type, { adrExcluded: true });
  checkArguments('validate', pureSignatures.validate, [type, content, options]);
  options ??= {};
  const mode = requireMode(options.mode);
  const limits = resolveLimits(options.limits);
  const language = options.language ?? 'en';
  const headings = headingTable(documentType, language, options.languages ?? packagedLanguages);
  // Before the frontmatter detection, which reads YAML.
  const tooLarge = checkSize(content, limits.maxBytes, options.full === true ? 'frontmatter' : 'body');
  if (tooLarge !== undefined) {
    return validationResult([tooLarge], operationLabel(documentType.tag, 'validate', options.full === true ? undefined : 'body'));
  }
  const detected = hasFrontmatterMapping(content);
  if (detected.kind === 'yaml-error') {
    return validationResult(detected.diagnostics, operationLabel(documentType.tag, 'validate'));
  }
  const full = options.full === true;
  if (full && detected.kind === 'none') throw new UsageError('invalid-arguments', FULL_WITHOUT_BLOCK);
  if (!full && detected.kind === 'mapping') throw new UsageError('invalid-arguments', BODY_WITH_BLOCK);
  if (full) {
    const result = parseDocument(documentType, content, { mode, headings, language, limits });
    return validationResult(result.diagnostics, operationLabel(documentType.tag, 'validate'));
  }
  const split = splitDocument(content, 'adr', true);
  const match = matchDocumentBody(documentType, split.body.text, { mode, headings, language, firstDocumentLine: split.body.line, limits });
  return validationResult(match.diagnostics, operationLabel(documentType.tag, 'validate', 'body'));
}
