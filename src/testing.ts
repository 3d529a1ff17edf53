/**
 * specmgr/testing — for test suites: a whole-tree check, assertions and
 * matchers for documents, and the contract suite of a `Storage`.
 *
 * It may use Node built-ins; the main entry, `specmgr`, never imports it.
 *
 * @example
 * ```ts
 * import { describe, it } from 'vitest';
 * import { memoryStorage } from 'specmgr';
 * import { describeStorageContract } from 'specmgr/testing';
 *
 * describeStorageContract('memoryStorage', () => memoryStorage(), { describe, it });
 * ```
 *
 * @packageDocumentation
 */

// The whole-tree check (the engine of `specmgr check`)
export { checkTree } from './testing/index.js';
export type { CheckTreeOptions } from './testing/index.js';
export type { CheckedFile, CheckFinding, CheckOptions, CheckReport, CheckSummary, FindingSource, OpenTreeOptions } from './check/index.js';

// Documents
export { assertValidDocument, DocumentAssertionError } from './testing/index.js';
export type { AssertValidDocumentOptions } from './testing/index.js';

// Matchers (expect.extend(specmgrMatchers) in vitest or jest)
export { specmgrMatchers } from './testing/index.js';
export type { DiagnosticExpectation, ParseExpectation, ProblemLike, SpecmgrMatcherResult, SpecmgrMatchers } from './testing/index.js';

// Storage contract
export { describeStorageContract } from './testing/index.js';
export type { StorageContractOptions } from './testing/index.js';
