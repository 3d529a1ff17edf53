// The linear glob matcher against the regular-expression matcher it
// replaced (kept here as the oracle of the semantics), and the patterns
// that made the old one backtrack for a minute.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, globMatches } from '../../src/repository/text/glob.js';

const hexEscape = (ch: string): string => `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`;

function oracleClass(set: string): string {
  const negate = set.startsWith('!');
  const chars = Array.from(negate ? set.slice(1) : set);
  let parts = '';
  for (let i = 0; i < chars.length; i++) {
    const first = chars[i] as string;
    const last = chars[i + 2];
    if (chars[i + 1] === '-' && last !== undefined) {
      if ((first.codePointAt(0) ?? 0) <= (last.codePointAt(0) ?? 0)) parts += `${hexEscape(first)}-${hexEscape(last)}`;
      i += 2;
    } else {
      parts += hexEscape(first);
    }
  }
  if (parts === '') return negate ? '[\\s\\S]' : '(?!)';
  return `[${negate ? '^' : ''}${parts}]`;
}

// The previous compileGlob, verbatim in behaviour.
function oracle(pattern: string): RegExp {
  const chars = Array.from(pattern.toLowerCase());
  let source = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === '*') source += '[\\s\\S]*';
    else if (ch === '?') source += '[\\s\\S]';
    else if (ch === '[') {
      let j = i + 1;
      if (chars[j] === '!') j++;
      if (chars[j] === ']') j++;
      while (j < chars.length && chars[j] !== ']') j++;
      if (j >= chars.length) source += hexEscape(ch);
      else {
        source += oracleClass(chars.slice(i + 1, j).join(''));
        i = j;
      }
    } else source += hexEscape(ch);
  }
  return new RegExp(`^(?:${source})$`, 'u');
}

const alphabet = ['a', 'b', 'A', '-', '*', '?', '[', ']', '!', '😀', 'é', '/'];
const patternArb = fc.array(fc.constantFrom(...alphabet), { maxLength: 10 }).map((xs) => xs.join(''));
const idArb = fc.array(fc.constantFrom('a', 'b', 'A', '-', ']', '!', '😀', 'é', '/', '['), { maxLength: 12 }).map((xs) => xs.join(''));

describe('glob: the linear matcher keeps the semantics of the regular expression', () => {
  it('agrees with the old matcher on 20,000 random pattern/id pairs', () => {
    fc.assert(
      fc.property(patternArb, idArb, (pattern, id) => {
        expect(globMatches(id, compileGlob(pattern))).toBe(oracle(pattern).test(id.toLowerCase()));
      }),
      { numRuns: 20_000 },
    );
  });

  it('answers the backtracking patterns of the adversarial run at once', () => {
    const id = 'feat-1-'.padEnd(207, 'a');
    expect(globMatches(id, compileGlob('*a*a*a*a*b'))).toBe(false);
    expect(globMatches(id, compileGlob(`${'*a'.repeat(64)}*b`))).toBe(false);
    expect(globMatches(`${id}b`, compileGlob('*a*a*a*a*b'))).toBe(true);
    // 100,000 characters against a 1,000-star pattern: linear per retry, so this ends.
    expect(globMatches('a'.repeat(100_000), compileGlob(`${'*a'.repeat(1_000)}*b`))).toBe(false);
  });

  it('matches by code point: ? takes one astral character, sets compare code points', () => {
    expect(globMatches('😀', compileGlob('?'))).toBe(true);
    expect(globMatches('x😀y', compileGlob('x[😀]y'))).toBe(true);
    expect(globMatches('x😀y', compileGlob('x??y'))).toBe(false);
  });
});
