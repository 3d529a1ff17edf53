/**
 * `create('adr', { frontmatter, body })` (operations.md §4.9): the one ADR
 * write that renders the whole file.
 *
 * @packageDocumentation
 */

import { validationResult, type ValidateResult } from '../../api/validate.js';
import { operationLabel } from '../../diagnostics/formatter.js';
import { renderValue } from '../../diagnostics/python-repr.js';
import { UsageError } from '../../errors/index.js';
import { SCHEMA_VERSION } from '../../format/frontmatter/schema.js';
import { parseDocument } from '../../format/parse-document.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { CreateResult } from '../results.js';
import { parentDir } from '../storage/paths.js';
import { memberPath } from '../store/members.js';
import { englishChoice } from '../store/resolve.js';
import { encodeText } from '../text/file-text.js';
import { slugify } from '../text/slug.js';
import { serializeDocument } from '../../format/serialize-document.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Create an ADR from its models. A new UUID always replaces a given id; an
 * absent status is `draft` and an absent version `1.0.0`. The file is
 * `<adrDir>/<id>-<slug>.md` (slug fallback `adr`).
 *
 * @param context - the repository
 * @param type - the adr type
 * @param content - `{ frontmatter?, body }` with an `Adr` body model
 * @returns the created ADR, or a `ValidateResult` labelled `adr create_adr (…)`
 * @throws UsageError when the content is not `{ frontmatter?, body }` with a valid `Adr` model
 * @example
 * ```ts
 * await createAdr(context, adr, { frontmatter: { status: 'proposed' }, body: { title: 'Use SQLite', … } });
 * ```
 */
export async function createAdr(context: RepoContext, type: AnyDocumentType, content: unknown): Promise<CreateResult | ValidateResult> {
  if (!isRecord(content) || !isRecord(content.body) || (content.frontmatter !== undefined && !isRecord(content.frontmatter))) {
    throw new UsageError('invalid-arguments', `create('adr') takes { frontmatter, body } with an Adr body model, got ${renderValue(typeof content)}`);
  }
  const model = type.bodySchema.safeParse(content.body);
  if (!model.success) {
    const issues = model.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new UsageError('invalid-arguments', `document body does not fit the adr model: ${issues}`);
  }
  const id = globalThis.crypto.randomUUID();
  const given = (content.frontmatter ?? {}) as Record<string, unknown>;
  const frontmatter: Record<string, unknown> = { status: 'draft', version: SCHEMA_VERSION, ...given, id };
  const choice = englishChoice(context, type);
  const text = serializeDocument(type, { frontmatter, body: model.data as Record<string, unknown> }, choice.headings);
  const outcome = parseDocument(type, text, { mode: context.mode, headings: choice.headings, language: 'en' });
  if (!outcome.ok) {
    const channel = outcome.diagnostics.some((d) => d.severity === 'error' && d.channel === 'frontmatter') ? 'frontmatter' : 'body';
    return validationResult(outcome.diagnostics, operationLabel('adr', 'create', channel));
  }
  const title = typeof model.data.title === 'string' ? model.data.title : '';
  const ref = `${id}-${slugify(title, 'adr')}`;
  const path = memberPath('adr', context.layout, ref);
  const bytes = encodeText(text);
  await context.storage.mkdirp(parentDir(path));
  await context.storage.writeAtomic(path, bytes);
  const read = context.cache.put(type, path, bytes, choice, outcome);
  context.index.insert('adr', id, path);
  return {
    kind: 'created',
    type: 'adr',
    id,
    ref,
    path: context.storage.absolute(path),
    etag: read.etag,
    frontmatter: structuredClone(outcome.document.frontmatter),
  };
}
