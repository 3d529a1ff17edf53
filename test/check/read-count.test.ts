/**
 * One pass: a check parses every document once (a host type counts its
 * parses), and reads every file a bounded number of times however large
 * the collection is (a counting storage), so listing never re-scans per page.
 */
import { describe, expect, it } from 'vitest';
import { checkRepository } from '../../src/check/index.js';
import { defineDocumentType, paragraph, section, template, text, updates } from '../../src/outline.js';
import { createRepository, memoryStorage, type Storage } from '../../src/repository/index.js';

const parsedTitles: string[] = [];

const counted = defineDocumentType({
  tag: 'cnt',
  noun: 'counted note',
  statuses: { values: ['draft'], default: 'draft' },
  referenceTag: 'CNT',
  root: section(
    '',
    {
      level: 1,
      typeName: 'Counted',
      heading: template('{title}', { title: text('title') }),
      checks: [(context) => parsedTitles.push(String((context.value as { title: unknown }).title))],
    },
    [paragraph('summary'), updates('recentUpdates', { level: 2 })],
  ),
  template: '',
  example: '',
});

const idOf = (n: number): string => `c0c0c0c0-0000-4000-8000-${String(n).padStart(12, '0')}`;

function countedDoc(n: number, refersTo: number): string {
  return [
    '---',
    'classification: null',
    "created: '2026-08-15T00:00:00.000Z'",
    `id: ${idOf(n)}`,
    'status: draft',
    'type: cnt',
    "updated: '2026-08-15T00:00:00.000Z'",
    'version: 1.0.0',
    '---',
    '',
    `# Note ${n}`,
    '',
    `See CNT ${idOf(refersTo)}.`,
    '',
    '## Recent Updates',
    '',
    '### 2026-08-15T00:00:00.000Z - Created',
    '',
    'Written.',
    '',
  ].join('\n');
}

function countingStorage(inner: Storage): { storage: Storage; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const storage: Storage = Object.create(inner) as Storage;
  storage.read = async (path: string) => {
    reads.set(path, (reads.get(path) ?? 0) + 1);
    return inner.read(path);
  };
  return { storage, reads };
}

describe('a check is one pass', () => {
  // More documents than one page of a listing (100), so a paged enumeration would show as extra reads.
  const COUNT = 250;

  it('parses each document once and reads each file at most four times, however many pages a listing would take', async () => {
    const files: Record<string, string> = {};
    // Each note refers to the next one, the last to one that does not exist.
    for (let n = 1; n <= COUNT; n++) files[`docs/cnt/cnt-${idOf(n)}-note-${n}.md`] = countedDoc(n, n + 1);
    const { storage, reads } = countingStorage(memoryStorage(files));
    const repo = createRepository({ storage, types: [counted] });
    parsedTitles.length = 0;
    const report = await checkRepository(repo, { types: ['cnt'], hostTypes: [counted] });
    expect(report.summary).toEqual({ files: COUNT, filesWithFindings: 1, errors: 1, warnings: 0, infos: 0 });
    expect(report.files.flatMap((file) => file.findings).map((f) => `${f.path}:${f.line} ${f.code}`)).toEqual([
      `docs/cnt/cnt-${idOf(COUNT)}-note-${COUNT}.md:13 dangling-reference`,
    ]);
    expect(parsedTitles.length).toBe(COUNT);
    expect(new Set(parsedTitles).size).toBe(COUNT);
    expect(Object.keys(files).every((path) => reads.has(path))).toBe(true);
    // Reads per file, whatever the collection's size: the check's own read, the link check's scan, the id
    // index built once for resolving references, and the one read that confirms a reference's target.
    // Only the first parses; the others hit the content-hash cache.
    expect(Math.max(...reads.values())).toBeLessThanOrEqual(4);
  });

  it('checks host types by default when their records are given', async () => {
    const { storage } = countingStorage(memoryStorage({ [`docs/cnt/cnt-${idOf(1)}-note-1.md`]: countedDoc(1, 1) }));
    const repo = createRepository({ storage, types: [counted] });
    const report = await checkRepository(repo, { hostTypes: [counted] });
    expect(report.files.map((file) => [file.type, file.id])).toEqual([['cnt', idOf(1)]]);
  });

  it('refuses a host type of the repository whose record it was not given', async () => {
    const repo = createRepository({ storage: memoryStorage(), types: [counted] });
    await expect(checkRepository(repo, { types: ['cnt'] })).rejects.toThrow(
      'checkRepository: "cnt" is a host type of the repository; pass its record in options.hostTypes to check it',
    );
  });
});
