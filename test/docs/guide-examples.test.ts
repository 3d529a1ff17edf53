/**
 * The documents shown on the guide pages are documents specmgr accepts, and
 * the model shown beside the worked example is the model a parse gives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTypes, parse, type DocumentTag } from '../../src/index.js';
import { repoRoot } from '../helpers/processes.js';

function fencedBlocks(page: string, language: string): string[] {
  const text = readFileSync(join(repoRoot, 'docs', page), 'utf8');
  return [...text.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)^```$', 'gm'))].map((match) => match[1] as string);
}

const documents = ['formats.md', 'operations.md'].flatMap((page) =>
  fencedBlocks(page, 'md')
    .filter((block) => block.startsWith('---\n'))
    .map((block, index) => ({ name: `${page} document ${index + 1}`, block })),
);

describe('the documents on the guide pages', () => {
  it('are there', () => {
    expect(documents.length).toBeGreaterThanOrEqual(3);
  });

  it.each(documents)('$name parses as the type its frontmatter names', ({ block }) => {
    const type = /^type: (\w+)$/m.exec(block)?.[1] as DocumentTag;
    expect(Object.keys(documentTypes)).toContain(type);
    const result = parse(type, block);
    expect(result.ok ? [] : result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('formats.md §9 shows the model its task list parses to', () => {
    const [, worked] = documents.filter((d) => d.name.startsWith('formats.md')).map((d) => d.block);
    const model = fencedBlocks('formats.md', 'json').at(-1) as string;
    const result = parse('tsk', worked as string);
    expect(result.ok && result.document.body).toEqual(JSON.parse(model));
  });

  it('formats.md opens with a requirement whose level is MUST', () => {
    const result = parse('req', documents[0]?.block as string);
    expect(result.ok && result.document.body.level.value).toBe('MUST');
  });
});
