// Parse+validate time per document type against bare remark parsing of the
// same text, and the linearity check on large task lists. Plain Node (no
// vitest: it would resolve the `development` export condition of remark).
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { Bench } from 'tinybench';
import { unified } from 'unified';
import { documentTypes, parse } from '../dist/index.js';

const bare = unified().use(remarkParse).use(remarkFrontmatter).freeze();
const ms = (task) => task.result.latency.mean;

function assertValid(type, text) {
  const result = parse(type, text);
  if (!result.ok) throw new Error(`${type} benchmark document does not parse:\n${result.error}`);
}

/** A task list with `sections` update entries, each holding a short list. */
export function bigTaskList(sections) {
  const entries = [];
  for (let i = 0; i < sections; i += 1) {
    const stamp = new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString();
    entries.push(
      `### ${stamp} - Update number ${sections - i} of the migration log\n\n` +
        `Progress report ${i}: moved another batch of widgets and checked the registry entries against the inventory; see the migration log for the details.\n\n` +
        `- migrated widget group ${i}-a to the new registry and verified its callbacks\n` +
        `- migrated widget group ${i}-b and removed the compatibility shim entries\n` +
        `- recorded timing figures for batch ${i} in the shared spreadsheet\n` +
        `- noted follow-up questions for the owners of batch ${i} in the tracker\n`,
    );
  }
  return `---\ntype: tsk\nstatus: active\n---\n\n# Big Migration Log\n\n- [ ] keep going\n\n## Recent Updates\n\n${entries.join('\n')}`;
}

export async function runFormatBench() {
  const rows = [];
  const bench = new Bench({ time: 400, warmupTime: 100 });
  for (const [type, definition] of Object.entries(documentTypes)) {
    assertValid(type, definition.example);
    bench.add(`${type} parse`, () => parse(type, definition.example));
    bench.add(`${type} remark`, () => bare.parse(definition.example));
  }
  await bench.run();
  for (const type of Object.keys(documentTypes)) {
    const ours = bench.getTask(`${type} parse`);
    const theirs = bench.getTask(`${type} remark`);
    const bytes = Buffer.byteLength(documentTypes[type].example);
    rows.push({ type, bytes, 'parse+validate (ms)': ms(ours).toFixed(3), 'bare remark (ms)': ms(theirs).toFixed(3), ratio: (ms(ours) / ms(theirs)).toFixed(2) });
  }
  console.log('\nParse + validate of each packaged example vs bare unified().use(remarkParse).use(remarkFrontmatter).parse():');
  console.table(rows);

  console.log('Large task lists (N update sections, each a paragraph and a 4-item list; 2,000 sections ≈ 1 MB):');
  const scaling = [];
  let best2000 = Infinity;
  for (const sections of [250, 500, 1000, 2000]) {
    const text = bigTaskList(sections);
    assertValid('tsk', text);
    const runs = sections >= 1000 ? 3 : 5;
    let best = Infinity;
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      parse('tsk', text);
      best = Math.min(best, performance.now() - start);
    }
    if (sections === 2000) best2000 = best;
    scaling.push({ sections, bytes: Buffer.byteLength(text), 'parse+validate (ms)': best.toFixed(1), 'µs per section': ((best * 1000) / sections).toFixed(1) });
  }
  console.table(scaling);
  const big = bigTaskList(2000);
  const start = performance.now();
  bare.parse(big);
  const bareMs = performance.now() - start;
  console.log(`Bare remark on the same 2,000-section document in one parse: ${bareMs.toFixed(1)} ms (micromark is quadratic in the number of separate lists; specmgr parses per section).`);
  // Informative: parse+validate includes the outline match; the parse-only
  // comparison that used to be a test is in bench/hostile-body.mjs.
  console.log(`  specmgr parse+validate vs one bare parse: ${(bareMs / best2000).toFixed(1)}x faster`);
}
