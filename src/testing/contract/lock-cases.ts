/**
 * The storage contract on locks: exclusion, independence of keys,
 * timeouts, and serialised read-modify-write cycles.
 *
 * @packageDocumentation
 */

import type { ContractCase } from './case.js';
import { readText, sleep, utf8 } from './case.js';
import { holds, same, storageError } from './checks.js';

/**
 * The lock cases of the contract.
 *
 * @example
 * ```ts
 * for (const c of lockCases) await c.run(memoryStorage(), { exactMessages: false });
 * ```
 */
export const lockCases: readonly ContractCase[] = [
  {
    name: 'lock excludes other holders of the same key until release',
    run: async (s) => {
      const release = await s.lock('docs/req/a.md');
      let second = false;
      const pending = s.lock('docs/req/a.md').then((r) => {
        second = true;
        return r;
      });
      await sleep(60);
      same("a second lock('docs/req/a.md') while the first is held: granted", second, false);
      await release();
      const release2 = await pending;
      same("the second lock('docs/req/a.md') after the first was released: granted", second, true);
      await release2();
    },
  },
  {
    name: 'locks on different keys are independent',
    run: async (s) => {
      const a = await s.lock('k/a');
      // Held on another key, this lock must not wait: a timeout would fail the case.
      const b = await s.lock('k/b', { timeoutMs: 200 });
      await Promise.all([a(), b()]);
    },
  },
  {
    name: 'lock times out with lock-timeout naming the key, and works again after release',
    run: async (s) => {
      const key = 'docs/tsk/.board';
      const release = await s.lock(key);
      const started = Date.now();
      const error = await storageError(`lock('${key}', { timeoutMs: 80 }) while it is held`, s.lock(key, { timeoutMs: 80 }), 'lock-timeout');
      const waited = Date.now() - started;
      same(`lock('${key}', { timeoutMs: 80 }): the error's path`, error.path, key);
      // Bounds loose enough for a busy machine: it waited for the timeout, and not for ever.
      holds(`lock('${key}', { timeoutMs: 80 }): milliseconds waited before failing`, waited >= 70 && waited < 2000, 'about 80 (at least 70, less than 2000)', waited);
      await release();
      await release();
      const again = await s.lock(key, { timeoutMs: 80 });
      await again();
    },
  },
  {
    name: 'a timeout of 0 fails at once when the lock is held',
    run: async (s) => {
      const release = await s.lock('z');
      await storageError("lock('z', { timeoutMs: 0 }) while it is held", s.lock('z', { timeoutMs: 0 }), 'lock-timeout');
      await release();
      await (await s.lock('z', { timeoutMs: 0 }))();
    },
  },
  {
    name: 'lock serialises read-modify-write cycles: no lost update',
    run: async (s) => {
      await s.writeAtomic('counter', utf8('0'));
      const worker = async (): Promise<void> => {
        for (let i = 0; i < 10; i++) {
          const release = await s.lock('counter');
          try {
            const value = Number(await readText(s, 'counter'));
            await sleep(1);
            await s.writeAtomic('counter', utf8(String(value + 1)));
          } finally {
            await release();
          }
        }
      };
      await Promise.all([worker(), worker(), worker()]);
      same("the counter after 3 workers added 1 ten times each under lock('counter')", await readText(s, 'counter'), '30');
    },
  },
];
