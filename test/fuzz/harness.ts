/**
 * The fuzz harness over the 13 document types: seeded valid documents
 * (generated models, the packaged template and example), mutated
 * structurally, then read in both modes with the checks every run must
 * pass. The library is passed in, so the same harness runs against the
 * sources (vitest) and against a built `dist/` (bench/fuzz.mjs).
 *
 * Positions are checked against this definition: a text's lines are those
 * of `splitLines` (split on CRLF, LF, CR, VT, FF, FS, GS, RS, NEL, LS and
 * PS; a final terminator starts no further line), except that an empty text,
 * or an empty body, counts as one line. A leading BOM is not part of line 1.
 * A body diagnostic's `line` lies within 1..(lines of the body text) and its
 * column within 1..(that body line's length + 1); a frontmatter diagnostic's
 * `line` is a document line with the same rule; every `documentLine` lies
 * within 1..(lines of the whole text); and for a non-empty body, a body
 * diagnostic's `documentLine` is its `line` shifted by the body's first
 * document line.
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { documentModels } from '../helpers/outline-arbitrary.js';
import { mutateRandomly, Rng, type MutationKind } from './mutations.js';

/** The parts of the library the harness calls (the public API of `src/index.ts` or `dist/index.js`). */
export interface FuzzLibrary {
  parse(type: string, text: string, options?: { mode?: Mode }): ParseOutcome;
  validate(type: string, content: string, options?: { full?: boolean; mode?: Mode }): { valid: boolean; diagnostics: DiagnosticLike[] };
  serialize(type: string, document: { frontmatter: Record<string, unknown>; body: unknown }): string;
  documentTypes: Record<string, { template: string; example: string }>;
}

/** `strict` or `lenient`. */
export type Mode = 'strict' | 'lenient';

/** The diagnostic fields the checks read. */
export interface DiagnosticLike {
  code: string;
  channel: 'frontmatter' | 'body';
  line: number;
  column: number;
  documentLine: number;
  message: string;
}

type ParseOutcome =
  | { ok: true; document: { frontmatter: Record<string, unknown>; body: unknown }; diagnostics: DiagnosticLike[] }
  | { ok: false; error: string; diagnostics: DiagnosticLike[] };

/** What a run found wrong. */
export type ViolationKind = 'throw' | 'position' | 'round-trip' | 'fixed-point' | 'validate';

/** One failed check of one run, with what reproduces it. */
export interface Violation {
  kind: ViolationKind;
  type: string;
  mode: Mode;
  seed: number;
  /** What the check saw. */
  detail: string;
  /** The text given to `parse`. */
  input: string;
}

/** The slowest single library call of a batch. */
export interface SlowCall {
  type: string;
  call: 'parse' | 'validate' | 'serialize';
  /** Length of the text read or written, in UTF-16 code units. */
  size: number;
  ms: number;
  seed: number;
}

/** The outcome of one run. */
export interface RunReport {
  input: string;
  origin: 'model' | 'template' | 'example';
  mutations: MutationKind[];
  ok: boolean;
  violations: Violation[];
  slowest: SlowCall | null;
}

/** The 13 type codes, in registry order. */
export const FUZZ_TYPES = ['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs', 'adr'] as const;

const TERMINATOR = /\r\n|[\n\r\v\f\u001c\u001d\u001e\u0085\u2028\u2029]/;

