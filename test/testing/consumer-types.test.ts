/**
 * specmgr/testing as a consumer's TypeScript sees it (the built
 * declarations): it compiles without vitest, jest or Node types, and the
 * vitest declaration its documentation gives types the matchers.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { built, projectRoot } from '../helpers/built.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A temporary project with specmgr (and the given packages) installed as links, and these files. */
function consumer(packages: string[], files: Record<string, string>, compilerOptions: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'specmgr-testing-consumer-'));
  made.push(dir);
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(projectRoot, join(dir, 'node_modules', 'specmgr'), 'dir');
  for (const name of packages) symlinkSync(join(projectRoot, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const options = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, ...compilerOptions };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: Object.keys(files) }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function typecheck(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

const PLAIN = `import { memoryStorage } from 'specmgr';
import { assertValidDocument, describeStorageContract, specmgrMatchers, type SpecmgrMatchers } from 'specmgr/testing';

export const tasks: number = assertValidDocument('tsk', '').body.tasks.items.length;
describeStorageContract('memory', () => memoryStorage(), { describe: (_name, body) => body(), it: () => undefined });
export const names: string[] = Object.keys(specmgrMatchers);
export type Checks = SpecmgrMatchers<void>;
`;

const DECLARATION = `import type { SpecmgrMatchers } from 'specmgr/testing';
declare module 'vitest' {
  interface Matchers<T = any> extends SpecmgrMatchers<T> {}
}
`;

const VITEST_USE = `import { expect } from 'vitest';
import { specmgrMatchers } from 'specmgr/testing';

expect.extend(specmgrMatchers);
expect('---').not.toBeValidDocument('tsk', { mode: 'lenient' });
expect('---').toHaveDiagnostic('missing-frontmatter', { type: 'tsk', line: 1 });
// @ts-expect-error -- the expectation's line is a number
expect('---').toHaveDiagnostic('missing-frontmatter', { type: 'tsk', line: '1' });
`;

describe('specmgr/testing for a TypeScript consumer (built declarations)', () => {
  it('compiles without vitest, jest or Node types, and with them (the documented vitest declaration)', async () => {
    built('testing.d.ts');
    // The DOM library only for zod's declarations, which name URL.
    const plain = consumer([], { 'consumer.ts': PLAIN }, { types: [], lib: ['ES2023', 'DOM'], skipLibCheck: false });
    const withVitest = consumer(['vitest'], { 'matchers.d.ts': DECLARATION, 'spec.ts': VITEST_USE }, { types: [], lib: ['ES2023', 'DOM'], skipLibCheck: true });
    const [alone, vitest] = await Promise.all([typecheck(plain), typecheck(withVitest)]);
    expect(alone).toEqual({ status: 0, output: '' });
    expect(vitest).toEqual({ status: 0, output: '' });
  });
});
