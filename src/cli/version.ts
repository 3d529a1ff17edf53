/**
 * The version `specmgr --version` prints: the package's own, bundled into
 * the command at build time so it can never disagree with package.json.
 *
 * @packageDocumentation
 */

import packageJson from '../../package.json' with { type: 'json' };

/**
 * The package version, e.g. `0.1.0`.
 *
 * @example
 * ```ts
 * io.stdout(`specmgr ${specmgrVersion}\n`);
 * ```
 */
export const specmgrVersion: string = packageJson.version;