/** The lines of `splitLines`: a final terminator starts no line; an empty text is one empty line. */
function textLines(text: string): string[] {
  const lines = text.split(TERMINATOR);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The body text and the document line of its first line, by operations.md
 * §1.7, written independently of the library: the first non-blank line after
 * a closed `---` block (or of the text) to the last character that is not a
 * space, tab, CR or LF.
 */
function bodyOf(text: string): { text: string; firstLine: number } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = textLines(source);
  const blank = (i: number): boolean => /^[ \t]*$/.test(lines[i] ?? '');
  const delimiter = (i: number): boolean => /^---[ \t]*$/.test(lines[i] ?? '');
  let first = 0;
  while (first < lines.length && blank(first)) first++;
  let from = 0;
  if (first < lines.length && delimiter(first)) {
    let close = first + 1;
    while (close < lines.length && !delimiter(close)) close++;
    if (close < lines.length) from = close + 1;
  }
  let start = from;
  while (start < lines.length && blank(start)) start++;
  if (start >= lines.length) return { text: '', firstLine: -1 };
  let offset = 0;
  const re = new RegExp(TERMINATOR.source, 'g');
  for (let line = 0; line < start; line++) {
    const m = re.exec(source);
    offset = m ? m.index + m[0].length : source.length;
  }
  let end = source.length;
  while (end > offset && ' \t\r\n'.includes(source.charAt(end - 1))) end--;
  return { text: source.slice(offset, end), firstLine: start + 1 };
}

function withinLines(lines: readonly string[], line: number, column: number): string | null {
  if (!Number.isInteger(line) || line < 1 || line > lines.length) return `line ${line} outside 1..${lines.length}`;
  const length = (lines[line - 1] ?? '').length;
  if (!Number.isInteger(column) || column < 1 || column > length + 1) return `column ${column} outside 1..${length + 1} of line ${line}`;
  return null;
}

/**
 * The position problems of a diagnostic list, against the text it was read from.
 *
 * @param text - the whole text given to `parse` (or to `validate` with `full`)
 * @param diagnostics - the diagnostics returned
 * @returns one line per diagnostic that points outside the text
 */
export function positionProblems(text: string, diagnostics: readonly DiagnosticLike[]): string[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const documentLines = textLines(source);
  const body = bodyOf(text);
  const bodyLines = textLines(body.text);
  const problems: string[] = [];
  for (const d of diagnostics) {
    const where = `${d.code} (${d.channel}) line ${d.line} column ${d.column} documentLine ${d.documentLine}`;
    const own = d.channel === 'body' ? withinLines(bodyLines, d.line, d.column) : withinLines(documentLines, d.line, d.column);
    if (own) problems.push(`${where}: ${d.channel === 'body' ? 'body ' : ''}${own}`);
    if (!Number.isInteger(d.documentLine) || d.documentLine < 1 || d.documentLine > documentLines.length) {
      problems.push(`${where}: documentLine outside 1..${documentLines.length}`);
    } else if (d.channel === 'frontmatter' && d.documentLine !== d.line) {
      problems.push(`${where}: a frontmatter diagnostic's documentLine differs from its line`);
    } else if (d.channel === 'body' && body.firstLine > 0 && d.documentLine !== body.firstLine + d.line - 1) {
      problems.push(`${where}: the body starts on document line ${body.firstLine}, so body line ${d.line} is document line ${body.firstLine + d.line - 1}`);
    }
  }
  return problems;
}

