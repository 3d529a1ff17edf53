#!/usr/bin/env node
/**
 * The `specmgr` command (package `bin`).
 *
 * @packageDocumentation
 */

export {};
