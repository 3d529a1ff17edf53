/**
 * The program a consumer of the package writes, as TypeScript source files
 * for the consumer's project: one per part of the package, so the parts that
 * other entries provide are compiled and run only once those entries export
 * them.
 */

/** The consumer project's tsconfig: strict, NodeNext, emitted to out/. */
export const consumerTsconfig = {
  compilerOptions: {
    strict: true,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    outDir: 'out',
    rootDir: 'src',
    skipLibCheck: false,
    types: ['node'],
  },
  include: ['src'],
};

// A task list body as a user writes it for `create`.
const TASK_BODY = [
  '# Ship the consumer test',
  '',
  '- [ ] Pack the tarball',
  '- [x] Install it',
  '',
  '## Recent Updates',
  '',
  '### 2026-12-02T08:00:00.000Z - Created',
  '',
  'Started.',
].join('\\n');

/** The main entry and `specmgr/node`: a repository on disk, a typed parse, a thrown usage error. */
export const coreProgram = `
import { createRepository, parse, UsageError, type TaskBody } from 'specmgr';
import { nodeStorage } from 'specmgr/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = mkdtempSync(join(tmpdir(), 'specmgr-consumer-core-'));
try {
  const repo = createRepository({ storage: nodeStorage(root) });
  const created = await repo.create('tsk', '${TASK_BODY}');
  if (created.kind !== 'created') throw new Error('create failed: ' + JSON.stringify(created));
  const page = await repo.list('tsk');
  const read = await repo.get('tsk', { id: created.id });
  const raw = await repo.get('tsk', { id: created.id }, { raw: true });
  const text = raw.kind === 'raw' ? raw.text : '';
  const parsed = parse('tsk', repo.getExample('tsk'));
  const body: TaskBody | null = parsed.ok ? parsed.document.body : null;
  let usage = '';
  try {
    parse('nope' as 'tsk', '');
  } catch (error) {
    if (error instanceof UsageError) usage = error.code;
  }
  console.log(JSON.stringify({
    created: created.path.includes('/docs/tsk/tsk-') && created.path.endsWith('-ship-the-consumer-test.md'),
    listed: page.total,
    read: read.kind,
    firstLine: text.split('\\n')[0],
    exampleTitle: typeof body?.title,
    usage,
  }));
} finally {
  rmSync(root, { recursive: true, force: true });
}
`;

/** `specmgr/mcp` on the SDK's own server and client, linked in memory. */
export const mcpProgram = `
import { createBoard, createRepository, memoryStorage } from 'specmgr';
import { registerSpecmgrTools } from 'specmgr/mcp';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';

const repo = createRepository({ storage: memoryStorage() });
const server = new McpServer({ name: 'consumer', version: '1.0.0' });
await registerSpecmgrTools(server, { repo, board: createBoard(repo) });
const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: 'consumer-client', version: '1.0.0' });
await client.connect(clientSide);
const { tools } = await client.listTools();
const listed = await client.callTool({ name: 'list_tsk', arguments: {} });
await client.close();
console.log(JSON.stringify({
  hasListTsk: tools.some((tool) => tool.name === 'list_tsk'),
  hasTaskPull: tools.some((tool) => tool.name === 'task_pull'),
  everyToolHasOutputSchema: tools.every((tool) => tool.outputSchema !== undefined),
  listError: listed.isError === true,
  listStructured: typeof listed.structuredContent,
}));
`;

/** `specmgr/testing`: the assertion and the matchers object. */
export const testingProgram = `
import { documentTypes } from 'specmgr';
import { assertValidDocument, specmgrMatchers } from 'specmgr/testing';

const example = documentTypes.tsk.example;
const parsed = assertValidDocument('tsk', example);
let message = '';
try {
  assertValidDocument('tsk', example.replace('## Recent Updates', '## Recent Changes'));
} catch (error) {
  message = error instanceof Error ? error.message : String(error);
}
console.log(JSON.stringify({
  returned: typeof parsed,
  assertionNamesCode: /heading-mismatch|body-no-match|body-leftover/.test(message),
  matchers: Object.keys(specmgrMatchers).filter((name) => name === 'toBeValidDocument' || name === 'toHaveDiagnostic').sort(),
}));
`;

/** `checkTree` of `specmgr/testing`: the whole-tree check over a folder. */
export const checkTreeProgram = `
import { createRepository } from 'specmgr';
import { nodeStorage } from 'specmgr/node';
import { checkTree } from 'specmgr/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = mkdtempSync(join(tmpdir(), 'specmgr-consumer-check-'));
try {
  await createRepository({ storage: nodeStorage(root) }).create('tsk', '${TASK_BODY}');
  const report = await checkTree(root);
  console.log(JSON.stringify({ files: report.summary.files, errors: report.summary.errors }));
} finally {
  rmSync(root, { recursive: true, force: true });
}
`;

/** CommonJS: `require` of the ESM package (Node ≥ 20.19). */
export const requireProgram = `
const specmgr = require('specmgr');
const node = require('specmgr/node');
console.log(JSON.stringify({ parse: typeof specmgr.parse, nodeStorage: typeof node.nodeStorage, ok: specmgr.parse('tsk', specmgr.documentTypes.tsk.example).ok }));
`;
