export { SpecmgrError } from './specmgr-error.js';
export { UsageError } from './usage-error.js';
export type { UsageErrorCode } from './usage-error.js';
export { NotFoundError } from './not-found-error.js';
export type { NotFoundErrorCode } from './not-found-error.js';
export { AlreadyExistsError } from './already-exists-error.js';
export { StorageError } from './storage-error.js';
export type { StorageErrorCode } from './storage-error.js';
