/**
 * The common mistakes (test/fixtures/mistakes/) and every document the
 * project keeps: each mistake yields its code, and no default-profile text
 * speaks Python, lacks the hint its catalogue entry promises, or ends before
 * it starts. Written against behaviour (codes, tokens, hint presence), not
 * against the words, so that it holds whoever writes them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/index.js';
import { diagnosticCatalogue, diagnosticCodes, documentTypes, parse } from '../../src/index.js';
import type { Diagnostic, DiagnosticCode, DocumentTag, Mode } from '../../src/index.js';
import { exampleDiagnostics } from '../../scripts/diagnostics-doc-render.mjs';
import { loadMistakes, mistakesTable, runMistakes } from '../../scripts/mistakes-table.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tags = Object.keys(documentTypes);
const FORBIDDEN = ['=True', '=None', '=False', "['", 'None'];
const mistakes = loadMistakes();
const rows = runMistakes(lib);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? markdownFiles(path) : path.endsWith('.md') ? [path] : [];
  });
}

// The type a kept document is parsed as: its frontmatter `type`, else the
// nearest folder named after a type (adr has no `type` key); its language: a
// folder below that one named after a language.
function typeOf(path: string, text: string): { type: string; language?: string } {
  const declared = /^type: *(\w+)$/m.exec(text)?.[1];
  const parts = relative(root, path).split(sep);
  const at = parts.findLastIndex((p) => tags.includes(p));
  const language = at >= 0 && /^(de|es|fr)$/.test(parts[at + 1] ?? '') ? parts[at + 1] : undefined;
  const type = declared !== undefined && tags.includes(declared) ? declared : at >= 0 ? (parts[at] as string) : 'tsk';
  return language === undefined ? { type } : { type, language };
}

interface Seen {
  source: string;
  d: Diagnostic;
}

// Every diagnostic the default profile produces for the documents the project keeps.
function everyDiagnostic(): Seen[] {
  const seen: Seen[] = [];
  const add = (source: string, list: readonly Diagnostic[]) => list.forEach((d) => seen.push({ source, d }));
  for (const row of rows) add(`mistake ${row.file}`, row.diagnostics);
  for (const code of diagnosticCodes) {
    add(`catalogue ${code} wrong`, exampleDiagnostics(lib, diagnosticCatalogue[code].wrong));
    add(`catalogue ${code} right`, exampleDiagnostics(lib, diagnosticCatalogue[code].right));
  }
  const kept = [...markdownFiles(join(root, 'test', 'fixtures')), ...markdownFiles(join(root, 'examples'))].filter((p) => !p.includes(`${sep}mistakes${sep}`));
  for (const path of kept) {
    const text = readFileSync(path, 'utf8');
    const { type, language } = typeOf(path, text);
    for (const mode of ['strict', 'lenient'] as Mode[]) add(`${relative(root, path)} (${mode})`, parse(type as DocumentTag, text, language === undefined ? { mode } : { mode, language }).diagnostics);
  }
  for (const tag of tags) {
    const type = documentTypes[tag as DocumentTag];
    for (const kind of ['template', 'example'] as const) {
      for (const mode of ['strict', 'lenient'] as Mode[]) add(`${tag} ${kind} (${mode})`, parse(tag as DocumentTag, type[kind], { mode }).diagnostics);
    }
  }
  return seen;
}

const seen = everyDiagnostic();

describe('the common mistakes', () => {
  it('list at least 45 that the library reports, across all 13 types', () => {
    expect(rows.filter((r) => r.code !== null).length).toBeGreaterThanOrEqual(45);
    expect(new Set(rows.filter((r) => r.code !== null && tags.includes(r.type)).map((r) => r.type))).toEqual(new Set(tags));
    expect(new Set(mistakes.map((m) => m.file)).size).toBe(mistakes.length);
    for (const m of mistakes) expect(m.file).toMatch(/^\d{2}-[a-z]+-[a-z0-9-]+\.md$/);
  });

  it.each(rows.map((r) => [r.file, r] as const))('%s yields its expected code', (_file, row) => {
    if (row.throws !== undefined) {
      expect(row.error?.name).toBe(row.throws);
      expect(row.error?.code).toBe(row.code);
      return;
    }
    expect(row.error).toBeUndefined();
    if (row.code === null) {
      expect(row.diagnostics).toEqual([]);
      return;
    }
    expect(diagnosticCodes).toContain(row.code);
    expect(row.diagnostics.map((d) => d.code)).toContain(row.code);
    expect(row.shown?.code).toBe(row.code);
  });

  it('print as a table with one row per mistake and the hint coverage', () => {
    const table = mistakesTable(rows, lib);
    const lines = table.split('\n');
    expect(lines.filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(rows.length);
    for (const row of rows) expect(table).toContain(`| ${row.n} | `);
    const never = diagnosticCodes.filter((c) => diagnosticCatalogue[c].hint === 'never').length;
    expect(table).toContain(`Hint coverage of the catalogue: ${diagnosticCodes.length - never} / ${diagnosticCodes.length} codes`);
  });
});

describe('every default-profile diagnostic of the documents the project keeps', () => {
  it('covers many documents and every code of the catalogue examples', () => {
    expect(seen.length).toBeGreaterThan(200);
    expect(new Set(seen.map((s) => s.d.code)).size).toBeGreaterThanOrEqual(diagnosticCodes.length - 1);
  });

  it(`has no Python form (${FORBIDDEN.join(' ')}) in any message or hint`, () => {
    const hits = seen.flatMap(({ source, d }) =>
      FORBIDDEN.filter((token) => d.message.includes(token) || (d.hint ?? '').includes(token)).map((token) => `${source}: ${d.code} has ${token}: ${d.message}`),
    );
    const thrown = rows.flatMap((r) => (r.error === undefined ? [] : FORBIDDEN.filter((t) => r.error?.message.includes(t)).map((t) => `${r.file}: ${t}: ${r.error?.message}`)));
    expect([...hits, ...thrown]).toEqual([]);
  });

  it('ends at or after where it starts, in the same line systems', () => {
    const bad = seen.filter(({ d }) => {
      const before = d.end.documentLine < d.documentLine || (d.end.documentLine === d.documentLine && d.end.column < d.column);
      return before || d.end.line - d.line !== d.end.documentLine - d.documentLine;
    });
    expect(bad.map(({ source, d }) => `${source}: ${d.code} ${d.documentLine}:${d.column} ends ${d.end.documentLine}:${d.column}`)).toEqual([]);
  });

  it('links to its code’s section', () => {
    expect(seen.filter(({ d }) => d.docs !== `docs/diagnostics.md#${d.code}`).map(({ source, d }) => `${source}: ${d.code} ${d.docs}`)).toEqual([]);
  });

  it('has a message, and a hint whenever its code’s hint policy is always', () => {
    const always = new Set<DiagnosticCode>(diagnosticCodes.filter((c) => diagnosticCatalogue[c].hint === 'always'));
    const bad = seen.filter(({ d }) => d.message === '' || (always.has(d.code) && (d.hint === undefined || d.hint === '')));
    expect(bad.map(({ source, d }) => `${source}: ${d.code}: ${JSON.stringify(d.message)} hint ${JSON.stringify(d.hint)}`)).toEqual([]);
  });

  it('ends its message with its hint, and never has a hint for a code whose policy is never', () => {
    const bad = seen.filter(({ d }) => (d.hint !== undefined && !d.message.endsWith(d.hint)) || (diagnosticCatalogue[d.code].hint === 'never' && d.hint !== undefined));
    expect(bad.map(({ source, d }) => `${source}: ${d.code}: ${JSON.stringify(d.message)} hint ${JSON.stringify(d.hint)}`)).toEqual([]);
  });
});
