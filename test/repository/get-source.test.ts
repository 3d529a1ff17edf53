/**
 * `get(type, target, { source: true })`: the parsed document with the whole
 * file `text` and the parse's `source` ranges (formats.md §8.4), all from one
 * storage read, over both storages. Usage errors come before any storage
 * access.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors/index.js';
import { createRepository, type Storage } from '../../src/repository/index.js';
import { failingStorage, frontmatter, ID, recordingStorage, repoOver, storageKinds } from './helpers/fixtures.js';

const PATH = `docs/tsk/tsk-${ID.a}-title.md`;
const REF = `tsk-${ID.a}-title`;
const BODY = '# Title\n\n- [ ] one\n- [x] two <!-- task:0f3c5a1e-2b4d-4c6e-8f90-123456789abc -->\n\n  More about two.\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.';
const DOC = `${frontmatter('tsk', ID.a)}${BODY}\n`;

const slice = (text: string | undefined, range: { start: number; end: number } | undefined): string | undefined =>
  text === undefined || range === undefined ? undefined : text.slice(range.start, range.end);

function reads(calls: readonly string[], path: string): number {
  return calls.filter((call) => call === `read(${path})`).length;
}

describe.each(storageKinds)('get with source over %s', (_name, make) => {
  it('returns the parsed result plus the file text and the ranges into it', async () => {
    const repo = repoOver(await make({ [PATH]: DOC }));
    const plain = await repo.get('tsk', ID.a);
    const sourced = await repo.get('tsk', { ref: REF }, { source: true });
    if (sourced.kind !== 'document' || plain.kind !== 'document') throw new Error('expected documents');
    const { text, source, ...rest } = sourced;
    expect(rest).toEqual(plain);
    expect(text).toBe(DOC);
    expect(source).toMatchObject({ bom: false, eol: '\n', frontmatter: { start: 0, line: 1 }, body: { line: 11 } });
    const raw = await repo.get('tsk', ID.a, { raw: true });
    expect(raw.kind === 'raw' && [raw.text, raw.etag]).toEqual([slice(text, source?.body), sourced.etag]);
    expect(slice(text, source?.fields['/frontmatter/id'])).toBe(ID.a);
    expect(slice(text, source?.fields['/body/tasks/items/0'])).toBe('- [ ] one');
    expect(slice(text, source?.fields['/body/tasks/items/1'])).toBe('- [x] two <!-- task:0f3c5a1e-2b4d-4c6e-8f90-123456789abc -->\n\n  More about two.');
    expect(source?.fields['/body/tasks/items/1']?.line).toBe(14);
  });

  it('a BOM and CRLF endings: offsets index into the text as read, BOM included', async () => {
    const crlf = `\uFEFF${DOC.replace(/\n/g, '\r\n')}`;
    const repo = repoOver(await make({ [PATH]: crlf }));
    const r = await repo.get('tsk', ID.a, { source: true });
    if (r.kind !== 'document') throw new Error('expected a document');
    expect(r.text).toBe(crlf);
    expect(r.source).toMatchObject({ bom: true, eol: '\r\n', frontmatter: { start: 1 } });
    expect(slice(r.text, r.source?.fields['/body/tasks/items/0'])).toBe('- [ ] one');
    expect(slice(r.text, r.source?.fields['/frontmatter/status'])).toBe('draft');
    expect(slice(r.text, r.source?.body)?.startsWith('# Title\r\n')).toBe(true);
  });

  it('reads the file once', async () => {
    const { storage, calls } = recordingStorage(await make({ [PATH]: DOC }));
    const repo = repoOver(storage);
    await repo.get('tsk', { ref: REF }, { source: true });
    expect(reads(calls, PATH)).toBe(1);
    await repo.get('tsk', { ref: REF }, { source: true });
    expect(reads(calls, PATH)).toBe(2);
  });

  it('returns copies of the ranges, so callers cannot corrupt the cache', async () => {
    const repo = repoOver(await make({ [PATH]: DOC }));
    const first = await repo.get('tsk', ID.a, { source: true });
    if (first.kind !== 'document' || first.source === undefined) throw new Error('expected a sourced document');
    const before = structuredClone(first.source);
    first.source.body.start = 99;
    delete first.source.fields['/body/tasks/items/0'];
    const second = await repo.get('tsk', ID.a, { source: true });
    expect(second.kind === 'document' && second.source).toEqual(before);
  });

  it('without source (or with source: false) the result has neither text nor source', async () => {
    const repo = repoOver(await make({ [PATH]: DOC }));
    for (const options of [undefined, {}, { source: false }]) {
      const r = await repo.get('tsk', ID.a, options);
      expect(r).not.toHaveProperty('text');
      expect(r).not.toHaveProperty('source');
    }
  });

  it('a broken document is the same parse failure with or without source', async () => {
    const broken = DOC.replace('## Recent Updates', '## Recent Upd');
    const repo = repoOver(await make({ [PATH]: broken }));
    const plain = await repo.get('tsk', ID.a);
    expect(plain.kind).toBe('parse-failure');
    expect(await repo.get('tsk', ID.a, { source: true })).toEqual(plain);
  });

  it('a language variant: the ranges are those of the variant file', async () => {
    const de = `${frontmatter('tsk', ID.a)}# Titel\n\n- [ ] eins\n\n## Letzte Änderungen\n\n### 2026-08-15T00:00:00.000Z - Auftakt\n\nBegonnen.\n`;
    const repo = repoOver(await make({ [PATH]: DOC, [`docs/tsk/de/tsk-${ID.a}-title.md`]: de }));
    const r = await repo.get('tsk', ID.a, { source: true, language: 'de' });
    if (r.kind !== 'document') throw new Error('expected a document');
    expect(r.text).toBe(de);
    expect(slice(r.text, r.source?.fields['/body/tasks/items/0'])).toBe('- [ ] eins');
  });
});

describe('get with source: usage errors before any storage access', () => {
  async function usage(run: (repo: ReturnType<typeof createRepository>) => Promise<unknown>): Promise<{ code: string; message: string; calls: string[] }> {
    const { storage, calls } = failingStorage();
    const repo = createRepository({ storage: storage as Storage });
    let caught: unknown;
    try {
      await run(repo);
    } catch (error) {
      caught = error;
    }
    if (!(caught instanceof UsageError)) throw new Error(`expected a UsageError, got ${String(caught)}`);
    return { code: caught.code, message: caught.message, calls };
  }

  it('source together with raw', async () => {
    expect(await usage((r) => r.get('tsk', ID.a, { source: true, raw: true }))).toEqual({
      code: 'invalid-arguments',
      message:
        'get: options "source" and "raw" cannot both be true; use { source: true } for the parsed document with its text and source ranges, or { raw: true } for the body text',
      calls: [],
    });
  });

  it('source that is not a boolean', async () => {
    expect(await usage((r) => r.get('tsk', ID.a, { source: 'yes' as never }))).toEqual({
      code: 'invalid-arguments',
      message: 'get: option "source" must be a boolean, got string "yes"',
      calls: [],
    });
  });
});
