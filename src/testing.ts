/**
 * specmgr/testing — for test suites: a whole-tree check, assertions and
 * matchers for documents, and the contract suite of a `Storage`.
 *
 * @packageDocumentation
 */

export {};
