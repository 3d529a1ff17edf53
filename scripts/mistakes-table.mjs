// The table of common mistakes (test/fixtures/mistakes/): what each one now
// gets — code, message, hint and range. The library is passed in, so that
// `scripts/mistakes.mjs` runs it on dist/ and test/diagnostics/mistakes.test.ts on src/.
import { readFileSync } from 'node:fs';

/** The fixtures folder, with `mistakes.json` and one document per mistake. */
export const MISTAKES_DIR = new URL('../test/fixtures/mistakes/', import.meta.url);

/**
 * The listed mistakes, each with its document text.
 *
 * @returns `{ file, type, mode, language?, mistake, code, throws?, text }[]`
 */
export function loadMistakes() {
  const list = JSON.parse(readFileSync(new URL('mistakes.json', MISTAKES_DIR), 'utf8'));
  return list.map((m) => ({ ...m, text: readFileSync(new URL(m.file, MISTAKES_DIR), 'utf8') }));
}

/**
 * Parses every mistake and picks the diagnostic it is about: the first with the
 * expected code, else the first of all.
 *
 * @param lib - the library: `parse`
 * @param mistakes - from {@link loadMistakes}
 * @returns one row per mistake
 */
export function runMistakes(lib, mistakes = loadMistakes()) {
  return mistakes.map((m, index) => {
    const row = { n: index + 1, ...m, diagnostics: [], error: undefined, shown: undefined };
    try {
      const options = { mode: m.mode };
      if (m.language !== undefined) options.language = m.language;
      row.diagnostics = lib.parse(m.type, m.text, options).diagnostics;
    } catch (error) {
      row.error = error;
      return row;
    }
    row.shown = row.diagnostics.find((d) => d.code === m.code) ?? row.diagnostics[0];
    return row;
  });
}

function cell(text) {
  return String(text ?? '').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

function range(d) {
  return `${d.documentLine}:${d.column}–${d.end.documentLine}:${d.end.column}`;
}

/**
 * The Markdown table of the rows and the catalogue's hint coverage.
 *
 * @param rows - from {@link runMistakes}
 * @param lib - the library: `diagnosticCatalogue`, `diagnosticCodes`
 * @returns the Markdown text
 */
export function mistakesTable(rows, lib) {
  const lines = ['| # | Type | Mistake | Code | Message | Hint | Range |', '| --- | --- | --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const mode = row.mode === 'lenient' ? ' (lenient)' : '';
    const language = row.language === undefined ? '' : ` (${row.language})`;
    const type = `${row.type}${mode}${language}`;
    if (row.error !== undefined) {
      lines.push(`| ${row.n} | ${cell(type)} | ${cell(row.mistake)} | ${cell(`${row.error.name} ${row.error.code ?? ''}`.trim())} | ${cell(row.error.message)} | | |`);
    } else if (row.shown === undefined) {
      lines.push(`| ${row.n} | ${cell(type)} | ${cell(row.mistake)} | — | (no diagnostic) | | |`);
    } else {
      const d = row.shown;
      const more = row.diagnostics.length > 1 ? ` (+${row.diagnostics.length - 1} more)` : '';
      lines.push(`| ${row.n} | ${cell(type)} | ${cell(row.mistake)} | \`${d.code}\`${more} | ${cell(d.message)} | ${cell(d.hint)} | ${range(d)} |`);
    }
  }
  const codes = lib.diagnosticCodes;
  const withHint = codes.filter((c) => lib.diagnosticCatalogue[c].hint !== 'never');
  const always = codes.filter((c) => lib.diagnosticCatalogue[c].hint === 'always');
  const hinted = rows.filter((r) => r.shown?.hint !== undefined).length;
  const reported = rows.filter((r) => r.shown !== undefined).length;
  const types = new Set(rows.map((r) => r.type)).size;
  lines.push(
    '',
    `${rows.length} mistakes across ${types} type arguments; ${reported} reported as a diagnostic, ${hinted} of them with a hint.`,
    `Hint coverage of the catalogue: ${withHint.length} / ${codes.length} codes have a hint policy other than \`never\` (${always.length} always, ${withHint.length - always.length} sometimes).`,
  );
  return `${lines.join('\n')}\n`;
}
