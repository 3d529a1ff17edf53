// The fuzz harness of test/fuzz/harness.ts over a built library: seeded
// valid documents of all 13 types, mutated structurally, read in both modes.
// Prints the runs per type, throws, diagnostics outside the document,
// round-trip differences and the slowest single call, each with its goal.
//
//   node bench/fuzz.mjs [runs] [--dist <dir>] [--seed <n>]
//
// runs: total over the 13 types and both modes (default 20,800). --dist (or
// FUZZ_DIST): the built library's folder (default ./dist; build with
// `npx tsup`), so the same harness can run against another checkout.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleModule } from './bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const positional = argv.filter((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const total = Number(positional[0] ?? 20_800);
if (!Number.isInteger(total) || total < 26) throw new Error(`runs must be an integer of at least 26, got ${JSON.stringify(positional[0])}`);
const distDir = resolve(option('--dist') ?? process.env.FUZZ_DIST ?? join(root, 'dist'));
const baseSeed = Number(option('--seed') ?? 20_261_201);

// The harness and its model arbitraries are TypeScript: bundle them (fast-check included) next to the other bench bundles.
const outfile = await bundleModule({
  name: 'fuzz-harness.mjs',
  contents: "export * from './test/fuzz/harness.ts';\nexport * from './test/fuzz/known.ts';\n",
  sourcefile: 'fuzz-entry.ts',
});
const harness = await import(pathToFileURL(outfile).href);
const library = await import(pathToFileURL(join(distDir, 'index.js')).href);

const perBatch = Math.ceil(total / (harness.FUZZ_TYPES.length * 2));
console.log(`Fuzzing ${distDir} — ${perBatch} runs per type and mode (strict, lenient), base seed ${baseSeed}`);
const rows = [];
const sums = { runs: 0, ok: 0, throw: 0, position: 0, 'round-trip': 0, 'fixed-point': 0, validate: 0 };
let slowest = null;
const examples = [];
const known = new Map();
const started = performance.now();
for (const type of harness.FUZZ_TYPES) {
  const row = { type, runs: 0, ok: 0, throws: 0, 'outside document': 0, 'round-trip diffs': 0, 'not fixed point': 0, 'validate disagrees': 0, 'slowest (ms)': 0 };
  for (const mode of ['strict', 'lenient']) {
    const batch = harness.fuzzBatch(library, type, mode, perBatch, baseSeed, (v) => harness.ownedElsewhere(v)?.name ?? null);
    for (const [name, n] of Object.entries(batch.labelled)) known.set(name, (known.get(name) ?? 0) + n);
    row.runs += batch.runs;
    row.ok += batch.ok;
    row.throws += batch.counts.throw;
    row['outside document'] += batch.counts.position;
    row['round-trip diffs'] += batch.counts['round-trip'];
    row['not fixed point'] += batch.counts['fixed-point'];
    row['validate disagrees'] += batch.counts.validate;
    for (const key of Object.keys(batch.counts)) sums[key] += batch.counts[key];
    sums.runs += batch.runs;
    sums.ok += batch.ok;
    if (batch.slowest && batch.slowest.ms > row['slowest (ms)']) row['slowest (ms)'] = Number(batch.slowest.ms.toFixed(1));
    if (batch.slowest && (!slowest || batch.slowest.ms > slowest.ms)) slowest = batch.slowest;
    const kinds = new Set(examples.map((v) => `${v.type}/${v.kind}`));
    for (const v of batch.violations) {
      if (!kinds.has(`${v.type}/${v.kind}`) && examples.length < 12) {
        examples.push(v);
        kinds.add(`${v.type}/${v.kind}`);
      }
    }
  }
  rows.push(row);
}
const seconds = (performance.now() - started) / 1000;
console.table(rows);
const verdict = (n) => (n === 0 ? 'ok' : 'FAIL');
console.log(`runs: ${sums.runs} over ${harness.FUZZ_TYPES.length} types (${sums.ok} parsed ok) in ${seconds.toFixed(1)} s`);
console.log(`throws:                          ${sums.throw} (goal 0) ${verdict(sums.throw)}`);
console.log(`diagnostics outside the document: ${sums.position} (goal 0) ${verdict(sums.position)}`);
console.log(`round-trip differences:           ${sums['round-trip']} (goal 0) ${verdict(sums['round-trip'])}`);
console.log(`serialize not a fixed point:      ${sums['fixed-point']} (goal 0) ${verdict(sums['fixed-point'])}`);
console.log(`validate disagrees with parse:    ${sums.validate} (goal 0) ${verdict(sums.validate)}`);
if (slowest) {
  console.log(`slowest single call: ${slowest.call} of ${slowest.type}, ${slowest.size} code units, ${slowest.ms.toFixed(1)} ms (seed ${slowest.seed}; goal: bounded, reported)`);
}
if (known.size > 0) {
  console.log('\nNot counted above, as specified behaviour (test/fuzz/known.ts):');
  for (const finding of harness.KNOWN_FINDINGS) {
    if (known.has(finding.name)) console.log(`  ${String(known.get(finding.name)).padStart(6)} × ${finding.name} — ${finding.owner}`);
  }
}
if (examples.length > 0) {
  console.log('\nFirst violation of each type and kind:');
  for (const v of examples) console.log(`\n${harness.describeViolation(v).slice(0, 1_500)}`);
}
