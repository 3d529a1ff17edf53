/**
 * Catch the UsageError a synchronous call throws, so tests can pin its code
 * and message.
 */
import { UsageError } from '../../src/index.js';

/** The UsageError `run` throws; rethrows anything else, and fails when it returns. */
export function usageError(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a UsageError');
}
