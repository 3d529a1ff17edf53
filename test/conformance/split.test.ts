/**
 * Parsing per section must not change any result (formats.md §8.3): every
 * Markdown file under $SPECMGR_CORPUS parses to the same model and the same
 * diagnostics with and without the split. Skipped unless the variable names
 * a directory (`npm run conformance:split`), because a clone of this project
 * has no corpus of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocumentType, registeredTypes } from '../../src/domains/registry.js';
import { compileHeadings } from '../../src/format/document-type.js';
import { parseBodyUnchunked } from '../../src/format/markdown/index.js';
import { matchBody } from '../../src/format/match/match-body.js';
import { splitDocument } from '../../src/format/split.js';

const corpus = process.env['SPECMGR_CORPUS'];

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
    for (const tag of registeredTypes()) {
      const type = findDocumentType(tag);
      if (!type) continue;
      for (const mode of ['strict', 'lenient'] as const) {
        const options = { mode, headings: compileHeadings(type, type.headings), firstDocumentLine: split.body.line, language: 'en' };
        const match = type.matchBody ?? matchBody;
        const chunked = match(type.root, split.body.text, options);
        const whole = type.matchBody ? chunked : matchBody(type.root, split.body.text, options, parseBodyUnchunked(split.body.text));
        expect({ value: whole.value, diagnostics: whole.diagnostics }).toEqual({ value: chunked.value, diagnostics: chunked.diagnostics });
      }
    }
  });
});
