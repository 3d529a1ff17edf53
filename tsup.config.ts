import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per subpath of package.json `exports` (specmgr, specmgr/node,
  // specmgr/outline, specmgr/mcp, specmgr/testing) and the `specmgr` command.
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    outline: 'src/outline.ts',
    mcp: 'src/mcp.ts',
    testing: 'src/testing.ts',
    cli: 'src/cli.ts',
    // The script of workerThreads' threads, found next to the built module
    // (new URL('./parse-worker.js', import.meta.url)).
    'parse-worker': 'src/repository/parallel/worker-main.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  // Shared code goes into chunks imported by every entry, so the entries share
  // one copy of every class: a StorageError thrown through specmgr/node is
  // `instanceof StorageError` imported from specmgr.
  splitting: true,
  // The packaged templates and examples (src/domains/<tag>/*.md) become
  // string constants in the bundle: no file is read at run time.
  loader: { '.md': 'text' },
});
