/**
 * Golden fixtures: every `test/fixtures/<type>/<case>/input.md` parses to its
 * `expected.json` — the `{ frontmatter, body }` model, or `{ diagnostics }`
 * for a document that must fail. Optional `options.json` holds `{ mode }`.
 * Regenerate on purpose only: `UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocumentType } from '../src/domains/registry.js';
import { parseDocument } from '../src/format/parse-document.js';

const root = join(import.meta.dirname, 'fixtures');
const update = process.env['UPDATE_GOLDEN'] === '1';

const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && findDocumentType(entry.name))
  .flatMap((type) =>
    readdirSync(join(root, type.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, type.name, entry.name, 'input.md')))
      .map((entry) => ({ type: type.name, name: entry.name, dir: join(root, type.name, entry.name) })),
  );

describe('golden fixtures', () => {
  it('finds fixtures', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$type/$name', ({ type, dir }) => {
    const documentType = findDocumentType(type);
    if (!documentType) throw new Error(`unknown fixture type ${type}`);
    const optionsFile = join(dir, 'options.json');
    const options = existsSync(optionsFile) ? (JSON.parse(readFileSync(optionsFile, 'utf8')) as { mode?: 'strict' | 'lenient' }) : {};
    const result = parseDocument(documentType, readFileSync(join(dir, 'input.md'), 'utf8'), options);
    const actual = result.ok ? result.document : { diagnostics: result.diagnostics };
    const expectedFile = join(dir, 'expected.json');
    if (update) writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
  });
});
