import { describe, it, expect } from 'vitest';
import {
  causeExpectedString,
  causeFieldRequired,
  causeStatus,
  causeTimestampImpossible,
  causeTimestampShape,
  frontmatterField,
  frontmatterLocation,
  frontmatterOffset,
  frontmatterTypeMismatch,
  frontmatterUnclosed,
  missingFrontmatter,
  notMapping,
  versionUnsupported,
  yamlSyntax,
} from '../../src/diagnostics/index.js';

describe('split messages', () => {
  it('missingFrontmatter', () => {
    expect(missingFrontmatter('tsk')).toEqual({
      message: "tsk document has no frontmatter block; its first non-blank line must be '---'",
      hint: "its first non-blank line must be '---'",
    });
  });

  it('frontmatterUnclosed has no hint', () => {
    expect(frontmatterUnclosed('req', 3)).toEqual({
      message: "req frontmatter block opened at document line 3 is not closed by a '---' line",
    });
  });

  it('frontmatterOffset', () => {
    expect(frontmatterOffset('sop', 4)).toEqual({
      message: "sop frontmatter block starts at document line 4; remove the blank line(s) above it so that '---' is line 1",
      hint: "remove the blank line(s) above it so that '---' is line 1",
    });
  });

  it('yamlSyntax passes the prepared text through', () => {
    const text =
      'while parsing a flow sequence\n  in "the frontmatter block", line 3, column 9\n' +
      "did not find expected ',' or ']'\n  in \"the frontmatter block\", line 4, column 1";
    expect(yamlSyntax(text)).toEqual({ message: text });
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
  it('frontmatterField with a required field', () => {
    expect(frontmatterField('tsk', 'id', undefined, causeFieldRequired())).toEqual({
      message: "tsk frontmatter block, field 'id': field required",
    });
  });

  it('frontmatterField with a status cause', () => {
    expect(frontmatterField('tsk', 'status', 5, causeStatus(['draft', 'active', 'done', 'cancelled'], 'open'))).toEqual({
      message:
        "tsk frontmatter block, field 'status' (document line 5): status must be one of ['active', 'cancelled', 'done', 'draft'], got 'open'",
    });
  });

  it('frontmatterField with a timestamp cause', () => {
    expect(frontmatterField('req', 'updated', 8, causeTimestampImpossible('2026-04-31T10:00:00.000Z')).message).toBe(
      "req frontmatter block, field 'updated' (document line 8): created/updated '2026-04-31T10:00:00.000Z' names an impossible date or time",
    );
  });

  it('notMapping', () => {
    expect(notMapping('req', 1, 'sequence')).toEqual({
      message: 'req frontmatter block (document line 1): the block must be a YAML mapping, got a sequence',
    });
    expect(notMapping('gol', 2, 'scalar').message).toBe(
      'gol frontmatter block (document line 2): the block must be a YAML mapping, got a scalar',
    );
  });

  it('frontmatterTypeMismatch', () => {
    expect(frontmatterTypeMismatch('req', 6, 'tsk')).toEqual({
      message: "req frontmatter block, field 'type' (document line 6): type must be 'req', got 'tsk'",
    });
    expect(frontmatterTypeMismatch('req', 6, 7).message).toBe(
      "req frontmatter block, field 'type' (document line 6): type must be 'req', got 7",
    );
  });

  it('versionUnsupported', () => {
    expect(versionUnsupported('req', 8, '2.0.0')).toEqual({
      message:
        "req frontmatter block, field 'version' (document line 8): version '2.0.0' is not supported; expected '1.<minor>.<patch>'",
    });
    expect(versionUnsupported('adr', 3, null).message).toBe(
      "adr frontmatter block, field 'version' (document line 3): version None is not supported; expected '1.<minor>.<patch>'",
    );
  });
});

describe('causes', () => {
  it('causeFieldRequired', () => {
    expect(causeFieldRequired()).toBe('field required');
  });

  it('causeStatus sorts the vocabulary by code point and does not modify it', () => {
    const vocabulary = ['open', 'mitigating', 'accepted', 'occurred', 'closed', 'dropped'];
    expect(causeStatus(vocabulary, 'Open')).toBe(
      "status must be one of ['accepted', 'closed', 'dropped', 'mitigating', 'occurred', 'open'], got 'Open'",
    );
    expect(vocabulary[0]).toBe('open');
  });

  it('causeStatus renders a non-string value', () => {
    expect(causeStatus(['b', 'a'], true)).toBe("status must be one of ['a', 'b'], got True");
  });

  it('causeExpectedString', () => {
    expect(causeExpectedString(3, false)).toBe('expected a string, got 3');
    expect(causeExpectedString(['x'], true)).toBe("expected a string or null, got ['x']");
    expect(causeExpectedString(false, true)).toBe('expected a string or null, got False');
  });

  it('causeTimestampShape', () => {
    expect(causeTimestampShape('2026-08-27')).toBe(
      "created/updated '2026-08-27' must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset",
    );
  });

  it('causeTimestampImpossible', () => {
    expect(causeTimestampImpossible('2026-13-01 10:00:00.000Z')).toBe(
      "created/updated '2026-13-01 10:00:00.000Z' names an impossible date or time",
    );
  });
});