function seedOf(type: string, mode: Mode, base: number, run: number): number {
  let h = base >>> 0;
  for (const ch of `${type}/${mode}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return (h + Math.imul(run, 0x9e3779b1)) >>> 0;
}

/**
 * The seed of run `run` of a type and mode under a base seed.
 *
 * @param type - the type code
 * @param mode - the parse mode
 * @param base - the batch's base seed
 * @param run - the run index
 * @returns the run's seed, which {@link fuzzRun} takes
 */
export function runSeed(type: string, mode: Mode, base: number, run: number): number {
  return seedOf(type, mode, base, run);
}

/**
 * The valid starting document of a seed: a generated model (serialized by
 * the library) or the packaged template or example.
 */
function startingDocument(library: FuzzLibrary, type: string, seed: number, rng: Rng): { text: string; origin: RunReport['origin'] } {
  const roll = rng.next();
  const definition = library.documentTypes[type];
  if (definition && roll < 0.1) return { text: definition.template, origin: 'template' };
  if (definition && roll < 0.2) return { text: definition.example, origin: 'example' };
  const arbitrary = (documentModels as Record<string, fc.Arbitrary<{ frontmatter: Record<string, unknown>; body: unknown }>>)[type];
  if (!arbitrary) throw new TypeError(`no model arbitrary for '${type}'`);
  const [model] = fc.sample(arbitrary, { seed, numRuns: 1 });
  return { text: library.serialize(type, model as { frontmatter: Record<string, unknown>; body: unknown }), origin: 'model' };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${(error.stack ?? '').split('\n').slice(1, 6).join('\n')}`;
  return String(error);
}

function firstDifference(a: unknown, b: unknown, path = ''): string {
  // Iterative walk: models are shallow, but the harness follows the no-recursion rule too.
  const stack: [unknown, unknown, string][] = [[a, b, path]];
  while (stack.length > 0) {
    const [x, y, at] = stack.pop() as [unknown, unknown, string];
    if (isDeepStrictEqual(x, y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || Array.isArray(x) !== Array.isArray(y)) {
      return `${at || '/'}: ${JSON.stringify(x)} became ${JSON.stringify(y)}`;
    }
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const key of keys) stack.push([(x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key], `${at}/${key}`]);
  }
  return '(no difference found)';
}

/**
 * One fuzz run: build the seed's input, read it, and check every property.
 *
 * @param library - the library under test
 * @param type - the type code
 * @param mode - the parse mode
 * @param seed - the run's seed (from {@link runSeed}, or a reported violation)
 * @returns the input, whether it parsed, the violations and the slowest call
 */
export function fuzzRun(library: FuzzLibrary, type: string, mode: Mode, seed: number): RunReport {
  const rng = new Rng(seed);
  const violations: Violation[] = [];
  let slowest: SlowCall | null = null;
  const timed = <R>(call: SlowCall['call'], size: number, f: () => R): R => {
    const start = performance.now();
    try {
      return f();
    } finally {
      const ms = performance.now() - start;
      if (!slowest || ms > slowest.ms) slowest = { type, call, size, ms, seed };
    }
  };
  const violation = (kind: ViolationKind, detail: string, input: string): void => {
    violations.push({ kind, type, mode, seed, detail, input });
  };

  let start: { text: string; origin: RunReport['origin'] };
  try {
    start = startingDocument(library, type, seed, rng);
  } catch (error) {
    violation('throw', `serialize of a generated model threw ${describeError(error)}`, '');
    return { input: '', origin: 'model', mutations: [], ok: false, violations, slowest };
  }
  const mutated = rng.chance(0.08) ? { text: start.text, kinds: [] } : mutateRandomly(rng, start.text);
  const input = mutated.text;
  const report = (ok: boolean): RunReport => ({ input, origin: start.origin, mutations: mutated.kinds, ok, violations, slowest });

  let parsed: ParseOutcome;
  try {
    parsed = timed('parse', input.length, () => library.parse(type, input, { mode }));
  } catch (error) {
    violation('throw', `parse threw ${describeError(error)}`, input);
    return report(false);
  }
  for (const problem of positionProblems(input, parsed.diagnostics)) violation('position', `parse: ${problem}`, input);

  if (type !== 'adr') {
    try {
      const result = timed('validate', input.length, () => library.validate(type, input, { full: true, mode }));
      if (result.valid !== parsed.ok) violation('validate', `validate says valid=${result.valid}, parse says ok=${parsed.ok}`, input);
      for (const problem of positionProblems(input, result.diagnostics)) violation('position', `validate: ${problem}`, input);
    } catch (error) {
      // Without a frontmatter block, `full: true` is a usage error by contract; parse must then fail too.
      // The error is known by its stable reason: its words depend on the message profile (issue 11).
      const usage = error instanceof Error && error.name === 'UsageError' && (error as { reason?: unknown }).reason === 'full-without-frontmatter';
      if (!usage) violation('throw', `validate threw ${describeError(error)}`, input);
      else if (parsed.ok) violation('validate', 'validate calls the text body-only content, but parse accepted it as a document', input);
    }
  }

  if (!parsed.ok) return report(false);
  const document = parsed.document;
  let written: string;
  try {
    written = timed('serialize', input.length, () => library.serialize(type, document));
  } catch (error) {
    violation('throw', `serialize of the parsed document threw ${describeError(error)}`, input);
    return report(true);
  }
  let again: ParseOutcome;
  try {
    again = timed('parse', written.length, () => library.parse(type, written, { mode }));
  } catch (error) {
    violation('throw', `parse of the serialized document threw ${describeError(error)}\n--- serialized ---\n${written}`, input);
    return report(true);
  }
  for (const problem of positionProblems(written, again.diagnostics)) violation('position', `re-parse: ${problem}`, input);
  if (!again.ok) {
    violation('round-trip', `the serialized document does not parse:\n${again.error}\n--- serialized ---\n${written}`, input);
    return report(true);
  }
  if (!isDeepStrictEqual(again.document, document)) {
    violation('round-trip', `parse(serialize(document)) differs: ${firstDifference(document, again.document)}\n--- serialized ---\n${written}`, input);
  }
  try {
    const twice = timed('serialize', written.length, () => library.serialize(type, again.document));
    if (twice !== written) violation('fixed-point', `serialize is not a fixed point:\n--- first ---\n${written}\n--- second ---\n${twice}`, input);
  } catch (error) {
    violation('throw', `serialize of the re-parsed document threw ${describeError(error)}`, input);
  }
  return report(true);
}

/** Counts of one batch of runs. */
export interface BatchReport {
  runs: number;
  ok: number;
  /** The first 50 violations. */
  violations: Violation[];
  counts: Record<ViolationKind, number>;
  /** Violations per label of the batch's classifier (e.g. the finding another owner tracks). */
  labelled: Record<string, number>;
  slowest: SlowCall | null;
}

/**
 * Run `runs` seeded runs of one type and mode.
 *
 * @param library - the library under test
 * @param type - the type code
 * @param mode - the parse mode
 * @param runs - how many runs
 * @param base - the base seed
 * @param classify - labels a case of specified behaviour (counted in `labelled` only), or returns null
 * @returns counts, violations and the slowest call
 */
export function fuzzBatch(
  library: FuzzLibrary,
  type: string,
  mode: Mode,
  runs: number,
  base: number,
  classify: (v: Violation) => string | null = () => null,
): BatchReport {
  const counts = { throw: 0, position: 0, 'round-trip': 0, 'fixed-point': 0, validate: 0 };
  const batch: BatchReport = { runs, ok: 0, violations: [], counts, labelled: {}, slowest: null };
  for (let run = 0; run < runs; run++) {
    const result = fuzzRun(library, type, mode, runSeed(type, mode, base, run));
    if (result.ok) batch.ok++;
    for (const v of result.violations) {
      // A labelled case is specified behaviour (test/fuzz/known.ts): counted apart, never a violation.
      const label = classify(v);
      if (label !== null) {
        batch.labelled[label] = (batch.labelled[label] ?? 0) + 1;
        continue;
      }
      batch.counts[v.kind]++;
      if (batch.violations.length < 50) batch.violations.push(v);
    }
    const slow: SlowCall | null = result.slowest;
    if (slow && (!batch.slowest || slow.ms > batch.slowest.ms)) batch.slowest = slow;
  }
  return batch;
}

/**
 * A violation as a reproducible report: what failed, how to re-run it, and
 * the input as a JSON string literal.
 *
 * @param v - the violation
 * @returns the description
 */
export function describeViolation(v: Violation): string {
  const shown = v.input.length > 4_000 ? `${JSON.stringify(v.input.slice(0, 4_000))} … (${v.input.length} code units)` : JSON.stringify(v.input);
  return `[${v.kind}] ${v.type} ${v.mode} seed ${v.seed} — reproduce: fuzzRun(library, '${v.type}', '${v.mode}', ${v.seed})\n${v.detail}\ninput: ${shown}`;
}
