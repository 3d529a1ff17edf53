import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { StorageError } from '../../../src/errors/index.js';
import { nodeStorage } from '../../../src/repository/storage/index.js';
import { removeDir, tempDir } from '../../helpers/processes.js';

// Hooks into the file-system calls of the storage, so a symbolic link can be
// swapped in at exactly the step between "folder checked" and "folder used".
type Hook = (path: string) => void;
const hooks = vi.hoisted(() => ({
  lstat: undefined as Hook | undefined,
  open: undefined as Hook | undefined,
  mkdir: undefined as Hook | undefined,
  writeFile: undefined as Hook | undefined,
  rename: undefined as Hook | undefined,
  unlink: undefined as ((path: string) => Error | undefined) | undefined,
}));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const wrap =
    <A extends unknown[], R>(name: 'lstat' | 'open' | 'mkdir' | 'writeFile' | 'rename', fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      hooks[name]?.(String(args[0]));
      return fn(...args);
    };
  return {
    ...real,
    lstat: wrap('lstat', real.lstat as (...args: unknown[]) => Promise<unknown>),
    open: wrap('open', real.open as (...args: unknown[]) => Promise<unknown>),
    mkdir: wrap('mkdir', real.mkdir as (...args: unknown[]) => Promise<unknown>),
    writeFile: wrap('writeFile', real.writeFile as (...args: unknown[]) => Promise<unknown>),
    rename: wrap('rename', real.rename as (...args: unknown[]) => Promise<unknown>),
    unlink: async (path: string) => {
      const failure = hooks.unlink?.(String(path));
      if (failure !== undefined) throw failure;
      return real.unlink(path);
    },
  };
});

const made: string[] = [];
afterAll(() => made.forEach(removeDir));
afterEach(() => {
  hooks.lstat = hooks.open = hooks.mkdir = hooks.writeFile = hooks.rename = hooks.unlink = undefined;
});

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A root with docs/req/a.md and .specmgr/feat/feat-1-x/README.md, and an outside folder with the same names as canaries. */
function setup() {
  const base = tempDir('swaps');
  made.push(base);
  const root = join(base, 'root');
  const outside = join(base, 'outside');
  for (const dir of [join(root, 'docs', 'req'), join(root, '.specmgr', 'feat', 'feat-1-x'), join(outside, 'feat-1-x')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'docs', 'req', 'a.md'), 'inside a');
  writeFileSync(join(root, '.specmgr', 'feat', 'feat-1-x', 'README.md'), 'inside readme');
  writeFileSync(join(outside, 'a.md'), 'CANARY a');
  writeFileSync(join(outside, 'feat-1-x', 'README.md'), 'CANARY readme');
  /** Replace a folder of the root by a link to the outside folder; the real folder moves to `<name>.real`. */
  const swap = (rel: string): void => {
    renameSync(join(root, rel), join(root, `${rel}.real`));
    symlinkSync(outside, join(root, rel));
  };
  const outsideUntouched = (): void => {
    expect(readdirSync(outside).sort()).toEqual(['a.md', 'feat-1-x']);
    expect(readFileSync(join(outside, 'a.md'), 'utf8')).toBe('CANARY a');
    expect(readdirSync(join(outside, 'feat-1-x'))).toEqual(['README.md']);
    expect(readFileSync(join(outside, 'feat-1-x', 'README.md'), 'utf8')).toBe('CANARY readme');
  };
  return { root, outside, swap, outsideUntouched, s: nodeStorage(root) };
}

/** Runs `action` once, on the first call whose path ends with `suffix`. */
function once(suffix: string, action: () => void): Hook {
  let done = false;
  return (path) => {
    if (!done && path.endsWith(suffix)) {
      done = true;
      action();
    }
  };
}

