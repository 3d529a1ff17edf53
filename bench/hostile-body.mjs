#!/usr/bin/env node
// Hostile Markdown bodies against the built library (`npx tsup` first):
// the size and nesting limits, nesting depth 1k → 16k, and the constructs
// micromark reads in time that grows with the square of their number.
// Prints every figure next to its goal. Times are CPU time of this process. Plain Node: `node bench/hostile-body.mjs`
// (add --raised-staircase to also time staircases with maxDepth raised,
// which micromark makes super-linear: a few minutes).
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse } from '../dist/index.js';
import { loadLibrary } from './bundle.mjs';

const bare = unified().use(remarkParse).freeze();

const args = process.argv.slice(2);
const FRONTMATTER = '---\ntype: tsk\nstatus: active\n---\n\n# T\n\n- [ ] x\n\n## Recent Updates\n\n### 2026-01-01T00:00:00.000Z - U\n\n';
const doc = (hostile) => `${FRONTMATTER}${hostile}\n`;
const GOAL_RATIO = 2.3;

// CPU time of this process (user + system) since `start`, in ms: on a
// shared machine wall-clock time mostly measures the other processes.
function cpuMs(start) {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// The best CPU time of repeated calls, after one warm-up call: fast inputs
// are repeated for about 300 ms, slow ones run `runs` times. The best, not
// the median, since whatever else runs on the machine (its garbage
// collection included) only ever adds time.
function timed(text, options, runs = 3) {
  const times = [];
  let result;
  let spent = 0;
  if (runs > 1) {
    try {
      parse('tsk', text, options);
    } catch {
      // reported by the measured call below
    }
  }
  while (times.length < runs || (spent < 300 && times.length < 200)) {
    const start = process.cpuUsage();
    try {
      result = parse('tsk', text, options);
    } catch (error) {
      return { ms: cpuMs(start), outcome: `THREW ${String(error).slice(0, 80)}` };
    }
    const ms = cpuMs(start);
    times.push(ms);
    spent += ms;
    if (ms > 1000 && times.length >= runs) break;
  }
  const best = Math.min(...times);
  const first = result.diagnostics.find((d) => d.severity === 'error');
  return { ms: best, outcome: result.ok ? 'ok' : `${first?.code} (line ${first?.line})` };
}

// Times per size and each doubling's ratio (of times, and of times per
// byte where the input grows faster than n).
function series(title, sizes, make, options, runs) {
  console.log(`\n${title}`);
  let previous;
  let worst = 0;
  const rows = [];
  for (const n of sizes) {
    const text = make(n);
    const { ms, outcome } = timed(text, options, runs);
    const bytes = Buffer.byteLength(text);
    const ratio = previous === undefined ? undefined : ms / previous.ms;
    if (ratio !== undefined) worst = Math.max(worst, ratio);
    const perByte = previous === undefined ? '' : (ms / bytes / (previous.ms / previous.bytes)).toFixed(2);
    rows.push({ n, bytes, 'cpu ms': ms.toFixed(2), 'ratio vs n/2': ratio === undefined ? '' : ratio.toFixed(2), 'per-byte ratio': perByte, outcome });
    previous = { ms, bytes };
  }
  console.table(rows);
  console.log(`  worst doubling ratio ${worst.toFixed(2)} (goal ≤ ${GOAL_RATIO}) ${worst <= GOAL_RATIO ? 'MET' : 'NOT MET'}`);
  return worst;
}

console.log(`hostile Markdown bodies — node ${process.version}, ${new Date().toISOString()}`);
parse('tsk', doc('warm up [a](b) *c* <!-- d -->'));

// 0. Formerly test/format/markdown/timing.test.ts: parsing per section
// (parseBody, internal, so bundled from the sources) must beat one parse of
// the whole body by at least 5x on 2,000 sections with a list each. Run
// first, before the large inputs below fill the heap.
{
  const { parseBody, parseBodyUnchunked } = await loadLibrary({
    name: 'hostile-body-parse.mjs',
    contents: "export { parseBody, parseBodyUnchunked } from './src/format/markdown/parse-body.ts';",
    sourcefile: 'hostile-body-entry.ts',
  });
  const parts = ['# Title'];
  for (let n = 1; n <= 2000; n++) parts.push(`## Section ${n}\n\n- item a ${n}\n- item b\n- item c`);
  const body = parts.join('\n\n');
  parseBody(parts.slice(0, 50).join('\n\n'));
  parseBodyUnchunked(parts.slice(0, 50).join('\n\n'));
  const cpu = (run) => {
    const start = process.cpuUsage();
    run();
    return cpuMs(start);
  };
  const chunked = Math.min(cpu(() => parseBody(body)), cpu(() => parseBody(body)), cpu(() => parseBody(body)));
  const whole = cpu(() => parseBodyUnchunked(body));
  const speedup = whole / chunked;
  console.log(`\n2,000 sections with a list each: parseBody ${chunked.toFixed(0)} ms, one parse ${whole.toFixed(0)} ms CPU: ${speedup.toFixed(1)}x (goal ≥ 5x) ${speedup >= 5 ? 'MET' : 'NOT MET'}`);
}

// 1. The limits themselves.
{
  const big = doc('x'.repeat(10 * 1024 * 1024));
  const a = timed(big, undefined, 1);
  const d = parse('tsk', big).diagnostics;
  console.log(`\n10 MB document: ${a.outcome}, ${d.length} diagnostic(s), ${a.ms.toFixed(1)} ms CPU (goal: one diagnostic, no throw)`);
  console.log(`  ${d[0]?.message}`);
  const deep = doc(`${'>'.repeat(100_000)} x`);
  const b = timed(deep, undefined, 1);
  const e = parse('tsk', deep).diagnostics;
  console.log(`100,000 nested block quotes: ${b.outcome}, ${e.length} diagnostic(s), ${b.ms.toFixed(1)} ms CPU (goal: one diagnostic, no throw)`);
  console.log(`  ${e[0]?.message}`);
}

// 2. Nesting depth 1k → 16k.
const oneLine = (n) => doc(`${'>'.repeat(n)} x`);
const staircase = (n) => doc(Array.from({ length: n }, (_, k) => `${'>'.repeat(k + 1)} x`).join('\n'));
const depths = [1000, 2000, 4000, 8000, 16000];
series('Nesting, one line (`>` × n), default limits', depths, oneLine, undefined, 3);
series('Nesting, staircase (line k holds k `>`; n²/2 bytes), default limits', depths, staircase, undefined, 1);
series('Nesting, one line, limits.maxDepth raised to 16,000 (the tree is built)', depths, oneLine, { limits: { maxDepth: 16000 } }, 1);
if (args.includes('--raised-staircase')) {
  series(
    'Nesting, staircase, maxDepth and maxBytes raised (micromark itself, see figures)',
    [125, 250, 500, 1000],
    staircase,
    { limits: { maxDepth: 16000, maxBytes: 1 << 30 } },
    1,
  );
  // The same bodies through bare remark-parse (micromark), no specmgr code:
  // the growth is micromark's own.
  console.log('\nThe same staircases through bare unified().use(remarkParse).parse():');
  const rows = [];
  let previous;
  for (const n of [125, 250, 500, 1000]) {
    const body = Array.from({ length: n }, (_, k) => `${'>'.repeat(k + 1)} x`).join('\n');
    const start = process.cpuUsage();
    bare.parse(body);
    const ms = cpuMs(start);
    rows.push({ n, bytes: body.length, 'cpu ms': ms.toFixed(1), 'ratio vs n/2': previous === undefined ? '' : (ms / previous).toFixed(2) });
    previous = ms;
  }
  console.table(rows);
} else {
  console.log('\n(staircase with raised limits skipped: pass --raised-staircase; micromark is super-linear there)');
}

// 3. Small hostile inputs inside one section, n → 8n.
series('Setext underlines (`pN` / `===`) in one section', [1000, 2000, 4000, 8000], (n) => doc(Array.from({ length: n }, (_, i) => `p${i}\n===`).join('\n')));
series('`<!--` (unclosed, inline) in one paragraph', [2000, 4000, 8000, 16000], (n) => doc(`x ${'<!--'.repeat(n)}`));
series('`<!--` at line start (HTML block) repeated', [2000, 4000, 8000, 16000], (n) => doc('<!--'.repeat(n)));
series('`[a](` in one paragraph', [4000, 8000, 16000, 32000], (n) => doc(`x ${'[a]('.repeat(n)}`));
series('`*a` in one paragraph', [2000, 4000, 8000, 16000], (n) => doc(`x ${'*a'.repeat(n)}`));
series('Run of spaces in one line', [16000, 32000, 64000, 128000], (n) => doc(`a${' '.repeat(n)}b`));
series('Run of spaces inside the title heading', [16000, 32000, 64000, 128000], (n) => doc('').replace('# T', `# T${' '.repeat(n)}x`));
series('Many short paragraphs in one section', [10000, 20000, 40000, 80000], (n) => doc(Array.from({ length: n }, () => 'p').join('\n\n')), undefined, 1);

// 4. The most a document within the complexity limits can cost: each
// construct at its limit, followed by 1 MB of text in the same paragraph.
{
  console.log('\nAt the complexity limits, followed by 1 MB of text in the same paragraph or section:');
  const filler = 'word '.repeat(200_000);
  const rows = [
    ['1,000 `[a](`', doc(`x ${'[a]('.repeat(1000)} ${filler}`)],
    ['1,000 `*a`', doc(`x ${'*a'.repeat(1000)} ${filler}`)],
    ['10 unclosed `<!--`', doc(`x ${'<!--'.repeat(10)} ${filler}`)],
    ['32 setext underlines', doc(`${Array.from({ length: 32 }, (_, i) => `p${i}\n===`).join('\n')}\n\n${filler}`)],
    ['1 MB of text alone', doc(filler)],
  ].map(([name, text]) => ({ input: name, bytes: Buffer.byteLength(text), ...timed(text, undefined, 1) }));
  console.table(rows.map(({ ms, ...r }) => ({ ...r, 'cpu ms': ms.toFixed(1) })));
}

// 5. The many-paragraphs task list of the adversarial run (2.6 MB): no throw.
if (args.includes('--big')) {
  const text = doc(Array.from({ length: 870_000 }, () => 'p').join('\n\n'));
  const r = timed(text, undefined, 1);
  console.log(`\n2.6 MB of short paragraphs: ${r.outcome}, ${r.ms.toFixed(0)} ms CPU (goal: no throw)`);
} else {
  console.log('\n(2.6 MB of short paragraphs skipped: pass --big)');
}
