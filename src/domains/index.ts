/**
 * The front door of the domains layer: what the layers above may import from it.
 *
 * @packageDocumentation
 */

// Used by the layers above.
export type { AdrBody, AdrOption } from './adr/index.js';
export { adrBodySchema, adrOptionSchema } from './adr/model.js';
export type { DecisionBody } from './dec/index.js';
export type { FeatureBody } from './feat/index.js';
export type { GoalBody } from './gol/index.js';
export type { ProblemStatementBody } from './prb/index.js';
export type { QuestionAndAnswerBody } from './qa/index.js';
export { documentTypes, findDocumentType, withHostTypes } from './registry.js';
export type { BodyOf, DocumentTag, FrontmatterOf } from './registry.js';
export type { RequirementBody } from './req/index.js';
export type { RiskBody } from './rsk/index.js';
export type { StandardOperatingProcedureBody } from './sop/index.js';
export type { SystemRequirementsSpecificationBody } from './sysrs/index.js';
export type { TaskBody } from './tsk/index.js';
export type { UseCaseBody } from './uc/index.js';
export type { VerificationCaseRecordBody } from './vcr/index.js';
