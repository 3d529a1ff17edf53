/**
 * The worker-thread parse pool (issue 13 item 4): the packaged pool
 * (dist/, run `npm run build` first) parses the corpus of test fixtures
 * exactly as the in-process path does, fails only the document whose job
 * takes a thread down, recovers, and never keeps a process alive.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes } from '../../src/domains/index.js';
import { defaultLimits } from '../../src/format/index.js';
import { headingTable } from '../../src/i18n/index.js';
import { parseBatchWith } from '../../src/repository/parallel/batch.js';
import type { ParseBatch, ParseOutcome, ParseWorkers } from '../../src/repository/parallel/parse-workers.js';
import { parsePool } from '../../src/repository/parallel/pool.js';
import { createRepository, type Repository } from '../../src/repository/index.js';
import { memoryStorage } from '../../src/repository/storage/index.js';
import { built } from '../helpers/built.js';
import { corpusDocuments, corpusFiles } from './helpers/workers-pool-corpus.js';

type Packaged = { workerThreads: (options?: { size?: number; threshold?: number }) => ParseWorkers };
let packaged: Packaged;
let pool: ParseWorkers;
const tags = Object.keys(documentTypes) as (keyof typeof documentTypes)[];
const LANGUAGES = ['en', 'de', 'es', 'fr'];

beforeAll(async () => {
  packaged = (await import(pathToFileURL(built('node.js')).href)) as Packaged;
  pool = packaged.workerThreads({ size: 2, threshold: 0 });
});
afterAll(async () => {
  await pool.close();
});

const languageOf = (path: string): string => /\/(de|es|fr)\//.exec(path)?.[1] ?? 'en';

function corpusBatches(mode: 'strict' | 'lenient'): ParseBatch[] {
  const groups = new Map<string, ParseBatch>();
  for (const doc of corpusDocuments()) {
    const language = languageOf(doc.path);
    const key = `${doc.tag}/${language}`;
    let batch = groups.get(key);
    if (batch === undefined) {
      batch = { type: doc.tag, mode, language, headings: headingTable(doc.tag, language), limits: defaultLimits, jobs: [] };
      groups.set(key, batch);
    }
    (batch.jobs as { path: string; text: string }[]).push({ path: doc.path, text: doc.text });
  }
  return [...groups.values()];
}

/** A pool that records the batches it is given. */
function recording(inner: ParseWorkers, threshold = inner.threshold): ParseWorkers & { batches: string[] } {
  const batches: string[] = [];
  return { threshold, batches, parse: (batch) => (batches.push(`${batch.type}/${batch.language}:${batch.jobs.length}`), inner.parse(batch)), close: () => inner.close() };
}

async function everything(repo: Repository): Promise<unknown[]> {
  const seen: unknown[] = [];
  for (const tag of tags) {
    for (const language of LANGUAGES) {
      try {
        const page = await repo.list(tag, { maxResults: 1000, language });
        seen.push(page);
        for (const row of page.results) seen.push(await repo.get(tag, { ref: row.ref }, { source: true, language }));
      } catch (error) {
        seen.push(String(error));
      }
    }
  }
  seen.push(await repo.checkLinks());
  return seen;
}

