/**
 * The tour of `npm run demo` (examples/demo.mjs), run as a user runs it: a
 * child process of the built package, from the project root.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { built, projectRoot } from '../helpers/built.js';

const run = promisify(execFile);
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function treeListing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('the demo tour', () => {
  let stdout = '';
  let stderr = '';
  let lines: string[] = [];
  let samplesBefore: string[] = [];

  beforeAll(async () => {
    built('index.js');
    samplesBefore = treeListing(join(projectRoot, 'examples', 'specs'));
    ({ stdout, stderr } = await run(process.execPath, ['examples/demo.mjs'], { cwd: projectRoot }));
    lines = stdout.trimEnd().split('\n');
  });

  it('exits 0 with fewer than 60 lines and nothing on stderr', () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.length).toBeLessThan(60);
    expect(stderr).toBe('');
  });

  it('reports the broken task list at its status line and the dangling link', () => {
    expect(lines).toContain(
      '   examples/specs/docs/tsk/tsk-a2dbeaf8-fd7d-40fe-8411-2b1859d7434e-pilot-offline-work-orders-in-the-north-region.md:5:1  error  The status "open" is not a task list status. Use "draft", "active", "done" or "cancelled".  [frontmatter-field]',
    );
    expect(lines).toContain(
      '   examples/specs/docs/rsk/rsk-1fd782a3-49a2-46ff-987d-bdec858d96e2-unsynced-work-orders-are-lost-with-a-broken-or-stolen-device.md:46:13  error  No decision found with id "280477ef-d580-42bd-9f9e-46ffb38a2f1c".  [dangling-reference]',
    );
    expect(lines.filter((line) => /\[[a-z-]+\]$/.test(line))).toHaveLength(2);
    expect(lines).toContain('   20 files: 2 errors, 0 warnings (both errors are there on purpose: examples/README.md)');
  });

  it('names the requirement without a verification record, and only that one', () => {
    const at = lines.indexOf('   REQ 2828a2b1  Technicians See the Spare Parts Stocked in Their Van');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('       NO verification record');
    expect(lines.filter((line) => line.includes('NO verification record'))).toHaveLength(1);
    expect(lines).toContain('       VCR b47cf213');
  });

  it('finishes the task the board minted an id for, and the task list shows it checked', () => {
    const pulled = stdout.match(new RegExp(`technician-7 pulled task (${uuid}): (.+)`));
    if (pulled === null) throw new Error(`no pulled task in:\n${stdout}`);
    const [, id, title] = pulled;
    expect(lines).toContain('   planner adopted "Roll Out Offline Work Orders": 4 of 4 tasks got a board id');
    expect(lines).toContain('   technician-7 finished it: ok, task is done');
    expect(lines).toContain(`   the task list now reads: - [x] ${title} <!-- task:${id} -->`);
    expect(stdout).toMatch(/still to do: Task \d: .+; Task \d: .+\n/);
  });

  it('leaves examples/specs as it was', () => {
    expect(treeListing(join(projectRoot, 'examples', 'specs'))).toEqual(samplesBefore);
  });
});
