/** The traceability fixture tree (test/fixtures/trace/tree), loaded into a memory storage. */
import { cpSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach } from 'vitest';
import { createRepository, memoryStorage, type Repository, type Storage } from '../../src/index.js';
import type { CoverageRule } from '../../src/index.js';

export const TREE = join(import.meta.dirname, '../fixtures/trace/tree');

export const ID = {
  reqA: '1a000000-0000-4000-8000-00000000000a',
  reqB: '1b000000-0000-4000-8000-00000000000b',
  reqC: '1c000000-0000-4000-8000-00000000000c',
  vcr1: '2a000000-0000-4000-8000-00000000000a',
  vcr2: '2b000000-0000-4000-8000-00000000000b',
  tsk: '3a000000-0000-4000-8000-00000000000a',
  feat: 'feat-1-sessions',
} as const;

export const PATH = {
  reqA: `docs/req/req-${ID.reqA}-sessions-expire.md`,
  reqB: `docs/req/req-${ID.reqB}-passwords-are-hashed.md`,
  reqC: `docs/req/req-${ID.reqC}-audit-log.md`,
  vcr1: `docs/vcr/vcr-${ID.vcr1}-session-timeout.md`,
  vcr2: `docs/vcr/vcr-${ID.vcr2}-hash-check.md`,
  tsk: `docs/tsk/tsk-${ID.tsk}-release.md`,
  feat: '.specmgr/feat/feat-1-sessions/README.md',
} as const;

function walk(dir: string, out: Record<string, string>): Record<string, string> {
  const stack = [dir];
  while (stack.length > 0) {
    const at = stack.pop() as string;
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) stack.push(path);
      else out[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  }
  return out;
}

/** The fixture files, root-relative path → text. */
export function treeFiles(): Record<string, string> {
  return walk(TREE, {});
}

/** A repository over a fresh memory copy of the tree. */
export function treeRepo(options: { coverage?: readonly CoverageRule[]; files?: Record<string, string> } = {}): { repo: Repository; storage: Storage } {
  const storage = memoryStorage({ ...treeFiles(), ...(options.files ?? {}) });
  const repo = createRepository({ storage, ...(options.coverage === undefined ? {} : { coverage: options.coverage }) });
  return { repo, storage };
}

/** The text of a file of the storage. */
export async function textOf(storage: Storage, path: string): Promise<string | null> {
  const bytes = await storage.read(path);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/**
 * Copies of the tree on disk for one test file: each call makes a fresh copy under the system's
 * temporary folder (its real path), removed after the test that made it.
 */
export function diskCopies(prefix: string): () => string {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  return () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
    roots.push(root);
    cpSync(TREE, root, { recursive: true });
    return root;
  };
}
