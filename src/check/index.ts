/**
 * The check layer: the whole-tree check of a repository (`specmgr check`,
 * `checkTree` of `specmgr/testing`) and the one opener of a tree on disk.
 *
 * @packageDocumentation
 */

export { checkRepository } from './check-repository.js';
export { openTree } from './open-tree.js';
export type { OpenTreeOptions } from './open-tree.js';
export type { CheckedFile, CheckFinding, CheckOptions, CheckReport, CheckSummary, FindingSource } from './report.js';
