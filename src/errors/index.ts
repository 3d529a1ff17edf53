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
export { defaultErrorMessages, defaultErrorText } from './default-messages.js';
export type { LanguageReasons } from './reasons/languages.js';
export type { OptionReasons } from './reasons/options.js';
export type { SectionKind, SectionOperation, SectionPointerExpected, SectionReasons } from './reasons/sections.js';
export type { CharacterProblem, TargetReasons } from './reasons/targets.js';
export type { TypeReasons } from './reasons/types.js';
export type { EditReasons } from './reasons/edits.js';
export type { RenderersOf } from './default/renderers.js';
// The words that carry no value read the same in every profile.
export { characterText } from './default/shown.js';
export { pathProblem } from './default/targets.js';
export { placeholderList } from './default/languages.js';
export { SECTION_KIND_FIX, sectionKindText } from './default/sections.js';
export { repositoryErrorMessages } from './default/repository.js';
export type { RepositoryErrorRenderers } from './default/repository.js';
