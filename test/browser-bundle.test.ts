/**
 * The main entry bundles for a browser: esbuild with `platform: 'browser'`
 * resolves everything `specmgr` imports (no Node built-in on the way). The
 * same bundle for a web worker (`conditions: ['worker']`: the one dependency
 * that decodes HTML entities through the DOM in a page uses its table there)
 * runs in a Node process whose Node-only globals are deleted first, so it
 * has only what a worker has: no `document`, `process`, `require`, `Buffer`,
 * `global` or `setImmediate`, and no `node:` module.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, repoRoot, tempDir } from './helpers/processes.js';

const ENTRY = `
import { parse, serialize, validate, createRepository, memoryStorage, documentTypes } from './src/index.ts';
export { parse, serialize, validate, createRepository, memoryStorage, documentTypes };
`;

let code = '';
let workerCode = '';
let metafile: Metafile;

async function bundle(conditions?: string[]): Promise<{ code: string; metafile: Metafile }> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: repoRoot, sourcefile: 'browser-entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'browser',
    ...(conditions ? { conditions } : {}),
    format: 'iife',
    globalName: 'specmgr',
    target: 'es2022',
    // Templates and examples may be .md files imported as text.
    loader: { '.md': 'text' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]?.text ?? '', metafile: result.metafile };
}

let scratch = '';

beforeAll(async () => {
  ({ code, metafile } = await bundle());
  workerCode = (await bundle(['worker'])).code;
  scratch = tempDir('browser');
});

afterAll(() => {
  if (scratch !== '') removeDir(scratch);
});

// Deletes what Node has and a worker does not, then evaluates the bundle and
// a scenario as one classic script; prints the scenario's JSON result.
const RUNNER = `
import { readFileSync } from 'node:fs';
const out = process.stdout;
const script = readFileSync(process.argv[2], 'utf8');
for (const name of ['process', 'Buffer', 'global', 'setImmediate', 'clearImmediate']) delete globalThis[name];
out.write(await (0, eval)(script));
`;

describe('the main entry in a browser bundle', () => {
  it('bundles with platform browser, with no Node built-in among its inputs or imports', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((path) => path.endsWith('src/index.ts'))).toBe(true);
    expect(inputs.filter((path) => path.startsWith('node:') || /(?:^|\/)src\/repository\/storage\/(?:node-|lock-file|atomic-write)/.test(path))).toEqual([]);
    const output = Object.values(metafile.outputs)[0];
    expect(output?.imports ?? []).toEqual([]);
    expect(code).not.toMatch(/\brequire\(\s*["'](?:node:)?(?:fs|path|os|crypto|url|util)["']\s*\)/);
    expect(code).not.toContain('"node:');
  });

  it('leaves out what it does not use of zod: its translated error messages', () => {
    // `import { z } from 'zod'` keeps zod's whole namespace, all 40-odd locales
    // included (some 370 KB minified); `import * as z` lets the bundler drop them.
    const output = Object.values(metafile.outputs)[0];
    const locales = Object.entries(output?.inputs ?? {}).filter(([path, input]) => /\/zod\/.*\/locales\//.test(path) && !/\/en\.js$/.test(path) && input.bytesInOutput > 0);
    expect(locales.map(([path]) => path)).toEqual([]);
  });

  it('parses, serializes, validates and keeps a repository in memory in a worker, without Node', async () => {
    const scenario = `(async () => {
      const example = specmgr.documentTypes.tsk.example;
      const parsed = specmgr.parse('tsk', example);
      const repo = specmgr.createRepository({ storage: specmgr.memoryStorage() });
      const created = await repo.create('tsk', '# Browser list\\n\\n- [ ] Task 1\\n\\n## Recent Updates\\n\\n### 2026-08-15T00:00:00.000Z - Kickoff\\n\\nStarted.\\n');
      const got = await repo.get('tsk', created.id);
      return JSON.stringify({
        node: [typeof process, typeof require, typeof Buffer, typeof document],
        parsed: parsed.ok,
        roundTrip: parsed.ok && specmgr.serialize('tsk', parsed.document) === example,
        valid: specmgr.validate('tsk', example, { full: true }).valid,
        created: created.kind,
        got: [got.kind, got.id === created.id, /^[0-9a-f]{64}$/.test(got.etag), got.etag === created.etag],
        listed: (await repo.list('tsk')).total,
      });
    })()`;
    writeFileSync(join(scratch, 'runner.mjs'), RUNNER);
    writeFileSync(join(scratch, 'worker-script.js'), `${workerCode}\n${scenario}`);
    const { stdout } = await promisify(execFile)(process.execPath, ['runner.mjs', 'worker-script.js'], { cwd: scratch });
    expect(JSON.parse(stdout)).toEqual({
      node: ['undefined', 'undefined', 'undefined', 'undefined'],
      parsed: true,
      roundTrip: true,
      valid: true,
      created: 'created',
      got: ['document', true, true, true],
      listed: 1,
    });
  });
});
