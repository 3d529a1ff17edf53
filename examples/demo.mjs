#!/usr/bin/env node
// A short tour of specmgr over examples/specs, the specifications of a
// field-service app: check the tree, find the requirement nobody verifies,
// and work one round of the task board. Everything runs on a temporary copy,
// so the samples stay as they are.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableLanguages, createBoard, createRepository, documentTypes } from 'specmgr';
import { nodeStorage } from 'specmgr/node';

const samples = fileURLToPath(new URL('specs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'specmgr-demo-'));
cpSync(samples, root, { recursive: true });
const repo = createRepository({ storage: nodeStorage(root) });

// `checkTree(root)` of specmgr/testing, the engine of `specmgr check`, built
// here from repo.list and repo.checkLinks with the same report shape
// (files in path order, each with its findings; root-relative paths), so
// that importing it instead changes nothing below.
async function checkTree(folder) {
  const checked = createRepository({ storage: nodeStorage(folder) });
  const relative = (path) => path.slice(folder.length + 1);
  const files = new Map();
  for (const type of Object.keys(documentTypes)) {
    for (const language of availableLanguages(type)) {
      for (const row of (await checked.list(type, { maxResults: 1000, language })).results) {
        const findings = [];
        if (row.error !== null) {
          const broken = await checked.get(type, { ref: row.ref }, { language });
          for (const d of broken.diagnostics) findings.push({ path: relative(row.path), line: d.documentLine, column: d.column, severity: d.severity, code: d.code, message: d.message, source: 'parse' });
        }
        files.set(relative(row.path), { path: relative(row.path), type, id: row.id, findings });
      }
    }
  }
  // A broken document is already reported above, with its own diagnostics.
  for (const d of (await checked.checkLinks()).diagnostics.filter((d) => d.code !== 'parse-failure')) {
    files.get(relative(d.path))?.findings.push({ path: relative(d.path), line: d.documentLine, column: d.column, severity: d.severity, code: d.code, message: d.message, source: 'links' });
  }
  const all = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
  const count = (severity) => all.flatMap((file) => file.findings).filter((f) => f.severity === severity).length;
  return { files: all, summary: { files: all.length, errors: count('error'), warnings: count('warning'), infos: count('info') } };
}

try {
  console.log('specmgr tour: the specifications of a field-service app (examples/specs)\n');

  console.log('1. Checking every document and the links between them');
  const report = await checkTree(root);
  for (const f of report.files.flatMap((file) => file.findings)) console.log(`   examples/specs/${f.path}:${f.line}:${f.column}  ${f.severity}  ${f.message}  [${f.code}]`);
  console.log(`   ${report.summary.files} files: ${report.summary.errors} errors, ${report.summary.warnings} warnings (both errors are there on purpose: examples/README.md)\n`);

  console.log('2. Requirements and the verification records that verify them');
  for (const req of (await repo.list('req')).results) {
    const incoming = await repo.listIncomingReferences('req', req.id, { maxResults: 100 });
    const records = incoming.results.filter((row) => row.type === 'vcr');
    const verdict = records.length === 0 ? 'NO verification record' : records.map((row) => `VCR ${row.id.slice(0, 8)}`).join(', ');
    console.log(`   REQ ${req.id.slice(0, 8)}  ${req.title}\n       ${verdict}`);
  }

  console.log('\n3. A round of the task board (on a copy of the tree)');
  const board = createBoard(repo);
  const list = (await repo.list('tsk')).results.find((row) => row.error === null && row.status === 'active');
  const adopted = await board.adopt({ agent: 'planner', list: list.id });
  console.log(`   planner adopted "${list.title}": ${adopted.adopted} of ${adopted.tasks} tasks got a board id`);
  const pulled = await board.pull({ agent: 'technician-7' });
  console.log(`   technician-7 pulled task ${pulled.task.id}: ${pulled.task.title}`);
  const done = await board.update({ agent: 'technician-7', taskId: pulled.task.id, status: 'done', note: 'dispatch trained on 24 June' });
  console.log(`   technician-7 finished it: ${done.status}, task is ${done.task.status}`);
  const line = readFileSync(list.path, 'utf8').split('\n').find((text) => text.includes(pulled.task.title));
  console.log(`   the task list now reads: ${line}`);
  const open = await board.list({ agent: 'planner', status: 'todo' });
  console.log(`   still to do: ${open.tasks.map((task) => task.title).join('; ')}`);
  console.log('\nThe same from a shell: npx specmgr check examples/specs; an MCP server: npx specmgr mcp examples/specs');
} finally {
  rmSync(root, { recursive: true, force: true });
}
