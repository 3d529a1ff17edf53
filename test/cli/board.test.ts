// specmgr board: a round on a copy of the fixture tree — adopt prints the
// ids it minted, pull takes one, done finishes it by an id prefix.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, jsonOf, removeDir, runCli } from './run-cli.js';

const RELEASE = '3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f1';
const RELEASE_REF = `tsk-${RELEASE}-release-checklist-for-2-4`;
const TASK_LINE = /^([0-9a-f]{8}) {2}(\w+) +(\S+) +(.+)$/;

let tree: string;
const board = (...args: string[]): ReturnType<typeof runCli> => runCli(['board', ...args, '--root', tree], { env: { SPECMGR_AGENT: 'ci-bot' } });

beforeAll(() => {
  tree = copyFixture('tree');
});
afterAll(() => removeDir(tree));

describe('specmgr board', () => {
  it('works a round: adopt by ref prints the minted ids, pull takes one, done finishes it by its short id', async () => {
    const adopted = await board('adopt', RELEASE_REF);
    expect(adopted.code).toBe(0);
    const [head, ...rows] = adopted.stdout.trimEnd().split('\n');
    expect(head).toBe(`Adopted 4 tasks of task list ${RELEASE} (4 on the board).`);
    expect(rows).toHaveLength(4);
    const minted = rows.map((row) => TASK_LINE.exec(row)!);
    // Items already checked are done by "human"; the others are open.
    expect(minted.map((match) => [match[4], match[2], match[3]]).sort()).toEqual([
      ['Task 1: Freeze the feature branch', 'done', 'human'],
      ['Task 2: Run the full regression suite on the release candidate', 'done', 'human'],
      ['Task 3: Update the migration guide for the renamed settings', 'todo', '-'],
      ['Task 4: Tag the release and publish the packages', 'todo', '-'],
    ]);
    // The ids printed are the ones written into the task list.
    const text = readFileSync(join(tree, 'docs', 'tsk', `${RELEASE_REF}.md`), 'utf8');
    const markers = [...text.matchAll(/<!-- task:([0-9a-f-]{36}) -->/g)].map((match) => match[1]!.replace(/-/g, '').slice(0, 8));
    expect(minted.map((match) => match[1]).sort()).toEqual(markers.sort());

    // --agent wins over SPECMGR_AGENT.
    const pulled = await board('pull', '--agent', 'round-agent');
    expect(pulled.code).toBe(0);
    const task = TASK_LINE.exec(pulled.stdout.trimEnd())!;
    expect(task[2]).toBe('in_progress');
    expect(task[3]).toBe('round-agent');
    expect(markers).toContain(task[1]);

    const done = await board('done', task[1]!, '--note', 'shipped', '--agent', 'round-agent');
    expect(done.code).toBe(0);
    expect(done.stdout).toBe(`${task[1]}  done         round-agent   ${task[4]}\n`);

    const listed = await board('list', '--status', 'done', '--owner', 'round-agent', '--json');
    expect(jsonOf(listed)).toMatchObject({ status: 'ok', total: 1, tasks: [{ id: task[1], status: 'done', by: 'round-agent', notes: [{ by: 'round-agent', text: 'shipped' }] }] });
  });

  it('adds the minted ids to the --json answer of adopt, and mints none the second time', async () => {
    const again = await board('adopt', RELEASE, '--json');
    expect(again.code).toBe(0);
    expect(jsonOf(again)).toEqual({ status: 'ok', list: RELEASE, adopted: 0, tasks: 4, minted: [] });
  });

  it('lists the board as a table with a count', async () => {
    const run = await board('list');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('4 tasks of 4');
    expect(lines.slice(0, -1).every((line) => TASK_LINE.test(line))).toBe(true);
  });

  it('exits 1 with the board message for an answer other than ok', async () => {
    const [unknown, missingList] = await Promise.all([board('done', 'ffffffff'), board('adopt', '00000000-0000-4000-8000-000000000000')]);
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'specmgr board done: not_found: no task id starts with "ffffffff"\n' });
    expect(missingList.code).toBe(1);
    expect(missingList.stderr).toMatch(/^specmgr board adopt: not_found: .*00000000-0000-4000-8000-000000000000.*\n$/);
  });

  it('takes the agent from --agent, SPECMGR_AGENT or USER, and needs one', async () => {
    const [none, user] = await Promise.all([
      runCli(['board', 'list', '--root', tree]),
      runCli(['board', 'pull', '--root', tree], { env: { USER: 'someone' } }),
    ]);
    expect(none).toEqual({ code: 2, stdout: '', stderr: "specmgr board: no agent: pass --agent NAME, or set SPECMGR_AGENT (see 'specmgr board --help')\n" });
    expect(user.code).toBe(0);
    expect(TASK_LINE.exec(user.stdout.trimEnd())?.slice(2, 4)).toEqual(['in_progress', 'someone']);
    const reserved = await runCli(['board', 'pull', '--agent', 'human', '--root', tree]);
    expect(reserved.code).toBe(1);
    expect(reserved.stderr).toMatch(/^specmgr board pull: invalid: agent "human" is reserved/);
  });

  it('refuses an unknown or missing action and a missing task id with exit 2', async () => {
    const [unknown, missing, noId] = await Promise.all([board('frob'), board(), board('done')]);
    expect(unknown).toEqual({ code: 2, stdout: '', stderr: `specmgr board: unknown action "frob"; the actions are list, adopt, pull, done (see 'specmgr board --help')\n` });
    expect(missing.stderr).toBe("specmgr board: missing <action>; the actions are list, adopt, pull, done (see 'specmgr board --help')\n");
    expect(noId).toEqual({ code: 2, stdout: '', stderr: "specmgr board: missing <task-id>; usage: specmgr board done <task-id> (see 'specmgr board --help')\n" });
  });
});
