/**
 * A test-only document type `txt` whose body is any text, so the §10
 * vectors written for bodies like `l1 l2 l3 l4` run end to end through the
 * repository (update, edit, get) on both storages.
 */
import { createRepository, type Repository } from '../../../src/repository/index.js';
import { defineDocumentType } from '../../../src/format/document-type.js';
import { LineIndex } from '../../../src/text/lines.js';
import { taskOutline } from '../../../src/domains/tsk/outline.js';
import type { Storage } from '../../../src/repository/storage/index.js';
import { fixedClock } from './fixtures.js';

export const plainType = defineDocumentType({
  tag: 'txt',
  noun: 'text document',
  statuses: { values: ['draft', 'done'], default: 'draft' },
  root: taskOutline,
  template: '',
  example: '',
  // Every body is valid: the model is the text itself.
  matchBody: (_root, body) => ({ value: { title: '', text: body }, diagnostics: [], ranges: new Map(), lines: new LineIndex(body) }),
});

/** A repository that also knows the `txt` type. */
export function plainRepo(storage: Storage): Repository {
  return createRepository({ storage, clock: fixedClock(), types: [plainType] });
}

/** A `txt` document with a body. */
export function plainDoc(id: string, body: string): string {
  return `---\nid: ${id}\ntype: txt\n---\n\n${body}\n`;
}
