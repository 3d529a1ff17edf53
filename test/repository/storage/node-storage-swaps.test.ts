import { appendFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { StorageError } from '../../../src/errors/index.js';
import { createRepository } from '../../../src/repository/index.js';
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
  renameSync: undefined as Hook | undefined,
}));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    renameSync: (from: string, to: string) => {
      hooks.renameSync?.(String(to));
      real.renameSync(from, to);
    },
  };
});
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
  hooks.lstat = hooks.open = hooks.mkdir = hooks.writeFile = hooks.rename = hooks.unlink = hooks.renameSync = undefined;
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

describe('nodeStorage: a write that lands between the compare and the rename', () => {
  it('is noticed on the replaced file, put back, and reported as changed', async () => {
    const base = tempDir('late');
    made.push(base);
    const s = nodeStorage(base);
    writeFileSync(join(base, 'a.md'), 'one\n');
    // The hand writer appends after the compare, to the file about to be replaced.
    hooks.renameSync = once('a.md', () => appendFileSync(join(base, 'a.md'), 'late hand edit\n'));
    await expect(s.writeAtomic('a.md', enc('two\n'), { expect: enc('one\n') })).rejects.toMatchObject({ code: 'changed' });
    expect(readFileSync(join(base, 'a.md'), 'utf8')).toBe('one\nlate hand edit\n');
    expect(readdirSync(base)).toEqual(['a.md']);
  });

  it('through the repository: the update runs again and keeps the late hand edit', async () => {
    const base = tempDir('late-repo');
    made.push(base);
    const id = '4f2a0000-0000-4000-8000-00000000000a';
    const ref = `tsk-${id}-task-list`;
    mkdirSync(join(base, 'docs', 'tsk'), { recursive: true });
    const file = join(base, 'docs', 'tsk', `${ref}.md`);
    writeFileSync(
      file,
      `---\nclassification: null\ncreated: '2026-01-01T00:00:00.000Z'\nid: ${id}\nstatus: draft\ntype: tsk\nupdated: '2026-01-01T00:00:00.000Z'\nversion: 1.0.0\n---\n\n# Task list\n\n- [ ] Task 1\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.\n`,
    );
    hooks.renameSync = once(`${ref}.md`, () => appendFileSync(file, 'late hand edit\n'));
    const repo = createRepository({ storage: nodeStorage(base) });
    expect(await repo.update('tsk', { ref }, '- [ ] from the library', { offset: 4, limit: 0 })).toMatchObject({ kind: 'updated', written: true });
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('late hand edit\n');
    expect(text).toContain('- [ ] from the library\n');
  });
});
