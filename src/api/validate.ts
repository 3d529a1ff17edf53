/**
 * The public `validate` function: a dry run of a body or a whole document
 * (operations.md §5.1).
 *
 * @packageDocumentation
 */
import type { Channel, Diagnostic, LabelledOperation, MessageProfile } from '../diagnostics/index.js';
import { defaultMessages, formatLabelled, renderDiagnostics } from '../diagnostics/index.js';
import { usageError } from '../errors/index.js';
import { splitDocument } from '../format/index.js';
import type { Mode } from '../format/index.js';
import { checkSize, resolveLimits, type DocumentLimits } from '../format/index.js';
import { matchDocumentBody, parseDocument } from '../format/index.js';
import { hasFrontmatterMapping } from '../format/index.js';
import { headingTable, packagedLanguages, type LanguageRegistry } from '../i18n/index.js';
import { checkArguments } from '../errors/index.js';
import { resolveMessages, type MessageOption } from '../messages/index.js';
import { inProfile } from './parse.js';
import { pureSignatures, requireMode, requireType, type TypeArgument } from './usage.js';

/**
 * Options of {@link validate}.
 *
 * @example
 * ```ts
 * const result = validate('req', fileText, { full: true, mode: 'lenient' });
 * ```
 */
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
  /** The words of the diagnostics and the error text: `'default'`, `'reference'` or a host's own profile. */
  messages?: MessageOption;
}

/**
 * The outcome of a validation (operations.md §2.5).
 *
 * @example
 * ```ts
 * const result: ValidateResult = validate('tsk', body);
 * if (!result.valid) console.log(result.errors[0]?.message);
 * ```
 */
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
 * @param diagnostics - all diagnostics of the check (in the default profile's words)
 * @param label - the operation label (`tsk validate (body)`), in the profile's words
 * @param profile - the profile to word the diagnostics and the error text in (default: the default profile)
 * @returns the result
 * @example
 * ```ts
 * validationResult([], 'tsk validate'); // { kind: 'validation', valid: true, errors: [], diagnostics: [] }
 * ```
 */
export function validationResult(diagnostics: Diagnostic[], label: string, profile: MessageProfile = defaultMessages): ValidateResult {
  const worded = [...renderDiagnostics(diagnostics, profile)];
  const valid = !worded.some((d) => d.severity === 'error');
  return { kind: 'validation', valid, errors: valid ? [] : [{ message: formatLabelled(worded, label) }], diagnostics: worded };
}

/**
 * A `ValidateResult` labelled for an operation in a profile: the label is
 * the profile's `operationLabel`.
 *
 * @param diagnostics - all diagnostics of the check (default profile)
 * @param label - type, operation and, when it differs from the operation's usual one, the channel
 * @param profile - the message profile
 * @returns the result
 * @example
 * ```ts
 * labelledResult(match.diagnostics, { type: 'tsk', operation: 'create' }, referenceMessages);
 * // errors[0].message starts with 'tsk create_tsk (body): '
 * ```
 */
export function labelledResult(
  diagnostics: Diagnostic[],
  label: { type: string; operation: LabelledOperation; channel?: Channel | undefined },
  profile: MessageProfile,
): ValidateResult {
  return validationResult(diagnostics, profile.operationLabel(label.type, label.operation, label.channel), profile);
}

/**
 * Validate content as a document type without storing anything: the body
 * alone (`full: false`, the default) or a whole document (`full: true`).
 *
 * @param type - any of the 13 types (adr included): its code, or a host type's record (`defineDocumentType`)
 * @param content - the body Markdown, or the whole document
 * Content over the limits gives the same diagnostic as `parse`
 * (`document-too-large`, `nesting-too-deep` or `input-too-complex`).
 *
 * @param options - full, mode, language, registry, limits and messages
 * @returns `{ kind: 'validation', valid, errors, diagnostics }`
 * @throws UsageError for an unknown type, a limit that is not a positive integer, a `messages` value that names no profile, and when `full` does not fit the content (reasons `full-without-frontmatter`, `body-with-frontmatter`)
 * @example
 * ```ts
 * validate('tsk', '# Title\n\n- [ ] item\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted.\n').valid; // true
 * ```
 */
export function validate(type: TypeArgument, content: string, options: ValidateOptions = {}): ValidateResult {
  return inProfile(options?.messages, () => validateIn(type, content, options));
}

function validateIn(type: TypeArgument, content: string, options: ValidateOptions): ValidateResult {
  const documentType = requireType(type);
  checkArguments('validate', pureSignatures.validate, [type, content, options]);
  options ??= {};
  const mode = requireMode(options.mode);
  const limits = resolveLimits(options.limits);
  const language = options.language ?? 'en';
  const headings = headingTable(documentType, language, options.languages ?? packagedLanguages);
  const profile = resolveMessages(options.messages);
  const tag = documentType.tag;
  // Before the frontmatter detection, which reads YAML.
  const tooLarge = checkSize(content, limits.maxBytes, options.full === true ? 'frontmatter' : 'body');
  if (tooLarge !== undefined) {
    return labelledResult([tooLarge], { type: tag, operation: 'validate', channel: options.full === true ? undefined : 'body' }, profile);
  }
  const detected = hasFrontmatterMapping(content, tag);
  if (detected.kind === 'yaml-error') return labelledResult(detected.diagnostics, { type: tag, operation: 'validate' }, profile);
  const full = options.full === true;
  requireFullFits(full, detected.kind === 'mapping');
  if (full) {
    const result = parseDocument(documentType, content, { mode, headings, language, limits });
    return labelledResult(result.diagnostics, { type: tag, operation: 'validate' }, profile);
  }
  const split = splitDocument(content, tag, true);
  const match = matchDocumentBody(documentType, split.body.text, { mode, headings, language, firstDocumentLine: split.body.line, limits });
  return labelledResult(match.diagnostics, { type: tag, operation: 'validate', channel: 'body' }, profile);
}

/**
 * The `full` option checked against the content: `full: true` needs a
 * frontmatter block, `full: false` (the default) refuses one.
 *
 * @param full - the option
 * @param hasBlock - whether the content starts with a YAML frontmatter mapping
 * @throws UsageError (`invalid-arguments`, reason `full-without-frontmatter` or `body-with-frontmatter`) when they do not fit
 * @example
 * ```ts
 * requireFullFits(false, false); // fine
 * ```
 */
export function requireFullFits(full: boolean, hasBlock: boolean): void {
  if (full && !hasBlock) throw usageError('invalid-arguments', 'full-without-frontmatter', {});
  if (!full && hasBlock) throw usageError('invalid-arguments', 'body-with-frontmatter', {});
}
