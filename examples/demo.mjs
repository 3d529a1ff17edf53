#!/usr/bin/env node
// The demo: open a repository over a copy of examples/specs, list every
// document type, check the links between documents, and work the task board
// the way an agent would (adopt a list, pull a task, finish it).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBoard, createRepository, documentTypes, formatDiagnostic } from '../dist/index.js';
import { nodeStorage } from '../dist/node.js';

const specs = join(dirname(fileURLToPath(import.meta.url)), 'specs');
// Work on a copy: the board writes its state file and checks boxes.
const root = mkdtempSync(join(tmpdir(), 'specmgr-demo-'));
cpSync(specs, root, { recursive: true });
const clock = { now: () => new Date('2026-11-30T09:00:00.000Z'), offsetMinutes: () => 0 };
const repo = createRepository({ storage: nodeStorage(root), clock });

try {
  console.log(`specmgr demo — repository over a copy of examples/specs\n`);
  let documents = 0;
  for (const type of Object.keys(documentTypes)) {
    const page = await repo.list(type, { maxResults: 50 });
    if (page.total === 0) continue;
    documents += page.total;
    console.log(`${type} (${page.total})`);
    for (const row of page.results) {
      if (row.error) {
        console.log(`  BROKEN ${row.ref}`);
        const got = await repo.get(type, { ref: row.ref });
        for (const d of got.diagnostics ?? []) console.log(`         ${formatDiagnostic(d).replace(/\n/g, '\n         ')}`);
      } else {
        const zone = row.initialZone ? `, risk ${row.initialZone} → ${row.residualZone}` : '';
        console.log(`  ${row.status.padEnd(8)} ${row.title}${zone}`);
      }
    }
  }

  const links = await repo.checkLinks();
  const counts = new Map();
  for (const d of links.diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  const byCode = [...counts].map(([code, count]) => `${code} ${count}`);
  console.log(`\n${documents} documents; link check: ${byCode.join(', ') || 'no findings'} (the samples cite documents that are not in the folder)`);
  for (const d of links.diagnostics.slice(0, 3)) console.log(`  ${d.code} ${d.path.slice(root.length + 1)}:${d.documentLine}: ${d.message}`);

  const board = createBoard(repo, { clock });
  // The glob filters on ids; the release checklist's id starts with 3b0f.
  const [release] = (await repo.list('tsk', { glob: '3b0f*' })).results;
  const adopted = await board.adopt({ agent: 'demo-agent', list: release.id });
  console.log(`\nBoard: adopted ${adopted.adopted} task(s) of "${release.title}"`);
  const pulled = await board.pull({ agent: 'demo-agent' });
  console.log(`demo-agent pulled: ${pulled.task.title} (${pulled.task.status})`);
  const done = await board.update({ agent: 'demo-agent', taskId: pulled.task.id.slice(0, 8), status: 'done', note: 'migration guide updated' });
  console.log(`demo-agent finished it: ${done.task.status}, by ${done.task.by}`);
  const open = await board.list({ agent: 'demo-agent', status: 'todo' });
  console.log(`still to do: ${open.tasks.map((task) => `${task.id} ${task.title}`).join('; ') || 'nothing'}`);
  const line = readFileSync(join(root, release.path.slice(root.length)), 'utf8').split('\n').find((l) => l.includes(pulled.task.id));
  console.log(`the document now says: ${line}`);

  const check = repo.validate('tsk', '# Sprint 12\n\n- [ ] Write the release notes\n');
  console.log(`\nvalidate('tsk', body without Recent Updates): ${check.valid ? 'valid' : check.errors[0].message}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
