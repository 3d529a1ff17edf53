/**
 * The testing layer: what `specmgr/testing` offers test suites.
 *
 * @packageDocumentation
 */

export { describeStorageContract } from './storage-contract.js';
export type { StorageContractOptions } from './storage-contract.js';
