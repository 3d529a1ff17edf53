/**
 * The sample tree in examples/specs keeps the promises examples/README.md
 * makes: one story whose documents all parse in strict mode and whose
 * references all resolve, except one broken task list and one dangling link
 * left in on purpose, and one requirement without a verification record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRepository, documentTypes, memoryStorage, parse, type DocumentTag } from '../../src/index.js';
import { projectRoot } from '../helpers/built.js';

const specsRoot = join(projectRoot, 'examples', 'specs');
const brokenPath = 'docs/tsk/tsk-a2dbeaf8-fd7d-40fe-8411-2b1859d7434e-pilot-offline-work-orders-in-the-north-region.md';
const riskPath = 'docs/rsk/rsk-1fd782a3-49a2-46ff-987d-bdec858d96e2-unsynced-work-orders-are-lost-with-a-broken-or-stolen-device.md';
const missingDecision = '280477ef-d580-42bd-9f9e-46ffb38a2f1c';
const vanStockRequirement = '2828a2b1-71c7-4342-b12d-4d925f6647dd';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [relative(specsRoot, path).split(sep).join('/')] : [];
  });
}

const files = markdownFiles(specsRoot).sort();
const contents = Object.fromEntries(files.map((path) => [path, readFileSync(join(specsRoot, path), 'utf8')]));

// The default layout: docs/<type>/, docs/adr/, .specmgr/feat/<id>/README.md; a variant sits in a `de/` folder.
function placeOf(path: string): { type: DocumentTag; language: string | undefined } {
  const segments = path.split('/');
  const type = (segments[0] === '.specmgr' ? 'feat' : segments[1]) as DocumentTag;
  const language = segments.includes('de') ? 'de' : undefined;
  return { type, language };
}

function sampleRepository() {
  return createRepository({ storage: memoryStorage(contents) });
}

describe('the sample tree', () => {
  it('is one small project with a document of each type the story needs and German variants', () => {
    expect(files).toHaveLength(20);
    const canonical = files.filter((path) => placeOf(path).language === undefined);
    expect(new Set(canonical.map((path) => placeOf(path).type))).toEqual(new Set(['prb', 'gol', 'req', 'uc', 'vcr', 'feat', 'tsk', 'adr', 'dec', 'rsk']));
    expect(files.filter((path) => placeOf(path).language === 'de')).toEqual([
      'docs/gol/de/gol-9d178185-e355-4fe5-baa1-1640a48453b3-fix-nine-in-ten-heating-faults-on-the-first-visit-by-the-end.md',
      'docs/req/de/req-82e8e671-fc84-4147-9e17-d425da1fb797-the-customer-signs-the-work-report-on-the-technician-s-devic.md',
      'docs/req/de/req-912403e3-b5c3-4ff7-a448-8789c5e57f4d-assigned-work-orders-are-available-without-a-network-connect.md',
      'docs/vcr/de/vcr-b47cf213-5123-4b19-9301-bae21217f089-offline-work-orders-verification.md',
    ]);
  });

  it('parses in strict mode, every document but the broken task list', () => {
    const failing = files.filter((path) => {
      const { type, language } = placeOf(path);
      return !parse(type, contents[path]!, { mode: 'strict', ...(language === undefined ? {} : { language }) }).ok;
    });
    expect(failing).toEqual([brokenPath]);
  });

  it('parses without a single diagnostic, apart from the broken task list', () => {
    for (const path of files.filter((p) => p !== brokenPath)) {
      const { type, language } = placeOf(path);
      expect(parse(type, contents[path]!, language === undefined ? {} : { language }).diagnostics, path).toEqual([]);
    }
  });

  it('reports the broken task list with one diagnostic on its status line', () => {
    const result = parse('tsk', contents[brokenPath]!);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.message])).toEqual([
      ['frontmatter-field', 'error', 5, 1, 'The status "open" is not a task list status. Use "draft", "active", "done" or "cancelled".'],
    ]);
    expect(contents[brokenPath]!.split('\n')[4]).toBe('status: open');
  });

  it('gives each German variant the id of its canonical document', () => {
    for (const path of files.filter((p) => placeOf(p).language === 'de')) {
      const canonicalPath = path.replace('/de/', '/');
      const { type } = placeOf(path);
      const variant = parse(type, contents[path]!, { language: 'de' });
      const canonical = parse(type, contents[canonicalPath]!);
      if (!variant.ok || !canonical.ok) throw new Error(`${path} or its canonical document does not parse`);
      expect(variant.document.frontmatter.id).toBe(canonical.document.frontmatter.id);
    }
  });

  it('lists the broken task list as the only failed row', async () => {
    const repo = sampleRepository();
    const failed: string[] = [];
    for (const type of Object.keys(documentTypes) as DocumentTag[]) {
      const page = await repo.list(type, { maxResults: 1000 });
      failed.push(...page.results.filter((row) => row.error !== null).map((row) => `${type} ${row.ref}: ${row.error}`));
    }
    expect(failed).toEqual([
      'tsk tsk-a2dbeaf8-fd7d-40fe-8411-2b1859d7434e-pilot-offline-work-orders-in-the-north-region: The status "open" is not a task list status. Use "draft", "active", "done" or "cancelled".',
    ]);
  });

  it('has exactly one dangling reference: the decision the risk cites, which is not written yet', async () => {
    const { diagnostics } = await sampleRepository().checkLinks();
    const dangling = diagnostics.filter((d) => d.code === 'dangling-reference');
    expect(dangling.map((d) => ({ path: d.path, line: d.documentLine, column: d.column, params: d.params, message: d.message }))).toEqual([
      {
        path: `/${riskPath}`,
        line: 46,
        column: 13,
        params: expect.objectContaining({ type: 'dec', id: missingDecision }),
        message: `No decision found with id "${missingDecision}".`,
      },
    ]);
    expect(diagnostics.filter((d) => d.code !== 'dangling-reference').map((d) => [d.code, d.path])).toEqual([['parse-failure', `/${brokenPath}`]]);
  });

  it('leaves one requirement without a verification record: the van stock', async () => {
    const repo = sampleRepository();
    const requirements = (await repo.list('req')).results;
    expect(requirements).toHaveLength(4);
    const unverified: string[] = [];
    for (const requirement of requirements) {
      const incoming = await repo.listIncomingReferences('req', requirement.id!, { maxResults: 100 });
      if (!incoming.results.some((row) => row.type === 'vcr')) unverified.push(`${requirement.id} ${requirement.title}`);
    }
    expect(unverified).toEqual([`${vanStockRequirement} Technicians See the Spare Parts Stocked in Their Van`]);
  });

  it('points every verification record at a requirement that exists', async () => {
    const repo = sampleRepository();
    for (const record of (await repo.list('vcr')).results) {
      const references = await repo.listReferences('vcr', record.id!);
      if (references.kind === 'parse-failure') throw new Error(`${record.ref} does not parse`);
      expect(references.results.map((row) => [row.type, row.error]), record.ref).toEqual([['req', null]]);
    }
  });

  it('has a feature whose folder name is its id and a task list for the board', async () => {
    const repo = sampleRepository();
    expect((await repo.list('feat')).results.map((row) => [row.id, row.ref, row.status])).toEqual([['feat-42-offline-work-orders', 'feat-42-offline-work-orders', 'progress']]);
    const active = (await repo.list('tsk')).results.filter((row) => row.status === 'active');
    expect(active.map((row) => row.title)).toEqual(['Roll Out Offline Work Orders']);
  });
});
