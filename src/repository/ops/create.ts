/**
 * `create(type, content, opts)` (operations.md §4.2; variants languages.md §5).
 *
 * @packageDocumentation
 */

import type { ValidateResult } from '../../api/index.js';
import { AlreadyExistsError, defaultErrorText, usageError } from '../../errors/index.js';
import { renderNewFrontmatter } from '../../format/index.js';
import { SCHEMA_VERSION } from '../../format/index.js';
import { ownKeyDefaults, ownKeys } from '../../format/index.js';
import { clockTimestamp } from '../../format/index.js';
import { toLf } from '../../text/index.js';
import { parseDocument } from '../../format/index.js';
import { checkCreateId, checkVariantArguments } from '../checks/arguments.js';
import { checkLanguage, type LanguageChoice } from '../checks/language.js';
import { checkId, checkTarget, type CheckedTarget } from '../checks/targets.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import { variantExists } from '../messages.js';
import type { CreateOptions } from '../options.js';
import type { CreateResult } from '../results.js';
import { joinPath, parentDir } from '../storage/paths.js';
import { isZombieFolder, underIntent, withFolderCreateLock } from '../store/intents.js';
import { memberPath } from '../store/members.js';
import { resolveDocument } from '../store/resolve.js';
import { encodeText, trimBodyEnd } from '../text/file-text.js';
import { slugify } from '../text/slug.js';
import { checkBody } from './body-check.js';
import { createAdr } from './create-adr.js';
import { titleOf } from './shape.js';
import { canonicalIdOf } from './variant-id.js';

/**
 * The content of `create('adr', …)`: frontmatter and `Adr` body models.
 *
 * @example
 * ```ts
 * const content: AdrContent = { frontmatter: { status: 'proposed' }, body: { title: 'Use SQLite', contextAndProblemStatement: '…', consideredOptions: '…', decisionOutcome: '…' } };
 * ```
 */
export type AdrContent = { frontmatter?: Record<string, unknown>; body: Record<string, unknown> };

function newFrontmatter(context: RepoContext, type: AnyDocumentType, id: string | null): Record<string, unknown> {
  const now = clockTimestamp(context.clock);
  // A type's own keys start at their schema defaults (defineDocumentType requires one or `.optional()`).
  return {
    ...ownKeyDefaults(type.frontmatter),
    classification: null,
    created: now,
    id,
    status: type.frontmatter.statuses.default,
    type: type.tag,
    updated: now,
    version: SCHEMA_VERSION,
  };
}

type Store = (path: string, bytes: Uint8Array) => Promise<void>;

// A new file: its folder, then the file in one atomic write. `expect: null`
// asks a storage that can compare to refuse a file that appeared meanwhile.
const storeNew =
  (context: RepoContext): Store =>
  async (path, bytes) => {
    await context.storage.mkdirp(parentDir(path));
    await context.storage.writeAtomic(path, bytes, { expect: null });
  };

async function writeNew(
  context: RepoContext,
  type: AnyDocumentType,
  path: string,
  ref: string,
  text: string,
  choice: LanguageChoice,
  store: Store = storeNew(context),
): Promise<CreateResult> {
  const outcome = parseDocument(type, text, { mode: context.mode, headings: choice.headings, language: choice.language, limits: context.limits });
  const bytes = encodeText(text);
  await store(path, bytes);
  const read = context.cache.put(type, path, bytes, choice, outcome);
  const frontmatter = outcome.ok ? structuredClone(outcome.document.frontmatter) : {};
  const id = typeof frontmatter.id === 'string' ? frontmatter.id : '';
  // The id index maps UUIDs to files; a folder-stored member is found by its folder name.
  if (type.storage.kind !== 'folder' && choice.language === 'en') context.index.insert(type.tag, id, path);
  return { kind: 'created', type: type.tag, id, ref, path: context.storage.absolute(path), etag: read.etag, frontmatter };
}

const fileText = (type: AnyDocumentType, frontmatter: Record<string, unknown>, content: string): string =>
  `${renderNewFrontmatter(frontmatter, 'alphabetical', ownKeys(type.frontmatter))}\n${trimBodyEnd(toLf(content))}\n`;

async function createVariant(
  context: RepoContext,
  type: AnyDocumentType,
  canonical: CheckedTarget,
  content: string,
  choice: LanguageChoice,
): Promise<CreateResult> {
  const english = checkLanguage(type, 'en', context.languages);
  const found = await resolveDocument(context, type, canonical, english);
  const path = memberPath(type, context.layout, found.ref, choice.language);
  return context.locks.run(context.storage, type.storage.kind === 'folder' ? found.lockKey : path, async () => {
    if ((await context.storage.read(path)) !== null) throw variantExists(choice.language, context.storage.absolute(path));
    const text = fileText(type, newFrontmatter(context, type, canonicalIdOf(found)), content);
    return writeNew(context, type, path, found.ref, text, choice);
  });
}

