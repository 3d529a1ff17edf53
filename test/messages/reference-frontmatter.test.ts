// The reference texts of the split, YAML and frontmatter codes, built from params
// (moved from test/diagnostics/frontmatter-messages.test.ts with every expectation).
import { describe, it, expect } from 'vitest';
import type { DiagnosticPlace, DiagnosticParamsByCode, FrontmatterFieldProblem } from '../../src/diagnostics/index.js';
import { frontmatterLocation, frontmatterReference } from '../../src/messages/reference/frontmatter.js';
import { pythonView } from '../../src/messages/reference/python-view.js';
import { renderValue } from '../../src/messages/reference/python-repr.js';

function at(line: number, field = '', column = 1): DiagnosticPlace {
  return { channel: 'frontmatter', field, line, column, documentLine: line, end: { line, column: column + 1, documentLine: line } };
}

function field(type: string, key: string, line: number, problem: FrontmatterFieldProblem): string {
  const params: DiagnosticParamsByCode['frontmatter-field'] = { type, key, problem };
  return frontmatterReference['frontmatter-field'](params, at(line, key)).message;
}

describe('split messages', () => {
  it('missing-frontmatter', () => {
    expect(frontmatterReference['missing-frontmatter']({ type: 'tsk' }, at(1))).toEqual({
      message: "tsk document has no frontmatter block; its first non-blank line must be '---'",
      hint: "its first non-blank line must be '---'",
    });
  });

  it('frontmatter-unclosed has no hint', () => {
    expect(frontmatterReference['frontmatter-unclosed']({ type: 'req', openingLine: 3 }, at(3))).toEqual({
      message: "req frontmatter block opened at document line 3 is not closed by a '---' line",
    });
  });

  it('frontmatter-offset', () => {
    expect(frontmatterReference['frontmatter-offset']({ type: 'sop', openingLine: 4 }, at(4))).toEqual({
      message: "sop frontmatter block starts at document line 4; remove the blank line(s) above it so that '---' is line 1",
      hint: "remove the blank line(s) above it so that '---' is line 1",
    });
  });

  it('yaml-syntax names the frontmatter block with the diagnostic position', () => {
    expect(frontmatterReference['yaml-syntax']({ type: 'req', problem: 'did not find expected key' }, at(3))).toEqual({
      message: 'did not find expected key\n  in "the frontmatter block", line 3, column 1',
    });
  });
});

describe('frontmatterLocation', () => {
  it('names the key and its document line', () => {
    expect(frontmatterLocation('req', 'created', 4)).toBe("req frontmatter block, field 'created' (document line 4)");
  });

  it('leaves the line out when the key is absent', () => {
    expect(frontmatterLocation('req', 'id', undefined)).toBe("req frontmatter block, field 'id'");
  });

  it('renders the key as a Python repr', () => {
    expect(frontmatterLocation('dec', "owner's", 2)).toBe(`dec frontmatter block, field "owner's" (document line 2)`);
  });
});

describe('frontmatter field messages', () => {
  it('a required field', () => {
    expect(field('tsk', 'id', 1, { kind: 'required' })).toBe("tsk frontmatter block, field 'id': field required");
  });

  it('a status outside the vocabulary', () => {
    expect(field('tsk', 'status', 5, { kind: 'not-one-of', expected: ['draft', 'active', 'done', 'cancelled'], received: 'open' })).toBe(
      "tsk frontmatter block, field 'status' (document line 5): status must be one of ['active', 'cancelled', 'done', 'draft'], got 'open'",
    );
  });

  it('an impossible timestamp', () => {
    const params: DiagnosticParamsByCode['invalid-timestamp'] = {
      channel: 'frontmatter', type: 'req', key: 'updated', received: '2026-04-31T10:00:00.000Z', problem: 'impossible',
    };
    expect(frontmatterReference['invalid-timestamp'](params, at(8, 'updated')).message).toBe(
      "req frontmatter block, field 'updated' (document line 8): created/updated '2026-04-31T10:00:00.000Z' names an impossible date or time",
    );
  });

  it('a block that is not a mapping', () => {
    expect(frontmatterReference['frontmatter-field']({ type: 'req', key: '', problem: { kind: 'not-a-mapping', received: 'sequence' } }, at(1))).toEqual({
      message: 'req frontmatter block (document line 1): the block must be a YAML mapping, got a sequence',
    });
    expect(field('gol', '', 2, { kind: 'not-a-mapping', received: 'scalar' })).toBe(
      'gol frontmatter block (document line 2): the block must be a YAML mapping, got a scalar',
    );
  });

  it('frontmatter-type-mismatch', () => {
    expect(frontmatterReference['frontmatter-type-mismatch']({ type: 'req', expected: 'req', received: 'tsk' }, at(6, 'type'))).toEqual({
      message: "req frontmatter block, field 'type' (document line 6): type must be 'req', got 'tsk'",
    });
    expect(frontmatterReference['frontmatter-type-mismatch']({ type: 'req', expected: 'req', received: 7 }, at(6, 'type')).message).toBe(
      "req frontmatter block, field 'type' (document line 6): type must be 'req', got 7",
    );
  });

  it('version-unsupported', () => {
    expect(frontmatterReference['version-unsupported']({ type: 'req', received: '2.0.0' }, at(8, 'version'))).toEqual({
      message:
        "req frontmatter block, field 'version' (document line 8): version '2.0.0' is not supported; expected '1.<minor>.<patch>'",
    });
    expect(frontmatterReference['version-unsupported']({ type: 'adr', received: null }, at(3, 'version')).message).toBe(
      "adr frontmatter block, field 'version' (document line 3): version None is not supported; expected '1.<minor>.<patch>'",
    );
  });
});

