import { describe, expect, it } from 'vitest';
import { defaultErrorText, errorText } from '../../../src/errors/index.js';
import { checkEdit } from '../../../src/format/frontmatter/edit-check.js';
import { FrontmatterEditError } from '../../../src/format/frontmatter/edit.js';
import { referenceMessages } from '../../../src/messages/index.js';

describe('refused in-place frontmatter edits carry a reason', () => {
  it('an edit that would also change an aliased key', () => {
    const problem = checkEdit('a: &x 1\nb: *x\n', 'a: 2\nb: *x\n', { a: '2' });
    expect(problem).toEqual({ reason: 'frontmatter-edit-alias', params: { key: 'b' } });
    if (problem === null || typeof problem === 'string') throw new Error('expected a reason');
    const error = new FrontmatterEditError(defaultErrorText(problem.reason, problem.params), problem);
    expect(error).toMatchObject({ code: 'frontmatter-not-editable', reason: 'frontmatter-edit-alias', params: { key: 'b' } });
    expect(error.message).toBe(
      'the frontmatter cannot be edited in place: the edit would also change the key "b", which refers to the edited value through a YAML alias; write that value out instead of the alias and retry',
    );
    expect(errorText(error, referenceMessages.errors)).toBe(
      "frontmatter YAML cannot be edited in place: the edit would also change key 'b'; write its value out instead of an alias and retry",
    );
  });

  it('an edit whose key does not read back as written', () => {
    const problem = checkEdit('a: x\n', 'a: y\n', { a: 'z' });
    expect(problem).toEqual({ reason: 'frontmatter-edit-read-back', params: { key: 'a', value: 'z' } });
    if (problem === null || typeof problem === 'string') throw new Error('expected a reason');
    expect(defaultErrorText(problem.reason, problem.params)).toBe(
      'the frontmatter cannot be edited in place: the key "a" would not read back as "z"; write the block out by hand',
    );
    expect(errorText(new FrontmatterEditError("", problem), referenceMessages.errors)).toBe("frontmatter YAML cannot be edited in place: key 'a' does not read back as 'z'");
  });
});
