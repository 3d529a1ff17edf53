// Wrong JavaScript types across the public API, generated from the argument
// descriptions themselves: every argument position and every known option
// of every method gets each wrong value in turn. Each call is raced against
// a timeout. The library's own typed errors are the only throws allowed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boardSignatures } from '../../src/board/create-board.js';
import { createBoard } from '../../src/board/index.js';
import { pureSignatures } from '../../src/api/usage.js';
import { adrSignatures, repositorySignatures } from '../../src/repository/checks/signatures.js';
import { registryTypes } from '../../src/repository/checks/types.js';
import { storageSignatures } from '../../src/repository/storage/options.js';
import type { ArgumentSpec } from '../../src/errors/arguments.js';
import { AlreadyExistsError, NotFoundError, StorageError, UsageError } from '../../src/errors/index.js';
import {
  availableLanguages,
  createLanguageRegistry,
  createRepository,
  layoutFromEnv,
  memoryStorage,
  packagedLanguages,
  parse,
  serialize,
  toJsonSchema,
  validate,
  type Repository,
} from '../../src/index.js';
import { nodeStorage } from '../../src/node.js';
import { ID, adrDoc, featDoc, fixedClock, reqDoc, tskBody, tskDoc } from './helpers/fixtures.js';

const TSK = `docs/tsk/tsk-${ID.a}-a.md`;
const scratch = mkdtempSync(join(tmpdir(), 'specmgr-wrong-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cyclic: Record<string, unknown> = {};
cyclic.self = cyclic;
const WRONG: [string, () => unknown][] = [
  ['12', () => 12],
  ['0', () => 0],
  ['-1', () => -1],
  ['2.5', () => 2.5],
  ['NaN', () => Number.NaN],
  ['Infinity', () => Infinity],
  ['-Infinity', () => -Infinity],
  ['null', () => null],
  ['undefined', () => undefined],
  ['true', () => true],
  ['false', () => false],
  ["''", () => ''],
  ["'true'", () => 'true'],
  ['{}', () => ({})],
  ['[]', () => []],
  ["['x']", () => ['x']],
  ['Symbol', () => Symbol('s')],
  ['function', () => () => 1],
  ['bigint', () => 10n],
  ['Date', () => new Date(0)],
  ['Map', () => new Map()],
  ['null-prototype', () => Object.create(null)],
  ['cyclic', () => cyclic],
];

function fixture(): Repository {
  return createRepository({
    storage: memoryStorage({
      [TSK]: tskDoc(ID.a, 'Task list', { status: 'active', tasks: `- [ ] Task 1 REQ ${ID.c}` }),
      [`docs/req/req-${ID.c}-r.md`]: reqDoc(ID.c),
      '.specmgr/feat/feat-1-a/README.md': featDoc('feat-1-a'),
      [`docs/adr/${ID.b}-use-sqlite.md`]: adrDoc(ID.b),
    }),
    clock: fixedClock(),
  });
}

type Target = { label: string; specs: readonly ArgumentSpec[]; base: () => unknown[]; call: (args: unknown[]) => unknown };

const repoBase: Record<string, () => unknown[]> = {
  list: () => ['tsk', {}],
  get: () => ['tsk', ID.a, {}],
  getTemplate: () => ['tsk'],
  getExample: () => ['tsk'],
  create: () => ['tsk', tskBody('New'), {}],
  update: () => ['tsk', ID.a, tskBody('Changed'), {}],
  edit: () => ['tsk', ID.a, 'Task 1', 'Task 2', {}],
  setStatus: () => ['tsk', ID.a, 'done', {}],
  setClassification: () => ['tsk', ID.a, 'internal', {}],
  delete: () => ['tsk', ID.a, {}],
  renameFeat: () => ['feat-1-a', 'feat-2-b', {}],
  validate: () => ['tsk', tskBody(), {}],
  parseFile: () => ['tsk', TSK],
  formatFile: () => [TSK],
  listReferences: () => ['tsk', ID.a, {}],
  listIncomingReferences: () => ['req', ID.c, {}],
  checkLinks: () => [],
  translationStatus: () => ['tsk', ID.a],
  warm: () => [['tsk']],
  collection: () => ['tsk'],
  replaceSection: () => ['req', ID.c, '/notes', 'Noted.', {}],
  removeSection: () => ['req', ID.c, '/notes', {}],
  appendElement: () => ['tsk', ID.a, '/recentUpdates/entries', { timestamp: '2026-08-31T09:00:00.000Z', separator: '-', title: 'T', content: 'C.' }, {}],
  removeElement: () => ['tsk', ID.a, '/recentUpdates/entries/0', {}],
};
const adrBase: Record<string, () => unknown[]> = {
  updateFrontmatter: () => [ID.b, { status: 'accepted' }, {}],
  updateSection: () => [ID.b, 'moreInformation', 'More.', {}],
  listOptions: () => [ID.b],
  createOption: () => [ID.b, 'Postgres', 'Also fine.', {}],
  readOption: () => [ID.b, 'Option 1: SQLite'],
  updateOption: () => [ID.b, 'Option 1: SQLite', 'Changed.', {}],
  deleteOption: () => [ID.b, 'Option 1: SQLite', {}],
  validate: () => [ID.b],
};
const boardBase: Record<string, () => Record<string, unknown>> = {
  list: () => ({ agent: 'a', status: 'todo', owner: 'b', limit: 5, before: '2026-01-01T00:00:00Z' }),
  pull: () => ({ agent: 'a' }),
  update: () => ({ agent: 'a', taskId: 'ffff', status: 'done', note: 'n', force: false, ifUpdatedAt: '2026-01-01T00:00:00Z' }),
  create: () => ({ agent: 'a', list: ID.a, title: 't', description: 'd', priority: 1, dependsOn: [] }),
  adopt: () => ({ agent: 'a', list: ID.a }),
  reap: () => ({ agent: 'a', olderThanSeconds: 0 }),
  boardStatus: () => ({ agent: 'a' }),
};

function targets(): Target[] {
  const out: Target[] = [];
  const repoSpecs = repositorySignatures(registryTypes);
  for (const [name, base] of Object.entries(repoBase)) {
    const specs = repoSpecs[name] ?? [];
    out.push({ label: `repo.${name}`, specs, base, call: (args) => (fixture() as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args) });
    // The same operation through a collection, without its type argument.
    const bound = [
      'list', 'get', 'create', 'update', 'edit', 'setStatus', 'setClassification', 'delete', 'validate', 'parseFile', 'listReferences',
      'listIncomingReferences', 'translationStatus', 'replaceSection', 'removeSection', 'appendElement', 'removeElement',
    ];
    if (bound.includes(name)) {
      out.push({
        label: `collection.${name}`,
        specs: specs.slice(1),
        base: () => base().slice(1),
        call: (args) => {
          const type = String(base()[0]);
          return (fixture().collection(type) as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args);
        },
      });
    }
  }
  for (const [name, base] of Object.entries(adrBase)) {
    out.push({ label: `repo.adr.${name}`, specs: adrSignatures[name] ?? [], base, call: (args) => (fixture().adr as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args) });
  }
  for (const [name, base] of Object.entries(boardBase)) {
    out.push({
      label: `board.${name}`,
      specs: boardSignatures[name] ?? [],
      base: () => [base()],
      call: (args) => (createBoard(fixture()) as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    });
  }
  const parsed = parse('tsk', tskDoc(ID.a));
  const document = parsed.ok ? parsed.document : null;
  const pure: Record<string, [() => unknown[], (args: unknown[]) => unknown]> = {
    parse: [() => ['tsk', tskDoc(ID.a), {}], (a) => parse(...(a as Parameters<typeof parse>))],
    serialize: [() => ['tsk', structuredClone(document), {}], (a) => serialize(...(a as Parameters<typeof serialize>))],
    validate: [() => ['tsk', tskBody(), {}], (a) => validate(...(a as Parameters<typeof validate>))],
    toJsonSchema: [() => ['tsk'], (a) => toJsonSchema(...(a as Parameters<typeof toJsonSchema>))],
  };
  for (const [name, [base, call]] of Object.entries(pure)) {
    out.push({ label: name, specs: pureSignatures[name as keyof typeof pureSignatures], base, call });
  }
  out.push({ label: 'memoryStorage', specs: storageSignatures.memoryStorage, base: () => [{ 'a.md': 'x' }], call: (a) => memoryStorage(...(a as [never])) });
  out.push({ label: 'nodeStorage', specs: storageSignatures.nodeStorage, base: () => [scratch, { lockTimeoutMs: 10, staleLockMs: 10 }], call: (a) => nodeStorage(...(a as [never, never])) });
  const simple = (name: string, base: () => unknown[], call: (a: unknown[]) => unknown, names: string[]): Target => ({
    label: name,
    specs: names.map((n) => ({ name: n, rule: { expects: '', optional: true, check: () => true } })),
    base,
    call,
  });
  out.push(simple('createLanguageRegistry', () => [{}], (a) => createLanguageRegistry(...(a as [never])), ['extraTables']));
  out.push(simple('availableLanguages', () => ['tsk', packagedLanguages], (a) => availableLanguages(...(a as [never, never])), ['type', 'registry']));
  out.push(simple('layoutFromEnv', () => [{ SPECMGR_DOCS_DIR: 'd' }], (a) => layoutFromEnv(...(a as [never])), ['env']));
  out.push({
    label: 'createRepository',
    specs: [{ name: 'options', rule: { expects: '', optional: true, check: () => true, keys: { storage: {} as never, layout: {} as never, clock: {} as never, mode: {} as never, languages: {} as never } } }],
    base: () => [{ storage: memoryStorage(), layout: {}, clock: fixedClock(), mode: 'strict', languages: packagedLanguages }],
    call: (a) => createRepository(...(a as [never])),
  });
  out.push(simple('createBoard', () => [fixture(), { clock: fixedClock() }], (a) => createBoard(...(a as [never, never])), ['repo', 'options']));
  return out;
}

type Outcome = 'returned' | 'UsageError' | 'NotFoundError' | 'AlreadyExistsError' | 'StorageError' | 'untyped' | 'hang';

async function outcomeOf(run: () => unknown): Promise<{ outcome: Outcome; detail: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), 3_000);
  });
  try {
    const value = await Promise.race([Promise.resolve().then(run), hang]);
    if (value === 'hang') return { outcome: 'hang', detail: '' };
    // The board's contract: bad input is a result with a status, never a throw.
    return { outcome: 'returned', detail: '' };
  } catch (error) {
    if (error instanceof UsageError) return { outcome: 'UsageError', detail: error.message };
    if (error instanceof NotFoundError) return { outcome: 'NotFoundError', detail: error.message };
    if (error instanceof AlreadyExistsError) return { outcome: 'AlreadyExistsError', detail: error.message };
    if (error instanceof StorageError) return { outcome: 'StorageError', detail: error.message };
    return { outcome: 'untyped', detail: String(error instanceof Error ? `${error.name}: ${error.message}` : error) };
  } finally {
    clearTimeout(timer);
  }
}

