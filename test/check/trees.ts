/**
 * The fixture trees of the check tests (test/fixtures/trees/<name>/) and
 * the documents they are made of, for trees built in memory.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The absolute path of a fixture tree. */
export function treePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/trees/${name}/`, import.meta.url)).replace(/\/$/, '');
}

/** A file of a fixture tree, as text. */
export function treeFile(name: string, path: string): string {
  return readFileSync(`${treePath(name)}/${path}`, 'utf8');
}

export const REQ_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
export const REQ_FILE = `docs/req/req-${REQ_ID}-maximum-engine-temperature.md`;
export const REQ_DE_FILE = `docs/req/de/req-${REQ_ID}-maximum-engine-temperature.md`;
export const VCR_FILE = 'docs/vcr/vcr-b0b0b0b0-0000-4000-8000-000000000001-engine-temperature-limit-verification.md';
export const FEAT_FILE = '.specmgr/feat/feat-214-csv-export/README.md';
export const BROKEN_FILE = 'docs/req/req-a1b2c3d4-0000-4000-8000-000000000002-minimum-idle-speed.md';