describe('worker pool: the same results as in-process', () => {
  it.each(['strict', 'lenient'] as const)('parses every corpus document as in-process does (%s, all 13 types, every language)', async (mode) => {
    const batches = corpusBatches(mode);
    expect(new Set(batches.map((b) => b.type))).toEqual(new Set(tags));
    const all: ParseOutcome[] = [];
    for (const batch of batches) {
      const outcomes = await pool.parse(batch);
      expect(outcomes).toStrictEqual(parseBatchWith(documentTypes[batch.type as keyof typeof documentTypes], batch));
      all.push(...outcomes);
    }
    const results = all.map((outcome) => ('result' in outcome ? outcome.result : null));
    expect(results.filter((r) => r?.ok === true).length).toBeGreaterThan(20);
    expect(results.filter((r) => r?.ok === false).length).toBeGreaterThan(20);
    expect(results.some((r) => r?.ok === true && Object.keys(r.source.fields).length > 5 && r.diagnostics.length > 0)).toBe(true);
  });

  it.each(['strict', 'lenient'] as const)('a repository with workers lists, gets and link-checks the corpus as one without (%s)', async (mode) => {
    const files = corpusFiles();
    const spy = recording(pool);
    const threaded = await everything(createRepository({ storage: memoryStorage(files), mode, workers: spy }));
    const inProcess = await everything(createRepository({ storage: memoryStorage(files), mode }));
    expect(threaded.length).toBe(inProcess.length);
    threaded.forEach((seen, k) => expect(seen).toStrictEqual(inProcess[k]));
    expect(new Set(spy.batches.map((b) => b.split('/')[0]))).toEqual(new Set(tags));
    expect(spy.batches).toContain('tsk/fr:2');
    // The broken French variant is among the rows, failed the same way on both paths.
    expect(JSON.stringify(threaded)).toContain(
      'The heading is in English (\\"## Recent Updates\\"); this document is in French, where it is \\"## Mises à jour récentes\\".',
    );
  });

  it('parses a batch smaller than the threshold in-process', async () => {
    const spy = recording(pool, 1000);
    const repo = createRepository({ storage: memoryStorage(corpusFiles()), workers: spy });
    const page = await repo.list('tsk', { maxResults: 1000 });
    expect(page.total).toBeGreaterThan(30);
    expect(spy.batches).toEqual([]);
  });

  it('parses a host type in-process and a built-in type on the pool', async () => {
    const { note, noteText, NOTE_ID } = await import('./helpers/host-types.js');
    const files = { ...corpusFiles(), [`docs/nte/nte-${NOTE_ID}-release-checklist.md`]: noteText };
    const spy = recording(pool);
    const repo = createRepository({ storage: memoryStorage(files), types: [note], workers: spy });
    const notes = await repo.list('nte');
    expect(notes.results.map((row) => [row.title, row.error])).toEqual([['Release Checklist', null]]);
    expect(spy.batches).toEqual([]);
    await repo.list('req');
    expect(spy.batches).toEqual(['req/en:12']);
  });
});

const TSK = documentTypes.tsk;
const tskBatch = (texts: string[]): ParseBatch => ({
  type: 'tsk',
  mode: 'strict',
  language: 'en',
  headings: TSK.headings,
  limits: defaultLimits,
  jobs: texts.map((text, i) => ({ path: `docs/tsk/t${i}.md`, text })),
});
const crashing = TSK.example.replace('# ', '# CRASH-THIS-WORKER ');

