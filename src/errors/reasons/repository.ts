/**
 * The params of the repository and validate reasons: `full` mismatches,
 * not-found texts, link-check findings, storage roots and conflict results.
 *
 * @packageDocumentation
 */

/**
 * Repository reasons.
 *
 * @example
 * ```ts
 * const p: RepositoryReasons['root-missing'] = { root: '/srv/specs' };
 * ```
 */
export interface RepositoryReasons {
  /** `validate(…, { full: true })` on content without a frontmatter block. */
  'full-without-frontmatter': Record<string, never>;
  /** `validate(…)` (body only) on content that starts with a frontmatter block. */
  'body-with-frontmatter': Record<string, never>;
  /** No document of a file-stored type has the id; `prefix` is the domain prefix the id was written with (`tsk-<uuid>`), if any. */
  'not-found-id': { readonly type: string; readonly noun: string; readonly id: string; readonly prefix?: string };
  /** No folder of a folder-stored type (feat) has the id; `hint` is the type's own reference hint. */
  'not-found-folder': { readonly type: string; readonly noun: string; readonly id: string; readonly path: string; readonly hint?: string };
  /** No member has the ref. */
  'not-found-ref': { readonly type: string; readonly noun: string; readonly ref: string };
  /** A canonical document has no variant in a language. */
  'variant-not-found': {
    readonly type: string;
    readonly noun: string;
    readonly language: string;
    readonly target: { readonly kind: 'id'; readonly id: string } | { readonly kind: 'ref'; readonly ref: string };
    readonly path: string;
  };
  /** A bare number (`feat-7`) names no folder. */
  'bare-id-not-found': { readonly type: string; readonly noun: string; readonly bare: string; readonly file: string; readonly dir: string };
  /** A member folder's file carries another id than the folder's name. */
  'folder-id-mismatch': { readonly type: string; readonly noun: string; readonly id: string; readonly path: string; readonly frontmatterId: unknown };
  /** Two documents of a type carry the same id (a link-check finding). */
  'duplicate-id': { readonly type: string; readonly id: string; readonly firstPath: string };
  /** A link check over a layout that found no collection folder at all. */
  'no-collections': { readonly root: string; readonly dirs: readonly string[] };
  /** `nodeStorage(root)` on a path that does not exist. */
  'root-missing': { readonly root: string };
  /** `nodeStorage(root)` on a path that is not a directory. */
  'root-not-a-directory': { readonly root: string };
  /** A language variant that `create` would overwrite. */
  'variant-exists': { readonly language: string; readonly path: string };
  /** A mutation's `ifMatch` is not the document's current etag (a conflict result). */
  'etag-conflict': { readonly ifMatch: string; readonly etag: string };
  /** A range update's addressed lines differ from `expect` (a conflict result). */
  'expect-conflict': { readonly offset: number; readonly limit?: number | null };
  /** A status outside the type's vocabulary (an invalid-status result). */
  'invalid-status': { readonly type: string; readonly noun: string; readonly status: string; readonly allowed: readonly string[] };
  /** `createRepository` without a storage; `received` is the JavaScript type given. */
  'storage-required': { readonly received: string };
  /** `createRepository` with a `languages` value that is no language registry. */
  'languages-not-a-registry': { readonly received: string };
}
