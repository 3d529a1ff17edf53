import { describe, expect, it } from 'vitest';
import { parseBody } from '../../../src/format/markdown/parse-body.js';
import { findRawHtml } from '../../../src/format/markdown/raw-html.js';

function found(body: string): { kind: string; firstLine: string; line: number | undefined } | undefined {
  const html = findRawHtml(parseBody(body));
  return html && { kind: html.kind, firstLine: html.firstLine, line: html.node.position?.start.line };
}

describe('findRawHtml', () => {
  it('reports inline HTML in phrasing content as html_inline', () => {
    expect(found('Some <b>bold</b> text')).toEqual({ kind: 'html_inline', firstLine: '<b>', line: 1 });
    expect(found('# T\n\na *<i>x</i>*')).toEqual({ kind: 'html_inline', firstLine: '<i>', line: 3 });
    expect(found('[l <span>](u)')).toEqual({ kind: 'html_inline', firstLine: '<span>', line: 1 });
    expect(found('## Title <br>')).toEqual({ kind: 'html_inline', firstLine: '<br>', line: 1 });
  });

  it('reports HTML blocks as html_block with their first line', () => {
    expect(found('# T\n\n<div>\nx\n</div>')).toEqual({ kind: 'html_block', firstLine: '<div>', line: 3 });
    expect(found('> <div class="a">\r\n> y')).toEqual({ kind: 'html_block', firstLine: '<div class="a">', line: 1 });
    expect(found('- item\n\n  <custom-tag>')).toEqual({ kind: 'html_block', firstLine: '<custom-tag>', line: 3 });
  });

  it('allows comments inline and as blocks', () => {
    expect(found('text <!-- c --> and <!--x-->\n\n<!-- block\n# inside\n-->\n\n  <!-- indented -->')).toBeUndefined();
  });

  it('reports the first raw HTML in document order', () => {
    expect(found('<!-- ok -->\n\npara <em>x</em>\n\n<div>')).toEqual({ kind: 'html_inline', firstLine: '<em>', line: 3 });
    expect(found('x <!-- c\n  more --> <em>')).toEqual({ kind: 'html_inline', firstLine: '<em>', line: 2 });
  });

  it('does not treat autolinks as HTML', () => {
    expect(found('<https://example.com> and <mail@example.com>')).toBeUndefined();
  });
});
