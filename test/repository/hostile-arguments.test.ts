// Hostile paths, ids, refs, types and languages through every operation
// that takes them: each is refused with a UsageError (the board: an
// `invalid` result) before the storage does any I/O. A recording storage
// (memoryStorage underneath, with a root of /srv/project so that
// `/etc/passwd` lies outside) records every call.
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../src/board/index.js';
import { UsageError } from '../../src/errors/index.js';
import { createRepository, type Repository } from '../../src/repository/index.js';
import { memoryStorage, type Storage } from '../../src/repository/storage/index.js';
import { ID, adrDoc, featDoc, fixedClock, tskBody, tskDoc } from './helpers/fixtures.js';

const ROOT = '/srv/project';
const IO = ['read', 'writeAtomic', 'list', 'remove', 'removeTree', 'rename', 'mkdirp', 'lock', 'changeToken', 'identity'];

function recording(): { storage: Storage; calls: string[] } {
  const inner = memoryStorage({
    [`docs/tsk/tsk-${ID.a}-a.md`]: tskDoc(ID.a),
    '.specmgr/feat/feat-1-a/README.md': featDoc('feat-1-a'),
    '.specmgr/feat/README.md': '# not a feature\n',
    [`docs/adr/${ID.b}-x.md`]: adrDoc(ID.b),
  });
  const calls: string[] = [];
  const storage = {} as Record<string, unknown>;
  for (const name of [...IO, 'absolute'] as const) {
    storage[name] = (...args: unknown[]) => {
      calls.push(name);
      if (name === 'absolute') return `${ROOT}${args[0] === '' ? '' : `/${String(args[0])}`}`;
      return (inner as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args);
    };
  }
  return { storage: storage as unknown as Storage, calls };
}

const longRef = 'a'.repeat(253);
const hostileRefs: unknown[] = [
  '.', '..', '...', '', ' ', '\t', '\n', './', '.\\', '/', '\\', 'a/b', 'a\\b', '../x', '..\\x', 'x/..', './x',
  'a\u0000b', '\u0000', 'x\u001f', 'x\u007f', 'x\u0085', 'x\u009f', '\u001b[31m', 'C:x', 'c:\\x', 'Z:', 'e\u0301', '\ud800', 'x\udfff',
  longRef, 'é'.repeat(127), 12, true, [], { a: 1 }, () => 'x',
];
const hostileUuidIds: unknown[] = [
  'x', '../x', '', ' ', 'a/b', '..', '.', `${ID.a}\u0000`, ID.a.toUpperCase(), `tsk-${ID.a}`, `${ID.a}\n`, `../${ID.a}`, 12, {}, [],
];
const hostileFeatIds: unknown[] = [
  'feat-1', 'feat-1-A', 'feat-1-a/..', 'feat-1-a\u0000', '.', '..', '', `feat-1-${'a'.repeat(300)}`, 'FEAT-1-a', 'feat-1-a/', '../feat-1-a', 'feat-1-é', 7,
];
const hostilePaths: unknown[] = [
  '../outside.md', '/etc/passwd', 'docs/../../x.md', '..\\x.md', '', '.', './', '/', ROOT, `${ROOT}/`, `${ROOT}/../x.md`, '/srv/projectx/a.md',
  'a\u0000b.md', 'C:/x.md', 'c:\\x.md', 'docs\\tsk\\a.md', 'e\u0301.md', '\ud800.md', `${'a'.repeat(300)}.md`, `docs/${'a/'.repeat(2100)}x.md`,
  '//etc/passwd', `${ROOT}/..`, 'docs/\u001b[31m.md', 'docs/tsk/../../..', 'x/../..', 12, null, {},
];
const hostileLanguages: unknown[] = ['DE', '../x', 'de/..', '', ' de', 'd', 'deu', 'd\u0000', 'de\n', 'é', '..', 'xx', 5, {}];
const hostileTypes: unknown[] = ['../tsk', 'tsk/..', '', 'TSK', 'tsk\u0000', ' tsk', '.', 12, null];

type Case = { name: string; run: (repo: Repository) => unknown };

