// Results with the persisted cache are the results without it (issue 13
// item 2): rows (etags and errors included), documents, parse failures and
// link diagnostics over the corpus of test fixtures — the language fixture
// tree, the examples and the catalogue of mistakes — in every language,
// in memory (where a second repository is served by identity from the
// stored outcomes) and on real files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureFiles } from '../fixtures/repository-languages/fixture.js';
import type { DocumentCache } from '../../src/repository/persist/document-cache.js';
import { directoryCache } from '../../src/repository/persist/directory-cache.js';
import { createRepository, memoryStorage, type Repository, type Storage } from '../../src/repository/index.js';
import { UsageError } from '../../src/errors/index.js';
import { projectRoot } from '../helpers/built.js';
import { fixedClock, tempRoot, writeText } from './helpers/fixtures.js';

function walk(dir: string, prefix: string, into: Record<string, string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`, into);
    else if (entry.name.endsWith('.md')) into[`${prefix}${entry.name}`] = readFileSync(join(dir, entry.name), 'utf8');
  }
}

function corpus(): Record<string, string> {
  const files = fixtureFiles();
  walk(join(projectRoot, 'examples/specs/docs'), 'docs/', files);
  walk(join(projectRoot, 'test/fixtures/mistakes'), 'docs/tsk/', files);
  return files;
}

function mapCache(): DocumentCache {
  const files = new Map<string, Uint8Array>();
  return { read: async (key) => files.get(key) ?? null, write: async (key, bytes) => void files.set(key, bytes) };
}

const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;

// Everything a user sees of the corpus: every page of every type and language, every document by ref, and the link check.
async function observe(repo: Repository): Promise<unknown[]> {
  const seen: unknown[] = [];
  for (const mode of ['list', 'get'] as const) {
    for (const tag of ['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs', 'adr']) {
      for (const language of LANGUAGES) {
        let page;
        try {
          page = await repo.list(tag, { maxResults: 1000, language });
        } catch (error) {
          if (error instanceof UsageError) continue;
          throw error;
        }
        if (mode === 'list') seen.push([tag, language, page]);
        else for (const row of page.results) seen.push(await repo.get(tag, { ref: row.ref }, { language, allowBroken: true, source: true }).catch((error: unknown) => String(error)));
      }
    }
  }
  seen.push(await repo.checkLinks());
  return seen;
}

async function onDisk(files: Record<string, string>): Promise<{ storage: Storage; root: string }> {
  const { nodeStorage } = await import('../../src/repository/storage/index.js');
  const root = tempRoot();
  const storage = nodeStorage(root);
  for (const [path, text] of Object.entries(files)) await writeText(storage, path, text);
  return { storage, root };
}

describe('the persisted cache changes no result (issue 13)', () => {
  it('in memory: a cold cache, then a second repository served from it', async () => {
    const storage = memoryStorage(corpus());
    const plain = await observe(createRepository({ storage, clock: fixedClock() }));
    const cache = mapCache();
    const writing = await observe(createRepository({ storage, clock: fixedClock(), cache }));
    const reading = await observe(createRepository({ storage, clock: fixedClock(), cache }));
    expect(writing).toStrictEqual(plain);
    expect(reading).toStrictEqual(plain);
    expect(plain.length).toBeGreaterThan(60);
  });

  it('in lenient mode too', async () => {
    const storage = memoryStorage(corpus());
    const plain = await observe(createRepository({ storage, clock: fixedClock(), mode: 'lenient' }));
    const cache = mapCache();
    await observe(createRepository({ storage, clock: fixedClock(), mode: 'lenient', cache }));
    expect(await observe(createRepository({ storage, clock: fixedClock(), mode: 'lenient', cache }))).toStrictEqual(plain);
  });

  it('on real files with a directory cache', async () => {
    const { storage, root } = await onDisk(corpus());
    const plain = await observe(createRepository({ storage, clock: fixedClock() }));
    const cache = directoryCache(join(root, 'node_modules/.cache/specmgr'));
    expect(await observe(createRepository({ storage, clock: fixedClock(), cache }))).toStrictEqual(plain);
    expect(await observe(createRepository({ storage, clock: fixedClock(), cache }))).toStrictEqual(plain);
    expect(readdirSync(join(root, 'node_modules/.cache/specmgr')).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
