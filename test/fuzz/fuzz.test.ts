/**
 * The fuzz harness at CI size: every type, both modes, a fixed base seed.
 * A failure names the type, mode and seed, and shows the input, so
 * `fuzzRun(library, type, mode, seed)` reproduces it.
 */
import { describe, expect, it } from 'vitest';
import { documentTypes, parse, serialize, validate } from '../../src/index.js';
import { describeViolation, fuzzBatch, FUZZ_TYPES, fuzzRun, type FuzzLibrary, type Mode } from './harness.js';
import { ownedElsewhere } from './known.js';

const library = { parse, validate, serialize, documentTypes } as unknown as FuzzLibrary;
// Runs per type and mode: 520 runs in all, which stays well under 40 s on a loaded machine;
// bench/fuzz.mjs runs the same harness at 20,800 runs.
const RUNS = 20;
const SEED = 20_261_201;

describe('fuzz: mutated valid documents', () => {
  for (const type of FUZZ_TYPES) {
    it(`${type}: no throw, positions inside the text, round trip and fixed point, validate agrees (${RUNS} runs per mode)`, () => {
      const failures: string[] = [];
      for (const mode of ['strict', 'lenient'] as Mode[]) {
        // Specified behaviour is labelled and counted apart; everything else is a violation, shown in full.
        const batch = fuzzBatch(library, type, mode, RUNS, SEED, (v) => ownedElsewhere(v)?.name ?? null);
        for (const v of batch.violations) failures.push(describeViolation(v));
        // The batch keeps only its first 50 violations; the counts cover all of them.
        if (failures.length === 0) expect(Object.values(batch.counts).reduce((sum, n) => sum + n, 0)).toBe(0);
      }
      expect(failures.slice(0, 3).join('\n\n')).toBe('');
    });
  }
});

describe('fuzz harness', () => {
  it('is deterministic: a seed names one input', () => {
    const a = fuzzRun(library, 'tsk', 'strict', 12345);
    const b = fuzzRun(library, 'tsk', 'strict', 12345);
    expect(b.input).toBe(a.input);
    expect(b.mutations).toEqual(a.mutations);
    expect(fuzzRun(library, 'tsk', 'strict', 12346).input).not.toBe(a.input);
  });

  it('reports a diagnostic outside the text, a round-trip loss and a throw', () => {
    const outside: FuzzLibrary = {
      ...library,
      parse: (type, text, options) => {
        const result = library.parse(type, text, options);
        return { ok: false, error: 'x', diagnostics: [{ code: 'body-no-match', channel: 'body', line: 9_999, column: 1, documentLine: 9_999, message: 'x' }, ...result.diagnostics] };
      },
    };
    expect(fuzzRun(outside, 'tsk', 'strict', 1).violations.map((v) => v.kind)).toContain('position');
    const lossy: FuzzLibrary = { ...library, serialize: (type, document) => library.serialize(type, { ...document, frontmatter: { ...document.frontmatter, status: 'done' } }) };
    const kinds = new Set<string>();
    for (let seed = 0; seed < 40 && !kinds.has('round-trip'); seed++) for (const v of fuzzRun(lossy, 'tsk', 'strict', seed).violations) kinds.add(v.kind);
    expect(kinds).toContain('round-trip');
    const throwing: FuzzLibrary = { ...library, parse: () => { throw new RangeError('Maximum call stack size exceeded'); } };
    const [thrown] = fuzzRun(throwing, 'req', 'lenient', 7).violations;
    expect(thrown?.kind).toBe('throw');
    expect(describeViolation(thrown!)).toMatch(/^\[throw\] req lenient seed 7 — reproduce: fuzzRun\(library, 'req', 'lenient', 7\)\nparse threw RangeError: Maximum call stack size exceeded/);
    // validate's usage error for a text without frontmatter, in the default words: a validate
    // disagreement when parse accepted the text, never a throw.
    const bodyOnly: FuzzLibrary = { ...library, validate: (type, _content, options) => library.validate(type, '# T', options) };
    let run = fuzzRun(bodyOnly, 'tsk', 'strict', 0);
    for (let seed = 1; seed < 40 && !run.ok; seed++) run = fuzzRun(bodyOnly, 'tsk', 'strict', seed);
    expect(run.ok).toBe(true);
    expect(run.violations.map((v) => [v.kind, v.detail])).toContainEqual(['validate', 'validate calls the text body-only content, but parse accepted it as a document']);
    expect(run.violations.map((v) => v.kind)).not.toContain('throw');
  });
});
