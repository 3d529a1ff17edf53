/**
 * Fixtures of the repository tests: documents, clocks, storages and a
 * recording storage double.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Clock } from '../../../src/format/frontmatter/timestamp.js';
import type { MessageOption } from '../../../src/messages/index.js';
import { createRepository, type Repository } from '../../../src/repository/index.js';
import { memoryStorage, nodeStorage, type Storage } from '../../../src/repository/storage/index.js';

export const ID = {
  a: '4f2a0000-0000-4000-8000-00000000000a',
  b: '0e150000-0000-4000-8000-00000000000b',
  c: 'c0de0000-0000-4000-8000-00000000000c',
  d: 'deadbeef-0000-4000-8000-000000000001',
  e: 'deadc0de-0000-4000-8000-000000000002',
  f: '0e150000-0000-4000-8000-000000000003',
} as const;

/** A clock fixed at an instant (and offset). */
export function fixedClock(iso = '2026-08-30T08:00:00.123Z', offsetMinutes = 0): Clock {
  return { now: () => new Date(iso), offsetMinutes: () => offsetMinutes };
}

/** A clock that advances one millisecond per call, so every write gets a new `updated`. */
export function tickingClock(iso = '2026-08-30T08:00:00.000Z'): Clock {
  let at = Date.parse(iso);
  return { now: () => new Date(at++), offsetMinutes: () => 0 };
}

/** A valid tsk body. */
export function tskBody(title = 'Task list', entry = 'Started.', tasks = '- [ ] Task 1'): string {
  return `# ${title}\n\n${tasks}\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\n${entry}`;
}

/** A frontmatter block (base types). */
export function frontmatter(type: string, id: string | null, extra = '', status = 'draft'): string {
  const idLine = id === null ? '' : `id: ${id}\n`;
  return `---\nclassification: null\ncreated: '2026-01-01T00:00:00.000Z'\n${idLine}status: ${status}\ntype: ${type}\nupdated: '2026-01-01T00:00:00.000Z'\nversion: 1.0.0\n${extra}---\n\n`;
}

/** A whole valid tsk document. */
export function tskDoc(id: string | null, title = 'Task list', options: { status?: string; entry?: string; tasks?: string } = {}): string {
  return `${frontmatter('tsk', id, '', options.status ?? 'draft')}${tskBody(title, options.entry, options.tasks)}\n`;
}

/** A valid req body (H1, EARS statement, Description, Characteristics, Level, Source). */
export function reqBody(title = 'Maximum Engine Temperature'): string {
  return `# ${title}\n\nThe engine controller shall limit the temperature.\n\n## Description\n\nWhy.\n\n## Characteristics\n\n1. Verifiable\n\n## Level\n\nMUST\n\n## Source\n\nWorkshop 2026-08-01.`;
}

/** A whole valid req document. */
export function reqDoc(id: string, title?: string): string {
  return `${frontmatter('req', id)}${reqBody(title)}\n`;
}

/** A valid feat body with a given title (after `Feature: `). */
export function featBody(title: string): string {
  return `# Feature: ${title}

## Plan

### Overview

What and why.

### Requirements

- REQ-001: The thing works.

### Acceptance Criteria

- [ ] ACC-001: It is checked.

### Scope

#### Included

- Everything needed.

#### Explicitly Out Of Scope

- Nothing else.

### Task List

#### Phase 001: Build

- [ ] Task 001.001: Build it

## Progress

### Current Status

Started.

### Updates

#### 2026-05-12T17:05:44.610+02:00 - Begun

Work has begun.`;
}

/** A whole valid feat README. */
export function featDoc(id: string, title = 'Search'): string {
  return `${frontmatter('feat', id, '', 'planning')}${featBody(title)}\n`;
}

/** A valid ADR document. */
export function adrDoc(id: string, title = 'Use SQLite', status = 'draft'): string {
  return `---\nstatus: ${status}\ndate: '2026-08-05'\nid: ${id}\nversion: 1.0.0\n---\n\n# ${title}\n\n## Context and Problem Statement\n\nWe need a store.\n\n## Considered Options\n\n- SQLite\n- Files\n\n## Decision Outcome\n\nChosen option: SQLite.\n\n## Pros and Cons of the Options\n\n### Option 1: SQLite\n\n- Good, because it is transactional\n\n### Option 2: Files\n\n- Bad, because writes can tear\n\n## More Information\n\nNone.\n`;
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A new temporary folder, removed after the test file. */
export function tempRoot(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-repo-')));
  scratch.push(dir);
  return dir;
}

/** The two storages every conformance vector runs against. */
export const storageKinds: [string, (files?: Record<string, string | Uint8Array>) => Promise<Storage>][] = [
  ['memoryStorage', async (files = {}) => memoryStorage(files)],
  [
    'nodeStorage',
    async (files = {}) => {
      const storage = nodeStorage(tempRoot());
      const encoder = new TextEncoder();
      for (const [path, content] of Object.entries(files)) {
        await storage.mkdirp(path.slice(0, Math.max(0, path.lastIndexOf('/'))));
        await storage.writeAtomic(path, typeof content === 'string' ? encoder.encode(content) : content);
      }
      return storage;
    },
  ],
];

/**
 * A repository over a storage with a fixed clock, in the reference profile:
 * the expectations of these tests are the reference implementation's texts.
 * Pass `messages: 'default'` for the library's own words.
 */
export function repoOver(storage: Storage, clock: Clock = fixedClock(), messages: MessageOption = 'reference'): Repository {
  return createRepository({ storage, clock, messages });
}

/** Read a file of a storage as text. */
export async function readText(storage: Storage, path: string): Promise<string | null> {
  const bytes = await storage.read(path);
  return bytes === null ? null : new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** Write a text file (creating folders). */
export async function writeText(storage: Storage, path: string, text: string): Promise<void> {
  await storage.mkdirp(path.slice(0, Math.max(0, path.lastIndexOf('/'))));
  await storage.writeAtomic(path, new TextEncoder().encode(text));
}

/** A storage that records every call (method and first argument) before delegating. */
export function recordingStorage(inner: Storage): { storage: Storage; calls: string[] } {
  const calls: string[] = [];
  const storage = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(`${String(property)}(${String(args[0])})`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { storage, calls };
}

/** A storage double that fails on every call (usage errors must come first). */
export function failingStorage(): { storage: Storage; calls: string[] } {
  const calls: string[] = [];
  const fail = (name: string) => (...args: unknown[]) => {
    calls.push(`${name}(${String(args[0])})`);
    throw new Error(`storage.${name} must not be called`);
  };
  const storage: Storage = {
    read: fail('read') as Storage['read'],
    writeAtomic: fail('writeAtomic') as Storage['writeAtomic'],
    list: fail('list') as Storage['list'],
    remove: fail('remove') as Storage['remove'],
    removeTree: fail('removeTree') as Storage['removeTree'],
    rename: fail('rename') as Storage['rename'],
    mkdirp: fail('mkdirp') as Storage['mkdirp'],
    lock: fail('lock') as Storage['lock'],
    changeToken: fail('changeToken') as NonNullable<Storage['changeToken']>,
    absolute: (path: string) => `/${path}`,
  };
  return { storage, calls };
}
