// The persisted, content-keyed cache (issue 13 item 2) on real files:
// nodeStorage over a temporary folder, directoryCache under its
// node_modules/.cache/specmgr. A hand edit is always seen, a same-size edit
// with its modification time put back is seen, and a corrupt, foreign or
// hostile cache file is ignored and rebuilt, never trusted.
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeCacheFile, type PersistedEntry } from '../../src/repository/persist/cache-file.js';
import { directoryCache } from '../../src/repository/persist/directory-cache.js';
import { LIBRARY_VERSION } from '../../src/repository/persist/fingerprint.js';
import { createRepository, type Storage } from '../../src/repository/index.js';
import { nodeStorage } from '../../src/repository/storage/index.js';
import { projectRoot } from '../helpers/built.js';
import { fixedClock, tempRoot, tskDoc } from './helpers/fixtures.js';

const idOf = (i: number): string => `4f2a0000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const fileOf = (i: number): string => `docs/tsk/tsk-${idOf(i)}-doc-${i}.md`;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type Tree = { root: string; cacheDir: string; reads: string[]; storage: Storage };

// Ten task lists titled "Title 0".."Title 9" (all the same size), and a storage that counts reads.
function tree(): Tree {
  const root = tempRoot();
  mkdirSync(join(root, 'docs/tsk'), { recursive: true });
  for (let i = 0; i < 10; i++) writeFileSync(join(root, fileOf(i)), tskDoc(idOf(i), `Title ${i}`));
  const inner = nodeStorage(root);
  const reads: string[] = [];
  const storage = Object.assign(Object.create(inner) as Storage, {
    read: (path: string) => {
      reads.push(path);
      return inner.read(path);
    },
  });
  return { root, cacheDir: join(root, 'node_modules/.cache/specmgr'), reads, storage };
}

const open = (t: Tree) => createRepository({ storage: t.storage, clock: fixedClock(), cache: directoryCache(t.cacheDir) });
const titles = async (t: Tree): Promise<string[]> => (await open(t).list('tsk', { maxResults: 100 })).results.map((row) => row.title);
const expected = Array.from({ length: 10 }, (_, i) => `Title ${i}`);

function cacheFile(t: Tree): string {
  const name = readdirSync(t.cacheDir).find((entry) => entry.startsWith('tsk.en.strict.'));
  if (name === undefined) throw new Error('no cache file was written');
  return join(t.cacheDir, name);
}

// The header and entries of a cache file as written.
function decoded(path: string): { header: Record<string, unknown>; entries: PersistedEntry[] } {
  const text = readFileSync(path, 'utf8');
  const cut = text.indexOf('\n');
  return { header: JSON.parse(text.slice(0, cut)) as Record<string, unknown>, entries: (JSON.parse(text.slice(cut + 1)) as { entries: PersistedEntry[] }).entries };
}

// Every title of a well-formed cache file replaced: what a cache trusted without checks would list.
function forged(path: string): { header: Record<string, unknown>; entries: PersistedEntry[] } {
  const { header, entries } = decoded(path);
  for (const entry of entries) if (entry.outcome.ok) (entry.outcome.document.body as Record<string, unknown>).title = 'Forged';
  return { header, entries };
}

// A cache file in the current format with another header field.
function withHeader(path: string, change: Record<string, unknown>): Uint8Array {
  const { header, entries } = forged(path);
  const text = new TextDecoder().decode(encodeCacheFile(String(header.scope), entries));
  const cut = text.indexOf('\n');
  return new TextEncoder().encode(`${JSON.stringify({ ...(JSON.parse(text.slice(0, cut)) as object), ...change })}${text.slice(cut)}`);
}

describe('a persisted directory cache on real files (issue 13)', () => {
  it('is created on the first write under node_modules/.cache/specmgr, one file per scope, no temporary file left', async () => {
    const t = tree();
    expect(await titles(t)).toEqual(expected);
    expect(readdirSync(t.cacheDir)).toEqual([expect.stringMatching(/^tsk\.en\.strict\.[0-9a-f]{16}$/)]);
    expect(decoded(cacheFile(t)).header).toMatchObject({ format: 'specmgr-cache', version: 1, library: LIBRARY_VERSION });
    expect(decoded(cacheFile(t)).entries.map((e) => e.path)).toEqual(Array.from({ length: 10 }, (_, i) => fileOf(i)));
  });

  it('sees a hand edit between two repositories over the same cache', async () => {
    const t = tree();
    await titles(t);
    writeFileSync(join(t.root, fileOf(4)), tskDoc(idOf(4), 'Edited by hand, and longer'));
    expect((await titles(t))[4]).toBe('Edited by hand, and longer');
  });

  it('serves a settled tree without reading a file, and still sees a same-size edit whose mtime was put back', async () => {
    const t = tree();
    const path = join(t.root, fileOf(6));
    // A whole second, so utimes can put it back exactly: only the change time and the content differ then.
    const mtime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    utimesSync(path, mtime, mtime);
    await titles(t);
    // Let the files' last change fall one timestamp resolution (2 s) behind, so identities are trusted.
    await sleep(2300);
    await titles(t);
    t.reads.length = 0;
    expect(await titles(t)).toEqual(expected);
    expect(t.reads).toEqual([]);
    const { size, ino } = statSync(path);
    writeFileSync(path, tskDoc(idOf(6), 'Title X'));
    utimesSync(path, mtime, mtime);
    expect(statSync(path)).toMatchObject({ size, ino, mtimeMs: mtime.getTime() });
    expect((await titles(t))[6]).toBe('Title X');
    expect(t.reads).toEqual([fileOf(6)]);
  });

  it('sees a same-size edit within the timestamp resolution, in the same repository and in a new one', async () => {
    const t = tree();
    const repo = open(t);
    await repo.list('tsk');
    const path = join(t.root, fileOf(2));
    const mtime = new Date(Math.floor(Date.now() / 1000) * 1000);
    utimesSync(path, mtime, mtime);
    await repo.list('tsk');
    writeFileSync(path, tskDoc(idOf(2), 'Title Y'));
    utimesSync(path, mtime, mtime);
    expect((await repo.list('tsk')).results[2]?.title).toBe('Title Y');
    writeFileSync(path, tskDoc(idOf(2), 'Title Z'));
    utimesSync(path, mtime, mtime);
    expect((await titles(t))[2]).toBe('Title Z');
  });

  const corruptions: [string, (path: string) => Uint8Array][] = [
    ['garbage bytes', () => new Uint8Array([0xff, 0xfe, 0x00, 0x13, 0x37, 0x0a, 0x7b])],
    ['a truncated file', (path) => readFileSync(path).subarray(0, Math.floor(statSync(path).size / 2))],
    ['an empty file', () => new Uint8Array()],
    ['a hand-edited entry (its checksum no longer fits)', (path) => new TextEncoder().encode(readFileSync(path, 'utf8').replaceAll('Title ', 'Forged '))],
    ['a file of another library version', (path) => withHeader(path, { library: '0.0.1' })],
    ['a file of another cache format', (path) => withHeader(path, { version: 2 })],
    ['a file of another scope', (path) => withHeader(path, { scope: 'f'.repeat(64) })],
    ['valid JSON of another shape', () => new TextEncoder().encode('{"format":"specmgr-cache"}\n{"entries":[]}')],
    [
      'an entry nested deeper than any parse result',
      (path) => {
        const { header, entries } = forged(path);
        const text = new TextDecoder().decode(encodeCacheFile(String(header.scope), entries));
        const cut = text.indexOf('\n');
        const deep = `${'{"deep":'.repeat(5000)}{}${'}'.repeat(5000)}`;
        return withPayload(JSON.parse(text.slice(0, cut)) as Record<string, unknown>, text.slice(cut + 1).replace('"source":{', `"source":{"deep":${deep},`));
      },
    ],
    [
      'an entry with a __proto__ key',
      (path) => {
        const { header, entries } = forged(path);
        const text = new TextDecoder().decode(encodeCacheFile(String(header.scope), entries));
        const cut = text.indexOf('\n');
        return withPayload(JSON.parse(text.slice(0, cut)) as Record<string, unknown>, text.slice(cut + 1).replace('"frontmatter":{', '"frontmatter":{"__proto__":{"polluted":true},'));
      },
    ],
  ];

  it('trusts a well-formed file: the forged titles the corruptions below carry would show (so it is no defence against forgery)', async () => {
    const t = tree();
    await titles(t);
    writeFileSync(cacheFile(t), withHeader(cacheFile(t), {}));
    expect(await titles(t)).toEqual(Array.from({ length: 10 }, () => 'Forged'));
  });

  it.each(corruptions)('ignores and rebuilds %s', async (_label, corrupt) => {
    const t = tree();
    await titles(t);
    const path = cacheFile(t);
    const bad = corrupt(path);
    writeFileSync(path, bad);
    expect(await titles(t)).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readFileSync(path).equals(Buffer.from(bad))).toBe(false);
    expect(decoded(path).entries).toHaveLength(10);
  });

  it('checks an entry claiming a wrong etag against the file whenever the identity does not vouch for it', async () => {
    const t = tree();
    await titles(t);
    const path = cacheFile(t);
    const { header, entries } = forged(path);
    // Consistent (checksum and all), but every entry claims the bytes of another file.
    const shifted = entries.map((entry, i) => ({ ...entry, etag: entries[(i + 1) % entries.length]?.etag ?? entry.etag }));
    writeFileSync(path, encodeCacheFile(String(header.scope), shifted));
    // Same bytes written again: a new inode and change time, so every file is read and hashed.
    for (let i = 0; i < 10; i++) writeFileSync(join(t.root, `${fileOf(i)}.new`), readFileSync(join(t.root, fileOf(i))));
    for (let i = 0; i < 10; i++) writeFileSync(join(t.root, fileOf(i)), readFileSync(join(t.root, `${fileOf(i)}.new`)));
    const rows = (await open(t).list('tsk', { maxResults: 100 })).results;
    expect(rows.map((row) => row.title)).toEqual(expected);
    expect(rows.map((row) => row.etag)).toEqual(entries.map((entry) => entry.etag));
  });

  it('never fails a list when the cache cannot be written, and writes nothing outside its folder', async () => {
    const t = tree();
    writeFileSync(join(t.root, 'node_modules'), 'a file where the cache folder would go');
    const repo = createRepository({ storage: t.storage, cache: directoryCache(t.cacheDir) });
    expect((await repo.list('tsk')).total).toBe(10);
    expect(readFileSync(join(t.root, 'node_modules'), 'utf8')).toBe('a file where the cache folder would go');
  });
});

describe('directoryCache', () => {
  it('reads null for a missing key and a link, and replaces a link instead of writing through it', async () => {
    const dir = join(tempRoot(), 'cache');
    const cache = directoryCache(dir);
    expect(await cache.read('abc')).toBeNull();
    await cache.write('abc', new Uint8Array([1, 2, 3]));
    expect(await cache.read('abc')).toEqual(new Uint8Array([1, 2, 3]));
    const outside = join(tempRoot(), 'outside.txt');
    writeFileSync(outside, 'keep');
    symlinkSync(outside, join(dir, 'linked'));
    expect(await cache.read('linked')).toBeNull();
    await cache.write('linked', new Uint8Array([9]));
    expect(readFileSync(outside, 'utf8')).toBe('keep');
    expect(await cache.read('linked')).toEqual(new Uint8Array([9]));
    expect(readdirSync(dir).sort()).toEqual(['abc', 'linked']);
  });

  it('refuses keys that are not plain names and a folder that is not a string', async () => {
    const cache = directoryCache(tempRoot());
    await expect(cache.read('../escape')).rejects.toThrow(
      'read: argument "key" must be a name of up to 200 characters [a-z0-9._-], not starting with "." (a file name, not a path), got string "../escape"',
    );
    await expect(cache.write('.hidden', new Uint8Array())).rejects.toThrow('write: argument "key" must be a name of up to 200 characters');
    expect(() => directoryCache('' as string)).toThrow('directoryCache: argument "dir" must be a non-empty string (the folder), got string ""');
  });

  it('names the library version of package.json in every cache file', () => {
    expect(LIBRARY_VERSION).toBe((JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version);
  });
});

// A file around a payload, its header made as the writer makes it.
function withPayload(header: Record<string, unknown>, payload: string): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify({ ...header, length: payload.length, checksum: cyrb53(payload) })}\n${payload}`);
}

// The writer's checksum, computed independently, to build well-formed hostile files.
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}
