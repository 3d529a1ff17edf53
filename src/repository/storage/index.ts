/**
 * Storage: the byte-level interface of the repository and its memory and
 * Node file-system implementations (operations.md §1.2, §8).
 *
 * @packageDocumentation
 */

export type { FileIdentity, Storage, StorageEntry, WriteOptions } from './storage.js';
export { memoryStorage } from './memory-storage.js';
export { nodeStorage } from './node-storage.js';
export type { NodeStorageOptions } from './node-storage.js';
export { assertInsideRoot, baseName, isInside, joinPath, normalizeRelative, parentDir } from './paths.js';
