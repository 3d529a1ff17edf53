#!/usr/bin/env node
// Crash consistency under SIGKILL (issue 9, item 2), against the built
// library (run `npx tsup` first): for each of renameFeat, feature
// create/delete and a rewrite (update of one 26 KB task list), a child
// process runs the operation in a loop on a real nodeStorage tree and is
// killed with SIGKILL at a random moment; then the next writer (a fresh
// repository in a separate checker process) runs one write, timed, and the
// tree is checked. Every kill continues on the tree the previous one left.
//
// Goals: 0 folder/id mismatches, 0 zombie folders, 0 torn files, 0 lost
// features; the next writer's wait after a kill is reported (median, max).
//
// Usage: node bench/hardening-crash.mjs [--runs N] [--max-delay MS] [--only rename,create-delete,rewrite]
//   --runs N        kills per scenario (default 200)
//   --max-delay MS  the kill comes 0..MS ms after the loop's first operation (default 150)
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleModule } from './bundle.mjs';
import { inspectFeatures } from './workers/crash-inspect.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const built = join(here, '..', 'dist', 'index.js');
const workers = join(here, 'workers');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = option('--runs', 200);
const MAX_DELAY_MS = option('--max-delay', 150);
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : ['rename', 'create-delete', 'rewrite'];

if (!existsSync(built)) {
  console.error('bench/hardening-crash.mjs: dist/index.js is missing; run `npx tsup` first');
  process.exit(1);
}
// Each kill needs a new process; dist/ bundled with its dependencies into one
// file loads about twice as fast as hundreds of node_modules files.
const library = await bundleModule({
  name: 'hardening-crash-lib.mjs',
  contents: "export * from './dist/index.js';\nexport * from './dist/node.js';\n",
  sourcefile: 'hardening-crash-entry.ts',
});
const { createRepository, nodeStorage } = await import(pathToFileURL(library).href);
const clock = { now: () => new Date('2026-08-30T08:00:00.000Z'), offsetMinutes: () => 0 };
const FEAT_BODY = readFileSync(join(workers, 'feat-body.md'), 'utf8');
const REF = 'tsk-4f2a0000-0000-4000-8000-00000000000a-large';
const scratch = mkdtempSync(join(tmpdir(), 'specmgr-hardening-crash-'));

const frontmatter = (type, id, status) =>
  `---\nclassification: null\ncreated: '2026-01-01T00:00:00.000Z'\nid: ${id}\nstatus: ${status}\ntype: ${type}\nupdated: '2026-01-01T00:00:00.000Z'\nversion: 1.0.0\n---\n\n`;
const featDoc = (id, title = 'Search') => `${frontmatter('feat', id, 'planning')}${FEAT_BODY.replace('Search', title)}`;

function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

// Each scenario's tree, and the exact texts its files may hold (recorded
// from uninterrupted runs with the same fixed clock).
async function setUp(scenario) {
  const root = mkdtempSync(join(scratch, `${scenario}-`));
  const repo = createRepository({ storage: nodeStorage(root), clock });
  write(root, '.specmgr/feat/feat-9-other/README.md', featDoc('feat-9-other', 'Other'));
  if (scenario === 'rename') {
    write(root, '.specmgr/feat/feat-1-search/README.md', featDoc('feat-1-search'));
    write(root, '.specmgr/feat/feat-1-search/history.md', 'history\n');
    write(root, '.specmgr/feat/feat-1-search/de/README.md', featDoc('feat-1-search', 'Suche'));
    const readmes = {};
    await repo.renameFeat('feat-1-search', 'feat-2-search');
    readmes['feat-2-search'] = readFileSync(join(root, '.specmgr/feat/feat-2-search/README.md'), 'utf8');
    await repo.renameFeat('feat-2-search', 'feat-1-search');
    readmes['feat-1-search'] = readFileSync(join(root, '.specmgr/feat/feat-1-search/README.md'), 'utf8');
    return { root, extra: [], expected: { readmes } };
  }
  if (scenario === 'create-delete') {
    await repo.create('feat', FEAT_BODY, { id: 'feat-1-new' });
    return { root, extra: [], expected: { created: readFileSync(join(root, '.specmgr/feat/feat-1-new/README.md'), 'utf8') } };
  }
  const block = (tag) => Array.from({ length: 400 }, (_, l) => `${tag} line ${l}: ${'lorem ipsum dolor '.repeat(3)}`).join('\n');
  const body = (tag) => `# Large ${tag}\n\n- [ ] Task 1\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nVersion ${tag}.\n\n\`\`\`text\n${block(tag)}\n\`\`\``;
  const bodies = [join(root, '..', `${scenario}-a.md`), join(root, '..', `${scenario}-b.md`)];
  writeFileSync(bodies[0], body('alpha'));
  writeFileSync(bodies[1], body('bravo'));
  write(root, `docs/tsk/${REF}.md`, `${frontmatter('tsk', '4f2a0000-0000-4000-8000-00000000000a', 'draft')}${body('start')}\n`);
  const files = [];
  for (const file of [bodies[1], bodies[0]]) {
    await repo.update('tsk', { ref: REF }, readFileSync(file, 'utf8'));
    files.push(readFileSync(join(root, 'docs', 'tsk', `${REF}.md`), 'utf8'));
  }
  return { root, extra: [bodies[0], bodies[1], REF], expected: { files, bodies } };
}

