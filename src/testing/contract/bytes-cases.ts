/**
 * The storage contract on file content: reading, atomic and conditional
 * writes, copies, and refused writes.
 *
 * @packageDocumentation
 */

import type { ContractCase } from './case.js';
import { readText, utf8 } from './case.js';
import { holds, refused, same, sameBytes, sameEntries, storageError } from './checks.js';

/**
 * The content cases of the contract.
 *
 * @example
 * ```ts
 * for (const c of bytesCases) await c.run(memoryStorage(), { exactMessages: false });
 * ```
 */
export const bytesCases: readonly ContractCase[] = [
  {
    name: 'reads null for a missing file, also below a missing folder',
    run: async (s) => {
      same("read('nope.md') of a missing file", await s.read('nope.md'), null);
      same("read('a/b/c.md') below a missing folder", await s.read('a/b/c.md'), null);
    },
  },
  {
    name: 'writes and reads back bytes exactly, and replaces on rewrite',
    run: async (s) => {
      await s.mkdirp('docs/req');
      const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x23, 0x0d, 0x0a, 0x00, 0xff]);
      await s.writeAtomic('docs/req/a.md', bytes);
      sameBytes("read('docs/req/a.md') after writing a BOM, CRLF, NUL and 0xff", await s.read('docs/req/a.md'), bytes);
      await s.writeAtomic('docs/req/a.md', utf8('second'));
      same("read('docs/req/a.md') after a rewrite", await readText(s, 'docs/req/a.md'), 'second');
      await s.writeAtomic('docs/req/a.md', new Uint8Array());
      sameBytes("read('docs/req/a.md') after writing no bytes", await s.read('docs/req/a.md'), new Uint8Array());
    },
  },
  {
    name: 'returns plain Uint8Array copies, so callers cannot change the store',
    run: async (s) => {
      const input = utf8('abc');
      await s.writeAtomic('f.txt', input);
      input[0] = 0x78;
      const first = await s.read('f.txt');
      same("read('f.txt'): the constructor of the bytes", first?.constructor, Uint8Array);
      first?.fill(0x7a);
      same("read('f.txt') after the caller changed the written and the read bytes", await readText(s, 'f.txt'), 'abc');
    },
  },
  {
    name: 'writeAtomic with expect replaces the file only while it still holds those bytes',
    run: async (s, { exactMessages }) => {
      await s.mkdirp('d');
      await s.writeAtomic('d/a.md', utf8('one'));
      await s.writeAtomic('d/a.md', utf8('two'), { expect: utf8('one') });
      same("read('d/a.md') after a write expecting its bytes", await readText(s, 'd/a.md'), 'two');
      const stale = "writeAtomic('d/a.md', …, { expect: <bytes it no longer holds> })";
      const changed = await storageError(stale, s.writeAtomic('d/a.md', utf8('three'), { expect: utf8('one') }), 'changed');
      same(`${stale}: the error's path`, changed.path, 'd/a.md');
      if (exactMessages) {
        same(`${stale}: the error's message`, changed.message, 'could not write d/a.md: the file changed since it was read; it was left as it is (read it again and retry)');
      }
      same("read('d/a.md') after the refused write", await readText(s, 'd/a.md'), 'two');
      await s.remove('d/a.md');
      await storageError("writeAtomic('d/a.md', …, { expect: <bytes> }) of a file that is gone", s.writeAtomic('d/a.md', utf8('x'), { expect: utf8('two') }), 'changed');
      same("read('d/a.md') after the refused write of a file that was gone", await s.read('d/a.md'), null);
      sameEntries("list('d') after the refused write", await s.list('d'), []);
    },
  },
  {
    name: 'writeAtomic with expect null creates the file only when it does not exist',
    run: async (s, { exactMessages }) => {
      await s.writeAtomic('n.md', utf8('first'), { expect: null });
      same("read('n.md') after a write expecting it missing", await readText(s, 'n.md'), 'first');
      const existing = "writeAtomic('n.md', …, { expect: null }) of an existing file";
      const error = await storageError(existing, s.writeAtomic('n.md', utf8('second'), { expect: null }), 'changed');
      if (exactMessages) {
        same(`${existing}: the error's message`, error.message, 'could not write n.md: the file was created since it was found missing; it was left as it is (read it again and retry)');
      }
      same("read('n.md') after the refused write", await readText(s, 'n.md'), 'first');
      sameEntries("list('') after the refused write", await s.list(''), ['file:n.md']);
    },
  },
  {
    name: 'writeAtomic refuses an expect that is not bytes or null, and content that is not bytes',
    run: async (s, { exactMessages }) => {
      const badExpect = "writeAtomic('a.md', …, { expect: 'x' })";
      const expectError = await refused(badExpect, s.writeAtomic('a.md', utf8('x'), { expect: 'x' as unknown as Uint8Array }));
      const badBytes = "writeAtomic('a.md', 'x')";
      const bytesError = await refused(badBytes, s.writeAtomic('a.md', 'x' as unknown as Uint8Array));
      if (exactMessages) {
        const expectText = 'writeAtomic: option "expect" must be a Uint8Array, or null for "must not exist", got string "x"';
        holds(`${badExpect}: the error's message`, String((expectError as Error)?.message).includes(expectText), `a message containing ${JSON.stringify(expectText)}`, expectError);
        const bytesText = 'writeAtomic: argument "bytes" must be a Uint8Array, got string "x"';
        holds(`${badBytes}: the error's message`, String((bytesError as Error)?.message).includes(bytesText), `a message containing ${JSON.stringify(bytesText)}`, bytesError);
      }
      same("read('a.md') after the refused writes", await s.read('a.md'), null);
    },
  },
  {
    name: 'rejects a write into a missing folder with io',
    run: async (s) => {
      await storageError("writeAtomic('missing/a.md') into a missing folder", s.writeAtomic('missing/a.md', utf8('x')), 'io');
      sameEntries("list('missing') after the refused write", await s.list('missing'), []);
    },
  },
  {
    name: 'rejects writing over a folder with io',
    run: async (s) => {
      await s.mkdirp('d');
      await storageError("writeAtomic('d') over the folder d", s.writeAtomic('d', utf8('x')), 'io');
    },
  },
];
