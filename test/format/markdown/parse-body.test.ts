import fc from 'fast-check';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { splitChunks } from '../../../src/format/markdown/chunks.js';
import { parseBody, parseBodyUnchunked, parseChunks } from '../../../src/format/markdown/parse-body.js';
import { trickyBody } from './fuzz-lines.js';

/** Parses with the default batching and with every chunk alone; both must equal one parse. */
function expectSameAsUnchunked(body: string): void {
  const expected: Root = parseBodyUnchunked(body);
  expect(parseBody(body)).toStrictEqual(expected);
  expect(parseChunks(body, splitChunks(body))).toStrictEqual(expected);
}

const VARIED_BODIES = [
  '',
  '# Title',
  '# Title\n\nText.\n\n## Section\n\n- a\n- b\n\n## Next\n\n1. one\n2. two',
  '# T\n\n## A\n\n> quote\nlazy\n\n## B\n\n```js\n# not a heading\n```\n\n## C\n\n<!-- a\n# comment\n-->\n\n# D',
  '# T\n## A\n- item\n  ```\n# closes the item\n## B\n- ```\n# closes too\n',
  '# T\n\n- a\n\n  continued\n\n      indented code\n# H\n\n* x\n+ y\n# I\n',
  '# T\r\n\r\n## A\r\n\r\n- a\r\n- b\r\n\r\n## B\r\n\r\n> q\r\n',
  '# T\r\rText\r## A\r- a\r## B\r',
  'Setext\n======\n\n## A\ntext\nSub\n---\n# B\n\n***\n',
  '# T\n- > q\n  <b>\n# h\n',
  '# T\n\n<div>\n# inside\n\n# outside\n\n<pre>\n\n# inside\n</pre>\n# out',
  '# Heading ##\n#\n## \n### x ###\n#hashtag\n\n# end',
  '  # indented\n# a\n\n    code\n# b\n\ttab code\n# c',
  '# A\n\n- a\n-\n  b\n# B\n-\n\n  c\n# C\n1. x\n2. y\n10. z\n# D',
];

describe('parseBody', () => {
  it.each(VARIED_BODIES.map((body) => [body]))('equals one parse for %j', (body) => {
    expectSameAsUnchunked(body);
  });

  it('gives positions in the whole body', () => {
    const body = '# Title\n\n## Part\n\n- a\n- b';
    const root = parseBody(body);
    expect(root.children.map((node) => node.type)).toEqual(['heading', 'heading', 'list']);
    expect(root.children[2]?.position?.start).toEqual({ line: 5, column: 1, offset: 18 });
    expect(root.position).toEqual({ start: { line: 1, column: 1, offset: 0 }, end: { line: 6, column: 4, offset: 25 } });
  });

  it('stays right when given a wrong split', () => {
    // Splitting inside the fence would make `# in code` a heading; the
    // lookahead check notices and parses the two chunks as one.
    const body = '# A\n```\n# in code\n```\n# B';
    const wrong = [
      { start: 0, end: 8, line: 1 },
      { start: 8, end: 22, line: 3 },
      { start: 22, end: body.length, line: 5 },
    ];
    expect(parseChunks(body, wrong)).toStrictEqual(parseBodyUnchunked(body));
  });

  it('equals one parse on bodies of random blocks (property)', () => {
    fc.assert(
      fc.property(randomBody, (body) => {
        expectSameAsUnchunked(body);
      }),
      { numRuns: 1000 },
    );
  });

  it('equals one parse on bodies of random tricky lines (property)', () => {
    fc.assert(
      fc.property(trickyBody, (body) => {
        expectSameAsUnchunked(body);
      }),
      { numRuns: 1000 },
    );
  });
});

const word = fc.constantFrom('alpha', 'beta', '**bold**', '*em*', '`code`', '\\*', '&amp;', '<!-- c -->', 'x#y', 'end  ');
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
const lines = (min: number, max: number) => fc.array(words, { minLength: min, maxLength: max });

const heading = fc
  .tuple(fc.integer({ min: 1, max: 6 }), words, fc.boolean())
  .map(([level, text, closed]) => ['#'.repeat(level) + ' ' + text + (closed ? ' ' + '#'.repeat(level) : '')]);
const setext = fc.tuple(lines(1, 2), fc.constantFrom('===', '---')).map(([text, underline]) => [...text, underline]);
const paragraph = lines(1, 3);
const bulletList = fc
  .tuple(fc.constantFrom('-', '*', '+'), fc.array(fc.tuple(words, fc.constantFrom('none', 'lazy', 'indented', 'nested', 'fence')), { minLength: 1, maxLength: 4 }))
  .map(([marker, items]) =>
    items.flatMap(([text, extra]) => {
      const first = `${marker} ${text}`;
      if (extra === 'lazy') return [first, 'lazy line'];
      if (extra === 'indented') return [first, '  indented line'];
      if (extra === 'nested') return [first, `  ${marker} nested`];
      if (extra === 'fence') return [first, '  ```', '  # in item code', '  ```'];
      return [first];
    }),
  );
const orderedList = fc
  .tuple(fc.constantFrom('.', ')'), fc.integer({ min: 0, max: 12 }), fc.array(words, { minLength: 1, maxLength: 4 }))
  .map(([delimiter, start, items]) => items.map((text, index) => `${start + index}${delimiter} ${text}`));
const fence = fc
  .tuple(fc.constantFrom('```', '~~~', '````'), fc.constantFrom('', 'js', 'text x'), fc.array(fc.constantFrom('# not heading', 'code', '', '- x'), { maxLength: 3 }), fc.boolean())
  .map(([marker, info, body, closed]) => [marker + info, ...body, ...(closed ? [marker] : [])]);
const comment = fc.oneof(
  fc.constant(['<!-- one line -->']),
  fc.array(fc.constantFrom('# inside', 'text', ''), { maxLength: 3 }).map((inner) => ['<!-- start', ...inner, 'end -->']),
);
const blockQuote = fc
  .array(fc.constantFrom('> quoted', '> > nested', 'lazy', '> # heading in quote', '>', '> - item'), { minLength: 1, maxLength: 4 })
  .map((quoted) => ['> first', ...quoted]);
const blank = fc.constant(['']);

const block = fc.oneof(heading, heading, setext, paragraph, bulletList, orderedList, fence, comment, blockQuote, blank, blank);

/** Bodies assembled from random blocks, without link reference definitions. */
const randomBody = fc
  .tuple(fc.array(fc.tuple(block, fc.boolean()), { minLength: 1, maxLength: 25 }), fc.constantFrom('\n', '\r\n', '\r'))
  .map(([blocks, eol]) => blocks.flatMap(([lines, blankAfter]) => (blankAfter ? [...lines, ''] : lines)).join(eol));
