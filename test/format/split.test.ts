import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLines } from '../../src/text/lines.js';
import { splitDocument } from '../../src/format/split.js';
import { inReference } from '../helpers/messages.js';

const DOC = '---\nid: x\n---\n\n# Title\n\nText\n';

describe('splitDocument', () => {
  it('splits a canonical document', () => {
    const s = splitDocument(DOC, 'req');
    expect(s).toEqual({
      bom: false,
      eol: '\n',
      text: DOC,
      frontmatter: { start: 0, end: 13, line: 1, closeLine: 3, yaml: 'id: x\n', yamlStart: 4, yamlLine: 2 },
      body: { text: '# Title\n\nText', start: 15, end: 28, line: 5 },
      diagnostics: [],
      hasBlock: true,
    });
  });

  it('removes and remembers a BOM; offsets and lines ignore it', () => {
    const s = splitDocument(`\uFEFF${DOC}`, 'req');
    expect(s.bom).toBe(true);
    expect(s.text).toBe(DOC);
    expect(s.frontmatter?.start).toBe(0);
    expect(s.body).toEqual({ text: '# Title\n\nText', start: 15, end: 28, line: 5 });
  });

  it('handles CRLF: eol, yaml with its terminators, body end before trailing \\r\\n', () => {
    const text = '\uFEFF---\r\nid: x\r\n---\r\n\r\n# Title\r\n\r\n';
    const s = splitDocument(text, 'req');
    expect(s.eol).toBe('\r\n');
    expect(s.frontmatter).toEqual({
      start: 0,
      end: 15,
      line: 1,
      closeLine: 3,
      yaml: 'id: x\r\n',
      yamlStart: 5,
      yamlLine: 2,
    });
    expect(s.body).toEqual({ text: '# Title', start: 19, end: 26, line: 5 });
  });

  it('takes eol from the first line ending only', () => {
    expect(splitDocument('---\nid: x\r\n---\r\n# T', 'req').eol).toBe('\n');
    expect(splitDocument('---\r\nid: x\n---\n# T', 'req').eol).toBe('\r\n');
    expect(splitDocument('# T', 'adr').eol).toBe('\n');
  });

  it('accepts blank lines before the opening delimiter with a frontmatter-offset warning', () => {
    const s = splitDocument('\n  \t\n--- \t\nid: x\n---\n# T\n', 'tsk');
    expect(s.frontmatter?.line).toBe(3);
    expect(s.frontmatter?.closeLine).toBe(5);
    expect(s.body.line).toBe(6);
    expect(inReference(s.diagnostics)).toEqual([
      {
        code: 'frontmatter-offset',
        params: { type: 'tsk', openingLine: 3 },
        end: { line: 3, column: 6, documentLine: 3 },
        docs: 'docs/diagnostics.md#frontmatter-offset',
        severity: 'warning',
        message:
          "tsk frontmatter block starts at document line 3; remove the blank line(s) above it so that '---' is line 1",
        hint: "remove the blank line(s) above it so that '---' is line 1",
        field: '',
        line: 3,
        column: 1,
        documentLine: 3,
        channel: 'frontmatter',
      },
    ]);
  });

  it('reports missing-frontmatter for whole-body types and treats the text as body', () => {
    const s = splitDocument('\n\n  # Title\n', 'req');
    expect(s.frontmatter).toBeNull();
    expect(s.hasBlock).toBe(false);
    expect(s.body).toEqual({ text: '  # Title', start: 2, end: 11, line: 3 });
    expect(inReference(s.diagnostics)).toEqual([
      {
        code: 'missing-frontmatter',
        params: { type: 'req' },
        end: { line: 1, column: 1, documentLine: 1 },
        docs: 'docs/diagnostics.md#missing-frontmatter',
        severity: 'error',
        message: "req document has no frontmatter block; its first non-blank line must be '---'",
        hint: "its first non-blank line must be '---'",
        field: '',
        line: 1,
        column: 1,
        documentLine: 1,
        channel: 'frontmatter',
      },
    ]);
  });

  it('reports a missing block unless the block is optional', () => {
    expect(splitDocument('# ADR\n', 'adr').diagnostics.map((d) => d.code)).toEqual(['missing-frontmatter']);
    expect(splitDocument('# T\n', 'tsk', true).diagnostics).toEqual([]);
  });

  it('accepts an adr without a block', () => {
    const s = splitDocument('# ADR\n\n## Context\n', 'adr', true);
    expect(s.diagnostics).toEqual([]);
    expect(s.frontmatter).toBeNull();
    expect(s.body.text).toBe('# ADR\n\n## Context');
  });

  it('reports an unclosed block and takes the body from the start', () => {
    const text = '\n---\nid: x\n# Title\n';
    const s = splitDocument(text, 'req');
    expect(s.frontmatter).toBeNull();
    expect(s.hasBlock).toBe(true);
    expect(s.body).toEqual({ text: '---\nid: x\n# Title', start: 1, end: 18, line: 2 });
    expect(inReference(s.diagnostics).map((d) => [d.code, d.severity, d.line, d.column, d.field, d.message])).toEqual([
      [
        'frontmatter-offset',
        'warning',
        2,
        1,
        '',
        "req frontmatter block starts at document line 2; remove the blank line(s) above it so that '---' is line 1",
      ],
      [
        'frontmatter-unclosed',
        'error',
        2,
        1,
        '',
        "req frontmatter block opened at document line 2 is not closed by a '---' line",
      ],
    ]);
    expect(inReference(s.diagnostics)[1]?.hint).toBeUndefined();
    expect(splitDocument('---\n', 'adr').diagnostics.map((d) => d.code)).toEqual(['frontmatter-unclosed']);
  });

  it('only accepts `---` plus spaces or tabs as a delimiter line', () => {
    expect(splitDocument('--- x\nid: x\n---\n', 'req').diagnostics.map((d) => d.code)).toEqual([
      'missing-frontmatter',
    ]);
    expect(splitDocument('----\n', 'req').hasBlock).toBe(false);
    const s = splitDocument('---\nid: x\n---  \t\n# T', 'req');
    expect(s.frontmatter?.end).toBe(16);
    expect(s.body.text).toBe('# T');
  });

  it('keeps the body indentation and stops before trailing spaces, tabs, CR and LF', () => {
    const s = splitDocument('---\n---\n\n \t\n    code\n\nlast \t \r\n\n', 'req');
    expect(s.frontmatter?.yaml).toBe('');
    expect(s.frontmatter?.yamlStart).toBe(4);
    expect(s.body.text).toBe('    code\n\nlast');
    expect(s.body.line).toBe(5);
  });

  it('splits CR-only documents (old Mac line endings) like LF ones, with eol LF', () => {
    const s = splitDocument('---\rid: x\rstatus: draft\r---\r\r# T\rtext\r', 'req');
    expect(s.eol).toBe('\n');
    expect(s.diagnostics).toEqual([]);
    expect(s.frontmatter).toEqual({ start: 0, end: 27, line: 1, closeLine: 4, yaml: 'id: x\rstatus: draft\r', yamlStart: 4, yamlLine: 2 });
    expect(s.body).toEqual({ text: '# T\rtext', start: 29, end: 37, line: 6 });
  });

  it('counts document lines with every splitLines terminator', () => {
    const s = splitDocument('---\u2028id: x\u000b---\r# T', 'req');
    expect(s.frontmatter).toMatchObject({ line: 1, closeLine: 3, yaml: 'id: x\u000b', yamlLine: 2 });
    expect(s.body).toEqual({ text: '# T', start: 14, end: 17, line: 4 });
    expect(s.eol).toBe('\n');
  });

  it('gives an empty body at the end of the text, on the last line (never past it)', () => {
    expect(splitDocument('---\nid: x\n---\n\n', 'req').body).toEqual({ text: '', start: 15, end: 15, line: 4 });
    expect(splitDocument('---\nid: x\n---', 'req').body).toEqual({ text: '', start: 13, end: 13, line: 3 });
    expect(splitDocument('', 'adr').body).toEqual({ text: '', start: 0, end: 0, line: 1 });
    expect(splitDocument('', 'req').diagnostics.map((d) => d.code)).toEqual(['missing-frontmatter']);
  });

  it('never throws and keeps its invariants (property)', () => {
    const piece = fc.constantFrom('---', '--- ', '\t', ' ', 'id: x', '# T', 'a', '\uFEFF', '\u2028', '\u0085', '\v');
    const eol = fc.constantFrom('\n', '\r\n', '\r', '');
    const doc = fc.array(fc.tuple(piece, eol), { maxLength: 12 }).map((parts) => parts.map(([p, e]) => p + e).join(''));
    fc.assert(
      fc.property(fc.oneof(doc, fc.string({ unit: 'binary' })), fc.constantFrom('req', 'adr'), (text, type) => {
        const s = splitDocument(text, type);
        expect(s.text).toBe(s.bom ? text.slice(1) : text);
        expect(s.body.text).toBe(s.text.slice(s.body.start, s.body.end));
        if (s.frontmatter !== null) {
          const lines = splitLines(s.text);
          expect(lines[s.frontmatter.line - 1]).toMatch(/^---[ \t]*$/);
          expect(lines[s.frontmatter.closeLine - 1]).toMatch(/^---[ \t]*$/);
          expect(s.text.slice(s.frontmatter.yamlStart, s.frontmatter.yamlStart + s.frontmatter.yaml.length)).toBe(
            s.frontmatter.yaml,
          );
          expect(s.body.start).toBeGreaterThanOrEqual(s.frontmatter.end);
        }
        if (s.body.text !== '') {
          const first = splitLines(s.body.text)[0] ?? '';
          expect(first).not.toMatch(/^[ \t]*$/);
          expect(s.body.text).not.toMatch(/[ \t\r\n]$/);
          expect(splitLines(s.text)[s.body.line - 1]?.startsWith(first)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
