// What a feature directory holds on disk, read without the library: the
// folders (README text, its id, the variants' ids), the intent records and
// the temporary files. Shared by bench/hardening-crash.mjs and its checker.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The feature folders, intent records and temporary files on disk. */
export function inspectFeatures(root) {
  const dir = join(root, '.specmgr', 'feat');
  const folders = [];
  const intents = [];
  let temporary = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) {
      if (name.startsWith('.intent-')) intents.push(name);
      if (name.endsWith('.tmp')) temporary++;
      continue;
    }
    const readme = join(path, 'README.md');
    const text = existsSync(readme) ? readFileSync(readme, 'utf8') : null;
    const variants = readdirSync(path)
      .filter((n) => /^[a-z]{2}$/.test(n) && existsSync(join(path, n, 'README.md')))
      .map((n) => idOf(readFileSync(join(path, n, 'README.md'), 'utf8')));
    for (const n of readdirSync(path)) if (n.endsWith('.tmp')) temporary++;
    folders.push({ name, text, id: text === null ? null : idOf(text), variants });
  }
  return { folders, intents, temporary };
}

function idOf(text) {
  const match = /^id:[ \t]*['"]?([^'"\s]+)/m.exec(text.slice(0, text.indexOf('\n---', 4)));
  return match === null ? null : match[1];
}

