import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const sources = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * `.md` files under src/ (the packaged templates and examples) imported as
 * their text, the default export, the way tsup and esbuild bundle them with
 * the `text` loader. The file is read here, not taken from Vite, so the
 * string holds exactly the file's bytes.
 */
function markdownAsText(): Plugin {
  return {
    name: 'specmgr:markdown-as-text',
    enforce: 'pre',
    load(id) {
      const path = id.split('?', 1)[0] ?? id;
      if (!path.startsWith(sources) || !path.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(readFileSync(path, 'utf8'))};\n`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [markdownAsText()],
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
