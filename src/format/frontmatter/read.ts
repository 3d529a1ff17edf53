/**
 * Reading a frontmatter block: YAML parsing, validation and the diagnostics of
 * channels 2 and 3 of operations.md §2.3 ("How many").
 *
 * @packageDocumentation
 */

import { isMap, isScalar, isSeq } from 'yaml';
import type { z } from 'zod';
import { diagnosticDocs } from '../../diagnostics/index.js';
import type { Diagnostic, DiagnosticCode } from '../../diagnostics/index.js';
import type { DiagnosticText } from '../../diagnostics/index.js';
import {
  causeExpectedString,
  causeFieldRequired,
  frontmatterField,
  notMapping,
  yamlSyntax,
} from '../../diagnostics/index.js';
import { legacyCurrentForm, legacyForm } from '../../diagnostics/index.js';
import { frontmatterLocation } from '../../diagnostics/index.js';
import { LineIndex } from '../../text/index.js';
import type { DocumentSplit, SplitFrontmatter } from '../split.js';
import { frontmatterSchemaFor } from './schema-cache.js';
import { readSimpleBlock, yamlEntries, type BlockEntry } from './block-entries.js';
import { causeOwnKey } from './own-key-messages.js';
import { ownKeys } from './own-keys.js';
import {
  ADR_KEY_ALIASES,
  knownKeys,
  type FrontmatterIssueParams,
  type FrontmatterMode,
  type FrontmatterRules,
} from './schema.js';
import { checkLegacyTimestamp, legacyTimestampForm } from './timestamp.js';
import { frontmatterAliasesTooMany, frontmatterTooDeep } from './limit-messages.js';
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
}

function pointer(key: string): string {
  return `/frontmatter/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function defineValue(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so that a `__proto__` key stays an ordinary own property.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function diagnostic(
  code: DiagnosticCode,
  { message, hint }: DiagnosticText,
  field: string,
  line: number,
  column: number,
  severity: 'error' | 'warning' = 'error',
): Diagnostic {
  // TRANSITIONAL: params and end come from the call sites once they build diagnostics with createDiagnostic.
  const result = { code, severity, message, field, line, column, documentLine: line, channel: 'frontmatter', end: { line, column, documentLine: line }, docs: diagnosticDocs(code), params: {} } as Diagnostic;
  if (hint !== undefined) result.hint = hint;
  return result;
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

function keyPosition(block: Block, entry: BlockEntry): { line: number; column: number } {
  return block.at(entry.keyStart);
}

function issueDiagnostics(block: Block, issues: readonly z.core.$ZodIssue[], rules: FrontmatterRules, openLine: number): Diagnostic[] {
  return issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const entry = block.entries.get(key);
    const params = (issue as { params?: FrontmatterIssueParams }).params;
    let cause = issue.message;
    if (params === undefined && entry !== undefined && ownKeys(rules).includes(key)) {
      // An own key's schema speaks zod; word its issue like the shared keys' causes.
      cause = causeOwnKey(issue, block.raw[entry.written], entry.python());
    } else if (params?.expected !== undefined && entry !== undefined) {
      // Re-render from the YAML node: JavaScript cannot tell 1.0 from 1.
      const value = entry.python();
      cause = causeExpectedString(value, params.expected === 'string or null');
    } else if (params === undefined && entry === undefined) {
      cause = causeFieldRequired();
    }
    const field = entry?.written ?? key;
    // An absent key is reported at the opening delimiter, without a line clause.
    const position = entry === undefined ? { line: openLine, column: 1 } : keyPosition(block, entry);
    const text = frontmatterField(rules.tag, field, entry === undefined ? undefined : position.line, cause);
    return diagnostic(params?.diagnostic ?? 'frontmatter-field', text, field, position.line, position.column);
  });
}

function legacyWarnings(block: Block, rules: FrontmatterRules): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  for (const key of ['created', 'updated']) {
    const entry = block.entries.get(key);
    const value = entry === undefined ? undefined : block.raw[entry.written];
    if (entry === undefined || typeof value !== 'string') continue;
    const form = legacyTimestampForm(value);
    if (form === null || checkLegacyTimestamp(value) !== 'ok') continue;
    const { line, column } = keyPosition(block, entry);
    const text = legacyForm(frontmatterLocation(rules.tag, entry.written, line), form, legacyCurrentForm(form));
    warnings.push(diagnostic('legacy-form', text, entry.written, line, column, 'warning'));
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

  const yaml = lineBreaks(block.yaml);
  // The blocks the library writes are read without the general parser.
  const simple = readSimpleBlock(yaml);
  if (simple !== null) return validate(block, simple, rules, mode, index, at);

  const bounds = resolveLimits(limits);
  let composed: Composed;
  try {
    composed = composeBlock(yaml, bounds);
  } catch (error) {
    // Not expected within the limits; a stack exhausted all the same is still a result.
    const { line, column } = at(0);
    if (error instanceof RangeError) {
      return failure(diagnostic('nesting-too-deep', frontmatterTooDeep(rules.tag, line, bounds.maxDepth, false), '', line, column));
    }
    const text = error instanceof Error ? error.message : String(error);
    return failure(diagnostic('yaml-syntax', yamlSyntax(text, { line, column }), '', line, column));
  }
  if (!composed.ok) {
    const { line, column } = at(composed.offset);
    if (composed.code === 'yaml-syntax') {
      return failure(diagnostic('yaml-syntax', yamlSyntax(composed.text, { line, column }), '', line, column));
    }
    const text =
      composed.code === 'nesting-too-deep'
        ? frontmatterTooDeep(rules.tag, line, bounds.maxDepth, composed.viaAliases)
        : frontmatterAliasesTooMany(rules.tag, line, bounds.maxAliasValues);
    return failure(diagnostic(composed.code, text, '', line, column));
  }
  const { doc, targets } = composed;

  const contents = doc.contents;
  // A block holding only `~` or comments is an empty mapping, as in the reference's loader.
  const empty = contents === null || (isScalar(contents) && contents.value === null);
  if (!empty && !isMap(contents)) {
    const text = notMapping(rules.tag, block.line, isSeq(contents) ? 'sequence' : 'scalar');
    return failure(diagnostic('frontmatter-field', text, '', block.line, 1));
  }

  return validate(block, isMap(contents) ? yamlEntries(doc, yaml, contents.items, targets) : [], rules, mode, index, at);
}

function validate(
  block: SplitFrontmatter,
  entries: readonly BlockEntry[],
  rules: FrontmatterRules,
  mode: FrontmatterMode,
  index: LineIndex,
  at: (yamlOffset: number) => { line: number; column: number },
): FrontmatterReadResult {
  const read: Block = { raw: {}, entries: new Map(), fields: {}, at };
  collect(read, entries, rules, block.yamlStart, index);
  const parsed = frontmatterSchemaFor(rules, mode).safeParse(read.raw);
  const diagnostics = [
    ...(parsed.success ? [] : issueDiagnostics(read, parsed.error.issues, rules, block.line)),
    ...(rules.kind === 'base' && mode === 'lenient' ? legacyWarnings(read, rules) : []),
  ].sort(byPosition);
  if (!parsed.success) return { ok: false, frontmatter: null, diagnostics, fields: read.fields };
  return { ok: true, frontmatter: model(read, parsed.data, rules), diagnostics, fields: read.fields };
}
