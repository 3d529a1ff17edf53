// specmgr/mcp in a project without @modelcontextprotocol/sdk: the built
// package copied into a temporary project whose node_modules holds
// specmgr's runtime dependencies only. Importing the entry works; the first
// registerSpecmgrTools call fails with a message saying what to install.
// Needs `npm run build` first (npm test builds before the unit tests).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { built, projectRoot } from '../helpers/built.js';

let project: string;

beforeAll(() => {
  project = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-no-sdk-')));
  const packageDir = join(project, 'node_modules', 'specmgr');
  mkdirSync(packageDir, { recursive: true });
  cpSync(dirname(built('mcp.js')), join(packageDir, 'dist'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  cpSync(join(projectRoot, 'package.json'), join(packageDir, 'package.json'));
  for (const name of Object.keys(manifest.dependencies)) {
    const link = join(project, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(realpathSync(join(projectRoot, 'node_modules', name)), link, 'dir');
  }
  writeFileSync(join(project, 'package.json'), '{ "type": "module", "private": true }\n');
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

it('imports specmgr/mcp, then fails the first registration with what to install', () => {
  const program = [
    "import { createRepository, memoryStorage } from 'specmgr';",
    "import { registerSpecmgrTools, MissingPeerDependencyError } from 'specmgr/mcp';",
    'try {',
    '  await registerSpecmgrTools({}, { repo: createRepository({ storage: memoryStorage() }) });',
    "  console.log('registered');",
    '} catch (error) {',
    '  console.log(`${error instanceof MissingPeerDependencyError} ${error.code}: ${error.message}`);',
    '}',
  ].join('\n');
  writeFileSync(join(project, 'main.mjs'), program);
  const output = execFileSync(process.execPath, ['main.mjs'], { cwd: project, encoding: 'utf8' });
  expect(output).toBe('true missing-peer-dependency: specmgr/mcp needs the package "@modelcontextprotocol/sdk" (1.x), which is not installed: npm install @modelcontextprotocol/sdk\n');
});