function spawn(script, argv) {
  const child = fork(join(workers, script), argv, { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const state = { ops: 0, failed: null };
  const ready = new Promise((resolve, reject) => {
    child.on('message', (m) => {
      if (m.ready === true) resolve();
      if (typeof m.ops === 'number') state.ops = m.ops;
      if (typeof m.failed === 'string') state.failed = m.failed;
    });
    child.once('exit', (code, signal) => reject(new Error(`${script} exited (${code ?? signal}) before it was ready`)));
  });
  ready.catch(() => undefined);
  return { child, ready, state };
}

const firstOperation = (worker) =>
  new Promise((resolve) => {
    if (worker.state.ops > 0) return resolve();
    const onMessage = (m) => {
      if (typeof m.ops !== 'number' && typeof m.failed !== 'string') return;
      worker.child.off('message', onMessage);
      resolve();
    };
    worker.child.on('message', onMessage);
    worker.child.once('exit', () => resolve());
  });
// Lock files the kill left empty (killed between creating the file and
// writing its holder record): a waiter cannot tell their holder is dead.
const emptyLocks = (root) =>
  ['.specmgr/feat', 'docs/tsk']
    .map((dir) => join(root, dir))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.lock') && statSync(join(dir, name)).size === 0)).length;
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};
const maximum = (xs) => xs.reduce((a, b) => Math.max(a, b), -Infinity);

const checker = spawn('crash-check.mjs', [library]);
await checker.ready;
function check(request) {
  return new Promise((resolve) => {
    const onMessage = (m) => {
      if (m.result === undefined) return;
      checker.child.off('message', onMessage);
      resolve(m.result);
    };
    checker.child.on('message', onMessage);
    checker.child.send({ check: request });
  });
}

async function runScenario(scenario) {
  const { root, extra, expected } = await setUp(scenario);
  const argv = [library, root, scenario, ...extra];
  const totals = { kills: 0, midOperation: 0, emptyLocks: 0, mismatches: 0, zombies: 0, torn: 0, lost: 0, intentsLeft: 0, errors: [], loopFailures: 0 };
  const waits = [];
  const slow = [];
  const opsAtKill = [];
  let next = spawn('crash-loop.mjs', argv);
  const started = performance.now();
  for (let run = 0; run < RUNS; run++) {
    const current = next;
    await current.ready;
    // The next victim loads the library while this one runs.
    if (run + 1 < RUNS) next = spawn('crash-loop.mjs', argv);
    current.child.send({ go: true });
    // The first operation warms the process up; the kill lands in one of the later ones.
    await firstOperation(current);
    await sleep(Math.random() * MAX_DELAY_MS);
    current.child.kill('SIGKILL');
    await exited(current.child);
    totals.kills++;
    opsAtKill.push(current.state.ops);
    if (current.state.failed !== null) totals.loopFailures++;
    if (emptyLocks(root) > 0) totals.emptyLocks++;
    if (scenario !== 'rewrite') {
      // What the kill left, before anything recovers it.
      const left = inspectFeatures(root);
      const half = left.folders.some((f) => f.text === null || f.id !== f.name || f.variants.some((id) => id !== f.name));
      if (left.intents.length > 0 || half) totals.midOperation++;
    }
    const result = await check({ scenario, root, ref: REF, expected });
    if (result.failed !== undefined) throw new Error(result.failed);
    waits.push(result.waitMs);
    if (result.waitMs > 5000) slow.push(result.waitMs);
    if (result.error !== null) totals.errors.push(result.error);
    for (const key of ['mismatches', 'zombies', 'torn', 'lost', 'intentsLeft']) totals[key] += result[key];
  }
  const seconds = (performance.now() - started) / 1000;
  return { scenario, totals, waits, slow, opsAtKill, seconds };
}

const names = { rename: 'renameFeat', 'create-delete': 'feature create/delete', rewrite: 'rewrite (update of a 26 KB tsk)' };
console.log(`specmgr hardening-crash — node ${process.version}, ${new Date().toISOString()}, ${RUNS} SIGKILLs per scenario, kill 0..${MAX_DELAY_MS} ms after the first operation`);
let failed = false;
for (const scenario of ONLY) {
  const { totals, waits, slow, opsAtKill, seconds } = await runScenario(scenario);
  const bad = totals.mismatches + totals.zombies + totals.torn + totals.lost + totals.intentsLeft + totals.errors.length + totals.loopFailures;
  if (bad > 0) failed = true;
  console.log(`\n${names[scenario]}: ${totals.kills} SIGKILLs in ${seconds.toFixed(0)} s (operations completed before each kill: median ${median(opsAtKill)}, max ${maximum(opsAtKill)})`);
  if (scenario !== 'rewrite') console.log(`  kills that left an operation half done (intent record, README-less folder or id mismatch on disk): ${totals.midOperation}`);
  console.log(`  folder/id mismatches after the next write: ${totals.mismatches}   (goal 0)`);
  console.log(`  zombie folders (no README):               ${totals.zombies}   (goal 0)`);
  console.log(`  torn or unexpected files:                 ${totals.torn}   (goal 0)`);
  console.log(`  lost or duplicated features:              ${totals.lost}   (goal 0)`);
  console.log(`  intent records left after the next write: ${totals.intentsLeft}   (goal 0)`);
  console.log(`  next-writer errors: ${totals.errors.length}${totals.errors.length > 0 ? ` (first: ${totals.errors[0]})` : ''}   (goal 0); loop failures: ${totals.loopFailures}`);
  console.log(`  next writer's wait after a kill (one write, recovery and lock breaking included): median ${median(waits).toFixed(1)} ms, max ${maximum(waits).toFixed(1)} ms; waits over 5 s: ${slow.length}${slow.length > 0 ? ` (${slow.map((w) => (w / 1000).toFixed(1)).join(', ')} s)` : ''}`);
  console.log(`  kills that left an empty lock file (its holder cannot be judged dead; broken when stale): ${totals.emptyLocks}`);
}
checker.child.kill();
rmSync(scratch, { recursive: true, force: true });
if (failed) process.exitCode = 1;
