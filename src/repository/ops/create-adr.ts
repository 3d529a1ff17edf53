/**
 * `create('adr', { frontmatter, body })` (operations.md §4.9): the one ADR
 * write that renders the whole file; with `language` and `canonical`, an
 * ADR language variant (languages.md §5).
 *
 * @packageDocumentation
 */

import { labelledResult, type ValidateResult } from '../../api/index.js';
import type { MessageProfile } from '../../diagnostics/index.js';
import { usageError, UsageError } from '../../errors/index.js';
import { SCHEMA_VERSION } from '../../format/index.js';
import { parseDocument, type ParseResult } from '../../format/index.js';
import { serializeDocument } from '../../format/index.js';
import { checkLanguage, type LanguageChoice } from '../checks/language.js';
import type { CheckedTarget } from '../checks/targets.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { variantExists } from '../messages.js';
import type { CreateResult } from '../results.js';
import { parentDir } from '../storage/paths.js';
import { memberPath } from '../store/members.js';
import { englishChoice, resolveDocument } from '../store/resolve.js';
import { encodeText } from '../text/file-text.js';
import { slugify } from '../text/slug.js';
import { canonicalIdOf } from './variant-id.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The variant part of an ADR create: the canonical ADR it translates and
 * the caller's language (checked after the content, languages.md §2).
 *
 * @example
 * ```ts
 * const variant: AdrVariant = { canonical: { kind: 'id', id }, language: 'de' };
 * ```
 */
export type AdrVariant = { canonical: CheckedTarget; language: unknown };

type Checked = { canonical: CheckedTarget; choice: LanguageChoice };

type Rendered = { text: string; outcome: ParseResult };
type Render = (id: string | null) => Rendered;

function failed(outcome: ParseResult, profile: MessageProfile): ValidateResult {
  const channel = outcome.diagnostics.some((d) => d.severity === 'error' && d.channel === 'frontmatter') ? 'frontmatter' : 'body';
  return labelledResult(outcome.diagnostics, { type: 'adr', operation: 'create', channel }, profile);
}

async function write(
  context: RepoContext,
  type: AnyDocumentType,
  file: { path: string; ref: string; choice: LanguageChoice },
  rendered: Rendered,
): Promise<CreateResult> {
  if (!rendered.outcome.ok) throw new TypeError('write needs a parsed ADR');
  const bytes = encodeText(rendered.text);
  await context.storage.mkdirp(parentDir(file.path));
  // A new file (fresh UUID, or a variant checked absent): `expect: null`
  // lets a storage that compares refuse one that appeared meanwhile.
  await context.storage.writeAtomic(file.path, bytes, { expect: null });
  const read = context.cache.put(type, file.path, bytes, file.choice, rendered.outcome);
  const frontmatter = structuredClone(rendered.outcome.document.frontmatter);
  const id = typeof frontmatter.id === 'string' ? frontmatter.id : '';
  if (file.choice.language === 'en') context.index.insert('adr', id, file.path);
  return { kind: 'created', type: 'adr', id, ref: file.ref, path: context.storage.absolute(file.path), etag: read.etag, frontmatter };
}

// A variant copies the canonical ADR's id and is written at the variant path
// of the canonical's basename; an existing variant is never overwritten.
async function writeVariant(
  context: RepoContext,
  type: AnyDocumentType,
  variant: Checked,
  render: Render,
): Promise<CreateResult | ValidateResult> {
  const found = await resolveDocument(context, type, variant.canonical, englishChoice(context, type));
  const path = memberPath('adr', context.layout, found.ref, variant.choice.language);
  return context.locks.run(context.storage, path, async () => {
    if ((await context.storage.read(path)) !== null) throw variantExists(variant.choice.language, context.storage.absolute(path));
    const rendered = render(canonicalIdOf(found));
    if (!rendered.outcome.ok) return failed(rendered.outcome, context.messages);
    return write(context, type, { path, ref: found.ref, choice: variant.choice }, rendered);
  });
}

/**
 * Create an ADR from its models. A new UUID always replaces a given id; an
 * absent status is `draft` and an absent version `1.0.0`. The file is
 * `<adrDir>/<id>-<slug>.md` (slug fallback `adr`). With a variant, the
 * ADR is rendered with that language's headings and written at
 * `<adrDir>/<lang>/<canonical basename>.md` with the canonical ADR's id.
 *
 * @param context - the repository
 * @param type - the adr type
 * @param content - `{ frontmatter?, body }` with an `Adr` body model
 * @param variant - the canonical ADR and the language, for a language variant
 * @returns the created ADR, or a `ValidateResult` labelled `adr create_adr (…)`
 * @throws UsageError when the content is not `{ frontmatter?, body }` with a valid `Adr` model, then for a bad variant language
 * @throws NotFoundError when the canonical ADR of a variant does not resolve; AlreadyExistsError for an existing variant
 * @example
 * ```ts
 * await createAdr(context, adr, { frontmatter: { status: 'proposed' }, body: { title: 'Use SQLite', … } });
 * ```
 */
export async function createAdr(
  context: RepoContext,
  type: AnyDocumentType,
  content: unknown,
  variant?: AdrVariant,
): Promise<CreateResult | ValidateResult> {
  if (!isRecord(content) || !isRecord(content.body) || (content.frontmatter !== undefined && !isRecord(content.frontmatter))) {
    throw usageError('invalid-arguments', 'adr-content', { received: typeof content });
  }
  const model = type.bodySchema.safeParse(content.body);
  if (!model.success) {
    const issues = model.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new UsageError('invalid-arguments', `document body does not fit the adr model: ${issues}`);
  }
  const given = (content.frontmatter ?? {}) as Record<string, unknown>;
  const choice = variant === undefined ? englishChoice(context, type) : checkLanguage(type, variant.language, context.languages);
  const render: Render = (id) => {
    const frontmatter: Record<string, unknown> = { status: 'draft', version: SCHEMA_VERSION, ...given, id };
    const text = serializeDocument(type, { frontmatter, body: model.data as Record<string, unknown> }, choice.headings);
    return { text, outcome: parseDocument(type, text, { mode: context.mode, headings: choice.headings, language: choice.language, limits: context.limits }) };
  };
  // Invalid content is reported before anything is read (as for every create).
  const rendered = render(globalThis.crypto.randomUUID());
  if (!rendered.outcome.ok) return failed(rendered.outcome, context.messages);
  if (variant !== undefined) return writeVariant(context, type, { canonical: variant.canonical, choice }, render);
  const title = typeof model.data.title === 'string' ? model.data.title : '';
  const ref = `${String(rendered.outcome.document.frontmatter.id)}-${slugify(title, 'adr')}`;
  return write(context, type, { path: memberPath('adr', context.layout, ref), ref, choice }, rendered);
}
