import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitChunks } from '../../../src/format/markdown/chunks.js';
import { parseBodyUnchunked } from '../../../src/format/markdown/parse-body.js';
import { trickyBody } from './fuzz-lines.js';

/** The 1-based lines the body is split before. */
function splitLines(body: string): number[] {
  return splitChunks(body)
    .slice(1)
    .map((chunk) => chunk.line);
}

/** Lines of the top-level ATX headings at column 1 (line 1 aside), as micromark sees them. */
function headingLines(body: string): number[] {
  const lines = body.split(/\r\n|\r|\n/);
  return parseBodyUnchunked(body)
    .children.filter(
      (node) =>
        node.type === 'heading' &&
        node.position?.start.column === 1 &&
        /^#{1,6}(?:[ \t]|$)/.test(lines[node.position.start.line - 1] ?? ''),
    )
    .map((node) => node.position?.start.line ?? 0)
    .filter((line) => line > 1);
}

describe('splitChunks', () => {
  it('splits before ATX headings at column 1 only', () => {
    const body = [
      '# Title', // 1
      'text', // 2
      '## Section', // 3
      '  ## indented', // 4
      '#hashtag', // 5
      '#', // 6
      '####### seven', // 7
      '#\ttab', // 8
      '###### six ######', // 9
    ].join('\n');
    expect(splitLines(body)).toEqual([3, 6, 8, 9]);
  });

  it('returns contiguous chunks covering the body', () => {
    const body = '# A\n\ntext\n## B\n```\n# code\n```\n';
    expect(splitChunks(body)).toEqual([
      { start: 0, end: 10, line: 1 },
      { start: 10, end: body.length, line: 4 },
    ]);
  });

  it('returns one empty chunk for an empty body', () => {
    expect(splitChunks('')).toEqual([{ start: 0, end: 0, line: 1 }]);
  });

  it('does not split inside backtick or tilde fences', () => {
    expect(splitLines('# A\n```\n# in code\n```\n# B')).toEqual([5]);
    expect(splitLines('# A\n~~~ `info` allowed\n# in code\n~~~~\n# B')).toEqual([5]);
    // A shorter or different closing fence does not close.
    expect(splitLines('````\n```\n# in\n~~~~\n# in\n````\n# out')).toEqual([7]);
    // Backticks in the info string: not a fence.
    expect(splitLines('``` a`b\n# heading')).toEqual([2]);
    // Indented four spaces: indented code, not a fence.
    expect(splitLines('    ```\n# heading')).toEqual([2]);
  });

  it('runs an unclosed fence or HTML block to the end', () => {
    expect(splitLines('# A\n```\n# x\n\n# y')).toEqual([]);
    expect(splitLines('# A\n<!--\n# x\n\n# y')).toEqual([]);
  });

  it('does not split inside HTML blocks', () => {
    expect(splitLines('<!-- a\n# in comment\n-->\n# out')).toEqual([4]);
    expect(splitLines('<pre>\n# in pre\n\n# still in pre\n</pre>\n# out')).toEqual([6]);
    expect(splitLines('<div>\n# in div\n\n# out')).toEqual([4]);
    expect(splitLines('<?php\n# in\n?>\n# out')).toEqual([4]);
    expect(splitLines('<!DOCTYPE\n# in\n>\n# out')).toEqual([4]);
    expect(splitLines('<![CDATA[\n# in\n]]>\n# out')).toEqual([4]);
    // Type 7: a complete tag alone on its line, ended by a blank line.
    expect(splitLines('<custom-tag a="1">\n# in\n\n# out')).toEqual([4]);
  });

  it('lets a paragraph line keep a type-7 tag as text', () => {
    expect(splitLines('text\n<custom>\n# heading')).toEqual([3]);
  });

  it('treats fences in list items and block quotes as not top-level', () => {
    // A `#` at column 1 ends the item, and so the fence.
    expect(splitLines('- item\n  ```\n# heading\n')).toEqual([3]);
    expect(splitLines('> ```\n# heading')).toEqual([2]);
    // After the heading the indented fence line is a top-level fence.
    expect(splitLines('- item\n  ```\n# one\n  ```\n# in code')).toEqual([3]);
    // An indented `#` line inside the item's fence is no split point anyway.
    expect(splitLines('- item\n\n  ```\n  # code\n  ```\n# next')).toEqual([6]);
  });

  it('never splits at setext headings', () => {
    expect(splitLines('Title\n=====\n\nSub\n---\ntext\n# A')).toEqual([7]);
  });

  it('counts CRLF and CR line endings', () => {
    const crlf = '# A\r\ntext\r\n## B\r\n```\r\n# x\r\n```\r\n## C';
    expect(splitChunks(crlf)).toEqual([
      { start: 0, end: 11, line: 1 },
      { start: 11, end: 32, line: 3 },
      { start: 32, end: crlf.length, line: 7 },
    ]);
    const cr = '# A\rtext\r## B\r~~~\r# x\r~~~\r## C';
    expect(splitLines(cr)).toEqual([3, 7]);
    expect(splitChunks(cr)[1]).toEqual({ start: 9, end: 26, line: 3 });
  });

  it('does not treat other Unicode line terminators as Markdown line endings', () => {
    expect(splitLines('text\u2028# not a line start\n# heading')).toEqual([2]);
  });

  it('splits exactly where micromark sees top-level ATX headings (property)', () => {
    fc.assert(
      fc.property(trickyBody, (body) => {
        expect(splitLines(body)).toEqual(headingLines(body));
      }),
      { numRuns: 2000 },
    );
  });
});
