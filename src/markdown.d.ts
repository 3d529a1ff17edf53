/**
 * Markdown files imported as text. The packaged templates and examples are
 * `.md` files next to their type's outline, so they can be read, diffed and
 * edited as documents; every build bundles them as a default-exported string
 * (tsup and esbuild with the `text` loader, vitest with the plugin in
 * vitest.config.ts), so the library never reads a file at run time and
 * bundles for a browser.
 */
declare module '*.md' {
  const text: string;
  export { text as default };
}
