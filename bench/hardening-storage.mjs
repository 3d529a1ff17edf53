// Hardening figures of the storage layer (issue 9, items 3–5), each against
// real files and real processes:
//   swap   a racer swapping docs/req and .specmgr/feat for links to an outside
//          folder (≥ 50,000 swaps) against get/update/delete: nothing outside
//          read, written or deleted
//   stale  8 processes contending for one lock while holders are SIGKILLed
//          inside it (≥ 1,000 cycles): double holders, lost acknowledged edits
//   kill   ≥ 50 SIGKILLs of a writer: the next writer's wait, lock files left
//   hand   4 library processes × 60 operations plus a hand writer appending
//          with fs.writeFileSync: lost hand edits (≤ 1/1,000), lost library edits
//
// Usage: node bench/hardening-storage.mjs [swap|stale|kill|hand ...] [--dist]
//   With no sub-command all four run. By default the library's sources are
//   bundled with esbuild into .bench-tmp/; with --dist the built
//   dist/index.js is used (run `npx tsup` first).
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { args, bundleModule, root as repoRoot } from './bundle.mjs';

const workers = join(repoRoot, 'bench', 'workers');
const commands = args.filter((a) => !a.startsWith('--'));
const wanted = (name) => commands.length === 0 || commands.includes(name);

// One module with the main entry and specmgr/node, so the workers get both from one path.
function libraryPath() {
  if (args.includes('--dist')) {
    const entry = join(repoRoot, '.bench-tmp', 'hardening-storage-dist.mjs');
    mkdirSync(dirname(entry), { recursive: true });
    writeFileSync(entry, "export * from '../dist/index.js';\nexport * from '../dist/node.js';\n");
    return entry;
  }
  return bundleModule({ name: 'hardening-storage-lib.mjs', contents: "export * from './src/index.ts';\nexport * from './src/node.ts';\n", sourcefile: 'hardening-entry.ts' });
}

const library = await libraryPath();
const { createRepository, nodeStorage } = await import(pathToFileURL(library).href);

// ---------------------------------------------------------------- helpers

