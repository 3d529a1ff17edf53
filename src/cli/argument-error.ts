/**
 * A mistake on the command line, found by the command itself (a missing
 * argument, a value of the wrong form, an option that needs another one).
 *
 * @packageDocumentation
 */

/**
 * A command-line mistake: the dispatcher prints its message as one line
 * with a pointer to the command's `--help`, and exits with code 2.
 *
 * @example
 * ```ts
 * throw new ArgumentError('list takes one document type, e.g. "specmgr list req"');
 * ```
 */
export class ArgumentError extends Error {
  /**
   * @param message - what is wrong and how to write it instead
   * @example
   * ```ts
   * new ArgumentError('--limit takes a whole number, got "ten"');
   * ```
   */
  constructor(message: string) {
    super(message);
    this.name = 'ArgumentError';
  }
}
