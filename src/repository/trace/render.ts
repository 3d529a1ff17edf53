/**
 * `formatTraceMatrix(matrix, format)`: a trace matrix as CSV (RFC 4180),
 * Markdown, JSON or one self-contained HTML page (issue 14 item 5).
 *
 * @packageDocumentation
 */

import { arg, checkArguments, custom, oneOf } from '../../errors/index.js';
import type { TraceMatrix, TraceMatrixLink, TraceMatrixRow } from './matrix.js';

/**
 * The formats of {@link formatTraceMatrix}.
 *
 * @example
 * ```ts
 * const format: TraceMatrixFormat = 'md';
 * ```
 */
export type TraceMatrixFormat = 'csv' | 'md' | 'json' | 'html';

const FORMATS: readonly TraceMatrixFormat[] = ['csv', 'md', 'json', 'html'];
const SIGNATURE = [
  arg('matrix', custom('a trace matrix (repo.traceMatrix())', (value) => (value as { kind?: unknown }).kind === 'trace-matrix' && Array.isArray((value as { rows?: unknown }).rows))),
  arg('format', oneOf(FORMATS)),
];

// One line per link; a row without links is one line with empty link cells.
type Line = { row: TraceMatrixRow; link: TraceMatrixLink | null };
const linesOf = (matrix: TraceMatrix): Line[] => matrix.rows.flatMap((row): Line[] => (row.links.length === 0 ? [{ row, link: null }] : row.links.map((link) => ({ row, link }))));

const COVERAGE_WORDS: Record<TraceMatrixRow['coverage'], string> = { covered: 'covered', missing: 'missing', 'not-required': 'not required' };

function cells({ row, link }: Line): string[] {
  const d = row.document;
  const o = link?.document;
  return [d.id, d.title, d.status ?? '', COVERAGE_WORDS[row.coverage], o?.id ?? '', o?.title ?? '', o?.status ?? '', link?.relation ?? '', link?.status ?? ''];
}

function headers(matrix: TraceMatrix): string[] {
  return [`${matrix.from} id`, `${matrix.from} title`, `${matrix.from} status`, 'coverage', `${matrix.to} id`, `${matrix.to} title`, `${matrix.to} status`, 'relation', 'link'];
}

function summary(matrix: TraceMatrix): string {
  const count = (c: TraceMatrixRow['coverage']): number => matrix.rows.filter((r) => r.coverage === c).length;
  const suspect = matrix.rows.reduce((n, r) => n + r.suspect, 0);
  return `${matrix.rows.length} ${matrix.from} document${matrix.rows.length === 1 ? '' : 's'}: ${count('covered')} covered, ${count('missing')} missing, ${count('not-required')} not required; ${suspect} suspect link${suspect === 1 ? '' : 's'}.`;
}

const csvCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function csv(matrix: TraceMatrix): string {
  return [headers(matrix), ...linesOf(matrix).map((line) => cells(line))].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const mdCell = (value: string): string => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r\n|\r|\n/g, ' ');

function md(matrix: TraceMatrix): string {
  const out = [`# Trace matrix: ${matrix.from} to ${matrix.to}`, '', summary(matrix)];
  if (matrix.state.status === 'corrupt') out.push('', `> ${mdCell(matrix.state.message ?? '')}`);
  out.push('', `| ${headers(matrix).join(' | ')} |`, `|${headers(matrix).map(() => '---|').join('')}`);
  for (const line of linesOf(matrix)) out.push(`| ${cells(line).map(mdCell).join(' | ')} |`);
  return `${out.join('\n')}\n`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = [
  'body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#1b1f24}',
  'table{border-collapse:collapse;width:100%}',
  'th,td{border:1px solid #c8ccd1;padding:4px 8px;text-align:left;vertical-align:top}',
  'th{background:#eef1f4}',
  '.missing{background:#fde2e1}',
  '.suspect{background:#fff3cd}',
  '.covered{background:#e3f4e1}',
  'code{font-size:12px}',
].join('');

function page(matrix: TraceMatrix): string {
  const title = `Trace matrix: ${matrix.from} to ${matrix.to}`;
  const rows = linesOf(matrix).map((line) => {
    const values = cells(line);
    const classes = [line.row.coverage === 'missing' ? 'missing' : '', line.link?.status === 'suspect' ? 'suspect' : ''].filter((c) => c !== '').join(' ');
    const tds = values.map((v, i) => (v !== '' && (i === 0 || i === 4) ? `<td><code>${html(v)}</code></td>` : i === 3 ? `<td class="${html(line.row.coverage)}">${html(v)}</td>` : `<td>${html(v)}</td>`));
    return `<tr${classes === '' ? '' : ` class="${classes}"`}>${tds.join('')}</tr>`;
  });
  const note = matrix.state.status === 'corrupt' ? `<p role="note">${html(matrix.state.message ?? '')}</p>\n` : '';
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${html(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${html(title)}</h1>`,
    `<p>${html(summary(matrix))}</p>`,
    `${note}<table>`,
    `<thead><tr>${headers(matrix).map((h) => `<th scope="col">${html(h)}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.length === 0 ? '' : `\n${rows.join('\n')}\n`}</tbody>`,
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Render a trace matrix. Every format has one line (row) per link, the
 * document's columns repeated, and one line with empty link columns for a
 * document without links:
 *
 * - `csv`: RFC 4180 (CRLF line ends, fields with a comma, quote or line
 *   break quoted), a header row first;
 * - `md`: a heading, a one-line summary, the state file's note when it is
 *   corrupt, and a GitHub table (`|` escaped, line breaks as spaces);
 * - `json`: the matrix itself, two-space indented;
 * - `html`: one page with inline styles and no script or external
 *   resource, readable from a file; every text escaped.
 *
 * @param matrix - from `repo.traceMatrix()`
 * @param format - `csv`, `md`, `json` or `html`
 * @returns the text, ending with one line break
 * @throws UsageError `invalid-arguments` for another format or a value that is no matrix
 * @example
 * ```ts
 * const page = formatTraceMatrix(await repo.traceMatrix({ from: 'req', to: 'vcr' }), 'html');
 * ```
 */
export function formatTraceMatrix(matrix: TraceMatrix, format: TraceMatrixFormat): string {
  checkArguments('formatTraceMatrix', SIGNATURE, [matrix, format]);
  if (format === 'csv') return csv(matrix);
  if (format === 'md') return md(matrix);
  if (format === 'json') return `${JSON.stringify(matrix, null, 2)}\n`;
  return page(matrix);
}