/**
 * Create a document from a body: the library writes the frontmatter
 * (new UUID, or the folder id of a folder-stored type; default status;
 * `created = updated = now`; version `1.0.0`; classification null) and
 * stores the body as given, with LF line endings and trailing whitespace
 * removed. A file-stored type's file is `<dir>/<tag>-<uuid>-<slug>.md`. A
 * folder-stored type (feat) creates `<dir>/<id>/<file>` — `id` given by the
 * caller, else `<tag>-0-<slug>` (a type whose `idPattern` refuses that
 * needs the caller's id) — under the create lock and an intent record
 * (store/intents.ts), refusing an existing folder unless it is a zombie
 * (no README, and only the delete tombstone or temporary files), which is
 * cleared first; a create cut short before its README is written is undone
 * by the next operation on the feat collection. With `language` and
 * `canonical`, a language variant of an existing document is created
 * instead (one atomic write; a variant folder made just before it is
 * harmless if the write never happens).
 *
 * @param context - the repository
 * @param type - a whole-body type, or a structured one (adr, see {@link createAdr})
 * @param content - the body Markdown (adr: `{ frontmatter, body }` models)
 * @param options - id (folder-stored types only), language and canonical (variants)
 * @returns the created document, or a `ValidateResult` labelled `<t> create_<t> (body)`
 * @throws UsageError before any storage access; AlreadyExistsError for an existing member folder or variant
 * @example
 * ```ts
 * const created = await createDocument(context, 'tsk', '# Export\n\n- [ ] one\n\n## Recent Updates\n\n…');
 * ```
 */
export async function createDocument(
  context: RepoContext,
  type: string,
  content: string | AdrContent,
  options: CreateOptions = {},
): Promise<CreateResult | ValidateResult> {
  const documentType = requireOperationType(context.types, type, 'all');
  checkCreateId(documentType, options.id);
  // A structured type (adr) is created from its models by its own operation.
  if (documentType.editing === 'structured') {
    checkVariantArguments(options.language, options.canonical);
    const target = options.canonical === undefined || options.canonical === null ? undefined : checkTarget(documentType, options.canonical);
    return createAdr(context, documentType, content, target === undefined ? undefined : { canonical: target, language: options.language });
  }
  const givenId = options.id === undefined || options.id === null ? undefined : checkId(documentType, options.id);
  checkVariantArguments(options.language, options.canonical);
  const canonical = options.canonical === undefined || options.canonical === null ? undefined : checkTarget(documentType, options.canonical);
  const choice = checkLanguage(documentType, options.language, context.languages);
  const text = String(content);
  const checked = checkBody(documentType, text, choice, context.mode, 'create', context.limits, context.messages);
  if (!checked.ok) return checked.result;
  if (canonical !== undefined) return createVariant(context, documentType, canonical, text, choice);
  const title = titleOf(documentType, checked.body);
  const storage = documentType.storage;
  if (storage.kind !== 'folder') {
    const id = globalThis.crypto.randomUUID();
    const ref = `${documentType.tag}-${id}-${slugify(title)}`;
    const path = memberPath(documentType, context.layout, ref);
    return writeNew(context, documentType, path, ref, fileText(documentType, newFrontmatter(context, documentType, id), text), choice);
  }
  const id = givenId ?? `${documentType.tag}-0-${slugify(title)}`;
  if (!documentType.idPattern.test(id)) {
    throw usageError('invalid-arguments', 'folder-id-required', { type: documentType.tag, id, pattern: String(documentType.idPattern) });
  }
  const dir = collectionDir(context.layout, documentType);
  return withFolderCreateLock(context, documentType, async () => {
    const folder = joinPath(dir, id);
    const existing = (await context.storage.list(dir)).find((entry) => entry.name === id);
    const zombie = existing?.kind === 'dir' && (await isZombieFolder(context, storage.file, folder));
    if (existing !== undefined && !zombie) {
      const shown = context.storage.absolute(folder);
      const params = { noun: documentType.noun, id, path: shown };
      throw new AlreadyExistsError({ path: shown, message: defaultErrorText('folder-exists', params), reason: 'folder-exists', params });
    }
    const path = memberPath(documentType, context.layout, id);
    const store: Store = (file, bytes) =>
      underIntent(context, documentType, { op: 'create', id }, async () => {
        if (zombie) await context.storage.removeTree(folder);
        await storeNew(context)(file, bytes);
      });
    return writeNew(context, documentType, path, id, fileText(documentType, newFrontmatter(context, documentType, id), text), choice, store);
  });
}
