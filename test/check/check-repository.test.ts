import { describe, expect, it } from 'vitest';
import { checkRepository, openTree } from '../../src/check/index.js';
import { StorageError } from '../../src/errors/index.js';
import { createRepository, memoryStorage } from '../../src/repository/index.js';
import { BROKEN_FILE, FEAT_FILE, REQ_DE_FILE, REQ_FILE, REQ_ID, treeFile, VCR_FILE } from './trees.js';
import { treePath } from './trees.js';

const check = (name: string, options: Parameters<typeof checkRepository>[1] = {}, mode: 'strict' | 'lenient' = 'strict') =>
  checkRepository(openTree(treePath(name), { mode }), options);

describe('checkRepository over the fixture trees', () => {
  it('finds nothing in the clean tree, and lists every file it read: canonical documents, variants, feature folders', async () => {
    const report = await check('clean');
    expect(report.files.map(({ path, type, language, id }) => ({ path, type, language, id }))).toEqual([
      { path: FEAT_FILE, type: 'feat', language: 'en', id: 'feat-214-csv-export' },
      { path: REQ_DE_FILE, type: 'req', language: 'de', id: REQ_ID },
      { path: REQ_FILE, type: 'req', language: 'en', id: REQ_ID },
      { path: VCR_FILE, type: 'vcr', language: 'en', id: 'b0b0b0b0-0000-4000-8000-000000000001' },
    ]);
    expect(report.files.every((file) => file.findings.length === 0)).toBe(true);
    expect(report.tree).toEqual([]);
    expect(report.summary).toEqual({ files: 4, filesWithFindings: 0, errors: 0, warnings: 0, infos: 0 });
  });

  it('reports a broken document once, with its precise parse diagnostics in line order', async () => {
    const report = await check('broken');
    const broken = report.files.find((file) => file.path === BROKEN_FILE);
    expect(broken?.id).toBeNull();
    expect(broken?.findings).toEqual([
      {
        path: BROKEN_FILE, line: 5, column: 1, endLine: 5, endColumn: 13, severity: 'error', code: 'frontmatter-field', source: 'parse',
        message: 'The status "open" is not a requirement status. Use "draft", "proposed", "accepted", "superseded", "deprecated", "rejected" or "implemented".',
        hint: 'Use "draft", "proposed", "accepted", "superseded", "deprecated", "rejected" or "implemented".',
        docs: 'docs/diagnostics.md#frontmatter-field',
      },
      {
        path: BROKEN_FILE, line: 23, column: 1, endLine: 23, endColumn: 10, severity: 'error', code: 'heading-mismatch', source: 'parse',
        message: 'Expected the heading "## Level" here, found "## Source". Rename the heading to "## Level".',
        hint: 'Rename the heading to "## Level".',
        docs: 'docs/diagnostics.md#heading-mismatch',
      },
    ]);
    expect(report.summary).toEqual({ files: 2, filesWithFindings: 1, errors: 2, warnings: 0, infos: 0 });
  });

  it('reports a dangling reference at the reference, in file lines', async () => {
    const report = await check('dangling');
    expect(report.files.flatMap((file) => file.findings)).toEqual([
      {
        path: VCR_FILE, line: 15, column: 1, endLine: 15, endColumn: 41, severity: 'error', code: 'dangling-reference', source: 'links',
        message: 'No requirement found with id "a1b2c3d4-0000-4000-8000-0000000000ff".',
        docs: 'docs/diagnostics.md#dangling-reference',
      },
    ]);
    expect(treeFile('dangling', VCR_FILE).split('\n')[14]).toBe('REQ a1b2c3d4-0000-4000-8000-0000000000ff: Maximum Engine Temperature');
  });

  it('reports a duplicate id at the second file, naming the first one root-relative', async () => {
    const report = await check('duplicate');
    const second = `docs/req/req-${REQ_ID}-maximum-oil-temperature.md`;
    expect(report.files.flatMap((file) => file.findings)).toEqual([
      {
        path: second, line: 4, column: 5, endLine: 4, endColumn: 41, severity: 'error', code: 'duplicate-id', source: 'tree',
        message: `Another req document, ${REQ_FILE}, has the same id "${REQ_ID}", and lookups return that one. Give one of the two documents a new id.`,
        docs: 'docs/diagnostics.md#duplicate-id',
      },
    ]);
  });

  it('reports a feature folder whose name and id differ', async () => {
    const report = await check('feat-mismatch');
    expect(report.files.flatMap((file) => file.findings)).toEqual([
      {
        path: '.specmgr/feat/feat-215-csv-export/README.md', line: 4, column: 5, endLine: 4, endColumn: 24, severity: 'error', code: 'folder-id-mismatch', source: 'tree',
        message:
          'Feature folder "feat-215-csv-export" exists at .specmgr/feat/feat-215-csv-export/README.md, but its frontmatter id is "feat-214-csv-export", not the folder\'s name; the folder was likely renamed or copied. Set its frontmatter id to "feat-215-csv-export" or rename the folder back.',
        docs: 'docs/diagnostics.md#folder-id-mismatch',
      },
    ]);
  });

  it('fails a legacy form in strict mode and accepts it with a legacy-form warning in lenient mode', async () => {
    const strict = await check('legacy');
    expect(strict.files.flatMap((file) => file.findings).map(({ line, severity, code }) => ({ line, severity, code }))).toEqual([
      { line: 36, severity: 'error', code: 'heading-mismatch' },
    ]);
    const lenient = await check('legacy', {}, 'lenient');
    expect(lenient.files.flatMap((file) => file.findings)).toEqual([
      {
        path: VCR_FILE, line: 36, column: 1, endLine: 36, endColumn: 34, severity: 'warning', code: 'legacy-form', source: 'parse',
        message: 'This is an older form (date-only entry heading), accepted because of mode: \'lenient\'; the current form is "<timestamp> - <title>". Rewrite it in the current form.',
        hint: 'Rewrite it in the current form.',
        docs: 'docs/diagnostics.md#legacy-form',
      },
    ]);
    expect(lenient.summary).toEqual({ files: 2, filesWithFindings: 1, errors: 0, warnings: 1, infos: 0 });
  });

  it('checks only the chosen types, link findings of other types left out', async () => {
    const report = await check('dangling', { types: ['req'] });
    expect(report.files.map((file) => file.path)).toEqual([REQ_FILE]);
    expect(report.summary.errors).toBe(0);
  });

  it('skips the link check with links: false', async () => {
    const report = await check('dangling', { links: false });
    expect(report.summary).toEqual({ files: 2, filesWithFindings: 0, errors: 0, warnings: 0, infos: 0 });
  });

  it('tells progress once per document, up to the total', async () => {
    const calls: [number, number][] = [];
    await check('clean', { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([[1, 4], [2, 4], [3, 4], [4, 4]]);
  });

  it('refuses an unknown type before reading anything, naming the known types', async () => {
    await expect(check('clean', { types: ['rq'] })).rejects.toThrow('unknown document type "rq"; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr');
  });
});

describe('checkRepository over trees in memory', () => {
  const req = treeFile('clean', REQ_FILE);

  it('reports a tree without any collection folder as one finding about the tree', async () => {
    const repo = createRepository({ storage: memoryStorage({ 'notes/readme.md': '# Notes\n' }) });
    const report = await checkRepository(repo);
    expect(report.files).toEqual([]);
    expect(report.tree.map(({ path, code, severity, source }) => ({ path, code, severity, source }))).toEqual([{ path: '', code: 'no-collections', severity: 'error', source: 'tree' }]);
    expect(report.summary).toEqual({ files: 0, filesWithFindings: 0, errors: 1, warnings: 0, infos: 0 });
  });

  it('reports a feature folder without its README and a variant without its canonical document', async () => {
    const repo = createRepository({ storage: memoryStorage({ '.specmgr/feat/feat-7-empty/notes.txt': 'x', [REQ_DE_FILE]: treeFile('clean', REQ_DE_FILE) }) });
    const report = await checkRepository(repo);
    expect(report.files.map((file) => [file.path, file.findings.map((f) => `${f.line}:${f.column} ${f.code} ${f.message}`)])).toEqual([
      ['.specmgr/feat/feat-7-empty/README.md', ['1:1 parse-failure No feature found with ref "feat-7-empty".']],
      [REQ_DE_FILE, [`1:1 parse-failure No requirement found with ref "req-${REQ_ID}-maximum-engine-temperature".`]],
    ]);
  });

  it('validates a file whose name no ref can address', async () => {
    const name = 'docs/req/req\u0007bell.md';
    const repo = createRepository({ storage: memoryStorage({ [REQ_FILE]: req, [name]: req.replace('status: accepted', 'status: open') }) });
    const report = await checkRepository(repo, { links: false });
    expect(report.files.map((file) => [file.path, file.findings.map((f) => f.code)])).toEqual([
      [name, ['frontmatter-field']],
      [REQ_FILE, []],
    ]);
    const bare = createRepository({ storage: memoryStorage({ [name]: '# Just a heading\n' }) });
    const [only] = (await checkRepository(bare, { links: false })).files;
    expect(only?.findings.map((f) => [f.line, f.column, f.code])).toEqual([[1, 1, 'missing-frontmatter']]);
  });

  it('reports a collection folder that cannot be listed once, and checks the others', async () => {
    const inner = memoryStorage({ [REQ_FILE]: req, [VCR_FILE]: treeFile('clean', VCR_FILE) });
    const storage = Object.create(inner) as typeof inner;
    storage.list = async (path: string) => {
      if (path === 'docs/vcr') throw new StorageError({ code: 'io', path, message: 'could not list docs/vcr: EACCES' });
      return inner.list(path);
    };
    const report = await checkRepository(createRepository({ storage }));
    expect(report.files.map((file) => [file.path, file.type, file.findings.map((f) => `${f.code} ${f.message}`)])).toEqual([
      ['docs/req/req-a1b2c3d4-0000-4000-8000-000000000001-maximum-engine-temperature.md', 'req', []],
      ['docs/vcr', 'vcr', ['parse-failure could not list docs/vcr: EACCES']],
    ]);
  });

  it('sorts files by path and keeps paths root-relative', async () => {
    const other = req.replace(REQ_ID, 'a1b2c3d4-0000-4000-8000-000000000009');
    const repo = createRepository({ storage: memoryStorage({ 'docs/req/req-b.md': other, [REQ_FILE]: req }) });
    const report = await checkRepository(repo);
    expect(report.files.map((file) => file.path)).toEqual([REQ_FILE, 'docs/req/req-b.md']);
  });
});
