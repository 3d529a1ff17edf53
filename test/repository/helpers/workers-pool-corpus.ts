/**
 * The corpus of the worker-pool tests: every document the test fixtures
 * hold (the packaged example and template of all 13 types, the parser
 * fixtures, the mistakes catalogue, the language-variant tree), as parse
 * jobs and laid out as one repository.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentTypes } from '../../../src/domains/index.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const TREE = join(FIXTURES, 'repository-languages', 'tree');

/** One corpus document: its type, where it lives in the corpus repository, its text. */
export type CorpusDocument = { tag: string; path: string; text: string };

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

const uuidOf = (n: number): string => `9a9a0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function placed(tag: string, n: number, slug: string): string {
  if (tag === 'feat') return `.specmgr/feat/feat-${900 + n}-${slug}/README.md`;
  if (tag === 'adr') return `docs/adr/${uuidOf(n)}-${slug}.md`;
  return `docs/${tag}/${tag}-${uuidOf(n)}-${slug}.md`;
}

/**
 * Every corpus document, in a fixed order.
 *
 * @returns the documents
 */
export function corpusDocuments(): CorpusDocument[] {
  const out: CorpusDocument[] = [];
  let n = 0;
  const add = (tag: string, slug: string, text: string): void => {
    out.push({ tag, path: placed(tag, (n += 1), slug), text });
  };
  for (const [tag, type] of Object.entries(documentTypes)) {
    add(tag, 'example', type.example);
    add(tag, 'template', type.template);
    for (const name of readdirSync(join(FIXTURES, tag))) {
      const input = join(FIXTURES, tag, name, 'input.md');
      if (statSync(join(FIXTURES, tag, name)).isDirectory() && readdirSync(join(FIXTURES, tag, name)).includes('input.md')) {
        add(tag, name, readFileSync(input, 'utf8'));
      }
    }
  }
  const mistakes = JSON.parse(readFileSync(join(FIXTURES, 'mistakes', 'mistakes.json'), 'utf8')) as { file: string; type: string }[];
  for (const mistake of mistakes) {
    if (Object.hasOwn(documentTypes, mistake.type)) add(mistake.type, mistake.file.replace(/\.md$/, ''), readFileSync(join(FIXTURES, 'mistakes', mistake.file), 'utf8'));
  }
  for (const file of filesBelow(TREE)) {
    const path = relative(TREE, file).split('\\').join('/');
    if (!path.endsWith('.md') || path.endsWith('adr/README.md') || path.endsWith('/de/README.md') && path.startsWith('docs/adr')) continue;
    const tag = path.startsWith('.specmgr/feat/') ? 'feat' : (path.split('/')[1] ?? '');
    out.push({ tag, path, text: readFileSync(file, 'utf8') });
  }
  return out;
}

/**
 * The corpus as the files of one repository (default layout).
 *
 * @returns path → text
 */
export function corpusFiles(): Record<string, string> {
  return Object.fromEntries(corpusDocuments().map((doc) => [doc.path, doc.text]));
}