describe('nodeStorage: a link swapped in between check and use never leads outside the root', () => {
  it('removeTree: the feature folder swapped for a link after its parent was opened', async () => {
    const { root, swap, outsideUntouched, s } = setup();
    hooks.lstat = once('feat-1-x', () => swap('.specmgr/feat'));
    await s.removeTree('.specmgr/feat/feat-1-x');
    outsideUntouched();
    // The folder that was opened (now at feat.real) lost the feature; nothing else did.
    expect(readdirSync(join(root, '.specmgr', 'feat.real'))).toEqual([]);
  });

  it('removeTree: the folder itself swapped for a link removes the link, never its target', async () => {
    const { root, outside, outsideUntouched, s } = setup();
    // Swap right before the aside rename: lstat saw a folder, the rename moves a link.
    hooks.rename = once('feat-1-x', () => {
      renameSync(join(root, '.specmgr', 'feat', 'feat-1-x'), join(root, 'moved'));
      symlinkSync(join(outside, 'feat-1-x'), join(root, '.specmgr', 'feat', 'feat-1-x'));
    });
    await s.removeTree('.specmgr/feat/feat-1-x');
    outsideUntouched();
    expect(readdirSync(join(root, '.specmgr', 'feat'))).toEqual([]);
    expect(readFileSync(join(root, 'moved', 'README.md'), 'utf8')).toBe('inside readme');
  });

  it('read: a folder swapped before the file is opened is refused, and the outside text is never returned', async () => {
    const { swap, outsideUntouched, s } = setup();
    hooks.open = once('a.md', () => swap('docs/req'));
    const error: unknown = await s.read('docs/req/a.md').then(
      (bytes) => new TextDecoder().decode(bytes ?? new Uint8Array()),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('path-outside-root');
    outsideUntouched();
  });

  it('writeAtomic: a folder swapped after it was opened gets nothing outside; the write lands in the opened folder', async () => {
    const { root, swap, outsideUntouched, s } = setup();
    hooks.lstat = once('a.md', () => swap('docs/req'));
    await s.writeAtomic('docs/req/a.md', enc('new a'));
    outsideUntouched();
    expect(readdirSync(join(root, 'docs', 'req.real'))).toEqual(['a.md']);
    expect(readFileSync(join(root, 'docs', 'req.real', 'a.md'), 'utf8')).toBe('new a');
  });

  it('lock: lock and temporary files go to the opened folder, never outside', async () => {
    const { root, swap, outsideUntouched, s } = setup();
    hooks.writeFile = once('.tmp', () => swap('docs/req'));
    const release = await s.lock('docs/req/a.md');
    outsideUntouched();
    expect(readdirSync(join(root, 'docs', 'req.real')).sort()).toEqual(['a.md', 'a.md.lock']);
    await release();
    outsideUntouched();
    expect(readdirSync(join(root, 'docs', 'req.real'))).toEqual(['a.md']);
  });

  it('mkdirp: a link swapped in at the next folder is refused, and nothing is created outside', async () => {
    const { swap, outsideUntouched, s } = setup();
    hooks.mkdir = once(`/req`, () => swap('docs/req'));
    await expect(s.mkdirp('docs/req/sub')).rejects.toMatchObject({ code: 'path-outside-root' });
    outsideUntouched();
  });

  it('remove and list: a folder swapped after it was opened is still the one worked on', async () => {
    const { root, swap, outsideUntouched, s } = setup();
    hooks.lstat = once('a.md', () => swap('docs/req'));
    await s.remove('docs/req/a.md');
    outsideUntouched();
    expect(readdirSync(join(root, 'docs', 'req.real'))).toEqual([]);
    expect(lstatSync(join(root, 'docs', 'req')).isSymbolicLink()).toBe(true);
    await expect(s.list('docs/req')).rejects.toMatchObject({ code: 'path-outside-root' });
    expect(existsSync(join(root, 'docs', 'req.real'))).toBe(true);
  });
});

describe('nodeStorage: a failed release', () => {
  it('neither rejects nor keeps the lock held in this process', async () => {
    const base = tempDir('release');
    made.push(base);
    const s = nodeStorage(base);
    const release = await s.lock('k');
    hooks.unlink = (path) => (path.endsWith('k.lock') ? Object.assign(new Error('EIO: i/o error, unlink'), { code: 'EIO' }) : undefined);
    await expect(release()).resolves.toBeUndefined();
    hooks.unlink = undefined;
    expect(existsSync(join(base, 'k.lock'))).toBe(true); // could not be removed
    // This process treats it as free: the next lock breaks it at once.
    const again = await s.lock('k', { timeoutMs: 0 });
    await again();
    expect(existsSync(join(base, 'k.lock'))).toBe(false);
  });
});
