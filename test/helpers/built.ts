/**
 * The built package, for tests that run it as a user does (the `specmgr`
 * command as a child process, `dist/*.js` imported). `npm test` builds before
 * it runs the tests; run `npm run build` yourself before `npx vitest` on
 * such a file.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The absolute path of a built file, after checking that it is there.
 *
 * @param file - a path below dist/, e.g. `cli.js`
 * @returns the absolute path
 */
export function built(file: string): string {
  const path = fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));
  if (!existsSync(path)) throw new Error(`dist/${file} is missing: run "npm run build" before these tests (npm test does it first).`);
  return path;
}
