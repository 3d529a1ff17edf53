// specmgr trace on a copy of the traceability fixture tree (the built command, dist/cli.js).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { diskCopies, ID, PATH } from './tree.js';

const copy = diskCopies('specmgr-trace-cli-');

describe('specmgr trace', () => {
  it('prints the matrix in each format', async () => {
    const root = copy();
    const [md, csv, json, html] = await Promise.all(['md', 'csv', 'json', 'html'].map((format) => runCli(['trace', 'req', 'vcr', '--format', format], { cwd: root })));
    expect([md?.code, csv?.code, json?.code, html?.code]).toEqual([0, 0, 0, 0]);
    expect(md?.stdout.split('\n').slice(0, 3)).toEqual(['# Trace matrix: req to vcr', '', '3 req documents: 2 covered, 0 missing, 1 not required; 0 suspect links.']);
    expect(csv?.stdout.split('\r\n')[1]).toBe(`${ID.reqA},Sessions Expire,accepted,covered,${ID.vcr1},Session Timeout Check,progress,verifies,unconfirmed`);
    expect(JSON.parse(json?.stdout ?? '')).toMatchObject({ kind: 'trace-matrix', from: 'req', to: 'vcr' });
    expect(html?.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('confirms the whole tree, then reports a suspect link after an edit, and confirms one document', async () => {
    const root = copy();
    expect(await runCli(['trace', '--confirm'], { cwd: root })).toEqual({ code: 0, stdout: '5 links confirmed in docs/.trace.json\n', stderr: '' });
    const file = join(root, PATH.reqB);
    writeFileSync(file, readFileSync(file, 'utf8').replace('salted hashes', 'peppered hashes'));
    const suspect = await runCli(['trace', '--suspect'], { cwd: root });
    expect(suspect.code).toBe(1);
    expect(suspect.stdout.split('\n')).toEqual([
      `${PATH.vcr2}:15: vcr ${ID.vcr2} ("Hash Check") verifies req ${ID.reqB} ("Passwords Are Hashed"), which changed since the link was confirmed. ` +
        `Review ${PATH.vcr2} against it, then confirm with repo.confirmLinks({ type: 'vcr', id: '${ID.vcr2}' }).`,
      "1 suspect link, 4 confirmed, 0 never confirmed; after review, confirm a document's links with 'specmgr trace --confirm <type> <id>'",
      '',
    ]);
    expect(await runCli(['trace', '--confirm', 'vcr', ID.vcr2], { cwd: root })).toMatchObject({ code: 0, stdout: '1 link confirmed in docs/.trace.json\n' });
    expect(await runCli(['trace', '--suspect'], { cwd: root })).toEqual({ code: 0, stdout: '0 suspect links, 5 confirmed, 0 never confirmed\n', stderr: '' });
  });

  it('refuses a bad format or a bad combination with exit code 2', async () => {
    const root = copy();
    const [format, both, missing] = await Promise.all([
      runCli(['trace', 'req', 'vcr', '--format', 'pdf'], { cwd: root }),
      runCli(['trace', '--suspect', '--confirm'], { cwd: root }),
      runCli(['trace', 'req'], { cwd: root }),
    ]);
    expect(format).toEqual({ code: 2, stdout: '', stderr: `specmgr trace: --format takes csv, md, json or html, got "pdf" (see 'specmgr trace --help')\n` });
    expect(both.stderr).toBe(`specmgr trace: --suspect and --confirm do not go together; run one, then the other (see 'specmgr trace --help')\n`);
    expect(missing.stderr).toBe(`specmgr trace: missing <to>; usage: specmgr trace <from> <to> (see 'specmgr trace --help')\n`);
  });
});
