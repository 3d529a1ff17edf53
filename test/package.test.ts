/**
 * The package as a consumer installs it: the build of tsup.config.ts (code
 * only; the declaration build is slow and checked by `npm run build`) put
 * into a temporary `node_modules/specmgr` with the real package.json, then
 * imported by name (`specmgr`, `specmgr/node`, `specmgr/outline`) from a
 * separate Node process, required from CommonJS, and packed with
 * `npm pack --dry-run`.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../tsup.config.js';
import * as specmgr from '../src/index.js';
import * as node from '../src/node.js';
import * as outline from '../src/outline.js';
import { removeDir, repoRoot, tempDir } from './helpers/processes.js';

const run = promisify(execFile);
const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; import: string; default: string }>;
  dependencies: Record<string, string>;
};

let scratch = '';
let installed = '';

beforeAll(async () => {
  scratch = tempDir('package');
  installed = join(scratch, 'node_modules', 'specmgr');
  mkdirSync(installed, { recursive: true });
  const options = Array.isArray(config) || typeof config === 'function' ? null : config;
  if (options === null) throw new Error('tsup.config.ts must export one options object');
  await build({ ...options, config: false, dts: false, sourcemap: false, silent: true, outDir: join(installed, 'dist') });
  copyFileSync(join(repoRoot, 'package.json'), join(installed, 'package.json'));
  // The dependencies as installed next to specmgr; each resolves its own from its real path.
  for (const name of Object.keys(manifest.dependencies)) symlinkSync(join(repoRoot, 'node_modules', name), join(scratch, 'node_modules', name), 'dir');
});

afterAll(() => {
  if (scratch !== '') removeDir(scratch);
});

// Runs in the consumer's folder, so `specmgr` resolves through node_modules and the exports map.
const CONSUMER = `
import * as main from 'specmgr';
import * as node from 'specmgr/node';
import * as outline from 'specmgr/outline';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = mkdtempSync(join(tmpdir(), 'specmgr-consumer-'));
const out = { names: { main: Object.keys(main).sort(), node: Object.keys(node).sort(), outline: Object.keys(outline).sort() } };
try {
  await node.nodeStorage(root).read('../outside.md');
} catch (error) {
  out.storage = { code: error.code, storageError: error instanceof main.StorageError, specmgrError: error instanceof main.SpecmgrError };
}
try {
  node.nodeStorage('');
} catch (error) {
  out.usage = { code: error.code, usageError: error instanceof main.UsageError, specmgrError: error instanceof main.SpecmgrError };
}
const repo = main.createRepository({ storage: node.nodeStorage(root) });
out.listed = (await repo.list('tsk')).total;
const field = outline.paragraph('summary');
out.field = { kind: field.def.kind, name: field.name };
out.parsed = main.parse('tsk', main.documentTypes.tsk.example).ok;
rmSync(root, { recursive: true, force: true });
console.log(JSON.stringify(out));
`;

describe('the built package', () => {
  it('resolves each subpath by name, with the same exports as the sources and one copy of every class', async () => {
    writeFileSync(join(scratch, 'consumer.mjs'), CONSUMER);
    const { stdout } = await run(process.execPath, ['consumer.mjs'], { cwd: scratch });
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out).toEqual({
      names: { main: Object.keys(specmgr).sort(), node: Object.keys(node).sort(), outline: Object.keys(outline).sort() },
      storage: { code: 'path-outside-root', storageError: true, specmgrError: true },
      usage: { code: 'invalid-arguments', usageError: true, specmgrError: true },
      listed: 0,
      field: { kind: 'paragraph', name: 'summary' },
      parsed: true,
    });
  });

  it('is required from CommonJS as the same modules that import loads', async () => {
    const script = [
      "const main = require('specmgr');",
      "const node = require('specmgr/node');",
      "const outline = require('specmgr/outline');",
      "import('specmgr').then((imported) => console.log(JSON.stringify({",
      '  same: main.StorageError === imported.StorageError,',
      '  names: Object.keys(main).length === Object.keys(imported).length,',
      "  node: typeof node.nodeStorage, outline: typeof outline.defineDocumentType,",
      '})));',
    ].join('\n');
    writeFileSync(join(scratch, 'consumer.cjs'), script);
    const { stdout } = await run(process.execPath, ['consumer.cjs'], { cwd: scratch });
    expect(JSON.parse(stdout)).toEqual({ same: true, names: true, node: 'function', outline: 'function' });
  });

  it('keeps Node built-ins out of the main entry and the chunks it loads', () => {
    const seen = new Set<string>();
    const queue = ['index.js'];
    const builtins: string[] = [];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(join(installed, 'dist', file), 'utf8');
      for (const match of code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']/g)) {
        const target = match[1] as string;
        if (target.startsWith('./')) queue.push(target.slice(2));
        else if (target.startsWith('node:') || ['fs', 'fs/promises', 'path', 'os', 'crypto', 'url', 'util', 'child_process'].includes(target)) builtins.push(`${file}: ${target}`);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(builtins).toEqual([]);
  });

  it('packs the files of every entry of the exports map', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: installed });
    const files = new Set((JSON.parse(stdout) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path));
    expect(Object.keys(manifest.exports)).toEqual(['.', './node', './outline', './mcp', './testing', './package.json']);
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') {
        expect(files.has(target.replace(/^\.\//, '')), subpath).toBe(true);
        continue;
      }
      expect(files.has(target.import.replace(/^\.\//, '')), subpath).toBe(true);
      expect(target.types).toBe(target.import.replace(/\.js$/, '.d.ts'));
      // `require` (Node >= 20.19 loads ES modules) takes the `default` condition.
      expect(target.default, subpath).toBe(target.import);
    }
    expect([...files].filter((path) => /^dist\/chunk-[\w-]+\.js$/.test(path)).length).toBeGreaterThan(0);
  });
});
