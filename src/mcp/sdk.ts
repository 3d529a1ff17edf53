/**
 * The one runtime piece of `@modelcontextprotocol/sdk` the adapter needs
 * (`ResourceTemplate`), loaded on first use, so that `specmgr/mcp` itself
 * imports nothing from the optional peer dependency.
 *
 * @packageDocumentation
 */

import type { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SpecmgrError } from '../errors/index.js';

/** The package the adapter is built on. */
const SDK_PACKAGE = '@modelcontextprotocol/sdk';

/**
 * The part of the SDK's `server/mcp.js` module the adapter uses.
 *
 * @example
 * ```ts
 * const sdk: McpSdkModule = await import('@modelcontextprotocol/sdk/server/mcp.js');
 * ```
 */
export type McpSdkModule = { ResourceTemplate: typeof ResourceTemplate };

/**
 * How the SDK module is imported; tests pass one that fails.
 *
 * @example
 * ```ts
 * const importer: McpSdkImporter = () => import('@modelcontextprotocol/sdk/server/mcp.js');
 * ```
 */
export type McpSdkImporter = () => Promise<McpSdkModule>;

/**
 * `specmgr/mcp` was used where `@modelcontextprotocol/sdk` cannot be
 * imported. The message says what to install.
 *
 * @example
 * ```ts
 * try { await registerSpecmgrTools(server, { repo }); } catch (error) { if (error instanceof MissingPeerDependencyError) console.error(error.message); }
 * ```
 */
export class MissingPeerDependencyError extends SpecmgrError {
  override readonly name = 'MissingPeerDependencyError';
  /** Always `missing-peer-dependency`. */
  readonly code = 'missing-peer-dependency';
  /** The package that could not be imported. */
  readonly packageName: string;

  /**
   * @param packageName - the package that could not be imported
   * @param cause - the import failure
   * @example
   * ```ts
   * throw new MissingPeerDependencyError('@modelcontextprotocol/sdk', error);
   * ```
   */
  constructor(packageName: string, cause: unknown) {
    super(`specmgr/mcp needs the package "${packageName}" (1.x), which is not installed: npm install ${packageName}`, { cause });
    this.packageName = packageName;
  }
}

const importFromPackage: McpSdkImporter = () => import('@modelcontextprotocol/sdk/server/mcp.js');

let loaded: McpSdkModule | undefined;

function isMissingModule(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
}

/**
 * Import a part of the optional peer dependency; a missing package becomes
 * {@link MissingPeerDependencyError}, any other failure is rethrown.
 *
 * @param importer - the dynamic import
 * @returns the module
 * @throws MissingPeerDependencyError when the package is not installed
 * @example
 * ```ts
 * const { StdioServerTransport } = await importPeer(() => import('@modelcontextprotocol/sdk/server/stdio.js'));
 * ```
 */
export async function importPeer<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    if (isMissingModule(error)) throw new MissingPeerDependencyError(SDK_PACKAGE, error);
    throw error;
  }
}

/**
 * The SDK module, imported once.
 *
 * @param importer - how to import it (default: the installed package)
 * @returns the module
 * @throws MissingPeerDependencyError when the package is not installed
 * @example
 * ```ts
 * const { ResourceTemplate } = await loadMcpSdk();
 * ```
 */
export async function loadMcpSdk(importer: McpSdkImporter = importFromPackage): Promise<McpSdkModule> {
  if (importer === importFromPackage && loaded !== undefined) return loaded;
  const module = await importPeer(importer);
  if (importer === importFromPackage) loaded = module;
  return module;
}
