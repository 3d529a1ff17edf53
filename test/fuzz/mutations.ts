/**
 * Structural mutations of a document text for the fuzz harness: line
 * edits, emptied bodies and sections, injected Markdown, renamed headings,
 * broken frontmatter, hostile characters and line endings. Every choice
 * comes from a seeded generator, so a seed names one input exactly.
 */

/** A seeded pseudo-random generator (mulberry32): deterministic across platforms. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }
}

// Lines split on LF only: mutations keep whatever other terminators the text has inside the lines.
const lines = (text: string): string[] => text.split('\n');
const join = (parts: readonly string[]): string => parts.join('\n');

interface Frontmatter {
  /** Index of the opening delimiter line. */
  open: number;
  /** Index of the closing delimiter line, -1 when not closed. */
  close: number;
}

function frontmatterOf(parts: readonly string[]): Frontmatter | null {
  if (parts[0]?.trim() !== '---') return null;
  for (let i = 1; i < parts.length; i++) if (parts[i]?.trim() === '---') return { open: 0, close: i };
  return { open: 0, close: -1 };
}

function bodyFrom(parts: readonly string[]): number {
  const fm = frontmatterOf(parts);
  return fm && fm.close >= 0 ? fm.close + 1 : 0;
}

const HEADING = /^(#{1,6})[ \t]+(.*)$/;

function headingIndexes(parts: readonly string[], from: number): number[] {
  const found: number[] = [];
  let fence = false;
  for (let i = from; i < parts.length; i++) {
    const line = parts[i] ?? '';
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (!fence && HEADING.test(line)) found.push(i);
  }
  return found;
}

const WORDS = ['Title', 'Summary', 'Details', 'Recent Updates', 'Tasks', 'Notes', 'Scope', 'Options', 'Status', 'Überblick', 'x', 'Pros and Cons of the Options', 'Decision Outcome', 'Context', 'Steps'];

/** Markdown pieces injected as whole lines (some span several lines). */
function markdownPiece(rng: Rng, headingTexts: readonly string[]): string {
  const text = rng.chance(0.5) && headingTexts.length > 0 ? rng.pick(headingTexts) : rng.pick(WORDS);
  const pieces: (() => string)[] = [
    () => `${'#'.repeat(rng.int(1, 7))} ${text}`,
    () => `${'#'.repeat(rng.int(1, 6))}`,
    () => `- ${text}`,
    () => `* [ ] ${text}\n* [x] done`,
    () => `1. ${text}\n2. second`,
    () => `  - nested ${text}`,
    () => `> ${text}`,
    () => `${'> '.repeat(rng.int(2, 12))}${text}`,
    () => '```',
    () => '```js\nconst a = 1;\n```',
    () => '~~~\nunclosed',
    () => `<div>${text}</div>`,
    () => '<!-- comment -->',
    () => '<!--',
    () => '-->',
    () => '<details>\n<summary>x</summary>',
    () => '===',
    () => '---',
    () => '***',
    () => `${text}\n===`,
    () => `${text}\n---`,
    () => `| a | b |\n|---|---|\n| ${text} | 2 |`,
    () => `\t${text}`,
    () => `    indented code ${text}`,
    () => '',
    () => '   ',
    () => `[${text}]: http://example.com`,
    () => `### 2026-01-01T00:00:00Z - ${text}`,
    () => `**${text}**: value`,
    () => `${text}  `,
    () => '\\',
  ];
  return rng.pick(pieces)();
}

/** Hostile characters and runs, inserted inside a line. */
function hostileChars(rng: Rng): string {
  const pieces: (() => string)[] = [
    () => '\uFEFF',
    () => '\u0000',
    () => String.fromCharCode(rng.int(1, 31)),
    () => '\u007f',
    () => '\uD800',
    () => '\uDC00',
    () => '\uD83D',
    () => '\u2028',
    () => '\u2029',
    () => '\u0085',
    () => '\v',
    () => '\f',
    () => '\r',
    () => '\r\n',
    () => '\u001c',
    () => '\u200b',
    () => '😀',
    () => 'e\u0301',
    () => 'x'.repeat(rng.int(200, 12_000)),
    () => 'ab '.repeat(rng.int(100, 3_000)),
    () => '*'.repeat(rng.int(1, 60)),
    () => '['.repeat(rng.int(1, 40)),
    () => '`'.repeat(rng.int(1, 10)),
    () => '&amp;&#0;&#xD800;',
    () => ':',
    () => '#',
  ];
  return rng.pick(pieces)();
}

function insertLine(rng: Rng, parts: string[], piece: string): void {
  parts.splice(rng.int(piece.length > 100 ? Math.min(bodyFrom(parts), parts.length) : 0, parts.length), 0, piece);
}

function insertInLine(rng: Rng, parts: string[], piece: string): void {
  // A run of hundreds of characters goes into the body only: inside the frontmatter it makes a key
  // over 1,024 characters, which YAML refuses (a finding of the frontmatter writer, tracked there).
  const from = piece.length > 100 ? Math.min(bodyFrom(parts), parts.length - 1) : 0;
  const i = rng.int(from, parts.length - 1);
  const line = parts[i] ?? '';
  const at = rng.int(0, line.length);
  parts[i] = line.slice(0, at) + piece + line.slice(at);
}

/** Frontmatter values that break a field's type or syntax (no aliases, no deep nesting, no key over 1,024 characters). */
const VALUES = ['', '~', 'null', '12', '1.5', 'true', 'no', '[a, b]', '{a: 1}', '"quoted"', "'single'", '2026-13-45', '2026-01-01', '"2026-01-01T00:00:00Z"', '-', '"', "'", ': x', '# comment', '|', '>', '[', '{', '"\\u0000"', '0x1F', '.nan', 'é', '1.0.0', '2.0.0', 'active', 'draft'];
const KEYS = ['type', 'status', 'id', 'version', 'created', 'updated', 'classification', 'date', 'decision-makers', 'Type', 'unknown', 'tags', ' status', 'status ', '"status"'];

function mutateFrontmatter(rng: Rng, parts: string[]): void {
  const fm = frontmatterOf(parts);
  if (!fm || fm.close < 0) {
    parts.unshift('---', `${rng.pick(KEYS)}: ${rng.pick(VALUES)}`, '---', '');
    return;
  }
  const inside = fm.close - fm.open - 1;
  const at = inside > 0 ? rng.int(fm.open + 1, fm.close - 1) : fm.close;
  const line = parts[at] ?? '';
  const colon = line.indexOf(':');
  const key = colon > 0 ? line.slice(0, colon) : line;
  const edits: (() => void)[] = [
    () => void (inside > 0 && parts.splice(at, 1)),
    () => void parts.splice(at, 0, line),
    () => void (parts[at] = `${key}: ${rng.pick(VALUES)}`),
    () => void (parts[at] = `${rng.pick(KEYS)}: ${rng.pick(VALUES)}`),
    () => void (parts[at] = `${key}${rng.pick(['x', 'X', '_', '-', ' '])}:${line.slice(colon + 1)}`),
    () => void (parts[at] = key.toUpperCase() + line.slice(Math.max(colon, 0))),
    () => void (parts[at] = `  ${line}`),
    () => void (parts[at] = line.replace(':', '')),
    () => void parts.splice(at + 1, 0, `  - ${rng.pick(VALUES)}`),
    () => void parts.splice(fm.close, 0, `${rng.pick(KEYS)}: ${rng.pick(VALUES)}`),
    () => void parts.splice(fm.close, 1),
    () => void (parts[fm.close] = rng.pick(['--- ', '----', '...', '--'])),
    () => void parts.splice(fm.open, 0, ''),
    () => void parts.splice(fm.open + 1, inside),
    () => void (parts[at] = `${key}: ${'v'.repeat(rng.int(100, 1_000))}`),
  ];
  rng.pick(edits)();
}

function emptySection(rng: Rng, parts: string[]): void {
  const headings = headingIndexes(parts, bodyFrom(parts));
  if (headings.length === 0) return;
  const at = rng.pick(headings);
  const level = (HEADING.exec(parts[at] ?? '')?.[1] ?? '#').length;
  let end = at + 1;
  while (end < parts.length) {
    const m = HEADING.exec(parts[end] ?? '');
    if (m && (m[1] ?? '').length <= level) break;
    end++;
  }
  // Keep a blank line, or nothing at all, between the heading and the next one.
  parts.splice(at + 1, end - at - 1, ...(rng.chance(0.5) ? [''] : []));
}

function renameHeading(rng: Rng, parts: string[]): void {
  const headings = headingIndexes(parts, bodyFrom(parts));
  if (headings.length === 0) return;
  const at = rng.pick(headings);
  const m = HEADING.exec(parts[at] ?? '');
  const hashes = m?.[1] ?? '#';
  const text = m?.[2] ?? '';
  const others = headings.map((i) => HEADING.exec(parts[i] ?? '')?.[2] ?? '');
  const edits: (() => string)[] = [
    () => `${hashes} ${rng.pick(WORDS)}`,
    () => `${hashes} ${rng.pick(others)}`,
    () => `${hashes} ${text.toUpperCase()}`,
    () => `${hashes} ${text.toLowerCase()}`,
    () => `${hashes} ${text} #`,
    () => `${hashes}   ${text}   `,
    () => `${hashes}#${' '}${text}`,
    () => `${hashes.slice(1) || '##'} ${text}`,
    () => `${hashes}${text}`,
    () => text,
    () => `${hashes} ${text.slice(0, rng.int(0, text.length))}`,
    () => `${hashes} ${text}${rng.pick([':', '.', ' (draft)', ' 2', ''])}`,
    () => `${hashes} `,
  ];
  parts[at] = rng.pick(edits)();
}

function lineEndings(rng: Rng, text: string): string {
  const edits: (() => string)[] = [
    () => text.replace(/\n/g, '\r\n'),
    () => text.replace(/\n/g, () => rng.pick(['\n', '\r\n', '\n', '\r\n', '\r'])),
    () => text.replace(/\n/g, '\r'),
    () => text.replace(/\n/g, () => (rng.chance(0.1) ? rng.pick(['\u2028', '\u0085', '\v', '\f']) : '\n')),
    () => `${text}${rng.pick(['\n', '\n\n\n', '\r\n', '   ', '\t', ''])}`,
    () => text.replace(/\n+$/, ''),
  ];
  return rng.pick(edits)();
}

/** The names of the mutation kinds, for reports. */
export type MutationKind =
  | 'delete-line'
  | 'duplicate-line'
  | 'swap-lines'
  | 'truncate'
  | 'empty-body'
  | 'empty-section'
  | 'inject-markdown'
  | 'rename-heading'
  | 'frontmatter'
  | 'hostile-chars'
  | 'line-endings'
  | 'bom';

const KINDS: readonly MutationKind[] = [
  'delete-line',
  'delete-line',
  'duplicate-line',
  'duplicate-line',
  'swap-lines',
  'truncate',
  'empty-body',
  'empty-section',
  'empty-section',
  'inject-markdown',
  'inject-markdown',
  'inject-markdown',
  'rename-heading',
  'rename-heading',
  'frontmatter',
  'frontmatter',
  'hostile-chars',
  'line-endings',
  'bom',
];

/**
 * Apply one mutation of a kind to a text.
 *
 * @param rng - the run's generator
 * @param text - the text to mutate
 * @param kind - the mutation
 * @returns the mutated text
 */
export function mutate(rng: Rng, text: string, kind: MutationKind): string {
  const parts = lines(text);
  const body = bodyFrom(parts);
  const anyLine = (): number => rng.int(0, parts.length - 1);
  const bodyLine = (): number => rng.int(Math.min(body, parts.length - 1), parts.length - 1);
  const lineIn = (): number => (rng.chance(0.8) ? bodyLine() : anyLine());
  switch (kind) {
    case 'delete-line': {
      const from = lineIn();
      parts.splice(from, rng.chance(0.8) ? 1 : rng.int(1, 6));
      return join(parts);
    }
    case 'duplicate-line': {
      const at = lineIn();
      const count = rng.chance(0.8) ? 1 : rng.int(1, 6);
      parts.splice(at, 0, ...parts.slice(at, at + count));
      return join(parts);
    }
    case 'swap-lines': {
      const a = lineIn();
      const b = lineIn();
      const line = parts[a] ?? '';
      parts[a] = parts[b] ?? '';
      parts[b] = line;
      return join(parts);
    }
    case 'truncate':
      return rng.chance(0.5) ? text.slice(0, rng.int(0, text.length)) : join(parts.slice(0, rng.int(0, parts.length)));
    case 'empty-body':
      return join([...parts.slice(0, body), ...(rng.chance(0.5) ? [''] : rng.chance(0.5) ? [] : ['', '   ', ''])]);
    case 'empty-section':
      emptySection(rng, parts);
      return join(parts);
    case 'inject-markdown': {
      const texts = headingIndexes(parts, body).map((i) => HEADING.exec(parts[i] ?? '')?.[2] ?? '');
      const piece = markdownPiece(rng, texts);
      const at = rng.int(Math.min(body, parts.length), parts.length);
      const blank = rng.chance(0.5);
      parts.splice(at, 0, ...(blank ? ['', piece, ''] : [piece]));
      return join(parts);
    }
    case 'rename-heading':
      renameHeading(rng, parts);
      return join(parts);
    case 'frontmatter':
      mutateFrontmatter(rng, parts);
      return join(parts);
    case 'hostile-chars':
      if (rng.chance(0.3)) insertLine(rng, parts, hostileChars(rng));
      else insertInLine(rng, parts, hostileChars(rng));
      return join(parts);
    case 'line-endings':
      return lineEndings(rng, text);
    case 'bom':
      return rng.chance(0.7) ? `\uFEFF${text}` : `${text.slice(0, 4)}\uFEFF${text.slice(4)}`;
  }
}

/**
 * Apply one to four random mutations.
 *
 * @param rng - the run's generator
 * @param text - a valid document
 * @returns the mutated text and the mutations applied, in order
 */
export function mutateRandomly(rng: Rng, text: string): { text: string; kinds: MutationKind[] } {
  const count = rng.pick([1, 1, 1, 2, 2, 3, 4]);
  const kinds: MutationKind[] = [];
  let current = text;
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(KINDS);
    kinds.push(kind);
    current = mutate(rng, current, kind);
  }
  return { text: current, kinds };
}
