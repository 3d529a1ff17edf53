/**
 * The public `serialize` function.
 *
 * @packageDocumentation
 */
import { UsageError } from '../errors/index.js';
import { serializeDocument } from '../format/index.js';
import { headingTable, packagedLanguages, type LanguageRegistry } from '../i18n/index.js';
import type { BodyOf } from '../domains/index.js';
import { checkArguments } from '../errors/index.js';
import { pureSignatures, requireType, type TypeArgument } from './usage.js';

/**
 * Options of {@link serialize}.
 *
 * @example
 * ```ts
 * const german = serialize('tsk', document, { language: 'de' });
 * ```
 */
export interface SerializeOptions {
  /** The language to write the headings in (default `en`). */
  language?: string;
  /** The language registry (default: the packaged tables). */
  languages?: LanguageRegistry;
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const where = issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.');
  return `${where}: ${issue.message}`;
}

/**
 * Write a document model as canonical Markdown: `parse(type, serialize(type, doc))`
 * yields `doc` again. Model texts are written exactly as they are (nothing
 * is escaped), so they must be valid for their place (formats.md §8.6).
 *
 * @param type - the type code, or a host type's record (`defineDocumentType`)
 * @param document - `{ frontmatter, body }` as `parse` returns it
 * @param options - language and registry
 * @returns the document text (LF line endings, one final newline)
 * @throws UsageError for an unknown type, an unsupported language, or a model that does not fit the type
 * @example
 * ```ts
 * const result = parse('tsk', text);
 * if (result.ok) writeFileSync('copy.md', serialize('tsk', result.document));
 * ```
 */
export function serialize<T extends TypeArgument>(
  type: T,
  document: { frontmatter: Record<string, unknown>; body: BodyOf<T> },
  options: SerializeOptions = {},
): string {
  const documentType = requireType(type);
  checkArguments('serialize', pureSignatures.serialize, [type, document, options]);
  options ??= {};
  const headings = headingTable(documentType, options.language ?? 'en', options.languages ?? packagedLanguages);
  const checked = documentType.bodySchema.safeParse(document?.body);
  if (!checked.success) {
    const issues = checked.error.issues.map(describeIssue).join('; ');
    throw new UsageError('invalid-arguments', `document body does not fit the ${documentType.tag} model: ${issues}`);
  }
  if (typeof document.frontmatter !== 'object' || document.frontmatter === null || Array.isArray(document.frontmatter)) {
    throw new UsageError('invalid-arguments', `document frontmatter must be an object, got ${String(document.frontmatter)}`);
  }
  return serializeDocument(documentType, { frontmatter: document.frontmatter, body: document.body as Record<string, unknown> }, headings);
}
