import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  splitting: false,
  // The packaged templates and examples (src/domains/<tag>/*.md) become
  // string constants in the bundle: no file is read at run time.
  loader: { '.md': 'text' },
});
