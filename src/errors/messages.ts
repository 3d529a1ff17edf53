/**
 * The structured facts of error messages, so that a message profile can word
 * an error its own way (the `reference` profile, a host's own).
 *
 * @packageDocumentation
 */

/**
 * The params of each error reason: the facts one kind of refused call or
 * failed lookup carries. A reason names one message shape; an error without a
 * reason reads the same in every profile.
 *
 * @example
 * ```ts
 * type P = ErrorParamsByReason[ErrorReason];
 * ```
 */
// Filled per reason by the modules that throw; an interface so that each
// reason is one declaration. Each owner keeps its reasons in a block.
export interface ErrorParamsByReason {
  // ---- repository and validate texts (validate, not-found, link check, roots) ----
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

/** A key of {@link ErrorParamsByReason}. */
export type ErrorReason = keyof ErrorParamsByReason;

/**
 * One text per error reason, built from its params.
 *
 * @example
 * ```ts
 * const renderers: Partial<ErrorRenderers> = {};
 * ```
 */
export type ErrorRenderers = { readonly [R in ErrorReason]: (params: ErrorParamsByReason[R]) => string };

/**
 * The text of an error in a profile's words: its reason's renderer applied
 * to its params, or its message when it has no reason.
 *
 * @param error - an error the library threw
 * @param renderers - a profile's error renderers
 * @returns the text
 * @example
 * ```ts
 * errorText(error, referenceMessages.errors);
 * ```
 */
export function errorText(error: { message: string; reason?: ErrorReason; params?: unknown }, renderers: ErrorRenderers): string {
  if (error.reason === undefined) return error.message;
  const render = renderers[error.reason] as ((params: unknown) => string) | undefined;
  return render === undefined ? error.message : render(error.params);
}

/**
 * The same error worded by other renderers: an object of the same class,
 * with the same code, fields, cause and stack, whose `message` is replaced.
 * An error without a reason comes back unchanged.
 *
 * @param error - an error the library threw
 * @param renderers - a profile's error renderers
 * @returns the reworded error
 * @example
 * ```ts
 * throw rewordError(error, referenceMessages.errors);
 * ```
 */
export function rewordError<E extends Error & { reason?: ErrorReason; params?: unknown }>(error: E, renderers: ErrorRenderers): E {
  const message = errorText(error, renderers);
  if (message === error.message) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as E;
  for (const key of Reflect.ownKeys(error)) {
    Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(error, key) as PropertyDescriptor);
  }
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true, configurable: true });
  if (typeof error.stack === 'string') {
    Object.defineProperty(copy, 'stack', { value: error.stack.replace(error.message, message), enumerable: false, writable: true, configurable: true });
  }
  return copy;
}
