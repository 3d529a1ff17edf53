// The generated trees of the scale benchmark: N documents of mixed types,
// the packaged examples of the library (realistic sizes, 1–5 KB) with their
// own id and a numbered title, laid out as a repository with the default
// layout under os.tmpdir(). A tree is generated once per size and reused
// while its marker file names the same generator version.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Bump when the generated files change, so old trees are rebuilt. */
export const GENERATOR_VERSION = 1;
const MARKER = '.specmgr-bench-tree.json';

// Percent of the documents per type, in the order they are interleaved.
const MIX = [
  ['tsk', 25], ['req', 20], ['feat', 10], ['uc', 5], ['qa', 5], ['prb', 5], ['gol', 5],
  ['rsk', 5], ['dec', 5], ['sop', 5], ['vcr', 5], ['sysrs', 2], ['adr', 3],
];
const SLOTS = MIX.flatMap(([tag, share]) => Array.from({ length: share }, () => tag));

/** The type of document number i (deterministic, types interleaved). */
export function tagOf(i) {
  return SLOTS[(i * 37) % SLOTS.length];
}

/** The id of document number i. */
export function idOf(i) {
  return tagOf(i) === 'feat' ? `feat-${i + 1}-scale-${i + 1}` : `5ca1e000-0000-4000-8000-${String(i).padStart(12, '0')}`;
}

/** The root-relative path of document number i. */
export function pathOf(i) {
  const tag = tagOf(i);
  if (tag === 'feat') return `.specmgr/feat/${idOf(i)}/README.md`;
  if (tag === 'adr') return `docs/adr/${idOf(i)}-scale-${i + 1}.md`;
  return `docs/${tag}/${tag}-${idOf(i)}-scale-${i + 1}.md`;
}

/** The text of document number i. */
export function textOf(documentTypes, i) {
  const example = documentTypes[tagOf(i)].example;
  return example.replace(/^id: .*$/m, `id: ${idOf(i)}`).replace(/^# (.*)$/m, (_, title) => `# ${title} ${i + 1}`);
}

/** The folder of the tree of `count` documents. */
export function treeRoot(count) {
  return join(tmpdir(), 'specmgr-bench-scale', String(count));
}

/**
 * The tree of `count` documents, generated unless already there.
 *
 * @returns {{ root: string, generated: boolean, ms: number }}
 */
export function ensureTree(library, count) {
  const root = treeRoot(count);
  const marker = join(root, MARKER);
  const expected = JSON.stringify({ version: GENERATOR_VERSION, count, library: library.version });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === expected) return { root, generated: false, ms: 0 };
  const started = performance.now();
  rmSync(root, { recursive: true, force: true });
  const checked = new Set();
  for (let i = 0; i < count; i++) {
    const text = textOf(library.documentTypes, i);
    const tag = tagOf(i);
    if (!checked.has(tag)) {
      // The generator's documents must parse, or the bench measures failures.
      const result = library.parse(tag, text);
      if (!result.ok) throw new Error(`generated ${tag} document does not parse: ${result.error}`);
      checked.add(tag);
    }
    const path = join(root, pathOf(i));
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  writeFileSync(marker, expected);
  return { root, generated: true, ms: performance.now() - started };
}
