export { SpecmgrError } from './specmgr-error.js';
export { UsageError, usageError } from './usage-error.js';
export type { UsageErrorCode } from './usage-error.js';
export { NotFoundError } from './not-found-error.js';
export type { NotFoundErrorCode } from './not-found-error.js';
export { AlreadyExistsError } from './already-exists-error.js';
export { rootError, StorageError } from './storage-error.js';
export type { StorageErrorCode } from './storage-error.js';

// Used by the layers above.
export { anything, arg, arrayOf, boolean, checkArguments, checked, custom, describeValue, integer, isPlainObject, oneOf, optional, options, record, text } from './arguments.js';
export type { ArgumentSpec, Rule } from './arguments.js';
export type { ErrorParamsByReason, ErrorReason, ErrorRenderers } from './messages.js';
export { errorText, rewordError } from './messages.js';
export { defaultErrorMessages } from './default-messages.js';
export { repositoryErrorMessages } from './repository-messages.js';
export type { RepositoryErrorRenderers } from './repository-messages.js';
