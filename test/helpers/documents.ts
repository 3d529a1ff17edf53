/**
 * Shared helpers for document-type tests: parse through the engine, assert
 * exact diagnostics, check round trips.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticBase, DiagnosticCode } from '../../src/diagnostics/diagnostic.js';
import type { DocumentType } from '../../src/format/document-type.js';
import type { Mode } from '../../src/format/outline/types.js';
import { parseDocument, type ParseResult } from '../../src/format/parse-document.js';
import { serializeDocument } from '../../src/format/serialize-document.js';
import { inReference } from './messages.js';

/** A frontmatter block for a type, with valid canonical values. */
export function frontmatterFor(tag: string, extra = ''): string {
  return `---\nclassification: null\ncreated: '2026-01-01T00:00:00.000Z'\nid: 00000000-0000-4000-8000-000000000001\ntype: ${tag}\nupdated: '2026-01-01T00:00:00.000Z'\nversion: 1.0.0\n${extra}---\n\n`;
}

/** Parse a whole document with the engine. */
export function parseWith<B>(type: DocumentType<B>, text: string, mode: Mode = 'strict'): ParseResult<Record<string, unknown>, B> {
  return parseDocument(type, text, { mode });
}

/** Parse and require success; returns the document. */
export function expectValid<B>(type: DocumentType<B>, text: string, mode: Mode = 'strict') {
  const result = parseWith(type, text, mode);
  if (!result.ok) throw new Error(`expected a valid ${type.tag} document, got:\n${result.error}`);
  return result;
}

/** The parts of a diagnostic a test pins. */
export type ExpectedDiagnostic = Pick<DiagnosticBase, 'line' | 'column' | 'field' | 'message'> & { code: DiagnosticCode; params?: unknown } & Partial<DiagnosticBase>;

/**
 * Parse and require exactly these diagnostics (in order), worded in the
 * reference profile: the expectations pinned here are the reference
 * implementation's texts. Default-profile texts are asserted with
 * {@link expectDefaultDiagnostics}.
 */
export function expectDiagnostics<B>(type: DocumentType<B>, text: string, expected: ExpectedDiagnostic[], mode: Mode = 'strict'): void {
  pickedEqual(inReference(parseWith(type, text, mode).diagnostics), expected);
}

/** Parse and require exactly these diagnostics (in order), in the default profile. */
export function expectDefaultDiagnostics<B>(type: DocumentType<B>, text: string, expected: ExpectedDiagnostic[], mode: Mode = 'strict'): void {
  pickedEqual(parseWith(type, text, mode).diagnostics, expected);
}

function pickedEqual(diagnostics: readonly Diagnostic[], expected: ExpectedDiagnostic[]): void {
  const actual = diagnostics.map((d) => {
    const picked: Record<string, unknown> = {};
    for (const key of Object.keys(expected[0] ?? { code: 1, line: 1, column: 1, field: 1, message: 1 })) {
      picked[key] = d[key as keyof Diagnostic];
    }
    return picked;
  });
  expect(actual).toEqual(expected);
}

/** `parse(serialize(doc))` deep-equals `doc`. */
export function expectRoundTrip<B>(type: DocumentType<B>, document: { frontmatter: Record<string, unknown>; body: B }): string {
  const text = serializeDocument(type, document);
  const again = parseWith(type, text);
  if (!again.ok) throw new Error(`serialized document does not parse:\n${again.error}\n---\n${text}`);
  expect(again.document).toEqual(document);
  return text;
}

/**
 * `<tag> layout variants parse to the canonical model`: `*` and `+`
 * bullets, CRLF line endings, a byte-order mark, and setext H1 and H2
 * headings all parse `canonical` to the same document.
 */
export function describeLayoutVariants<B>(type: DocumentType<B>, canonical: string): void {
  describe(`${type.tag} layout variants parse to the canonical model`, () => {
    const model = expectValid(type, canonical).document;
    it.each([
      ['* bullets', canonical.replace(/^- /gm, '* ')],
      ['+ bullets', canonical.replace(/^- /gm, '+ ')],
      ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
      ['a byte-order mark', `\uFEFF${canonical}`],
      ['setext H1 and H2', canonical.replace(/^(#{1,2}) (.+)$/gm, (_, h: string, text: string) => `${text}\n${(h === '#' ? '=' : '-').repeat(text.length)}`)],
    ])('%s', (_, text) => {
      expect(expectValid(type, text).document).toEqual(model);
    });
  });
}
