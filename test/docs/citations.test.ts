/**
 * The TSDoc of the sources cites the guide pages (`formats.md §4.8`,
 * `operations.md §3.1`, `board.md`); every citation must name a page the
 * package ships and a section that page has, so a user who follows one from
 * an editor hover or the API docs lands somewhere.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/processes.js';
import { guidePages, scanCitations, sectionNumbers } from './citation-scan.js';

const run = promisify(execFile);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const sources = sourceFiles(join(repoRoot, 'src')).map((path) => ({ file: relative(repoRoot, path), ...scanCitations(readFileSync(path, 'utf8')) }));
const sections = new Map(guidePages.map((page) => [page, sectionNumbers(readFileSync(join(repoRoot, 'docs', `${page}.md`), 'utf8'))]));
let packed = new Set<string>();

beforeAll(async () => {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repoRoot });
  packed = new Set((JSON.parse(stdout) as { files: { path: string }[] }[])[0]?.files.map((file) => file.path));
});

describe('the scanner', () => {
  it('finds named, listed, continued and bare citations and leaves other standards alone', () => {
    const text = [
      '/**',
      ' * Rows (operations.md §3.1.2, §6; languages.md §5). The',
      ' * lookup of §3 list, then formats.md §4.8.',
      ' * See board.md and CommonMark 0.31 §4.6.',
      ' */',
      '/** A bare one (§7.3). */',
      '// RFC 3339 §5.6 date-time',
      '// continued: §5.7',
    ].join('\n');
    const { citations, unattributed } = scanCitations(text);
    expect(citations).toEqual([
      { line: 2, page: 'operations', section: '3.1.2' },
      { line: 2, page: 'operations', section: '6' },
      { line: 2, page: 'languages', section: '5' },
      { line: 3, page: 'languages', section: '3' },
      { line: 3, page: 'formats', section: '4.8' },
      { line: 4, page: 'board', section: null },
    ]);
    expect(unattributed).toEqual([{ line: 6, section: '7.3' }]);
  });

  it('reads section numbers from headings, not from fenced code', () => {
    const numbers = sectionNumbers('# Title\n## 3 Reading\n### 3.1 list\n```md\n## 9 not a section\n```\n#### 3.1.2 Rows\n## 4. Writing\n');
    expect([...numbers.keys()]).toEqual(['3', '3.1', '3.1.2', '4']);
  });
});

describe('the citations in src/', () => {
  it('are many (the scanner sees them)', () => {
    expect(sources.reduce((sum, source) => sum + source.citations.length, 0)).toBeGreaterThan(300);
  });

  it('name a guide page the package ships', () => {
    const pages = [...new Set(sources.flatMap((source) => source.citations.map((citation) => citation.page)))].sort();
    expect(pages.filter((page) => !(guidePages as readonly string[]).includes(page))).toEqual([]);
    expect(guidePages.filter((page) => !packed.has(`docs/${page}.md`))).toEqual([]);
  });

  it('cite sections the page has', () => {
    const missing = sources.flatMap((source) =>
      source.citations
        .filter((citation) => citation.section !== null && !sections.get(citation.page as (typeof guidePages)[number])?.has(citation.section))
        .map((citation) => `${source.file}:${citation.line}: ${citation.page}.md §${citation.section}`),
    );
    expect(missing).toEqual([]);
  });

  it('give the page of every section sign', () => {
    const bare = sources.flatMap((source) => source.unattributed.map((sign) => `${source.file}:${sign.line}: §${sign.section}`));
    expect(bare).toEqual([]);
  });
});

describe('the guide pages', () => {
  it.each(guidePages.filter((page) => page !== 'diagnostics'))('%s.md numbers each section once', (page) => {
    const numbers = sections.get(page) as Map<string, number>;
    expect([...numbers].filter(([, count]) => count > 1)).toEqual([]);
    expect(numbers.size).toBeGreaterThan(3);
  });
});
