/**
 * Catch the usage error of a call, whether it throws or rejects, so tests
 * can pin its code and exact message (in the reference profile's words).
 */
import { UsageError } from '../../../src/index.js';
import { referenceText } from '../../helpers/usage-error.js';

/**
 * The `[code, message]` of the UsageError a call throws or rejects with,
 * the message worded in the reference profile.
 *
 * @param run - the call
 * @returns the code and the reference message
 * @throws Error when the call succeeds or fails with anything else
 * @example
 * ```ts
 * expect(await usageErrorOf(() => parse('tsk', '', { language: 'DE' }))).toEqual(['invalid-language', "language 'DE' is not …"]);
 * ```
 */
export async function usageErrorOf(run: () => unknown): Promise<[string, string]> {
  try {
    await run();
  } catch (error) {
    if (error instanceof UsageError) return [error.code, referenceText(error)];
    throw error;
  }
  throw new Error('expected a UsageError');
}

/**
 * A storage whose every method throws: proves that a check runs before any
 * storage access.
 *
 * @returns the storage
 * @example
 * ```ts
 * createRepository({ storage: untouchableStorage() as never });
 * ```
 */
export function untouchableStorage(): unknown {
  return new Proxy(
    {},
    {
      get: (_target, property) =>
        property === 'then'
          ? undefined
          : () => {
              throw new Error(`storage accessed: ${String(property)}`);
            },
    },
  );
}