function cases(): Case[] {
  const out: Case[] = [];
  const add = (name: string, run: (repo: Repository) => unknown) => out.push({ name, run });
  const refTargets = hostileRefs.map((ref) => ({ ref }));
  for (const [i, target] of [...refTargets, ...hostileUuidIds].entries()) {
    const t = target as never;
    add(`get tsk #${i}`, (r) => r.get('tsk', t));
    add(`update tsk #${i}`, (r) => r.update('tsk', t, tskBody()));
    add(`edit tsk #${i}`, (r) => r.edit('tsk', t, 'Task 1', 'Task 2'));
    add(`setStatus tsk #${i}`, (r) => r.setStatus('tsk', t, 'active'));
    add(`setClassification tsk #${i}`, (r) => r.setClassification('tsk', t, 'internal'));
    add(`delete tsk #${i}`, (r) => r.delete('tsk', t));
    add(`translationStatus tsk #${i}`, (r) => r.translationStatus('tsk', t));
    add(`create variant of #${i}`, (r) => r.create('tsk', tskBody(), { language: 'de', canonical: t }));
  }
  for (const [i, target] of [...refTargets, ...hostileFeatIds].entries()) {
    const t = target as never;
    add(`delete feat #${i}`, (r) => r.delete('feat', t));
    add(`get feat #${i}`, (r) => r.get('feat', t));
  }
  for (const [i, id] of hostileFeatIds.entries()) {
    add(`renameFeat from #${i}`, (r) => r.renameFeat(id as string, 'feat-2-b'));
    add(`renameFeat to #${i}`, (r) => r.renameFeat('feat-1-a', id as string));
    add(`create feat with id #${i}`, (r) => r.create('feat', '# Feature: X\n', { id: id as string }));
  }
  for (const [i, id] of hostileUuidIds.entries()) {
    add(`listReferences #${i}`, (r) => r.listReferences('tsk', id as string));
    add(`listIncomingReferences #${i}`, (r) => r.listIncomingReferences('tsk', id as string));
    add(`adr.validate #${i}`, (r) => r.adr.validate(id as string));
    add(`adr.listOptions #${i}`, (r) => r.adr.listOptions(id as string));
    add(`adr.readOption #${i}`, (r) => r.adr.readOption(id as string, 'Option 1: x'));
    add(`adr.updateSection #${i}`, (r) => r.adr.updateSection(id as string, 'moreInformation', 'x'));
    add(`adr.createOption #${i}`, (r) => r.adr.createOption(id as string, 'x', 'y'));
    add(`adr.updateOption #${i}`, (r) => r.adr.updateOption(id as string, 'Option 1: x', 'y'));
    add(`adr.deleteOption #${i}`, (r) => r.adr.deleteOption(id as string, 'Option 1: x'));
    add(`adr.updateFrontmatter #${i}`, (r) => r.adr.updateFrontmatter(id as string, { status: 'accepted' }));
  }
  for (const [i, path] of hostilePaths.entries()) {
    add(`parseFile #${i}`, (r) => r.parseFile('tsk', path as string));
    add(`formatFile #${i}`, (r) => r.formatFile(path as string));
  }
  for (const [i, language] of hostileLanguages.entries()) {
    const l = language as string;
    add(`list language #${i}`, (r) => r.list('tsk', { language: l }));
    add(`get language #${i}`, (r) => r.get('tsk', ID.a, { language: l }));
    add(`update language #${i}`, (r) => r.update('tsk', ID.a, tskBody(), { language: l }));
    add(`create variant language #${i}`, (r) => r.create('tsk', tskBody(), { language: l, canonical: ID.a }));
  }
  for (const [i, type] of hostileTypes.entries()) {
    add(`collection #${i}`, (r) => r.collection(type as string));
    add(`list type #${i}`, (r) => r.list(type as string));
    add(`get type #${i}`, (r) => r.get(type as string, ID.a));
    add(`warm type #${i}`, (r) => r.warm([type as string]));
  }
  return out;
}

describe('hostile paths, ids, refs, types and languages', () => {
  it('every one is a UsageError, and the storage does no I/O', async () => {
    const all = cases();
    const inputs = hostileRefs.length + hostileUuidIds.length + hostileFeatIds.length + hostilePaths.length + hostileLanguages.length + hostileTypes.length;
    let usageErrors = 0;
    let ioCalls = 0;
    let namingCalls = 0;
    const failures: string[] = [];
    for (const { name, run } of all) {
      const { storage, calls } = recording();
      const repo = createRepository({ storage, clock: fixedClock() });
      calls.length = 0;
      try {
        await run(repo);
        failures.push(`${name}: no error`);
      } catch (error) {
        if (error instanceof UsageError) usageErrors++;
        else failures.push(`${name}: ${String(error)}`);
      }
      ioCalls += calls.filter((c) => IO.includes(c)).length;
      namingCalls += calls.filter((c) => c === 'absolute').length;
      if (calls.some((c) => IO.includes(c))) failures.push(`${name}: storage calls ${calls.join(', ')}`);
    }
    console.log(
      `hostile inputs: ${inputs} distinct values, ${all.length} calls, ${usageErrors} UsageErrors, ${ioCalls} storage I/O calls, ` +
        `${namingCalls} calls of storage.absolute('') (no I/O: it only names the root in 'resolves outside base directory' messages)`,
    );
    expect(failures).toEqual([]);
    expect(inputs).toBeGreaterThanOrEqual(100);
    expect(usageErrors).toBe(all.length);
    expect(ioCalls).toBe(0);
  });

  it('board calls: a hostile task list name is `invalid` before any storage I/O', async () => {
    let invalid = 0;
    const names = hostileRefs.filter((ref): ref is string => typeof ref === 'string' && ref.trim() !== '');
    for (const list of names) {
      for (const call of ['adopt', 'create'] as const) {
        const { storage, calls } = recording();
        const board = createBoard(createRepository({ storage, clock: fixedClock() }));
        calls.length = 0;
        const result = call === 'adopt' ? await board.adopt({ agent: 'a', list }) : await board.create({ agent: 'a', list, title: 't' });
        expect(result.status, `${call} ${JSON.stringify(list)}`).toBe('invalid');
        expect(calls.filter((c) => IO.includes(c)), `${call} ${JSON.stringify(list)}`).toEqual([]);
        invalid++;
      }
    }
    console.log(`board: ${invalid} calls with hostile list names, all invalid, 0 storage I/O calls`);
    expect(invalid).toBeGreaterThanOrEqual(40);
  });
});
