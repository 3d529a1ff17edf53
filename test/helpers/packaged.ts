/**
 * The checks every packaged template and example must pass, whatever the
 * type: one helper instead of a copy per type test, so a new type gets them
 * by being registered (test/domains/packaged.test.ts loops over the
 * registry) and a host type gets them by one call.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../src/format/document-type.js';
import { expectRoundTrip, expectValid } from './documents.js';

/** Where a type's packaged documents and its golden model are kept. */
export type PackagedFiles = {
  /** The folder holding `template.md` and `example.md` (a URL ending in `/`). */
  folder: URL;
  /** The hand-checked `{ frontmatter, body }` model of the example, as JSON. */
  golden: URL;
};

/** The source files of a built-in type: `src/domains/<tag>/` and `test/fixtures/<tag>/example/expected.json`. */
export function builtInFiles(tag: string): PackagedFiles {
  return {
    folder: new URL(`../../src/domains/${tag}/`, import.meta.url),
    golden: new URL(`../fixtures/${tag}/example/expected.json`, import.meta.url),
  };
}

// `fatal` rejects a file that is not UTF-8 and `ignoreBOM` keeps a byte-order
// mark in the text, so equal strings mean equal bytes.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A file's exact text. */
export function readText(url: URL): string {
  return utf8.decode(readFileSync(url));
}

/**
 * `<tag> packaged documents`: the template and the example each parse
 * without diagnostics in strict and lenient mode to the same model,
 * serialize back to exactly their text (they are canonical), are
 * byte for byte the `template.md` and `example.md` in `files.folder`, and the
 * example parses to the golden model in `files.golden`.
 */
export function describePackagedDocuments<B>(type: DocumentType<B>, files: PackagedFiles): void {
  describe(`${type.tag} packaged documents`, () => {
    it.each(['template', 'example'] as const)('the %s parses without diagnostics in both modes, round-trips and is canonical', (kind) => {
      const text = type[kind];
      const strict = expectValid(type, text);
      expect(strict.diagnostics).toEqual([]);
      const lenient = expectValid(type, text, 'lenient');
      expect(lenient.diagnostics).toEqual([]);
      expect(lenient.document).toEqual(strict.document);
      expect(expectRoundTrip(type, strict.document)).toBe(text);
    });

    it('template.md and example.md are the packaged strings, byte for byte', () => {
      expect(type.template).toBe(readText(new URL('template.md', files.folder)));
      expect(type.example).toBe(readText(new URL('example.md', files.folder)));
    });

    it('example.md parses to the hand-checked golden model', () => {
      const model: unknown = JSON.parse(readText(files.golden));
      expect(expectValid(type, readText(new URL('example.md', files.folder))).document).toEqual(model);
    });
  });
}
