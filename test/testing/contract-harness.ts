/**
 * A minimal test framework that records what the storage contract suite
 * registers, so a test can run one case on a storage and see it fail.
 */
import type { Storage } from '../../src/repository/storage/index.js';
import { describeStorageContract } from '../../src/testing.js';

/** The suite as registered: its describe name and its tests by name. */
export type RecordedSuite = { suites: string[]; tests: Map<string, () => Promise<void>> };

/** Register the contract for a storage maker with a recording framework. */
export function recordContract(make: () => Storage | Promise<Storage>, exactMessages?: boolean): RecordedSuite {
  const suites: string[] = [];
  const tests = new Map<string, () => Promise<void>>();
  describeStorageContract('under test', make, {
    describe: (name, body) => {
      suites.push(name);
      body();
    },
    it: (name, body) => {
      tests.set(name, body);
    },
    ...(exactMessages === undefined ? {} : { exactMessages }),
  });
  return { suites, tests };
}

/** Run one recorded case; the error it threw, or undefined when it passed. */
export async function failureOf(suite: RecordedSuite, name: string): Promise<unknown> {
  const test = suite.tests.get(name);
  if (test === undefined) throw new Error(`no contract case named ${JSON.stringify(name)}`);
  try {
    await test();
    return undefined;
  } catch (error) {
    return error;
  }
}
