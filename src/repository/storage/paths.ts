/**
 * Root-relative POSIX path helpers shared by the storages, the layout and the
 * repository's lexical confinement check (operations.md §1.2, §1.4, §2.2).
 *
 * These work on strings only; symbolic links are the storage's business.
 *
 * @packageDocumentation
 */

import { defaultErrorText, StorageError, usageError } from '../../errors/index.js';

/**
 * Normalise a POSIX path lexically: empty and `.` segments and a trailing `/`
 * are dropped, and `..` cancels the segment before it.
 *
 * A `..` that would climb above the start is kept, so an escaping relative
 * path still starts with `..`; a leading `/` is kept, and `..` at `/` stays at
 * `/`, as the operating system does.
 *
 * @param path - a POSIX path
 * @returns the normalised path; `''` for the root of a relative path
 * @example
 * ```ts
 * normalizeRelative('./docs//req/'); // 'docs/req'
 * normalizeRelative('a/../../b');    // '../b'
 * ```
 */
export function normalizeRelative(path: string): string {
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
      continue;
    }
    out.push(segment);
  }
  return (absolute ? '/' : '') + out.join('/');
}

/**
 * Join path parts with `/` and normalise the result. A part that starts with
 * `/` does not restart the path, unlike `path.join` of Node.
 *
 * @param parts - path parts; empty parts are ignored
 * @returns the normalised joined path
 * @example
 * ```ts
 * joinPath('docs', 'req/', 'a.md'); // 'docs/req/a.md'
 * joinPath('', 'a.md');             // 'a.md'
 * ```
 */
export function joinPath(...parts: string[]): string {
  return normalizeRelative(parts.filter((part) => part !== '').join('/'));
}

/**
 * The folder that contains a path.
 *
 * @param path - a POSIX path
 * @returns the normalised parent; `''` for a top-level relative entry
 * @example
 * ```ts
 * parentDir('docs/req/a.md'); // 'docs/req'
 * parentDir('a.md');          // ''
 * ```
 */
export function parentDir(path: string): string {
  const normalized = normalizeRelative(path);
  const slash = normalized.lastIndexOf('/');
  if (slash < 0) return '';
  if (slash === 0) return '/';
  return normalized.slice(0, slash);
}

/**
 * The last segment of a path.
 *
 * @param path - a POSIX path
 * @returns the entry's own name; `''` for the root
 * @example
 * ```ts
 * baseName('docs/req/a.md/'); // 'a.md'
 * ```
 */
export function baseName(path: string): string {
  const normalized = normalizeRelative(path);
  return normalized.slice(normalized.lastIndexOf('/') + 1);
}

/**
 * Whether a relative path lies in a folder (or is that folder), lexically.
 *
 * @param path - a root-relative path
 * @param dir - a root-relative folder; `''` is the root
 * @returns `true` when `path` equals `dir` or lies below it
 * @example
 * ```ts
 * isInside('docs/req/a.md', 'docs'); // true
 * isInside('docs2/a.md', 'docs');    // false
 * isInside('../a.md', '');           // false
 * ```
 */
export function isInside(path: string, dir: string): boolean {
  const p = normalizeRelative(path);
  const d = normalizeRelative(dir);
  if (p.startsWith('/') !== d.startsWith('/')) return false;
  if (p === '..' || p.startsWith('../')) return false;
  if (d === '' || d === '/') return true;
  return p === d || p.startsWith(`${d}/`);
}

/**
 * Confine a caller's path to the root lexically, before any storage access
 * (operations.md §1.4, §2.2). An absolute path is accepted only inside
 * `baseAbsolute` and is then made root-relative.
 *
 * @param path - the caller's path: root-relative, or absolute
 * @param baseAbsolute - the root as reported, i.e. `storage.absolute('')`
 * @returns the normalised root-relative path
 * @throws UsageError `path-outside-root` when the path resolves outside the root
 * @example
 * ```ts
 * assertInsideRoot('docs/./a.md', '/'); // 'docs/a.md'
 * assertInsideRoot('/srv/x/docs/a.md', '/srv/x'); // 'docs/a.md'
 * assertInsideRoot('../outside.md', '/'); // throws: path '../outside.md' resolves outside base directory '/'
 * ```
 */
export function assertInsideRoot(path: string, baseAbsolute: string): string {
  const normalized = normalizeRelative(path);
  if (normalized.startsWith('/')) {
    const base = normalizeRelative(baseAbsolute.startsWith('/') ? baseAbsolute : `/${baseAbsolute}`);
    if (base === '/') return normalized.slice(1);
    if (normalized === base) return '';
    if (normalized.startsWith(`${base}/`)) return normalized.slice(base.length + 1);
  } else if (normalized !== '..' && !normalized.startsWith('../')) {
    return normalized;
  }
  throw usageError('path-outside-root', 'path-outside-root', { path, base: baseAbsolute });
}

/**
 * Confine a path handed to a storage method: the storage-side twin of
 * {@link assertInsideRoot}, for callers that skipped the lexical check.
 * Absolute paths are refused outright, since storage paths are always
 * root-relative (operations.md §1.2).
 *
 * @param path - the path given to the storage
 * @param baseAbsolute - the root as reported, used in the message
 * @returns the normalised root-relative path
 * @throws StorageError `path-outside-root` for an absolute or escaping path
 * @example
 * ```ts
 * confineStoragePath('docs/./req/', '/'); // 'docs/req'
 * confineStoragePath('../x', '/');        // throws StorageError path-outside-root
 * ```
 */
export function confineStoragePath(path: string, baseAbsolute: string): string {
  const normalized = normalizeRelative(path);
  if (normalized.startsWith('/') || normalized === '..' || normalized.startsWith('../')) {
    const params = { path, base: baseAbsolute };
    throw new StorageError({ code: 'path-outside-root', path, message: defaultErrorText('path-outside-root', params), reason: 'path-outside-root', params });
  }
  return normalized;
}
