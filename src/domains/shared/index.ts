/**
 * Section shapes shared by several document types (formats.md §5.2–§5.6):
 * Source, Roles and Responsibilities, Tags, typed cross-references and
 * Related Artifacts, plus Priority, numbered sections and their uniqueness,
 * and the trailing sections of req and gol.
 *
 * @packageDocumentation
 */
export { numberedSections } from './numbered-sections.js';
export { priority, priorityRule } from './priority.js';
export { rolesAndResponsibilities } from './rasci.js';
export { referenceList, type ReferenceListOptions } from './reference-list.js';
export { relatedArtifacts, relatedArtifactsWithSops } from './related-artifacts.js';
export { source } from './source.js';
export { tags } from './tags.js';
export { trailingSections } from './trailing-sections.js';
export {
  referenceLegacy,
  typedReference,
  typedReferenceDisplay,
  type ReferenceLegacy,
  type ReferenceLegacyOptions,
  type ReferenceTag,
  type ReferenceTags,
  type TypedReferenceOptions,
} from './typed-reference.js';
export { uniqueNumbers } from './unique-numbers.js';
