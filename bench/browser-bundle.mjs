// The package as a consumer meets it (run `npm run build` first):
// 1. `npm pack --dry-run`: the files of every entry of the exports map;
// 2. each subpath imported by name (`specmgr`, `specmgr/node`,
//    `specmgr/outline`) from a folder where node_modules/specmgr links to
//    this package, with one copy of every class across the entries;
// 3. a browser bundle of `import { parse, serialize, validate,
//    createRepository, memoryStorage } from 'specmgr'` (esbuild,
//    platform browser, minified, from dist/ through the exports map): its
//    minified and gzip sizes, and that no Node built-in is left in it;
// 4. what the pure core costs: the SHA-256 behind etags against node:crypto
//    (best CPU time of several rounds, since other load only adds time).
//
// Usage: node bench/browser-bundle.mjs
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleModule, root } from './bundle.mjs';

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
};

for (const target of Object.values(manifest.exports)) {
  if (typeof target === 'object' && !existsSync(join(root, target.import))) {
    console.error(`bench/browser-bundle.mjs: ${target.import} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
}

// 1. npm pack --dry-run
const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }))[0];
const files = new Map(packed.files.map((f) => [f.path, f.size]));
console.log(`npm pack --dry-run: ${packed.filename}, ${packed.entryCount} files, ${(packed.unpackedSize / 1024).toFixed(1)} KiB unpacked`);
for (const [subpath, target] of Object.entries(manifest.exports)) {
  const paths = typeof target === 'string' ? [target] : [target.import, target.types];
  for (const path of paths) {
    const name = path.replace(/^\.\//, '');
    check(files.has(name), `npm pack lists ${name} (${subpath})`);
    console.log(`  ${subpath.padEnd(14)} ${name.padEnd(22)} ${files.has(name) ? `${(files.get(name) / 1024).toFixed(1)} KiB` : 'MISSING'}`);
  }
}
const chunks = [...files.keys()].filter((path) => /^dist\/chunk-[\w-]+\.js$/.test(path));
console.log(`  shared chunks: ${chunks.length} (${chunks.join(', ')})`);
check(chunks.length > 0, 'the entries share code through chunks');

// 2. Import each subpath by name.
const consumer = mkdtempSync(join(tmpdir(), 'specmgr-consumer-'));
try {
  mkdirSync(join(consumer, 'node_modules'));
  symlinkSync(root, join(consumer, 'node_modules', 'specmgr'), 'dir');
  writeFileSync(
    join(consumer, 'imports.mjs'),
    `import * as main from 'specmgr';
import * as node from 'specmgr/node';
import * as outline from 'specmgr/outline';
let shared = false;
try { await node.nodeStorage(process.cwd()).read('../outside.md'); } catch (error) { shared = error instanceof main.StorageError && error instanceof main.SpecmgrError; }
console.log(JSON.stringify({ main: Object.keys(main).length, node: Object.keys(node).length, outline: Object.keys(outline).length, shared }));
`,
  );
  const imported = JSON.parse(execFileSync(process.execPath, ['imports.mjs'], { cwd: consumer, encoding: 'utf8' }));
  console.log(`import by name: specmgr ${imported.main} runtime exports, specmgr/node ${imported.node}, specmgr/outline ${imported.outline}; nodeStorage's StorageError is specmgr's: ${imported.shared}`);
  check(imported.shared, 'one copy of StorageError across specmgr and specmgr/node');

  // 3. The browser bundle, resolved through the exports map as a consumer's bundler would.
  const result = await build({
    stdin: {
      contents: "export { parse, serialize, validate, createRepository, memoryStorage } from 'specmgr';\n",
      resolveDir: consumer,
      sourcefile: 'browser-entry.js',
    },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const text = result.outputFiles[0].text;
  const gzip = gzipSync(code, { level: 9 }).length;
  const imports = Object.values(result.metafile.outputs)[0].imports;
  const inputs = Object.keys(result.metafile.inputs);
  console.log(
    `browser bundle (esbuild, platform browser, minified): ${code.length} bytes (${(code.length / 1024).toFixed(1)} KiB), gzip ${gzip} bytes (${(gzip / 1024).toFixed(1)} KiB); ${inputs.length} input files; external imports: ${imports.length}`,
  );
  check(imports.length === 0, 'the browser bundle imports nothing');
  check(!inputs.some((path) => path.startsWith('node:')) && !/["']node:/.test(text), 'no node: module in the browser bundle');
} finally {
  rmSync(consumer, { recursive: true, force: true });
}

// 4. SHA-256: pure (the etag of the core) against node:crypto.
const { sha256Hex } = await import(
  pathToFileURL(await bundleModule({ name: 'sha256.mjs', contents: "export { sha256Hex } from './src/text/sha256.ts';\n", sourcefile: 'sha256-entry.ts' })).href
);
const cpuMs = (fn) => {
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
};
const big = randomBytes(8 << 20);
check(sha256Hex(big) === createHash('sha256').update(big).digest('hex'), 'pure SHA-256 equals node:crypto');
const pureMs = cpuMs(() => sha256Hex(big));
const nodeMs = cpuMs(() => createHash('sha256').update(big).digest('hex'));
const docs = Array.from({ length: 10_000 }, () => randomBytes(400));
const pureDocsMs = cpuMs(() => docs.forEach((d) => sha256Hex(d)));
const nodeDocsMs = cpuMs(() => docs.forEach((d) => createHash('sha256').update(d).digest('hex')));
console.log(`SHA-256, 8 MiB: pure ${(8 / (pureMs / 1000)).toFixed(0)} MiB/s, node:crypto ${(8 / (nodeMs / 1000)).toFixed(0)} MiB/s`);
console.log(`SHA-256, 10,000 x 400 bytes: pure ${pureDocsMs.toFixed(1)} ms (${((pureDocsMs * 1000) / 10_000).toFixed(1)} µs each), node:crypto ${nodeDocsMs.toFixed(1)} ms`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAILED: ${failure}`);
  process.exit(1);
}
