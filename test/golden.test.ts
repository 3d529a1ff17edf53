/**
 * Golden fixtures: every `test/fixtures/<type>/<case>/input.md` parses to its
 * `expected.json` — the `{ frontmatter, body }` model, or `{ diagnostics }`
 * for a document that must fail (worded in the reference profile, so the texts
 * stay the reference implementation's). Optional `options.json` holds `{ mode }`.
 * The `example` case has no input.md: its input is the packaged
 * `src/domains/<type>/example.md` itself, so there is no second copy to drift.
 * Regenerate on purpose only: `UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocumentType } from '../src/domains/registry.js';
import { parseDocument } from '../src/format/parse-document.js';
import { inReference } from './helpers/messages.js';

const root = join(import.meta.dirname, 'fixtures');
const domains = join(import.meta.dirname, '..', 'src', 'domains');
const update = process.env['UPDATE_GOLDEN'] === '1';

/** The document a case parses: the packaged example for `example`, else the case's input.md. */
const inputOf = (type: string, name: string): string => (name === 'example' ? join(domains, type, 'example.md') : join(root, type, name, 'input.md'));

const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && findDocumentType(entry.name))
  .flatMap((type) =>
    readdirSync(join(root, type.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(inputOf(type.name, entry.name)))
      .map((entry) => ({ type: type.name, name: entry.name, dir: join(root, type.name, entry.name), input: inputOf(type.name, entry.name) })),
  );

describe('golden fixtures', () => {
  it('finds fixtures', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$type/$name', ({ type, dir, input }) => {
    const documentType = findDocumentType(type);
    if (!documentType) throw new Error(`unknown fixture type ${type}`);
    const optionsFile = join(dir, 'options.json');
    const options = existsSync(optionsFile) ? (JSON.parse(readFileSync(optionsFile, 'utf8')) as { mode?: 'strict' | 'lenient' }) : {};
    const result = parseDocument(documentType, readFileSync(input, 'utf8'), options);
    const actual = result.ok ? result.document : { diagnostics: inReference(result.diagnostics) };
    const expectedFile = join(dir, 'expected.json');
    if (update) writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
  });
});
