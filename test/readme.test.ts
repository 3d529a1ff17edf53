/**
 * Every ```ts block of README.md compiles under `strict` and runs, the way a
 * user would paste it into a project of their own: a temporary project whose
 * node_modules/specmgr is this package (resolved through package.json
 * `exports`, that is to dist/), type-checked with module NodeNext and run
 * with node in a copy of examples/specs. The copy leaves out the sample
 * tree's two deliberate problems, as a user's tree would, so a block that
 * checks the whole tree expects it clean.
 *
 * A block that starts an MCP server is driven by the SDK's own client over
 * stdio; a vitest block runs under vitest.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/built.js';

const run = promisify(execFile);
const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');

type Block = { name: string; line: number; code: string; entries: string[] };

function tsBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('## ')) heading = line.slice(3);
    if (line !== '```ts') continue;
    const end = lines.indexOf('```', i + 1);
    const code = lines.slice(i + 1, end).join('\n') + '\n';
    const entries = [...code.matchAll(/from '(specmgr(?:\/[a-z]+)?)'/g)].map((m) => m[1]!);
    blocks.push({ name: `${heading} (README.md line ${i + 1})`, line: i + 1, code, entries });
    i = end;
  }
  return blocks;
}

const blocks = tsBlocks(readme);

// Per block: the file's checker diagnostics, formatted with README lines.
function typeCheck(project: string): Map<number, string[]> {
  const files = blocks.map((_, index) => join(project, `block-${index}.ts`));
  const program = ts.createProgram(files, {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: ['node'],
    skipLibCheck: true,
    noEmit: true,
  });
  const byBlock = new Map<number, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const index = d.file === undefined ? -1 : files.indexOf(d.file.fileName);
    const where = d.file !== undefined && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const line = where === undefined || index < 0 ? '?' : String(blocks[index]!.line + 1 + where.line);
    const text = `README.md:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    byBlock.set(index, [...(byBlock.get(index) ?? []), text]);
  }
  return byBlock;
}

let project = '';
let checked = new Map<number, string[]>();

// A fresh copy of the sample tree for each block, without its two deliberate problems.
function cleanTree(name: string): string {
  const dir = join(project, name);
  cpSync(join(projectRoot, 'examples', 'specs'), dir, { recursive: true });
  unlinkSync(join(dir, 'docs/tsk/tsk-a2dbeaf8-fd7d-40fe-8411-2b1859d7434e-pilot-offline-work-orders-in-the-north-region.md'));
  const risk = join(dir, 'docs/rsk/rsk-1fd782a3-49a2-46ff-987d-bdec858d96e2-unsynced-work-orders-are-lost-with-a-broken-or-stolen-device.md');
  writeFileSync(risk, readFileSync(risk, 'utf8').replace('280477ef-d580-42bd-9f9e-46ffb38a2f1c', 'c8a82800-2af5-4ebb-b3d4-a814099dc8ce'));
  symlinkSync(join(project, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

async function runBlock(index: number): Promise<string> {
  const block = blocks[index]!;
  const cwd = cleanTree(`run-${index}`);
  const js = ts.transpileModule(block.code, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
  if (block.code.includes("from 'vitest'")) {
    writeFileSync(join(cwd, 'block.test.mjs'), js);
    const vitest = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');
    const { stdout } = await run(process.execPath, [vitest, 'run', '--root', cwd, 'block.test.mjs'], { cwd, env: { ...process.env, CI: '1' } });
    return stdout;
  }
  writeFileSync(join(cwd, 'block.mjs'), js);
  if (block.code.includes('StdioServerTransport')) {
    const client = new Client({ name: 'readme-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ['block.mjs'], cwd, stderr: 'pipe' }));
    try {
      const { tools } = await client.listTools();
      return tools.map((tool) => tool.name).join('\n');
    } finally {
      await client.close();
    }
  }
  const { stdout } = await run(process.execPath, ['block.mjs'], { cwd });
  return stdout;
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'specmgr-readme-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'readme-blocks', private: true, type: 'module' }));
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(projectRoot, join(project, 'node_modules', 'specmgr'), 'dir');
  for (const name of ['@modelcontextprotocol', '@types', 'zod', 'vitest']) {
    symlinkSync(join(projectRoot, 'node_modules', name), join(project, 'node_modules', name), 'dir');
  }
  blocks.forEach((block, index) => writeFileSync(join(project, `block-${index}.ts`), block.code));
  checked = typeCheck(project);
});

afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

// What each block is for shows in its output.
const expectedOutput: Record<string, RegExp[]> = {
  'Quick start: a TypeScript program': [/accepted\s+Photos Taken Offline Reach the Office/, /proposed\s+Technicians See the Spare Parts Stocked in Their Van/, /\[ \] Test the backup boilers/, /^updated conflict$/m],
  'Quick start: an MCP server in ten lines': [/^get_tsk$/m, /^list_req$/m, /^task_pull$/m],
  'Quick start: a CI check and a test': [/2 passed/],
  'Reading, writing and validating one document': [/^draft full 1$/m, /^true$/m, /3:1 {2}error {2}Expected a "## Recent Updates" section here.*\[body-no-match\]/],
  'Document types': [/^\/docs\/nte\/nte-[0-9a-f-]{36}-site-survey-at-hafenstra-e-4\.md team$/m],
  'The repository and the task board': [/^finished [0-9a-f-]{36}: Task 2: Train the dispatch team on sync conflicts$/m],
  'Language variants': [/^Zugewiesene Aufträge sind ohne Netzverbindung verfügbar$/m, /^de current$/m, /^fr missing$/m],
};

describe('the ts blocks of README.md', () => {
  it('are the blocks this test knows what to expect of', () => {
    expect(blocks.map((block) => block.name.replace(/ \(README.md line \d+\)$/, ''))).toEqual(Object.keys(expectedOutput));
  });

  for (const [index, block] of blocks.entries()) {
    describe(block.name, () => {
      it('compiles under strict', () => {
        expect(checked.get(index) ?? []).toEqual([]);
      });

      it('runs and prints what it is for', async () => {
        const output = await runBlock(index);
        const heading = block.name.replace(/ \(README.md line \d+\)$/, '');
        for (const pattern of expectedOutput[heading] ?? []) expect(output).toMatch(pattern);
      });
    });
  }

  it('leave nothing the checker reports outside the blocks', () => {
    expect(checked.get(-1) ?? []).toEqual([]);
  });
});

describe('README.md', () => {
  it('shows a real document of the sample tree as it is on disk', () => {
    const shown = readme.match(/```markdown\n([\s\S]*?)```/)?.[1];
    const onDisk = readFileSync(join(projectRoot, 'examples/specs/docs/vcr/vcr-5c6f7bc0-d17e-4653-8700-16b52d2a0c1b-photo-upload-after-reconnect-verification.md'), 'utf8');
    expect(shown).toBe(onDisk);
  });

  it('gives a fresh clone the two commands first', () => {
    const first = readme.match(/## From a fresh clone\n\n```sh\n([\s\S]*?)```/)?.[1];
    expect(first).toBe('npm install && npm run demo\nnpm test\n');
    expect(readme.indexOf('npm run demo')).toBe(readme.indexOf('npm install && npm run demo') + 'npm install && '.length);
  });
});
