// specmgr new: documents from their type's template through create.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, jsonOf, removeDir, runCli } from './run-cli.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

let tree: string;
beforeAll(() => {
  tree = copyFixture('tree');
});
afterAll(() => removeDir(tree));

function createdFile(stdout: string): { id: string; path: string } {
  const match = new RegExp(`^Created \\w+ (\\S+): (\\S+)\\n$`).exec(stdout);
  if (match === null) throw new Error(`not a "Created" line: ${stdout}`);
  return { id: match[1]!, path: match[2]! };
}

describe('specmgr new', () => {
  it('creates a requirement from the template and prints its cwd-relative path and id', async () => {
    const run = await runCli(['new', 'req', '--title', 'Export search results as CSV'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(new RegExp(`^Created req (${UUID}): docs/req/req-\\1-export-search-results-as-csv\\.md\\n$`));
    const { id, path } = createdFile(run.stdout);
    const text = readFileSync(join(tree, path), 'utf8');
    expect(text).toContain(`id: ${id}\n`);
    expect(text).toContain('status: draft\n');
    expect(text).toContain('\n# Export search results as CSV\n\n');
    expect(text).toContain('\n## Source\n');
    // The new file is a valid document, and the repository finds it.
    const [validated, got] = await Promise.all([runCli(['validate', path], { cwd: tree }), runCli(['get', 'req', id, '--raw', '--limit', '1'], { cwd: tree })]);
    expect(validated).toEqual({ code: 0, stdout: 'No problems in 1 file.\n', stderr: '' });
    expect(got.stdout).toBe('# Export search results as CSV\n');
  });

  it('dates the template entries with the creation time and starts in the --status given', async () => {
    const run = await runCli(['new', 'tsk', '--title', 'Sprint 12', '--status', 'active', '--json', '--root', tree]);
    expect(run.code).toBe(0);
    const created = jsonOf(run);
    expect(created).toMatchObject({ kind: 'created', type: 'tsk', ref: `tsk-${created.id}-sprint-12`, frontmatter: { status: 'active' } });
    expect(created.path).toBe(join(tree, 'docs', 'tsk', `tsk-${created.id}-sprint-12.md`));
    const text = readFileSync(created.path, 'utf8');
    expect(text).toContain('status: active\n');
    expect(text).not.toContain('2026-01-01');
    const entry = /^### (\S+) - Created$/m.exec(text)?.[1];
    expect(entry?.slice(0, 10)).toBe(String(created.frontmatter.created).slice(0, 10));
  });

  it('creates a feature folder and an ADR', async () => {
    const [feat, adr] = await Promise.all([
      runCli(['new', 'feat', '--title', 'Dark mode'], { cwd: tree }),
      runCli(['new', 'adr', '--title', 'Use Postgres for reporting', '--status', 'proposed'], { cwd: tree }),
    ]);
    expect(feat).toEqual({ code: 0, stdout: 'Created feat feat-0-dark-mode: .specmgr/feat/feat-0-dark-mode/README.md\n', stderr: '' });
    expect(readFileSync(join(tree, '.specmgr/feat/feat-0-dark-mode/README.md'), 'utf8')).toContain('\n# Feature: Dark mode\n');
    expect(adr.code).toBe(0);
    const { path } = createdFile(adr.stdout);
    expect(path).toMatch(new RegExp(`^docs/adr/${UUID}-use-postgres-for-reporting\\.md$`));
    expect(readFileSync(join(tree, path), 'utf8')).toMatch(/^---\nstatus: proposed\n/);
  });

  it('creates a language variant of an existing document with --language and --of', async () => {
    const root = copyFixture('tree');
    try {
      const english = 'docs/req/req-9c41e7b2-5d3a-4f08-b6e1-27a8d0c3f591-idle-portal-sessions-expire-after-15-minutes.md';
      const run = await runCli(['new', 'req', '--title', 'Inaktive Sitzungen laufen nach 15 Minuten ab', '--language', 'de', '--of', '9c41e7b2-5d3a-4f08-b6e1-27a8d0c3f591'], { cwd: root });
      expect(run).toEqual({ code: 0, stdout: `Created req 9c41e7b2-5d3a-4f08-b6e1-27a8d0c3f591: ${english.replace('docs/req/', 'docs/req/de/')}\n`, stderr: '' });
      expect(readFileSync(join(root, english.replace('docs/req/', 'docs/req/de/')), 'utf8')).toContain('\n## Beschreibung\n');
    } finally {
      removeDir(root);
    }
  });

  it('exits 1 with the diagnostics and writes nothing when the document would not validate', async () => {
    const before = readdirSync(join(tree, 'docs', 'req')).sort();
    const run = await runCli(['new', 'req', '--title', 'Sessions <b>expire</b>', '--root', tree]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'specmgr new: the req was not created; its text would not validate:\n' +
        '  1:12  error  Raw HTML is not allowed in a document: "<b>". Wrap it in a code span (`<b>`) or write it as an HTML comment (`<!-- <b> -->`).  [raw-html]\n',
    );
    expect(readdirSync(join(tree, 'docs', 'req')).sort()).toEqual(before);
  });

  it('refuses a missing or empty title, a status of another type and --language without --of with exit 2', async () => {
    const [missing, empty, status, variant] = await Promise.all([
      runCli(['new', 'req', '--root', tree]),
      runCli(['new', 'req', '--title', ' ', '--root', tree]),
      runCli(['new', 'req', '--title', 'x', '--status', 'open', '--root', tree]),
      runCli(['new', 'req', '--title', 'x', '--language', 'de', '--root', tree]),
    ]);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: `specmgr new: missing --title; usage: specmgr new req --title "..." (see 'specmgr new --help')\n` });
    expect(empty.stderr).toBe(`specmgr new: empty --title; usage: specmgr new req --title "..." (see 'specmgr new --help')\n`);
    expect(status).toEqual({
      code: 2,
      stdout: '',
      stderr: `specmgr new: --status of a req takes one of draft, proposed, accepted, superseded, deprecated, rejected, implemented, got "open" (see 'specmgr new --help')\n`,
    });
    expect(variant.stderr).toBe(`specmgr new: --language de creates a variant and needs --of <id|ref>, the English document it translates (see 'specmgr new --help')\n`);
  });
});
