/**
 * The storage contract on the tree: path normalisation, listing, folders,
 * removal and renames.
 *
 * @packageDocumentation
 */

import type { ContractCase } from './case.js';
import { readText, utf8 } from './case.js';
import { same, sameEntries, storageError } from './checks.js';

/**
 * The tree cases of the contract.
 *
 * @example
 * ```ts
 * for (const c of treeCases) await c.run(memoryStorage(), { exactMessages: false });
 * ```
 */
export const treeCases: readonly ContractCase[] = [
  {
    name: 'normalises . segments, empty segments and a trailing slash',
    run: async (s) => {
      await s.mkdirp('./docs//req/');
      await s.writeAtomic('docs/./req//a.md', utf8('x'));
      same("read('docs/req/a.md') after writing 'docs/./req//a.md'", await readText(s, 'docs/req/a.md'), 'x');
      same("read('docs/sub/../req/a.md')", await readText(s, 'docs/sub/../req/a.md'), 'x');
      sameEntries("list('docs/req/')", await s.list('docs/req/'), ['file:a.md']);
    },
  },
  {
    name: 'lists direct entries only, [] for a missing folder and for a file',
    run: async (s) => {
      await s.mkdirp('docs/req/de');
      await s.mkdirp('docs/empty');
      await s.writeAtomic('docs/req/a.md', utf8('a'));
      await s.writeAtomic('docs/req/de/b.md', utf8('b'));
      await s.writeAtomic('top.md', utf8('t'));
      sameEntries("list('docs/req')", await s.list('docs/req'), ['dir:de', 'file:a.md']);
      sameEntries("list('docs')", await s.list('docs'), ['dir:empty', 'dir:req']);
      sameEntries("list('')", await s.list(''), ['dir:docs', 'file:top.md']);
      sameEntries("list('docs/empty') of an empty folder", await s.list('docs/empty'), []);
      sameEntries("list('nope') of a missing folder", await s.list('nope'), []);
      sameEntries("list('top.md') of a file", await s.list('top.md'), []);
    },
  },
  {
    name: 'keeps non-ASCII names intact',
    run: async (s) => {
      await s.mkdirp('dé');
      await s.writeAtomic('dé/ünï 𝔘.md', utf8('u'));
      sameEntries("list('dé')", await s.list('dé'), ['file:ünï 𝔘.md']);
      same("read('dé/ünï 𝔘.md')", await readText(s, 'dé/ünï 𝔘.md'), 'u');
    },
  },
  {
    name: 'mkdirp is recursive and idempotent, and fails below a file',
    run: async (s) => {
      await s.mkdirp('a/b/c');
      await s.mkdirp('a/b/c');
      await s.mkdirp('a');
      sameEntries("list('a/b') after mkdirp('a/b/c') twice", await s.list('a/b'), ['dir:c']);
      await s.writeAtomic('a/f', utf8('x'));
      await storageError("mkdirp('a/f/g') below the file a/f", s.mkdirp('a/f/g'), 'io');
      await storageError("mkdirp('a/f') of the file a/f", s.mkdirp('a/f'), 'io');
    },
  },
  {
    name: 'remove deletes a file, ignores a missing one, keeps the folder, refuses a folder',
    run: async (s) => {
      await s.mkdirp('d');
      await s.writeAtomic('d/a.md', utf8('x'));
      await s.remove('d/a.md');
      await s.remove('d/a.md');
      await s.remove('nope/x.md');
      same("read('d/a.md') after remove('d/a.md')", await s.read('d/a.md'), null);
      sameEntries("list('') after removing the only file of d", await s.list(''), ['dir:d']);
      await storageError("remove('d') of a folder", s.remove('d'), 'io');
    },
  },
  {
    name: 'removeTree deletes a whole subtree, ignores a missing one and refuses the root',
    run: async (s) => {
      await s.mkdirp('f/feat-1-x/sub');
      await s.mkdirp('f/feat-10');
      await s.writeAtomic('f/feat-1-x/README.md', utf8('r'));
      await s.writeAtomic('f/feat-1-x/sub/n.md', utf8('n'));
      await s.removeTree('f/feat-1-x');
      await s.removeTree('f/feat-1-x');
      sameEntries("list('f') after removeTree('f/feat-1-x')", await s.list('f'), ['dir:feat-10']);
      same("read('f/feat-1-x/README.md') after removeTree('f/feat-1-x')", await s.read('f/feat-1-x/README.md'), null);
      await storageError("removeTree('') of the root", s.removeTree(''), 'io');
    },
  },
  {
    name: 'renames a file, replacing an existing destination',
    run: async (s) => {
      await s.mkdirp('d');
      await s.writeAtomic('d/a.md', utf8('a'));
      await s.writeAtomic('d/b.md', utf8('b'));
      await s.rename('d/a.md', 'd/b.md');
      same("read('d/a.md') after rename('d/a.md', 'd/b.md')", await s.read('d/a.md'), null);
      same("read('d/b.md') after rename('d/a.md', 'd/b.md')", await readText(s, 'd/b.md'), 'a');
      sameEntries("list('d') after rename('d/a.md', 'd/b.md')", await s.list('d'), ['file:b.md']);
    },
  },
  {
    name: 'renames a folder with its whole subtree',
    run: async (s) => {
      await s.mkdirp('feat/feat-1-a/deep/er');
      await s.writeAtomic('feat/feat-1-a/README.md', utf8('r'));
      await s.writeAtomic('feat/feat-1-a/deep/er/x.md', utf8('x'));
      await s.rename('feat/feat-1-a', 'feat/feat-2-a');
      const after = "after rename('feat/feat-1-a', 'feat/feat-2-a')";
      sameEntries(`list('feat') ${after}`, await s.list('feat'), ['dir:feat-2-a']);
      same(`read('feat/feat-2-a/README.md') ${after}`, await readText(s, 'feat/feat-2-a/README.md'), 'r');
      same(`read('feat/feat-2-a/deep/er/x.md') ${after}`, await readText(s, 'feat/feat-2-a/deep/er/x.md'), 'x');
      same(`read('feat/feat-1-a/README.md') ${after}`, await s.read('feat/feat-1-a/README.md'), null);
      sameEntries(`list('feat/feat-1-a') ${after}`, await s.list('feat/feat-1-a'), []);
    },
  },
  {
    name: 'rejects bad renames with io: missing source, missing destination folder, folder into itself, onto a non-empty folder',
    run: async (s) => {
      await s.mkdirp('a/b');
      await s.mkdirp('c/d');
      await s.writeAtomic('a/f.md', utf8('f'));
      await s.writeAtomic('c/d/g.md', utf8('g'));
      await storageError("rename('nope.md', 'x.md') of a missing file", s.rename('nope.md', 'x.md'), 'io');
      await storageError("rename('a/f.md', 'missing/f.md') into a missing folder", s.rename('a/f.md', 'missing/f.md'), 'io');
      await storageError("rename('a', 'a/b/a') of a folder into itself", s.rename('a', 'a/b/a'), 'io');
      await storageError("rename('a', 'c') onto a non-empty folder", s.rename('a', 'c'), 'io');
      same("read('a/f.md') after the refused renames", await readText(s, 'a/f.md'), 'f');
    },
  },
];