describe('causes', () => {
  const cause = (problem: FrontmatterFieldProblem, key = 'status'): string => field('tsk', key, 1, problem).replace(/^.*?\(document line 1\): /, '');

  it('a required field', () => {
    expect(field('tsk', 'id', 1, { kind: 'required' }).endsWith(': field required')).toBe(true);
  });

  it('sorts the status vocabulary by code point and does not modify it', () => {
    const vocabulary = ['open', 'mitigating', 'accepted', 'occurred', 'closed', 'dropped'];
    expect(cause({ kind: 'not-one-of', expected: vocabulary, received: 'Open' })).toBe(
      "status must be one of ['accepted', 'closed', 'dropped', 'mitigating', 'occurred', 'open'], got 'Open'",
    );
    expect(vocabulary[0]).toBe('open');
  });

  it('renders a non-string status value', () => {
    expect(cause({ kind: 'not-one-of', expected: ['b', 'a'], received: true })).toBe("status must be one of ['a', 'b'], got True");
  });

  it('a value that is not a string', () => {
    expect(cause({ kind: 'not-a-string', nullable: false, received: 3 }, 'type')).toBe('expected a string, got 3');
    expect(cause({ kind: 'not-a-string', nullable: true, received: ['x'] }, 'id')).toBe("expected a string or null, got ['x']");
    expect(cause({ kind: 'not-a-string', nullable: true, received: false }, 'id')).toBe('expected a string or null, got False');
  });

  it('a timestamp of the wrong shape', () => {
    const params: DiagnosticParamsByCode['invalid-timestamp'] = { channel: 'frontmatter', type: 'req', key: 'created', received: '2026-08-27', problem: 'shape' };
    expect(frontmatterReference['invalid-timestamp'](params, at(1, 'created')).message.replace(/^.*?\(document line 1\): /, '')).toBe(
      "created/updated '2026-08-27' must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset",
    );
  });

  it('an impossible timestamp', () => {
    const params: DiagnosticParamsByCode['invalid-timestamp'] = {
      channel: 'frontmatter', type: 'req', key: 'created', received: '2026-13-01 10:00:00.000Z', problem: 'impossible',
    };
    expect(frontmatterReference['invalid-timestamp'](params, at(1, 'created')).message.replace(/^.*?\(document line 1\): /, '')).toBe(
      "created/updated '2026-13-01 10:00:00.000Z' names an impossible date or time",
    );
  });

  it('an impossible timestamp in the body', () => {
    const place: DiagnosticPlace = { ...at(4, 'Task > RecentUpdates > UpdateEntry > timestamp'), channel: 'body', documentLine: 11 };
    expect(frontmatterReference['invalid-timestamp']({ channel: 'body', received: '2026-02-30 10:00:00.000Z', problem: 'impossible' }, place).message).toBe(
      "Task > RecentUpdates > UpdateEntry > timestamp (body line 4): '2026-02-30 10:00:00.000Z' names an impossible date or time",
    );
  });
});

describe('pythonView: the reference view of a value, re-read from its source', () => {
  it('keeps YAML floats floats', () => {
    expect(renderValue(pythonView(1, '1.0'))).toBe('1.0');
    expect(renderValue(pythonView(1000, '1e3'))).toBe('1000.0');
    expect(renderValue(pythonView({ a: 1000, b: ['x', null] }, '{a: 1e3, b: [x, ~]}'))).toBe("{'a': 1000.0, 'b': ['x', None]}");
  });

  it('reads a block collection that started mid-line', () => {
    expect(renderValue(pythonView({ a: 1, b: 2 }, 'a: 1.0\n  b: 2\n'))).toBe("{'a': 1.0, 'b': 2}");
    expect(renderValue(pythonView([1], '- 1.5\n  '))).toBe('[1.5]');
  });

  it('keeps non-string keys and non-finite floats', () => {
    expect(renderValue(pythonView({ 1: 'x' }, '{1: x}'))).toBe("{1: 'x'}");
    expect(renderValue(pythonView('.inf', '.inf'))).toBe('inf');
  });

  it('falls back to the model value when the text does not read back or disagrees', () => {
    expect(renderValue(pythonView(1, undefined))).toBe('1');
    expect(renderValue(pythonView([1], '[*undefined'))).toBe('[1]');
    expect(renderValue(pythonView('1', '1'))).toBe("'1'");
  });
});
