/**
 * The package as a consumer gets it: `npm pack`, the tarball installed into
 * a fresh project with the SDK and TypeScript from the registry, a strict
 * NodeNext program type-checked against the packed declarations and run,
 * and `require('specmgr')` from CommonJS. Needs dist/ (`npm run build`; `npm
 * test` builds first) and the npm registry or its cache.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { built, projectRoot } from '../helpers/built.js';
import { removeDir, tempDir } from '../helpers/processes.js';
import { checkTreeProgram, consumerTsconfig, coreProgram, mcpProgram, requireProgram, testingProgram } from './consumer-program.js';

const run = promisify(execFile);
const INSTALL_TIMEOUT_MS = 300_000;

let project = '';
let packed: string[] = [];
async function runNode(file: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, [file], { cwd: project });
  return JSON.parse(stdout) as unknown;
}

beforeAll(async () => {
  built('index.js');
  project = tempDir('consumer');
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], { cwd: projectRoot });
  const [pack] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (pack === undefined) throw new Error('npm pack printed no result');
  packed = pack.files.map((file) => file.path);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'specmgr-consumer', private: true, type: 'module' }, null, 2)}\n`);
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${pack.filename}`, '@modelcontextprotocol/sdk@1.32.2', 'typescript@5.9.3', '@types/node@20.19.43'],
    { cwd: project },
  );
  mkdirSync(join(project, 'src'));
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(consumerTsconfig, null, 2));
  writeFileSync(join(project, 'src', 'core.ts'), coreProgram);
  writeFileSync(join(project, 'src', 'mcp.ts'), mcpProgram);
  writeFileSync(join(project, 'src', 'testing.ts'), testingProgram);
  writeFileSync(join(project, 'src', 'check-tree.ts'), checkTreeProgram);
  writeFileSync(join(project, 'require.cjs'), requireProgram);
}, INSTALL_TIMEOUT_MS);

afterAll(() => {
  if (project !== '') removeDir(project);
});

describe('the packed tarball', () => {
  it('holds the built entries, the guide pages, the LICENSE and no sources or tests', () => {
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/node.js', 'dist/outline.js', 'dist/mcp.js', 'dist/testing.js', 'dist/cli.js', 'LICENSE', 'README.md', 'CHANGELOG.md'])
      expect(packed, file).toContain(file);
    for (const page of ['formats', 'operations', 'languages', 'board', 'diagnostics']) expect(packed).toContain(`docs/${page}.md`);
    expect(packed.filter((file) => /^(src|test|scripts|bench|examples)\//.test(file))).toEqual([]);
  });
});

describe('a consumer project with the tarball installed', () => {
  it('type-checks a strict NodeNext program against the packed declarations', async () => {
    const tsc = join(project, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await run(process.execPath, [tsc, '-p', '.'], { cwd: project }).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }));
    expect(result.stdout).toBe('');
  }, 180_000);

  it('runs it: a repository on disk through specmgr and specmgr/node', async () => {
    expect(await runNode('out/core.js')).toEqual({
      created: true,
      listed: 1,
      read: 'document',
      firstLine: '# Ship the consumer test',
      exampleTitle: 'string',
      usage: 'unknown-type',
    });
  });

  it('requires the package from CommonJS', async () => {
    expect(await runNode('require.cjs')).toEqual({ parse: 'function', nodeStorage: 'function', ok: true });
  });

  it('runs specmgr/mcp on the SDK: the tools are listed with output schemas and answer', async () => {
    expect(await runNode('out/mcp.js')).toEqual({ hasListTsk: true, hasTaskPull: true, everyToolHasOutputSchema: true, listError: false, listStructured: 'object' });
  });

  it('runs specmgr/testing: assertValidDocument returns the document or throws with the diagnostics; the matchers', async () => {
    expect(await runNode('out/testing.js')).toEqual({ returned: 'object', assertionNamesCode: true, matchers: ['toBeValidDocument', 'toHaveDiagnostic'] });
  });

  it('runs checkTree of specmgr/testing over a folder', async () => {
    expect(await runNode('out/check-tree.js')).toEqual({ files: 1, errors: 0 });
  });
});
