import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitChunks } from '../../../src/format/markdown/chunks.js';
import { batchChunks, countContainerStarts, parseBody, parseBodyUnchunked, parseChunks } from '../../../src/format/markdown/parse-body.js';
import { trickyBody } from './fuzz-lines.js';

describe('batchChunks', () => {
  it('keeps batches within the characters and container limits', () => {
    const body = ['# T', ...Array.from({ length: 20 }, (_, n) => `## S${n}\n\n- a\n- b`)].join('\n\n');
    const batches = batchChunks(body, splitChunks(body), { characters: 1000, containers: 4 });
    expect(batches.map((b) => countContainerStarts(body.slice(b.start, b.end), Infinity)).every((n) => n <= 4)).toBe(true);
    expect(batches[0]?.start).toBe(0);
    expect(batches[batches.length - 1]?.end).toBe(body.length);
  });

  it('counts lines that may start a list item or a block quote', () => {
    expect(countContainerStarts('-\n*\n+x\n1.\n1)a\n1234567890. x\n>x\n    > code\n***', 100)).toBe(5);
  });

  it('gives the same tree as one parse for any limits (property)', () => {
    const body = fc.array(trickyBody, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('\n# split here\n\n'));
    fc.assert(
      fc.property(body, fc.constantFrom(1, 64, 1024), fc.constantFrom(0, 3, 32), (text, characters, containers) => {
        expect(parseChunks(text, batchChunks(text, splitChunks(text), { characters, containers }))).toStrictEqual(parseBodyUnchunked(text));
      }),
      { numRuns: 500 },
    );
  });

  it('parseBody equals one parse on bodies beyond one batch (property)', () => {
    const body = fc.array(trickyBody, { minLength: 60, maxLength: 160 }).map((parts) => parts.join('\n# split here\n\n'));
    fc.assert(
      fc.property(body, (text) => {
        expect(parseBody(text)).toStrictEqual(parseBodyUnchunked(text));
      }),
      { numRuns: 60 },
    );
  });
});
