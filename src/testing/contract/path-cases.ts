/**
 * The storage contract on paths and versions: confinement to the root,
 * absolute paths, change tokens and file identities.
 *
 * @packageDocumentation
 */

import type { FileIdentity } from '../../repository/index.js';
import type { ContractCase } from './case.js';
import { utf8 } from './case.js';
import { holds, requireStorageError, same, storageError } from './checks.js';

/**
 * The path cases of the contract.
 *
 * @example
 * ```ts
 * for (const c of pathCases) await c.run(memoryStorage(), { exactMessages: false });
 * ```
 */
export const pathCases: readonly ContractCase[] = [
  {
    name: 'rejects escaping and absolute paths with path-outside-root in every method',
    run: async (s) => {
      const calls: [string, () => Promise<unknown>][] = [
        ["read('../x.md')", () => s.read('../x.md')],
        ["writeAtomic('a/../../x.md')", () => s.writeAtomic('a/../../x.md', utf8('x'))],
        ["list('..')", () => s.list('..')],
        ["remove('../x.md')", () => s.remove('../x.md')],
        ["removeTree('../x')", () => s.removeTree('../x')],
        ["rename('../x', 'y')", () => s.rename('../x', 'y')],
        ["rename('y', '../x')", () => s.rename('y', '../x')],
        ["mkdirp('../x')", () => s.mkdirp('../x')],
        ["lock('../x')", () => s.lock('../x')],
        ["read('/etc/passwd')", () => s.read('/etc/passwd')],
      ];
      if (s.changeToken) {
        const changeToken = s.changeToken.bind(s);
        calls.push(["changeToken('../x')", () => changeToken('../x')]);
      }
      if (s.identity) {
        const identity = s.identity.bind(s);
        calls.push(["identity('../x')", () => identity('../x')]);
      }
      for (const [call, run] of calls) await storageError(call, run(), 'path-outside-root');
      let thrown: unknown;
      try {
        thrown = { returned: s.absolute('../x') };
      } catch (error) {
        thrown = error;
      }
      requireStorageError("absolute('../x')", thrown, 'path-outside-root');
    },
  },
  {
    name: 'reports paths through absolute, with the root for ""',
    run: async (s) => {
      const root = s.absolute('');
      const file = s.absolute('docs/req/a.md');
      holds("absolute('docs/req/a.md')", file.endsWith('/docs/req/a.md'), 'a path ending in "/docs/req/a.md"', file);
      holds("absolute('docs/req/a.md')", file.startsWith(root), `a path starting with absolute('') ${JSON.stringify(root)}`, file);
      same("absolute('docs/./req/') compared with absolute('docs/req')", s.absolute('docs/./req/'), s.absolute('docs/req'));
    },
  },
  {
    name: 'changeToken, when offered, is null when missing and changes with the content',
    run: async (s) => {
      if (!s.changeToken) return;
      same("changeToken('a.md') of a missing file", await s.changeToken('a.md'), null);
      await s.writeAtomic('a.md', utf8('one'));
      const first = await s.changeToken('a.md');
      holds("changeToken('a.md') of an existing file", typeof first === 'string', 'a string', first);
      same("changeToken('a.md') again, unchanged", await s.changeToken('a.md'), first);
      await s.writeAtomic('a.md', utf8('three'));
      const next = await s.changeToken('a.md');
      holds("changeToken('a.md') after a rewrite", next !== first, `a token other than ${JSON.stringify(first)}`, next);
    },
  },
  {
    name: 'identity, when offered, is null when missing, stable while unchanged, and new after every write and rename',
    run: async (s) => {
      if (!s.identity) return;
      same("identity('a.md') of a missing file", await s.identity('a.md'), null);
      await s.writeAtomic('a.md', utf8('one'));
      const first = await s.identity('a.md');
      const shaped =
        first !== null && first.size === 3 && typeof first.mtimeMs === 'number' && typeof first.ctimeMs === 'number' && typeof first.ino === 'string';
      holds("identity('a.md') after writing 3 bytes", shaped, '{ size: 3, mtimeMs: <number>, ctimeMs: <number>, ino: <string> }', first);
      holds("identity('a.md') again, unchanged", sameIdentity(await s.identity('a.md'), first), `the same identity ${JSON.stringify(first)}`, await s.identity('a.md'));
      await s.writeAtomic('a.md', utf8('two'));
      const second = await s.identity('a.md');
      same("identity('a.md').size after rewriting 3 bytes", second?.size, 3);
      holds("identity('a.md') after a rewrite", !sameIdentity(second, first), `an identity other than ${JSON.stringify(first)}`, second);
      await s.rename('a.md', 'b.md');
      same("identity('a.md') after rename('a.md', 'b.md')", await s.identity('a.md'), null);
      same("identity('b.md').ino after rename('a.md', 'b.md')", (await s.identity('b.md'))?.ino, second?.ino);
    },
  },
];

function sameIdentity(a: FileIdentity | null, b: FileIdentity | null): boolean {
  return a === b || (a !== null && b !== null && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino);
}
