#!/usr/bin/env node
// Print one plain closing line for the unit tests ("tests: N passed, N failed"),
// read from vitest's JSON report, so any CI can read the outcome.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../.vitest-report.json', import.meta.url), 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0);
