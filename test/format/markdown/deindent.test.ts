import type { Blockquote, List } from 'mdast';
import { describe, expect, it } from 'vitest';
import { blockQuoteText, deindent } from '../../../src/format/markdown/deindent.js';
import { parseBody } from '../../../src/format/markdown/parse-body.js';

describe('deindent', () => {
  it('removes the content column indentation from every line', () => {
    const body = '- item\n\n  note line\n    indented more\n  ```\n  code\n  ```\n';
    const from = body.indexOf('note');
    expect(deindent(body, from, body.length, 3)).toBe('note line\n  indented more\n```\ncode\n```');
  });

  it('removes only up to column - 1 columns, stopping at text', () => {
    const body = '1.  a\n\n    b\n  lazy\n      c';
    expect(deindent(body, body.indexOf('b'), body.length, 5)).toBe('b\nlazy\n  c');
  });

  it('expands tabs to the next multiple of 4', () => {
    const dash = '-\tx\n\n\tnote\n\t\tcode';
    expect(deindent(dash, dash.indexOf('note'), dash.length, 3)).toBe('  note\n      code');
    const ordered = '1.  x\n\n\tnote';
    expect(deindent(ordered, ordered.indexOf('note'), ordered.length, 5)).toBe('note');
  });

  it('uses \\n line endings, drops blank edge lines and trailing whitespace, keeps inner hard breaks', () => {
    const body = '- a\r\n\r\n  first  \r\n  second\r\n\r\n   \r\n';
    expect(deindent(body, 5, body.length, 3)).toBe('first  \nsecond');
  });

  it('starts at the start of the line holding fromOffset', () => {
    const body = '- a\n\n  > quote\n  > more';
    expect(deindent(body, body.indexOf('quote'), body.length, 3)).toBe('> quote\n> more');
  });
});

describe('blockQuoteText', () => {
  function quote(body: string): Blockquote {
    const node = parseBody(body).children[0];
    if (node?.type === 'blockquote') return node;
    const inner = (node as List).children[0]?.children[0];
    if (inner?.type !== 'blockquote') throw new Error('no block quote');
    return inner;
  }

  it('removes the marker and one space from every line, keeping inline Markdown', () => {
    const body = '> **Q:** why?\n>   indented\n>no space\n> > nested\nlazy';
    expect(blockQuoteText(quote(body), body)).toBe('**Q:** why?\n  indented\nno space\n> nested\nlazy');
  });

  it('trims and uses \\n line endings', () => {
    const body = '>\r\n>  text  \r\n>\r\n';
    expect(blockQuoteText(quote(body), body)).toBe('text');
  });

  it('handles indented quotes and quotes in list items', () => {
    expect(blockQuoteText(quote('   > x\n   >y'), '   > x\n   >y')).toBe('x\ny');
    expect(blockQuoteText(quote('- > q\n  > r'), '- > q\n  > r')).toBe('q\nr');
  });
});