const scratch = mkdtempSync(join(tmpdir(), 'specmgr-hardening-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

function start(script, argv) {
  const child = fork(join(workers, script), argv, { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const inbox = [];
  const waiting = [];
  child.on('message', (message) => {
    const i = waiting.findIndex((w) => w.test(message));
    if (i >= 0) waiting.splice(i, 1)[0].resolve(message);
    else inbox.push(message);
  });
  const next = (test) => {
    const i = inbox.findIndex(test);
    if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]);
    return new Promise((resolve, reject) => {
      waiting.push({ test, resolve });
      child.once('exit', (code, signal) => reject(new Error(`${script} exited (${code ?? signal}) before the expected message`)));
    });
  };
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
  return { child, next, exited };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ms = (v) => `${v.toFixed(1)} ms`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
let failures = 0;
function figure(label, value, goal, ok) {
  if (!ok) failures++;
  console.log(`  ${ok ? 'ok  ' : 'MISS'} ${label}: ${value}${goal ? `   (goal: ${goal})` : ''}`);
}

const frontmatter = (type, id, status = 'draft') =>
  `---\nclassification: null\ncreated: '2026-01-01T00:00:00.000Z'\nid: ${id}\nstatus: ${status}\ntype: ${type}\nupdated: '2026-01-01T00:00:00.000Z'\nversion: 1.0.0\n---\n\n`;
const reqBody = (title) =>
  `# ${title}\n\nThe engine controller shall limit the temperature.\n\n## Description\n\nWhy.\n\n## Characteristics\n\n1. Verifiable\n\n## Level\n\nMUST\n\n## Source\n\nWorkshop 2026-08-01.`;
// The benches' one feature body (bench/workers/feat-body.md), without its final newline.
const FEAT_BODY = readFileSync(new URL('./workers/feat-body.md', import.meta.url), 'utf8').trimEnd();
const featBody = (title) => FEAT_BODY.replace('# Feature: Search', `# Feature: ${title}`);
const tskDoc = (id) =>
  `${frontmatter('tsk', id)}# Task list\n\n- [ ] Task 1\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.\n`;
const uuid = (i) => `4f2a0000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Every file below a folder, with the hash of its content (links not followed). */
function tree(dir) {
  const out = new Map();
  const stack = [''];
  while (stack.length > 0) {
    const rel = stack.pop();
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        out.set(`${path}/`, 'dir');
        stack.push(path);
      } else out.set(path, createHash('sha256').update(readFileSync(join(dir, path))).digest('hex'));
    }
  }
  return out;
}

// ---------------------------------------------------------------- swap

async function swapRace() {
  console.log('\n[swap] symlink-swap racer against get/update/delete through nodeStorage');
  const MIN_SWAPS = 50_000;
  const base = mkdtempSync(join(scratch, 'swap-'));
  const root = join(base, 'root');
  const outside = join(base, 'outside');
  const DOCS = 20;
  const reqName = (i) => `req-${uuid(i)}-engine.md`;
  mkdirSync(join(root, 'docs', 'req'), { recursive: true });
  mkdirSync(join(root, '.specmgr', 'feat'), { recursive: true });
  mkdirSync(join(outside, 'req'), { recursive: true });
  for (let i = 0; i < DOCS; i++) {
    writeFileSync(join(root, 'docs', 'req', reqName(i)), `${frontmatter('req', uuid(i))}${reqBody(`Inside ${i}`)}\n`);
    writeFileSync(join(outside, 'req', reqName(i)), `${frontmatter('req', uuid(i))}${reqBody(`CANARY ${i}`)}\n`);
  }
  const featIds = ['feat-1-a', 'feat-2-b', 'feat-3-c'];
  const makeFeature = (dir, id, title) => {
    mkdirSync(join(dir, id, 'notes'), { recursive: true });
    writeFileSync(join(dir, id, 'README.md'), `${frontmatter('feat', id, 'planning')}${featBody(title)}\n`);
    writeFileSync(join(dir, id, 'notes', 'n.md'), title);
  };
  for (const id of featIds) {
    makeFeature(join(root, '.specmgr', 'feat'), id, `Inside ${id}`);
    makeFeature(join(outside, 'feat'), id, `CANARY ${id}`);
  }
  const before = tree(outside);

  const storage = nodeStorage(root, { lockTimeoutMs: 2_000 });
  const repo = createRepository({ storage });
  const racer = start('swap-racer.mjs', [root, outside, 'docs/req', '.specmgr/feat']);
  await racer.next((m) => m.ready === true);
  const errorKinds = new Map();
  let slowest = 0;
  const counts = { get: 0, update: 0, delete: 0, recreate: 0, failed: 0, outsideText: 0 };
  const started = performance.now();
  const encoder = new TextEncoder();
  // The racer reports its count only at the end, so the run lasts long
  // enough for ≥ 50,000 swaps at the racer's measured pace (probed first).
  let swaps = 0;
  let round = 0;
  const attempts = () => counts.get + counts.update + counts.delete + counts.recreate + counts.failed;
  for (; (swaps < MIN_SWAPS || attempts() < 2_000) && round < 20; round++) {
    const until = performance.now() + 3_000;
    for (let i = 0; performance.now() < until; i++) {
      const n = i % DOCS;
      const op = i % 4;
      const opStarted = performance.now();
      const watchdog = setTimeout(() => console.log(`  (slow: operation ${op} of item ${n} still running after 5 s)`), 5_000);
      try {
        if (op === 0) {
          const doc = await repo.get('req', uuid(n), { raw: true });
          counts.get++;
          if (JSON.stringify(doc).includes('CANARY')) counts.outsideText++;
        } else if (op === 1) {
          const result = await repo.update('req', uuid(n), reqBody(`Inside ${n} v${i}`));
          if (JSON.stringify(result).includes('CANARY')) counts.outsideText++;
          counts.update++;
        } else if (op === 2) {
          if (i % 8 === 2) {
            await repo.delete('feat', featIds[i % featIds.length]);
          } else {
            await repo.delete('req', uuid(n));
          }
          counts.delete++;
        } else {
          // Put back what was deleted, through the storage (it may fail while swapped).
          const id = featIds[i % featIds.length];
          if ((await storage.read(`.specmgr/feat/${id}/README.md`)) === null) {
            await storage.mkdirp(`.specmgr/feat/${id}/notes`);
            await storage.writeAtomic(`.specmgr/feat/${id}/README.md`, encoder.encode(`${frontmatter('feat', id, 'planning')}${featBody(`Inside ${id}`)}\n`));
            await storage.writeAtomic(`.specmgr/feat/${id}/notes/n.md`, encoder.encode(`Inside ${id}`));
          }
          const path = `docs/req/${reqName((n + 1) % DOCS)}`;
          if ((await storage.read(path)) === null) {
            await storage.writeAtomic(path, encoder.encode(`${frontmatter('req', uuid((n + 1) % DOCS))}${reqBody(`Inside ${(n + 1) % DOCS}`)}\n`), { expect: null });
          }
          counts.recreate++;
        }
      } catch (error) {
        counts.failed++; // refused (path-outside-root), not found while swapped, …
        const key = `${error?.name}:${error?.code}:${String(error?.message).replace(/[0-9a-f-]{36}|\/tmp\S*/g, '…').slice(0, 80)}`;
        errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
      } finally {
        clearTimeout(watchdog);
        slowest = Math.max(slowest, performance.now() - opStarted);
      }
    }
    racer.child.send({ stop: true });
    const report = await racer.next((m) => typeof m.swaps === 'number');
    swaps += report.swaps;
    await racer.exited();
    if (swaps < MIN_SWAPS || attempts() < 2_000) {
      const again = start('swap-racer.mjs', [root, outside, 'docs/req', '.specmgr/feat']);
      await again.next((m) => m.ready === true);
      Object.assign(racer, again);
    }
  }
  const elapsed = performance.now() - started;
  const after = tree(outside);
  const changed = [...before].filter(([path, hash]) => after.get(path) !== hash).map(([path]) => path);
  const added = [...after.keys()].filter((path) => !before.has(path));
  const done = counts.get + counts.update + counts.delete + counts.recreate;
  figure('swaps', swaps.toLocaleString('en'), '≥ 50,000', swaps >= MIN_SWAPS);
  figure('operations done (get / update / delete / recreate), refused or failed', `${done} (${counts.get} / ${counts.update} / ${counts.delete} / ${counts.recreate}), ${counts.failed}`, '', true);
  figure('outside files deleted or changed', `${changed.length}${changed.length > 0 ? ` (${changed.slice(0, 5).join(', ')})` : ''}`, '0', changed.length === 0);
  figure('files created outside', `${added.length}${added.length > 0 ? ` (${added.slice(0, 5).join(', ')})` : ''}`, '0', added.length === 0);
  figure('results carrying outside text', counts.outsideText, '0', counts.outsideText === 0);
  figure('slowest operation', ms(slowest), '', true);
  figure('run time', ms(elapsed), '', true);
  if (process.env.SPECMGR_BENCH_VERBOSE) console.log(errorKinds);
}

// ---------------------------------------------------------------- stale

async function staleContention() {
  console.log('\n[stale] 8 processes contend for one lock; holders are SIGKILLed inside it');
  const PROCESSES = 8;
  const TARGET_CYCLES = 1_200;
  const KILLS = 40;
  const root = mkdtempSync(join(scratch, 'stale-'));
  writeFileSync(join(root, 'counter.txt'), '0');
  const acked = [];
  let overlaps = 0;
  let kills = 0;
  const live = new Set();
  const spawn = () => {
    const w = start('lock-contender.mjs', [library, root, String(TARGET_CYCLES)]);
    w.child.on('message', (m) => {
      if (typeof m.ack === 'number') acked.push(m.ack);
      if (m.overlap) overlaps++;
    });
    live.add(w);
    w.child.once('exit', () => live.delete(w));
    return w;
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: PROCESSES }, () => spawn().next((m) => m.ready === true)));
  // Kill the current holder (named in the lock file) now and then, and replace it.
  while (acked.length < TARGET_CYCLES || (kills < KILLS && live.size > 0)) {
    await sleep(20 + Math.random() * 60);
    if (kills < KILLS) {
      let holder;
      try {
        holder = JSON.parse(readFileSync(join(root, 'counter.txt.lock'), 'utf8')).pid;
      } catch {
        continue; // between holders, or an unreadable moment
      }
      const victim = [...live].find((w) => w.child.pid === holder);
      if (victim === undefined) continue;
      victim.child.kill('SIGKILL');
      await victim.exited();
      kills++;
      await spawn().next((m) => m.ready === true);
    }
  }
  for (const w of [...live]) w.child.kill('SIGKILL');
  await Promise.all([...live].map((w) => w.exited()));
  const final = Number(readFileSync(join(root, 'counter.txt'), 'utf8'));
  const distinct = new Set(acked);
  const lost = acked.length - distinct.size + acked.filter((v) => v > final).length;
  const leftovers = readdirSync(root).filter((n) => n !== 'counter.txt' && n !== 'inside.marker');
  // The next lock in the folder sweeps what the killed processes left, once it is older than staleLockMs.
  await sleep(1_100);
  await (await nodeStorage(root, { staleLockMs: 1_000 }).lock('counter.txt'))();
  const afterSweep = readdirSync(root).filter((n) => n !== 'counter.txt' && n !== 'inside.marker');
  figure('lock cycles acknowledged (processes, holders killed inside the lock)', `${acked.length} (${PROCESSES}, ${kills})`, '≥ 1,000 cycles, ≥ 8 processes', acked.length >= 1000);
  figure('double holders (exclusive marker inside the lock)', overlaps, '0', overlaps === 0);
  figure('lost acknowledged edits', `${lost} (final counter ${final}, ${distinct.size} distinct acknowledged values)`, '0', lost === 0);
  figure('lock, .tmp and other files left by the killed processes, before / after the next lock (staleLockMs 1 s)', `${leftovers.length} / ${afterSweep.length}${afterSweep.length ? ` (${afterSweep.join(', ')})` : ''}`, '0 after', afterSweep.length === 0);
  figure('run time', ms(performance.now() - started), '', true);
}

// ---------------------------------------------------------------- kill

async function killWait() {
  console.log('\n[kill] SIGKILL of a writer at a random moment, then the next writer');
  const KILLS = 60;
  const root = mkdtempSync(join(scratch, 'kill-'));
  const ref = `tsk-${uuid(1)}-task-list`;
  mkdirSync(join(root, 'docs', 'tsk'), { recursive: true });
  writeFileSync(join(root, 'docs', 'tsk', `${ref}.md`), tskDoc(uuid(1)));
  const repo = createRepository({ storage: nodeStorage(root) }); // staleLockMs 30 000: only dead-pid detection helps
  const waits = [];
  let heldAtKill = 0;
  let locksLeft = 0;
  let tempsLeft = 0;
  const started = performance.now();
  for (let run = 0; run < KILLS; run++) {
    const w = start('lock-holder.mjs', [library, root, ref]);
    await w.next((m) => m.ready === true);
    await sleep(20 + Math.random() * 80);
    let held = false;
    try {
      held = JSON.parse(readFileSync(join(root, 'docs', 'tsk', `${ref}.md.lock`), 'utf8')).pid === w.child.pid;
    } catch {
      held = false;
    }
    w.child.kill('SIGKILL');
    await w.exited();
    if (held) heldAtKill++;
    const t0 = performance.now();
    const result = await repo.update('tsk', { ref }, `- [ ] next writer ${run}`, { offset: 4, limit: 1 });
    waits.push(performance.now() - t0);
    if (result.kind !== 'updated') throw new Error(`the next writer failed: ${JSON.stringify(result).slice(0, 300)}`);
    const names = readdirSync(join(root, 'docs', 'tsk'));
    locksLeft += names.filter((n) => n.endsWith('.lock')).length;
    for (const n of names) if (n.endsWith('.tmp')) {
      tempsLeft++;
      rmSync(join(root, 'docs', 'tsk', n));
    }
  }
  figure('SIGKILLs (holding the lock at the kill)', `${KILLS} (${heldAtKill})`, '≥ 50', KILLS >= 50);
  figure('next writer: whole update after the kill, median / max', `${ms(percentile(waits, 0.5))} / ${ms(Math.max(...waits))}`, 'max well under 1 s', Math.max(...waits) < 1000);
  figure('lock files left after the next operation (sum over all runs)', locksLeft, '0', locksLeft === 0);
  figure('orphaned .tmp files after the next operation (sum; swept once older than staleLockMs)', tempsLeft, '', true);
  figure('run time', ms(performance.now() - started), '', true);
}

// ---------------------------------------------------------------- hand

async function handRace() {
  console.log('\n[hand] 4 library processes x 60 operations + a hand writer appending with fs.writeFileSync');
  const MIN_HAND = 1_000;
  let hand = 0;
  let handLost = 0;
  let libraryEdits = 0;
  let libraryLost = 0;
  let libraryFailed = 0;
  let rounds = 0;
  const started = performance.now();
  for (; hand < MIN_HAND && rounds < 20; rounds++) {
    const root = mkdtempSync(join(scratch, 'hand-'));
    const ref = `tsk-${uuid(2)}-task-list`;
    const file = join(root, 'docs', 'tsk', `${ref}.md`);
    mkdirSync(join(root, 'docs', 'tsk'), { recursive: true });
    writeFileSync(file, tskDoc(uuid(2)));
    const libs = [0, 1, 2, 3].map((w) => start('library-writer.mjs', [library, root, String(w), '60', ref]));
    const writer = start('hand-writer.mjs', [file, `r${rounds}`, '60', '140']);
    await Promise.all([...libs.map((l) => l.next((m) => m.ready === true)), writer.next((m) => m.ready === true)]);
    for (const l of libs) l.child.send({ go: true });
    const results = await Promise.all(libs.map((l) => l.next((m) => m.done === true)));
    writer.child.send({ stop: true });
    const handResult = await writer.next((m) => m.done === true);
    await Promise.all([...libs.map((l) => l.exited()), writer.exited()]);
    const text = readFileSync(file, 'utf8');
    const lines = new Set(text.split('\n'));
    hand += handResult.acked.length;
    handLost += handResult.acked.filter((m) => !lines.has(m) && !text.includes(m)).length;
    for (const r of results) {
      libraryEdits += r.acked.length;
      libraryFailed += r.failed;
      libraryLost += r.acked.filter((line) => !lines.has(line)).length;
    }
    if (process.env.SPECMGR_BENCH_VERBOSE) console.log(`  round ${rounds}: ${handResult.acked.length} hand edits, ${hand} so far, ${handLost} lost`);
  }
  const rate = hand === 0 ? 0 : handLost / hand;
  figure('hand edits acknowledged (rounds of 4 x 60 library operations)', `${hand} (${rounds})`, '≥ 1,000', hand >= MIN_HAND);
  figure('lost hand edits', `${handLost} of ${hand} (${(rate * 1000).toFixed(2)} per 1,000)`, '≤ 1 per 1,000', rate <= 0.001);
  figure('lost library edits (acknowledged update lines missing)', `${libraryLost} of ${libraryEdits}`, '0', libraryLost === 0);
  figure('library operations that gave up (file kept changing, 5 attempts)', libraryFailed, '', true);
  figure('run time', ms(performance.now() - started), '', true);
}

console.log(`specmgr storage hardening — node ${process.version}, ${new Date().toISOString()}, library ${library.replace(repoRoot, '')}`);
if (wanted('swap')) await swapRace();
if (wanted('stale')) await staleContention();
if (wanted('kill')) await killWait();
if (wanted('hand')) await handRace();
console.log(failures === 0 ? '\nall goals met' : `\n${failures} goal(s) missed`);
