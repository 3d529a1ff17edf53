/**
 * Helpers for the tests of the runnable hosts in examples/: bundle an example
 * against the library's sources (so no build of dist/ is needed), copy the
 * sample specifications, and talk to the processes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, removeDir, repoRoot, tempDir } from '../helpers/processes.js';

export { removeDir, repoRoot, tempDir };

/** A temporary copy of examples/specs (the hosts write into it). */
export function copySpecs(): string {
  const dir = tempDir('specs');
  cpSync(join(repoRoot, 'examples', 'specs'), dir, { recursive: true });
  return dir;
}

/**
 * Bundle `examples/<name>.mjs` into `outDir`, resolving `specmgr` and
 * `specmgr/node` to the library's sources. Dependencies are bundled too, so the output runs from
 * any folder; CommonJS dependencies get a `require` of their own.
 */
export function bundleExample(name: 'mcp-server' | 'cli', outDir: string): Promise<string> {
  return bundle({
    entry: `examples/${name}.mjs`,
    outfile: join(outDir, `${name}.mjs`),
    alias: { specmgr: join(repoRoot, 'src', 'index.ts'), 'specmgr/node': join(repoRoot, 'src', 'node.ts') },
    require: true,
  });
}

/** The environment of the child processes: no layout variables of the caller's shell. */
export function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('SPECMGR_')) delete env[key];
  return env;
}

/** One JSON-RPC message as the server writes it. */
export type RpcMessage = {
  jsonrpc: '2.0';
  id?: number | string | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
};

/** A `tools/call` result. */
export type ToolResult = { content: { type: string; text: string }[]; isError: boolean };

/**
 * A client of the MCP server over its stdio: requests are matched to
 * responses by id; responses with a null id (parse errors) and every message
 * in arrival order are kept too.
 */
export class McpClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, (message: RpcMessage) => void>();
  private buffer = '';
  private nextId = 1;
  /** Every message received, in order. */
  readonly received: RpcMessage[] = [];
  /** What the server wrote to stderr. */
  stderr = '';

  constructor(script: string, args: string[]) {
    this.child = spawn(process.execPath, [script, ...args], { env: childEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderr += chunk;
    });
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let newline: number;
      while ((newline = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        const message = JSON.parse(line) as RpcMessage;
        this.received.push(message);
        if (typeof message.id === 'number') this.pending.get(message.id)?.(message);
      }
    });
  }

  /** Write one raw line. */
  sendLine(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** Send a notification (no answer expected). */
  notify(method: string, params?: unknown): void {
    this.sendLine(JSON.stringify({ jsonrpc: '2.0', method, params }));
  }

  /** Send a request and wait for its response. */
  request(method: string, params?: unknown): Promise<RpcMessage> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no response to ${method} (id ${id}); stderr: ${this.stderr}`)), 15_000);
      this.pending.set(id, (message) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(message);
      });
      this.sendLine(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    });
  }

  /** Call a tool; fails the test on a JSON-RPC error. */
  async call(name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
    const response = await this.request('tools/call', { name, arguments: args });
    if (response.error) throw new Error(`tools/call ${name}: ${response.error.message}`);
    return response.result as unknown as ToolResult;
  }

  /** Call a tool that must succeed, and parse its JSON result. */
  async json<T = Record<string, any>>(name: string, args: Record<string, unknown> = {}): Promise<T> {
    const result = await this.call(name, args);
    if (result.isError) throw new Error(`${name} failed: ${result.content[0]?.text}`);
    return JSON.parse(result.content[0]!.text) as T;
  }

  /** Close stdin and wait for the process to exit; resolves to its exit code. */
  close(): Promise<number | null> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve(this.child.exitCode);
      this.child.once('exit', (code) => resolve(code));
      this.child.stdin.end();
    });
  }
}

/** The outcome of one CLI run. */
export type CliRun = { code: number | null; stdout: string; stderr: string };

/** Run the bundled CLI with arguments; never rejects for a non-zero exit. */
export function runCli(script: string, args: string[], cwd?: string, env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...childEnv(), ...env }, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
