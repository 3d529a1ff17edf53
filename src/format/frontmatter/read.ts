/**
 * Reading a frontmatter block: YAML parsing, validation and the diagnostics of
 * channels 2 and 3 of operations.md §2.3 ("How many").
 *
 * @packageDocumentation
 */

import { isMap, isScalar, isSeq } from 'yaml';
import type { z } from 'zod';
import { createDiagnostic } from '../../diagnostics/index.js';
import type { Diagnostic, DiagnosticPlace, FrontmatterFieldProblem } from '../../diagnostics/index.js';
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { LineIndex } from '../../text/index.js';
import type { DocumentSplit, SplitFrontmatter } from '../split.js';
import { frontmatterSchemaFor } from './schema-cache.js';
import { readSimpleBlock, yamlEntries, type BlockEntry } from './block-entries.js';
import { ownKeyProblem } from './own-key-problem.js';
import { ownKeys } from './own-keys.js';
import {
  ADR_KEY_ALIASES,
  knownKeys,
  type FrontmatterIssueParams,
  type FrontmatterMode,
  type FrontmatterRules,
} from './schema.js';
import { checkLegacyTimestamp, legacyTimestampForm } from './timestamp.js';
import { resolveLimits, type DEFAULT_FRONTMATTER_LIMITS, type FrontmatterLimits } from './yaml-limits.js';
import { composeBlock, lineBreaks, type Composed } from './compose-block.js';

/**
 * Where a value was read from: UTF-16 offsets into `DocumentSplit.text`
 * (end exclusive) and the document line of `start`.
 *
 * @example
 * ```ts
 * const range: FieldRange = { start: 8, end: 13, line: 2 };
 * ```
 */
export interface FieldRange {
  start: number;
  end: number;
  line: number;
}

/**
 * The outcome of {@link readFrontmatter}.
 *
 * @example
 * ```ts
 * const r: FrontmatterReadResult = { ok: true, frontmatter: { status: 'draft' }, diagnostics: [], fields: {} };
 * ```
 */
export interface FrontmatterReadResult {
  /** No error diagnostic was reported (warnings may be present). */
  ok: boolean;
  /** The normalised frontmatter model, or null when it could not be read. */
  frontmatter: Record<string, unknown> | null;
  /** The YAML error, or every field diagnostic, in document order. */
  diagnostics: Diagnostic[];
  /** JSON Pointer (`/frontmatter/<key>`) to the source of every value read from the block. */
  fields: Record<string, FieldRange>;
}

/** What the YAML of one block yields once it parsed as a mapping. */
interface Block {
  /** Values by key as written. */
  raw: Record<string, unknown>;
  /** Entries by model key (an alias read under its model key). */
  entries: Map<string, BlockEntry>;
  fields: Record<string, FieldRange>;
  /** Document line and column of an offset into the YAML. */
  at: (yamlOffset: number) => { line: number; column: number };
  /** The YAML text the offsets refer to. */
  yaml: string;
  /** The document line of the opening delimiter and the column just after it. */
  open: { line: number; column: number };
}

type Position = { line: number; column: number };

// A frontmatter place: document lines, from `start` to `end` (exclusive).
function place(field: string, start: Position, end: Position): DiagnosticPlace {
  // A span never ends before it starts; a point is one column wide.
  const after = end.line > start.line || (end.line === start.line && end.column > start.column) ? end : { line: start.line, column: start.column + 1 };
  return {
    channel: 'frontmatter',
    field,
    line: start.line,
    column: start.column,
    documentLine: start.line,
    end: { line: after.line, column: after.column, documentLine: after.line },
  };
}

