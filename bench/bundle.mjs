// Shared setup of the benchmarks: by default bundle an entry module of the
// library's sources with esbuild into .bench-tmp/; with --dist import the
// built library from ../dist/index.js (run `npm run build` first).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The command-line arguments of the benchmark. */
export const args = process.argv.slice(2);

/**
 * Bundle a module with its dependencies into `.bench-tmp/<name>`: either
 * `contents` (TypeScript resolved from the repository root, named
 * `sourcefile`) or an `entry` file such as dist/index.js. One file loads
 * about twice as fast as hundreds of node_modules files, which matters for
 * benchmarks that start many processes.
 *
 * @returns the path of the bundle
 */
export async function bundleModule({ name, contents, sourcefile, entry }) {
  const { buildSync } = await import('esbuild');
  const outdir = join(root, '.bench-tmp');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, name);
  buildSync({
    ...(entry === undefined ? { stdin: { contents, resolveDir: root, sourcefile, loader: 'ts' } } : { entryPoints: [entry] }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'silent',
    // The packaged templates and examples, as tsup bundles them.
    loader: { '.md': 'text' },
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return outfile;
}

/**
 * Load the library: `dist/index.js` with --dist, otherwise `contents` (a
 * TypeScript module resolved from the repository root, named `sourcefile`)
 * bundled into `.bench-tmp/<name>`.
 */
export async function loadLibrary({ name, contents, sourcefile }) {
  if (args.includes('--dist')) return import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  return import(pathToFileURL(await bundleModule({ name, contents, sourcefile })).href);
}