describe('wrong JavaScript types across the public API', () => {
  it('≥ 2,000 calls: 0 untyped errors, 0 hangs', async () => {
    const counts: Record<Outcome, number> = { returned: 0, UsageError: 0, NotFoundError: 0, AlreadyExistsError: 0, StorageError: 0, untyped: 0, hang: 0 };
    const problems: string[] = [];
    const storageErrors: string[] = [];
    let calls = 0;
    const methods = new Set<string>();
    for (const target of targets()) {
      methods.add(target.label);
      const slots: { where: string; apply: (args: unknown[], value: unknown) => void }[] = [];
      target.specs.forEach((spec, index) => {
        slots.push({ where: `argument ${spec.name}`, apply: (args, value) => void (args[index] = value) });
        for (const key of Object.keys(spec.rule.keys ?? {})) {
          slots.push({
            where: `option ${spec.name}.${key}`,
            apply: (args, value) => {
              const given = args[index];
              args[index] = { ...(typeof given === 'object' && given !== null ? given : {}), [key]: value };
            },
          });
        }
      });
      for (const slot of slots) {
        for (const [label, make] of WRONG) {
          const args = target.base();
          slot.apply(args, make());
          const { outcome, detail } = await outcomeOf(() => target.call(args));
          calls++;
          counts[outcome]++;
          if (outcome === 'untyped' || outcome === 'hang') problems.push(`${target.label} ${slot.where} = ${label}: ${outcome} ${detail}`);
          if (outcome === 'StorageError') storageErrors.push(`${target.label} ${slot.where} = ${label}: ${detail}`);
        }
      }
    }
    console.log(`wrong types: ${calls} calls over ${methods.size} functions and methods; outcomes ${JSON.stringify(counts)}`);
    if (storageErrors.length > 0) console.log(`StorageErrors (documented, e.g. a missing file):\n${storageErrors.slice(0, 20).join('\n')}`);
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(2_000);
    expect(counts.untyped).toBe(0);
    expect(counts.hang).toBe(0);
  }, 600_000);
});