describe('worker pool: failures', () => {
  it('fails only the document whose job takes its thread down, then works on', async () => {
    const crashy = parsePool(new URL('./helpers/crashing-parse-worker.mjs', import.meta.url), 2, 0);
    try {
      const texts = Array.from({ length: 12 }, (_, i) => (i === 5 ? crashing : TSK.example.replace('# ', `# ${i} `)));
      const outcomes = await crashy.parse(tskBatch(texts));
      expect(outcomes[5]).toStrictEqual({ thrown: { name: 'Error', message: 'the parse worker thread stopped (exit code 7)' } });
      const expected = parseBatchWith(TSK, tskBatch(texts));
      expect(outcomes.filter((_, i) => i !== 5)).toStrictEqual(expected.filter((_, i) => i !== 5));
      const again = await crashy.parse(tskBatch([TSK.example, TSK.template]));
      expect(again).toStrictEqual(parseBatchWith(TSK, tskBatch([TSK.example, TSK.template])));
    } finally {
      await crashy.close();
    }
  });

  it('reports a document that crashed its thread as a failed list row', async () => {
    const crashy = parsePool(new URL('./helpers/crashing-parse-worker.mjs', import.meta.url), 2, 0);
    try {
      const path = 'docs/tsk/tsk-9a9a0000-0000-4000-8000-000000000001-crash.md';
      const repo = createRepository({ storage: memoryStorage({ [path]: crashing, 'docs/tsk/tsk-9a9a0000-0000-4000-8000-000000000002-fine.md': TSK.example }), workers: crashy });
      const page = await repo.list('tsk');
      expect(page.errorCount).toBe(1);
      expect(page.results.find((row) => row.path === `/${path}`)?.error).toBe(`could not read ${path}: Error: the parse worker thread stopped (exit code 7)`);
    } finally {
      await crashy.close();
    }
  });

  it('fails only the document whose parse throws, on a repository with workers (a host type, in-process)', async () => {
    const { defineDocumentType } = await import('../../src/outline.js');
    const { noteOutline, noteText, NOTE_ID } = await import('./helpers/host-types.js');
    const throwing = defineDocumentType({
      tag: 'nte',
      noun: 'note',
      statuses: { values: ['draft', 'open', 'closed'], default: 'draft' },
      referenceTag: 'NOTE',
      root: noteOutline,
      template: noteText,
      example: noteText,
      matchBody: (_root, body) => {
        if (body.includes('THROW-HERE')) throw new RangeError('the reader gave up');
        return { diagnostics: [], ranges: new Map(), value: { title: 'Fine', summary: '', recentUpdates: [] } } as never;
      },
    });
    const broken = `docs/nte/nte-${NOTE_ID}-broken.md`;
    const files = { [broken]: noteText.replace('Everything', 'THROW-HERE'), 'docs/nte/nte-0e150000-0000-4000-8000-00000000000b-fine.md': noteText.replace(NOTE_ID, '0e150000-0000-4000-8000-00000000000b') };
    const spy = recording(pool);
    const page = await createRepository({ storage: memoryStorage(files), types: [throwing], workers: spy }).list('nte');
    expect(page.results.map((row) => row.error)).toEqual([null, `could not read ${broken}: RangeError: the reader gave up`]);
    const inProcess = await createRepository({ storage: memoryStorage(files), types: [throwing] }).list('nte');
    expect(page).toStrictEqual(inProcess);
    expect(spy.batches).toEqual([]);
  });

  it('fails every job of a batch whose tag is no built-in type, with the reason', async () => {
    const outcomes = await pool.parse({ ...tskBatch([TSK.example, TSK.example]), type: 'nte' });
    const thrown = { name: 'TypeError', message: '"nte" is not a built-in document type; only built-in types are parsed on worker threads' };
    expect(outcomes).toStrictEqual([{ thrown }, { thrown }]);
  });

  it('parses in-process after close(), with the same results', async () => {
    const closing = packaged.workerThreads({ size: 1, threshold: 0 });
    const batch = tskBatch([TSK.example, crashing, '# no frontmatter']);
    expect(await closing.parse(batch)).toStrictEqual(parseBatchWith(TSK, batch));
    await closing.close();
    await closing.close();
    expect(await closing.parse(batch)).toStrictEqual(parseBatchWith(TSK, batch));
  });

  it('never keeps a process alive: a script that does not close its pool ends', () => {
    const script = [
      `import { workerThreads } from ${JSON.stringify(pathToFileURL(built('node.js')).href)};`,
      `import { documentTypes } from ${JSON.stringify(pathToFileURL(built('index.js')).href)};`,
      'const pool = workerThreads({ size: 2, threshold: 0 });',
      "const jobs = Array.from({ length: 300 }, (_, i) => ({ path: `t${i}.md`, text: documentTypes.tsk.example }));",
      "const outcomes = await pool.parse({ type: 'tsk', mode: 'strict', language: 'en', headings: documentTypes.tsk.headings, limits: { maxBytes: 5242880, maxDepth: 100 }, jobs });",
      "console.log(outcomes.filter((o) => o.result?.ok).length);",
      "for (const o of outcomes) if (!o.result?.ok) console.error(JSON.stringify(o).slice(0, 300));",
    ].join('\n');
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 50_000 });
    expect({ status: child.status, signal: child.signal, stdout: child.stdout, stderr: child.stderr }).toEqual({ status: 0, signal: null, stdout: '300\n', stderr: '' });
  });
});

describe('worker pool: options', () => {
  it('refuses a size below 1 or a negative threshold, naming the option', () => {
    expect(() => packaged.workerThreads({ size: 0 })).toThrow('workerThreads: size must be an integer of at least 1, got number 0');
    expect(() => packaged.workerThreads({ threshold: -1 })).toThrow('workerThreads: threshold must be an integer of at least 0, got number -1');
    expect(() => packaged.workerThreads({ size: 1.5 })).toThrow('workerThreads: size must be an integer of at least 1, got number 1.5');
  });

  it('uses os.availableParallelism() threads and a threshold of 200 by default', () => {
    const defaults = packaged.workerThreads();
    expect(defaults.threshold).toBe(200);
  });

  it('refuses a workers option that is no pool', () => {
    expect(() => createRepository({ storage: memoryStorage(), workers: {} as ParseWorkers })).toThrow(
      'createRepository: option "workers" must be parse workers ({ threshold, parse(batch), close() }, e.g. workerThreads() from specmgr/node), got object {}',
    );
  });
});
