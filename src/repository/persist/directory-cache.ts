/**
 * A {@link DocumentCache} in a folder on disk, for Node (`specmgr/node`).
 *
 * @packageDocumentation
 */

import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { arg, checkArguments, custom } from '../../errors/index.js';
import type { DocumentCache } from './document-cache.js';

const KEY = /^[a-z0-9][a-z0-9._-]{0,199}$/;
const keyRule = custom('a name of up to 200 characters [a-z0-9._-], not starting with "." (a file name, not a path)', (value) => typeof value === 'string' && KEY.test(value));
const dirRule = custom('a non-empty string (the folder)', (value) => typeof value === 'string' && value.trim() !== '' && !value.includes('\u0000'));

const isMissing = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'ENOENT';

/**
 * A cache store keeping one file per key in the folder `dir` (for example
 * `<root>/node_modules/.cache/specmgr`, where tools keep their caches and
 * version control ignores them). The folder and its parents are created on
 * the first write. Nothing outside `dir` is touched: a key is a plain file
 * name, checked; a write goes to a new temporary file
 * `.<key>.<pid>.<random>.tmp` created exclusively in `dir` (so a link
 * planted there is never followed) and renamed over the key, so a reader
 * sees the old file or the new one, never a mix. The temporary file is
 * removed when the write fails. No fsync: a cache file lost or cut short in
 * a crash is detected and rebuilt by the repository. Reading anything but
 * a regular file (a folder, a link) gives `null`.
 *
 * @param dir - the folder; relative paths resolve against the working directory
 * @returns the store
 * @throws UsageError `invalid-arguments` when `dir` is not a non-empty string; `read` and
 *   `write` throw it for a key that is not such a name
 * @example
 * ```ts
 * import { createRepository } from 'specmgr';
 * import { directoryCache, nodeStorage } from 'specmgr/node';
 *
 * const repo = createRepository({ storage: nodeStorage('.'), cache: directoryCache('node_modules/.cache/specmgr') });
 * ```
 */
export function directoryCache(dir: string): DocumentCache {
  checkArguments('directoryCache', [arg('dir', dirRule)], [dir]);
  const root = resolve(dir);
  const fileOf = (method: string, key: string): string => {
    checkArguments(method, [arg('key', keyRule)], [key]);
    return join(root, key);
  };
  return {
    async read(key) {
      const file = fileOf('read', key);
      try {
        if (!(await lstat(file)).isFile()) return null;
        const buffer = await readFile(file);
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const file = fileOf('write', key);
      await mkdir(root, { recursive: true });
      const temporary = join(root, `.${key}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
  };
}
