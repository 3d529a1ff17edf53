/**
 * Frontmatter: reading, validating, rendering and editing the YAML block of a
 * document (formats.md §3).
 *
 * @packageDocumentation
 */

export { readFrontmatter } from './read.js';
export type { FieldRange, FrontmatterReadResult } from './read.js';
export {
  ADR_KEY_ALIASES,
  SCHEMA_VERSION,
  frontmatterModelSchema,
  frontmatterValidator,
  knownKeys,
} from './schema.js';
export { checkOwnKeys, ownKeyDefaults, ownKeys } from './own-keys.js';
export type { AdrFrontmatter, BaseFrontmatter } from './model.js';
export type {
  FrontmatterIssueParams,
  FrontmatterIssueProblem,
  FrontmatterKeys,
  FrontmatterMode,
  FrontmatterModel,
  FrontmatterRules,
  SharedShape,
} from './schema.js';
export {
  TIMESTAMP_PATTERN,
  checkLegacyTimestamp,
  checkTimestamp,
  clockTimestamp,
  formatTimestamp,
  legacyTimestampForm,
  systemClock,
  timestampInstant,
  timestampSuggestion,
} from './timestamp.js';
export type { Clock, LegacyTimestampForm } from './timestamp.js';
export { renderNewFrontmatter } from './render.js';
export { editFrontmatterYaml } from './edit.js';
export { isPlainSafe, keySource, quotedScalar, scalarSource } from './scalar.js';
export { compareCodePoints } from '../../diagnostics/index.js';
export { CURRENT_TIMESTAMP_FORM } from '../../diagnostics/index.js';
