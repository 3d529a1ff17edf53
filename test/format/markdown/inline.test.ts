import type { Blockquote, Heading, List, Paragraph, Root, RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { inlineSource, lineCount } from '../../../src/format/markdown/inline.js';
import { parseBody } from '../../../src/format/markdown/parse-body.js';

function first(root: Root): RootContent {
  const node = root.children[0];
  if (node === undefined) throw new Error('empty tree');
  return node;
}

function firstItemBlock(root: Root): RootContent {
  const block = (first(root) as List).children[0]?.children[0];
  if (block === undefined) throw new Error('no item block');
  return block;
}

function source(body: string, pick: (root: Root) => RootContent = first, quoteDepth?: number): string {
  return inlineSource(pick(parseBody(body)) as Paragraph | Heading, body, quoteDepth);
}

describe('inlineSource', () => {
  it('keeps inline markup, escapes and entities as written', () => {
    expect(source('**Bold** and *em*, \\*, &amp; `code` <!-- c -->')).toBe('**Bold** and *em*, \\*, &amp; `code` <!-- c -->');
  });

  it('trims every line and joins with \\n', () => {
    expect(source('  first  \n\tsecond\t\r\n  third ')).toBe('first\nsecond\nthird');
  });

  it('removes list indentation from multi-line paragraphs in lists, lazy lines included', () => {
    const body = '- first line  \n  second line\nlazy third\n- b';
    expect(source(body, firstItemBlock)).toBe('first line\nsecond line\nlazy third');
    expect(source('1.  one\n    two', firstItemBlock)).toBe('one\ntwo');
  });

  it('removes block quote markers, each optional because of laziness', () => {
    const nested = (root: Root) => ((first(root) as Blockquote).children[0] as Blockquote).children[0] as RootContent;
    expect(source('> > a  \n> > b\n> c\nd', nested, 2)).toBe('a\nb\nc\nd');
    const quoted = (root: Root) => (first(root) as Blockquote).children[0] as RootContent;
    expect(source('> a\n>b\n   > c\nlazy', quoted, 1)).toBe('a\nb\nc\nlazy');
    const listInQuote = (root: Root) => ((first(root) as Blockquote).children[0] as List).children[0]?.children[0] as RootContent;
    expect(source('> - a\n>   b\n  c', listInQuote, 1)).toBe('a\nb\nc');
  });

  it('gives the text of ATX headings without the closing sequence', () => {
    expect(source('## **Bold** title ##  ')).toBe('**Bold** title');
    expect(source('#   spaced   #####')).toBe('spaced');
    expect(source('# foo#')).toBe('foo#');
    expect(source('### foo \\###')).toBe('foo \\###');
    expect(source('# #')).toBe('');
    expect(source('#')).toBe('');
  });

  it('gives the lines above the underline of setext headings', () => {
    expect(source('  Multi  \n  line setext \n===')).toBe('Multi\nline setext');
    expect(source('- Multi\n  line\n  ---', firstItemBlock)).toBe('Multi\nline');
  });
});

describe('lineCount', () => {
  it('counts the physical lines of a node', () => {
    expect(lineCount(first(parseBody('one\r\ntwo\rthree')))).toBe(3);
    expect(lineCount(first(parseBody('# one')))).toBe(1);
    expect(lineCount({})).toBe(1);
  });
});
