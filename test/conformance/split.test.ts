/**
 * Parsing per section must not change any result (formats.md §8.3): every
 * Markdown file under $SPECMGR_CORPUS parses to the same model and the same
 * diagnostics with and without the split. Skipped unless the variable names
 * a directory (`npm run conformance:split`), because a clone of this project
 * has no corpus of its own.
 *
 * `parseBody` parses a body within one batch's limits in one piece, so the
 * split is also forced here: every chunk parsed alone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { findDocumentType } from '../../src/domains/registry.js';
import { documentTags } from '../helpers/statuses.js';
import { compileHeadings } from '../../src/format/document-type.js';
import { parseBody, parseBodyUnchunked, parseChunks, splitChunks } from '../../src/format/markdown/index.js';
import { matchBody, type BodyMatch } from '../../src/format/match/match-body.js';
import type { MatchOptions } from '../../src/format/match/context.js';
import type { SectionDef } from '../../src/format/outline/types.js';
import { splitDocument } from '../../src/format/split.js';

const corpus = process.env['SPECMGR_CORPUS'];

// A type's own body reader (adr) takes an already parsed tree like matchBody.
type TreeMatcher = (root: SectionDef, body: string, options: MatchOptions, tree: Root) => BodyMatch;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? markdownFiles(path) : name.endsWith('.md') ? [path] : [];
  });
}

describe.skipIf(!corpus)('split conformance', () => {
  const files = corpus ? markdownFiles(corpus) : [];
  it.each(files)('%s', (path) => {
    const text = readFileSync(path, 'utf8');
    const split = splitDocument(text, 'adr');
    const body = split.body.text;
    const whole = parseBodyUnchunked(body);
    const chunked = { parseBody: parseBody(body), alone: parseChunks(body, splitChunks(body)) };
    for (const tag of documentTags) {
      const type = findDocumentType(tag);
      if (!type) continue;
      const match = (type.matchBody ?? matchBody) as TreeMatcher;
      for (const mode of ['strict', 'lenient'] as const) {
        const options = { mode, headings: compileHeadings(type, type.headings), firstDocumentLine: split.body.line, language: 'en' };
        const expected = match(type.root, body, options, whole);
        for (const tree of Object.values(chunked)) {
          const actual = match(type.root, body, options, tree);
          expect({ value: actual.value, diagnostics: actual.diagnostics }).toEqual({ value: expected.value, diagnostics: expected.diagnostics });
        }
      }
    }
  });
});
