/**
 * Finds the guide-page citations in source text: `formats.md §4.8`,
 * `operations.md §1.2, §3`, `board.md` alone, and a bare `§3.1` that
 * continues the page named before it in the same comment. A bare section
 * sign with no page before it in its comment names no page: the reader of
 * that comment alone (a hover in an editor, one API page) cannot tell where
 * to look. A section sign after another source (`CommonMark §4.6`,
 * `RFC 3339 §5.6`) belongs to that source.
 */

/** The guide pages the package ships under docs/. */
export const guidePages = ['formats', 'operations', 'languages', 'board', 'diagnostics'] as const;

// Files at the package root: `README.md` in a comment is a file name (a feat
// folder's README), not a citation.
const shippedFiles = ['README', 'CHANGELOG', 'SECURITY', 'LICENSE'];

/** One citation: the page and, when one is given, the section number. */
export interface Citation {
  readonly line: number;
  readonly page: string;
  readonly section: string | null;
}

/** A section sign that follows no page name in its comment. */
export interface UnattributedSection {
  readonly line: number;
  readonly section: string;
}

const TOKEN = new RegExp(
  [
    String.raw`\b(?<page>[A-Za-z][\w-]*)\.md\b`,
    String.raw`\b(?<external>CommonMark|RFC ?\d+|ECMA-?\d+|YAML ?1\.\d|SARIF|Unicode|UAX ?#?\d+)\b`,
    String.raw`§\s?(?<section>\d+(?:\.\d+)*)`,
  ].join('|'),
  'g',
);

/**
 * The citations of one file's text, in order.
 *
 * @param text - the file's text
 * @returns the citations, and the section signs that follow no source
 */
export function scanCitations(text: string): { citations: Citation[]; unattributed: UnattributedSection[] } {
  const citations: Citation[] = [];
  const unattributed: UnattributedSection[] = [];
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  // The source a bare section sign belongs to: a page name, another
  // document (`README.md`, `x.md`: file names in examples), or an outside standard.
  let current: { kind: 'page'; page: string } | { kind: 'other' } | null = null;
  let commentEnd = -1;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > commentEnd) {
      current = null;
      commentEnd = endOfComment(text, match.index);
    }
    const { page, external, section } = match.groups as { page?: string; external?: string; section?: string };
    const line = lineOf(match.index);
    if (page !== undefined) {
      const cited = /^\s?§/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 2));
      if ((guidePages as readonly string[]).includes(page)) {
        current = { kind: 'page', page };
        if (!cited) citations.push({ line, page, section: null });
      } else if (cited || (/^[A-Z]+$/.test(page) && !shippedFiles.includes(page))) {
        // `DESIGN.md §2` or `(DESIGN.md, ...)`: a citation of a page that is no guide page.
        current = { kind: 'page', page };
        if (!cited) citations.push({ line, page, section: null });
      }
      continue;
    }
    if (external !== undefined) {
      current = { kind: 'other' };
      continue;
    }
    if (section === undefined) continue;
    if (current === null) unattributed.push({ line, section });
    else if (current.kind === 'page') citations.push({ line, page: current.page, section });
  }
  return { citations, unattributed };
}

// Where the comment holding `offset` ends: its `*/`, or the last line of a
// run of `//` lines; outside comments (strings), the end of the line.
function endOfComment(text: string, offset: number): number {
  const blockStart = text.lastIndexOf('/*', offset);
  const blockEnd = text.indexOf('*/', blockStart);
  if (blockStart >= 0 && blockEnd >= offset) return blockEnd;
  let end = text.indexOf('\n', offset);
  if (end < 0) return text.length;
  const lineStart = text.lastIndexOf('\n', offset) + 1;
  if (!/^\s*\/\//.test(text.slice(lineStart, end))) return end;
  for (;;) {
    const next = text.indexOf('\n', end + 1);
    const line = text.slice(end + 1, next < 0 ? text.length : next);
    if (!/^\s*\/\//.test(line)) return end;
    if (next < 0) return text.length;
    end = next;
  }
}

/**
 * The section numbers of a guide page: every heading that starts with one
 * (`## 3 Reading`, `### 3.1 list`, `#### 3.1.2 Rows`).
 *
 * @param markdown - the page's text
 * @returns each number with how often it heads a section
 */
export function sectionNumbers(markdown: string): Map<string, number> {
  const numbers = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const number = /^#{1,6} (\d+(?:\.\d+)*)\.? /.exec(line)?.[1];
    if (number !== undefined) numbers.set(number, (numbers.get(number) ?? 0) + 1);
  }
  return numbers;
}
