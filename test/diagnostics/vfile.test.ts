import { describe, it, expect } from 'vitest';
import { VFileMessage } from 'vfile-message';
import { toVFileMessages } from '../../src/diagnostics/index.js';
import type { Diagnostic } from '../../src/diagnostics/index.js';

const error: Diagnostic = {
  code: 'empty-content',
  severity: 'error',
  channel: 'body',
  field: 'Task > RecentUpdates > UpdateEntry > content',
  message:
    'Task > RecentUpdates > UpdateEntry > content (body line 5): content is blank; write at least one line below the heading',
  hint: 'write at least one line below the heading',
  line: 5,
  column: 2,
  documentLine: 14,
  end: { line: 5, column: 3, documentLine: 14 },
  docs: 'docs/diagnostics.md#empty-content',
  params: { heading: '### 2026-08-15 00:00:00.000Z - Kickoff' },
};

const warning: Diagnostic = {
  code: 'frontmatter-offset',
  severity: 'warning',
  channel: 'frontmatter',
  field: '',
  message: "req frontmatter block starts at document line 2; remove the blank line(s) above it so that '---' is line 1",
  line: 2,
  column: 1,
  documentLine: 2,
  end: { line: 2, column: 4, documentLine: 2 },
  docs: 'docs/diagnostics.md#frontmatter-offset',
  params: { type: 'req', openingLine: 2 },
};

describe('toVFileMessages', () => {
  it('converts an error at its document line', () => {
    const [m] = toVFileMessages([error]);
    expect(m).toBeInstanceOf(VFileMessage);
    expect(m?.reason).toBe(error.message);
    expect(m?.message).toBe(error.message);
    expect(m?.line).toBe(14);
    expect(m?.column).toBe(2);
    expect(m?.place).toEqual({ start: { line: 14, column: 2 }, end: { line: 14, column: 3 } });
    expect(m?.name).toBe('14:2-14:3');
    expect(m?.ruleId).toBe('empty-content');
    expect(m?.source).toBe('specmgr');
    expect(m?.fatal).toBe(true);
    expect(m?.note).toBe('write at least one line below the heading');
  });

  it('marks warnings non-fatal and infos null, and leaves note unset without a hint', () => {
    const info: Diagnostic = { ...warning, severity: 'info' };
    const [w, i] = toVFileMessages([warning, info]);
    expect(w?.fatal).toBe(false);
    expect(w?.note).toBeUndefined();
    expect(i?.fatal).toBeNull();
  });

  it('keeps the order and count of the input', () => {
    const messages = toVFileMessages([warning, error, warning]);
    expect(messages.map((m) => m.ruleId)).toEqual(['frontmatter-offset', 'empty-content', 'frontmatter-offset']);
    expect(toVFileMessages([])).toEqual([]);
  });

  it('links the docs anchor as url, optionally after a base', () => {
    expect(toVFileMessages([error])[0]?.url).toBe('docs/diagnostics.md#empty-content');
    expect(toVFileMessages([error], { docsBase: 'https://example.org/specmgr/' })[0]?.url).toBe(
      'https://example.org/specmgr/docs/diagnostics.md#empty-content',
    );
  });

  it('carries code, field, channel and params as data, and allowed values as expected', () => {
    const vocabulary: Diagnostic = {
      ...error,
      code: 'value-vocabulary',
      params: { value: 'maybe', expected: ['yes', 'no'] },
    };
    const [m, w] = toVFileMessages([vocabulary, warning]);
    expect(m?.data).toEqual({ code: 'value-vocabulary', field: error.field, channel: 'body', params: { value: 'maybe', expected: ['yes', 'no'] } });
    expect(m?.expected).toEqual(['yes', 'no']);
    expect(w?.data.params).toEqual({ type: 'req', openingLine: 2 });
    expect(w?.expected).toBeUndefined();
  });

  it('spans several lines when the diagnostic does', () => {
    const spanning: Diagnostic = { ...error, end: { line: 7, column: 1, documentLine: 16 } };
    expect(toVFileMessages([spanning])[0]?.place).toEqual({ start: { line: 14, column: 2 }, end: { line: 16, column: 1 } });
  });

  it('sets the file only when given', () => {
    expect(toVFileMessages([error], { file: 'docs/tsk/tsk-1.md' })[0]?.file).toBe('docs/tsk/tsk-1.md');
    expect(toVFileMessages([error])[0]?.file).toBe('');
  });
});
