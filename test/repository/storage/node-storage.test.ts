import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorText, StorageError } from '../../../src/errors/index.js';
import { referenceMessages } from '../../../src/messages/index.js';
import { nodeStorage } from '../../../src/repository/storage/index.js';
import { describeStorageContract } from '../../../src/testing.js';

const made: string[] = [];
function tempDir(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-node-storage-')));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const dec = (bytes: Uint8Array | null): string | null => (bytes === null ? null : new TextDecoder().decode(bytes));

describeStorageContract('nodeStorage', () => nodeStorage(tempDir()), { describe, it, exactMessages: true });

describe('nodeStorage: path confinement', () => {
  function setup() {
    const base = tempDir();
    const root = join(base, 'root');
    const outside = join(base, 'outside');
    mkdirSync(join(root, 'docs'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.md'), 'secret');
    writeFileSync(join(root, 'docs', 'a.md'), 'a');
    symlinkSync(outside, join(root, 'out'));
    symlinkSync(join(outside, 'secret.md'), join(root, 'secret.md'));
    symlinkSync(join(outside, 'new.md'), join(root, 'dangling.md'));
    symlinkSync(join(outside, 'newdir'), join(root, 'danglingdir'));
    symlinkSync('docs', join(root, 'docs-link'));
    symlinkSync(join('docs', 'a.md'), join(root, 'a-link.md'));
    return { root, outside, s: nodeStorage(root) };
  }

  it('rejects every operation through a link that leaves the root, and touches nothing outside', async () => {
    const { root, outside, s } = setup();
    const calls: [string, () => Promise<unknown>][] = [
      ['read through dir link', () => s.read('out/secret.md')],
      ['read file link', () => s.read('secret.md')],
      ['write through dir link', () => s.writeAtomic('out/new.md', enc('x'))],
      ['write file link', () => s.writeAtomic('secret.md', enc('x'))],
      ['write dangling link', () => s.writeAtomic('dangling.md', enc('x'))],
      ['write below dangling dir link', () => s.writeAtomic('danglingdir/x.md', enc('x'))],
      ['list dir link', () => s.list('out')],
      ['rename into link', () => s.rename('docs/a.md', 'out/a.md')],
      ['rename out of link', () => s.rename('out/secret.md', 'docs/s.md')],
      ['remove through link', () => s.remove('out/secret.md')],
      ['removeTree through link', () => s.removeTree('out')],
      ['mkdirp through link', () => s.mkdirp('out/sub')],
      ['mkdirp through dangling link', () => s.mkdirp('danglingdir/sub')],
      ['changeToken of link', () => s.changeToken?.('secret.md') ?? Promise.resolve()],
      ['identity of link', () => s.identity?.('secret.md') ?? Promise.resolve()],
      ['identity through dir link', () => s.identity?.('out/secret.md') ?? Promise.resolve()],
      ['identities through dir link', () => s.identities?.('out') ?? Promise.resolve()],
      ['lock through link', () => s.lock('out/k')],
    ];
    for (const [label, call] of calls) {
      const error: unknown = await call().then(
        () => 'resolved',
        (e: unknown) => e,
      );
      expect(error, label).toBeInstanceOf(StorageError);
      expect((error as StorageError).code, label).toBe('path-outside-root');
    }
    expect(readdirSync(outside)).toEqual(['secret.md']);
    expect(readFileSync(join(outside, 'secret.md'), 'utf8')).toBe('secret');
    expect(readFileSync(join(root, 'docs', 'a.md'), 'utf8')).toBe('a');
  });

  it('names the path and the root in the message (reference words: Python-quoted)', async () => {
    const { root, s } = setup();
    const error = await s.read('out/secret.md').then(() => undefined, (e: unknown) => e as StorageError);
    expect(error?.message).toBe(`path "out/secret.md" resolves outside the root folder ${JSON.stringify(root)}`);
    expect(error && errorText(error, referenceMessages.errors)).toBe(`path 'out/secret.md' resolves outside base directory '${root}'`);
  });

  it('rejects absolute paths, even inside the root', async () => {
    const { root, s } = setup();
    await expect(s.read(join(root, 'docs', 'a.md'))).rejects.toMatchObject({ code: 'path-outside-root' });
  });

  it('follows links that stay inside the root', async () => {
    const { root, s } = setup();
    expect(dec(await s.read('a-link.md'))).toBe('a');
    expect(await s.list('docs-link')).toEqual([{ name: 'a.md', kind: 'file' }]);
    await s.writeAtomic('a-link.md', enc('through the link'));
    expect(lstatSync(join(root, 'a-link.md')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(root, 'docs', 'a.md'), 'utf8')).toBe('through the link');
    await s.writeAtomic('docs-link/b.md', enc('b'));
    expect(readFileSync(join(root, 'docs', 'b.md'), 'utf8')).toBe('b');
  });

  it('lists links by what they point to and leaves dangling links out', async () => {
    const { s } = setup();
    const entries = (await s.list('')).map((e) => `${e.kind}:${e.name}`).sort();
    expect(entries).toEqual(['dir:docs', 'dir:docs-link', 'dir:out', 'file:a-link.md', 'file:secret.md']);
  });

  it('works when the root itself is reached through a link, reporting the link path', async () => {
    const base = tempDir();
    mkdirSync(join(base, 'real'));
    symlinkSync(join(base, 'real'), join(base, 'alias'));
    const s = nodeStorage(join(base, 'alias'));
    await s.writeAtomic('x.md', enc('x'));
    expect(readFileSync(join(base, 'real', 'x.md'), 'utf8')).toBe('x');
    expect(s.absolute('x.md')).toBe(join(base, 'alias', 'x.md'));
  });

  it('refuses a missing root with root-missing, naming the resolved absolute path', () => {
    const dir = tempDir();
    const root = join(dir, 'not', 'yet');
    let thrown: unknown;
    try {
      nodeStorage(relative(process.cwd(), root));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StorageError);
    const e = thrown as StorageError;
    expect(e.code).toBe('root-missing');
    expect(e.path).toBe(root);
    expect(e.reason).toBe('root-missing');
    expect(e.params).toEqual({ root });
    expect(e.message).toBe(`The storage root ${root} does not exist. Pass nodeStorage the path of an existing folder.`);
  });

  it('refuses a root that is a file with root-not-a-directory', () => {
    const dir = tempDir();
    const file = join(dir, 'spec.md');
    writeFileSync(file, 'x');
    expect(() => nodeStorage(file)).toThrow(
      expect.objectContaining({
        code: 'root-not-a-directory',
        path: file,
        message: `The storage root ${file} is not a folder. Pass nodeStorage the path of a folder.`,
      }),
    );
  });

  it('takes a root created after a failed attempt', async () => {
    const root = join(tempDir(), 'later');
    expect(() => nodeStorage(root)).toThrow(StorageError);
    mkdirSync(root);
    const s = nodeStorage(root);
    expect(await s.list('')).toEqual([]);
    await s.mkdirp('docs');
    await s.writeAtomic('docs/a.md', enc('a'));
    expect(readFileSync(join(root, 'docs', 'a.md'), 'utf8')).toBe('a');
  });

  it('resolves a relative root against the working directory', () => {
    const dir = tempDir();
    const s = nodeStorage(relative(process.cwd(), dir));
    expect(s.absolute('')).toBe(dir);
    expect(s.absolute('docs/req/a.md')).toBe(resolve(dir, 'docs/req/a.md'));
  });
});

describe('nodeStorage: atomic writes', () => {
  it('leaves no temporary file behind, also when the rename fails', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    for (let i = 0; i < 5; i++) await s.writeAtomic('a.md', enc(`v${i}`));
    mkdirSync(join(root, 'folder'));
    await expect(s.writeAtomic('folder', enc('x'))).rejects.toMatchObject({ code: 'io' });
    expect(readdirSync(root).sort()).toEqual(['a.md', 'folder']);
  });

  it('uses a hidden .tmp name in the same folder that never ends in .md', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    const big = new Uint8Array(2 * 1024 * 1024).fill(0x61);
    const seen = new Set<string>();
    let writing = true;
    const watcher = (async () => {
      while (writing) {
        for (const name of readdirSync(root)) seen.add(name);
        await new Promise((r) => setImmediate(r));
      }
    })();
    // Polling is a race by nature: write until a temporary name was caught.
    for (let i = 0; i < 200 && seen.size < 2; i++) await s.writeAtomic('a.md', big);
    writing = false;
    await watcher;
    const temps = [...seen].filter((name) => name !== 'a.md');
    expect(temps.length).toBeGreaterThan(0);
    for (const name of temps) expect(name).toMatch(new RegExp(`^\\.a\\.md\\.${process.pid}\\.[0-9a-f]{12}\\.tmp$`));
    expect(readdirSync(root)).toEqual(['a.md']);
  });

  it('handles names near the length limit, multi-byte ones included', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    const name = `${'ü'.repeat(120)}.md`; // 243 bytes in UTF-8
    await s.writeAtomic(name, enc('long'));
    await s.writeAtomic(name, enc('longer'));
    expect(readdirSync(root)).toEqual([name]);
    expect(dec(await s.read(name))).toBe('longer');
  });

  it('keeps the permissions of the file it replaces', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    writeFileSync(join(root, 'a.md'), 'old');
    chmodSync(join(root, 'a.md'), 0o640);
    await s.writeAtomic('a.md', enc('new'));
    expect(statSync(join(root, 'a.md')).mode & 0o777).toBe(0o640);
  });

  it('lets concurrent readers see the old or the new content, never a mix', async () => {
    const s = nodeStorage(tempDir());
    const a = new Uint8Array(512 * 1024).fill(0x41);
    const b = new Uint8Array(512 * 1024 + 17).fill(0x42);
    await s.writeAtomic('f', a);
    let writing = true;
    let reads = 0;
    const reader = (async () => {
      while (writing) {
        const got = await s.read('f');
        reads++;
        expect(got?.length === a.length ? got.every((x) => x === 0x41) : got?.every((x) => x === 0x42)).toBe(true);
      }
    })();
    for (let i = 0; i < 30; i++) await s.writeAtomic('f', i % 2 === 0 ? b : a);
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
  });

  it('identity is size, mtime and ctime in milliseconds (to the nanosecond as far as a double goes) and the inode', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    await s.writeAtomic('a.md', enc('abc'));
    const stats = statSync(join(root, 'a.md'), { bigint: true });
    const ms = (ns: bigint): number => Number(ns / 1_000_000n) + Number(ns % 1_000_000n) / 1e6;
    expect(await s.identity?.('a.md')).toEqual({ size: 3, mtimeMs: ms(stats.mtimeNs), ctimeMs: ms(stats.ctimeNs), ino: String(stats.ino) });
    await expect(s.identity?.('docs')).resolves.toBeNull();
    await s.mkdirp('docs');
    await expect(s.identity?.('docs')).rejects.toMatchObject({ code: 'io', message: expect.stringContaining('docs') });
  });

  it('identities of a folder are the identities of its plain files, without links or folders', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    await s.mkdirp('docs/sub');
    await s.writeAtomic('docs/a.md', enc('abc'));
    await s.writeAtomic('docs/b.md', enc('de'));
    symlinkSync(join(root, 'docs/a.md'), join(root, 'docs/link.md'));
    const found = await s.identities?.('docs');
    expect([...(found?.keys() ?? [])].sort()).toEqual(['a.md', 'b.md']);
    expect(found?.get('a.md')).toEqual(await s.identity?.('docs/a.md'));
    expect(found?.get('b.md')).toEqual(await s.identity?.('docs/b.md'));
    expect(await s.identities?.('missing')).toEqual(new Map());
  });

  it('identities with a file are those of <dir>/<folder>/<file>, by folder name, without a link on the way', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    for (const dir of ['feat/feat-1-a/de', 'feat/feat-2-b', 'feat/feat-3-linked', 'elsewhere']) await s.mkdirp(dir);
    await s.writeAtomic('feat/feat-1-a/README.md', enc('one'));
    await s.writeAtomic('feat/feat-1-a/de/README.md', enc('eins'));
    await s.writeAtomic('feat/feat-2-b/README.md', enc('two'));
    await s.writeAtomic('feat/loose.md', enc('x'));
    await s.writeAtomic('elsewhere/README.md', enc('outside'));
    symlinkSync(join(root, 'elsewhere'), join(root, 'feat/feat-4-link'));
    symlinkSync(join(root, 'feat/feat-2-b/README.md'), join(root, 'feat/feat-3-linked/README.md'));
    const found = await s.identities?.('feat', 'README.md');
    expect([...(found?.keys() ?? [])].sort()).toEqual(['feat-1-a', 'feat-2-b']);
    expect(found?.get('feat-1-a')).toEqual(await s.identity?.('feat/feat-1-a/README.md'));
    const variants = await s.identities?.('feat', 'de/README.md');
    expect([...(variants?.keys() ?? [])]).toEqual(['feat-1-a']);
    expect(variants?.get('feat-1-a')).toEqual(await s.identity?.('feat/feat-1-a/de/README.md'));
    await expect(s.identities?.('feat', '../elsewhere/README.md')).rejects.toMatchObject({ code: 'path-outside-root' });
  });

  it('changeToken is size:mtimeNs:ino', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    await s.writeAtomic('a.md', enc('abc'));
    const stats = statSync(join(root, 'a.md'), { bigint: true });
    expect(await s.changeToken?.('a.md')).toBe(`3:${stats.mtimeNs}:${stats.ino}`);
  });
});
