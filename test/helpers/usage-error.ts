/**
 * Catch the UsageError a synchronous call throws, so tests can pin its code
 * and message; and read an error in the reference profile's words.
 */
import { errorText, rewordError, type ErrorReason } from '../../src/errors/index.js';
import { UsageError } from '../../src/index.js';
import { referenceMessages } from '../../src/messages/index.js';

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

/** The UsageError a call throws or its promise rejects with; fails otherwise. */
export async function usageErrorOf(run: () => unknown): Promise<UsageError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a UsageError');
}

type Worded = { message: string; reason?: ErrorReason; params?: unknown };

/** An error's text in the reference profile (its message when it has no reason). */
export function referenceText(error: unknown): string {
  return errorText(error as Worded, referenceMessages.errors);
}

function reworded(error: unknown): unknown {
  return error instanceof Error ? rewordError(error as Error & Worded, referenceMessages.errors) : error;
}

/**
 * The same function, whose thrown errors (and rejections) are worded in the
 * reference profile: `expect(inReferenceWords(() => f())).toThrow('…')`.
 */
export function inReferenceWords<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    let result: R;
    try {
      result = run(...args);
    } catch (error) {
      throw reworded(error);
    }
    if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(reworded(error))) as R;
    return result;
  };
}

/** A promise whose rejection is worded in the reference profile. */
export function referenceRejection<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => Promise.reject(reworded(error)));
}