function pointer(key: string): string {
  return `/frontmatter/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function defineValue(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so that a `__proto__` key stays an ordinary own property.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}

function defaults(rules: FrontmatterRules): Record<string, unknown> {
  // Own keys accept absence (defineDocumentType checks it), so the empty block always validates.
  return ordered(frontmatterSchemaFor(rules, 'strict').parse({}), rules);
}

function collect(block: Block, entries: readonly BlockEntry[], rules: FrontmatterRules, offset: number, index: LineIndex): void {
  const written = entries.map((entry) => entry.written);
  for (const entry of entries) {
    const name = entry.written;
    // hasOwn: a `__proto__` or `constructor` key is no alias.
    const alias = rules.kind === 'adr' && Object.hasOwn(ADR_KEY_ALIASES, name) ? ADR_KEY_ALIASES[name] : undefined;
    const key = alias !== undefined && !written.includes(alias) ? alias : name;
    defineValue(block.raw, name, entry.value);
    block.entries.set(key, entry);
    block.fields[pointer(key)] = { start: offset + entry.start, end: offset + entry.end, line: index.lineOf(offset + entry.start) };
  }
}

function keyPosition(block: Block, entry: BlockEntry): Position {
  return block.at(entry.keyStart);
}

// From the key to the end of its value; a key without a value: its whole line.
function entryPlace(block: Block, entry: BlockEntry): DiagnosticPlace {
  let end = entry.end;
  if (entry.end <= entry.start) {
    const rest = block.yaml.slice(entry.keyStart).search(/[\r\n]/);
    end = rest === -1 ? block.yaml.length : entry.keyStart + rest;
  }
  return place(entry.written, keyPosition(block, entry), block.at(end));
}

// The facts of one issue, from the reader's params (shared keys) or from zod's issue (own keys).
function issueDiagnostic(block: Block, issue: z.core.$ZodIssue, rules: FrontmatterRules): Diagnostic {
  const key = String(issue.path[0] ?? '');
  const entry = block.entries.get(key);
  const type = rules.tag;
  // An absent key is reported at the opening delimiter line.
  if (entry === undefined) {
    const at = place(key, { line: block.open.line, column: 1 }, block.open);
    return createDiagnostic('frontmatter-field', { type, ...noun(rules), key, problem: { kind: 'required' } }, at);
  }
  const at = entryPlace(block, entry);
  const received = block.raw[entry.written];
  const receivedText = entry.source();
  const problem = (issue as { params?: FrontmatterIssueParams }).params?.problem;
  if (problem === undefined) {
    const own: FrontmatterFieldProblem = ownKeys(rules).includes(key)
      ? ownKeyProblem(issue, received, receivedText)
      : { kind: 'other', detail: issue.message, received, receivedText };
    return createDiagnostic('frontmatter-field', { type, ...noun(rules), key: entry.written, problem: own }, at);
  }
  switch (problem.kind) {
    case 'type-mismatch':
      return createDiagnostic('frontmatter-type-mismatch', { type, expected: problem.expected, received, receivedText }, at);
    case 'version-unsupported':
      return createDiagnostic('version-unsupported', { type, received, receivedText }, at);
    case 'invalid-timestamp': {
      const { kind: _kind, ...facts } = problem;
      return createDiagnostic('invalid-timestamp', { channel: 'frontmatter', type, key: entry.written, received, ...facts }, at);
    }
    case 'not-one-of':
      return createDiagnostic('frontmatter-field', { type, ...noun(rules), key: entry.written, problem: { ...problem, received, receivedText } }, at);
    case 'not-a-string':
      return createDiagnostic('frontmatter-field', { type, ...noun(rules), key: entry.written, problem: { ...problem, received, receivedText } }, at);
  }
}

function noun(rules: FrontmatterRules): { noun?: string } {
  return rules.noun === undefined ? {} : { noun: rules.noun };
}

function legacyWarnings(block: Block, rules: FrontmatterRules): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  for (const key of ['created', 'updated']) {
    const entry = block.entries.get(key);
    const value = entry === undefined ? undefined : block.raw[entry.written];
    if (entry === undefined || typeof value !== 'string') continue;
    const form = legacyTimestampForm(value);
    if (form === null || checkLegacyTimestamp(value) !== 'ok') continue;
    // A variable, not a literal: `type` names the block of the reference's location text.
    const params = { form, currentForm: legacyCurrentForm(form), written: value, type: rules.tag };
    warnings.push(createDiagnostic('legacy-form', params, entryPlace(block, entry)));
  }
  return warnings;
}

/** The shared keys in their order, then the type's own keys that have a value. */
function ordered(data: Record<string, unknown>, rules: FrontmatterRules): Record<string, unknown> {
  const frontmatter: Record<string, unknown> = {};
  for (const key of knownKeys(rules.kind)) frontmatter[key] = data[key];
  for (const key of ownKeys(rules)) {
    if (Object.hasOwn(data, key) && data[key] !== undefined) defineValue(frontmatter, key, data[key]);
  }
  return frontmatter;
}

function model(block: Block, data: Record<string, unknown>, rules: FrontmatterRules): Record<string, unknown> {
  const frontmatter = ordered(data, rules);
  const known = [...knownKeys(rules.kind), ...ownKeys(rules)];
  for (const [key, entry] of block.entries) {
    if (!known.includes(key)) defineValue(frontmatter, key, block.raw[entry.written]);
  }
  return frontmatter;
}

/**
 * Read and validate the frontmatter block of a split document.
 *
 * The YAML is parsed with the YAML 1.2 core schema (timestamps and `yes` stay
 * strings, `1e3` is 1000, `0755` is 755); a block of simple `key: value`
 * lines (`readSimpleBlock`) is read to the same result without the general
 * parser. The first YAML error, duplicate keys included, is a `yaml-syntax`
 * diagnostic and ends the read. A block that is not a mapping is a
 * `frontmatter-field` error. A lone CR ends a line, as in YAML 1.2 and in
 * the split (CR-only documents read like LF ones).
 *
 * The read is bounded (`limits`, defaults {@link DEFAULT_FRONTMATTER_LIMITS}):
 * collections nested deeper than `maxDepth` (found on the CST, before the
 * `yaml` package's recursive composer runs) give `nesting-too-deep` at the
 * first collection past the limit; aliases are resolved in one pass, and
 * once expanded they may add at most `maxAliasValues` values
 * (`input-too-complex` at the alias that passes it, so "billion laughs"
 * chains cost linear time) nor nest deeper than `maxDepth`
 * (`nesting-too-deep` at that alias). Repeated keys are found with a set per
 * mapping (linear), with the package's message. Never throws.
 *
 * Otherwise every field is validated (`frontmatterValidator`; own keys by
 * their schemas, worded like the shared keys) and every problem is
 * reported, in document order, at the key's document line and column. The
 * model: shared keys, own keys with a value, unknown keys as read. In
 * lenient mode a legacy timestamp is kept as written with a
 * `legacy-form` warning.
 *
 * Without a closed block, an ADR reads as its defaults; any other type gives
 * `ok: false` without diagnostics (the split has reported the problem).
 *
 * @param split - the document split (`splitDocument`)
 * @param rules - the type's tag, kind and status rule
 * @param mode - `strict` or `lenient`
 * @param limits - nesting and alias limits (each defaults to {@link DEFAULT_FRONTMATTER_LIMITS})
 * @returns the model, the diagnostics and the source range of every value read
 * @example
 * ```ts
 * const split = splitDocument('---\nstatus: open\n---\n# T\n', 'rsk');
 * const r = readFrontmatter(split, { tag: 'rsk', kind: 'base', statuses: statusRules.rsk }, 'strict');
 * r.frontmatter?.status;          // 'open'
 * r.fields['/frontmatter/status']; // { start: 12, end: 16, line: 2 }
 * ```
 */
export function readFrontmatter(
  split: DocumentSplit,
  rules: FrontmatterRules,
  mode: FrontmatterMode,
  limits?: Partial<FrontmatterLimits>,
): FrontmatterReadResult {
  const block = split.frontmatter;
  if (block === null) {
    return rules.kind === 'adr'
      ? { ok: true, frontmatter: defaults(rules), diagnostics: [], fields: {} }
      : { ok: false, frontmatter: null, diagnostics: [], fields: {} };
  }
  // Only offsets inside the block are looked up: index the text up to its end.
  const index = new LineIndex(split.text.slice(0, block.end));
  const at = (yamlOffset: number): { line: number; column: number } =>
    index.position(block.yamlStart + Math.max(0, Math.min(yamlOffset, block.yaml.length)));
  const failure = (d: Diagnostic): FrontmatterReadResult => ({ ok: false, frontmatter: null, diagnostics: [d], fields: {} });
  const point = (yamlOffset: number, endOffset = yamlOffset): DiagnosticPlace => place('', at(yamlOffset), at(endOffset));
  const type = rules.tag;

  const yaml = lineBreaks(block.yaml);
  const openLength = split.text.slice(block.start, block.yamlStart).replace(/[\r\n]+$/, '').length;
  const open = { line: block.line, column: openLength + 1 };
  // The blocks the library writes are read without the general parser.
  const simple = readSimpleBlock(yaml);
  if (simple !== null) return validate(block, simple, rules, mode, index, { at, yaml, open });

  const bounds = resolveLimits(limits);
  let composed: Composed;
  try {
    composed = composeBlock(yaml, bounds);
  } catch (error) {
    // Not expected within the limits; a stack exhausted all the same is still a result.
    if (error instanceof RangeError) {
      return failure(createDiagnostic('nesting-too-deep', { where: 'frontmatter', type, limit: bounds.maxDepth, viaAliases: false }, point(0)));
    }
    const text = error instanceof Error ? error.message : String(error);
    return failure(createDiagnostic('yaml-syntax', { type, problem: text }, point(0)));
  }
  if (!composed.ok) {
    if (composed.code === 'yaml-syntax') {
      const params = { type, problem: composed.text, ...(composed.yamlCode === undefined ? {} : { yamlCode: composed.yamlCode }) };
      return failure(createDiagnostic('yaml-syntax', params, point(composed.offset, composed.end)));
    }
    if (composed.code === 'nesting-too-deep') {
      const params = { where: 'frontmatter' as const, type, limit: bounds.maxDepth, viaAliases: composed.viaAliases };
      return failure(createDiagnostic('nesting-too-deep', params, point(composed.offset)));
    }
    return failure(createDiagnostic('input-too-complex', { where: 'frontmatter', type, limit: bounds.maxAliasValues }, point(composed.offset)));
  }
  const { doc, targets } = composed;

  const contents = doc.contents;
  // A block holding only `~` or comments is an empty mapping, as in the reference's loader.
  const empty = contents === null || (isScalar(contents) && contents.value === null);
  if (!empty && !isMap(contents)) {
    const problem = { kind: 'not-a-mapping' as const, received: isSeq(contents) ? ('sequence' as const) : ('scalar' as const) };
    return failure(createDiagnostic('frontmatter-field', { type, ...noun(rules), key: '', problem }, place('', { line: block.line, column: 1 }, open)));
  }

  return validate(block, isMap(contents) ? yamlEntries(doc, yaml, contents.items, targets) : [], rules, mode, index, { at, yaml, open });
}

function validate(
  block: SplitFrontmatter,
  entries: readonly BlockEntry[],
  rules: FrontmatterRules,
  mode: FrontmatterMode,
  index: LineIndex,
  where: Pick<Block, 'at' | 'yaml' | 'open'>,
): FrontmatterReadResult {
  const read: Block = { raw: {}, entries: new Map(), fields: {}, ...where };
  collect(read, entries, rules, block.yamlStart, index);
  const parsed = frontmatterSchemaFor(rules, mode).safeParse(read.raw);
  const diagnostics = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => issueDiagnostic(read, issue, rules))),
    ...(rules.kind === 'base' && mode === 'lenient' ? legacyWarnings(read, rules) : []),
  ].sort(byPosition);
  if (!parsed.success) return { ok: false, frontmatter: null, diagnostics, fields: read.fields };
  return { ok: true, frontmatter: model(read, parsed.data, rules), diagnostics, fields: read.fields };
}
