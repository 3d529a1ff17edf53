/**
 * The testing layer: what `specmgr/testing` offers test suites.
 *
 * @packageDocumentation
 */

export { describeStorageContract } from './storage-contract.js';
export type { StorageContractOptions } from './storage-contract.js';
export { assertValidDocument, DocumentAssertionError } from './assert-valid.js';
export type { AssertValidDocumentOptions } from './assert-valid.js';
export { specmgrMatchers } from './matchers.js';
export type { DiagnosticExpectation, SpecmgrMatcherResult, SpecmgrMatchers } from './matchers.js';
export type { ParseExpectation } from './received-problems.js';
export type { ProblemLike } from './diagnostic-lines.js';
export { checkTree } from './check-tree.js';
export type { CheckTreeOptions } from './check-tree.js';
