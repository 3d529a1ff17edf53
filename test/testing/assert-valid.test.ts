import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ParsedDocument, TaskBody } from '../../src/index.js';
import { SpecmgrError, UsageError } from '../../src/index.js';
import { assertValidDocument, DocumentAssertionError } from '../../src/testing.js';
import { fixture, LEGACY_WARNING, RECENT_STUFF, STATUS_OPEN } from './fixtures.js';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('assertValidDocument', () => {
  it('returns the parsed document, typed for the type', () => {
    const document = assertValidDocument('tsk', fixture('tsk-valid'));
    expectTypeOf(document.body).toEqualTypeOf<TaskBody>();
    expectTypeOf(document).toMatchTypeOf<ParsedDocument>();
    expect(document.frontmatter.status).toBe('active');
    expect(document.body.tasks.items.map((task) => task.checked)).toEqual([true, false]);
  });

  it('throws a DocumentAssertionError whose message is a summary and every diagnostic as a line', () => {
    const error = thrownBy(() => assertValidDocument('tsk', fixture('tsk-broken')));
    expect(error).toBeInstanceOf(DocumentAssertionError);
    expect(error).not.toBeInstanceOf(SpecmgrError);
    const failure = error as DocumentAssertionError;
    expect(failure.message).toBe(['not a valid tsk document (strict mode): 2 errors', STATUS_OPEN, RECENT_STUFF].join('\n'));
    expect(failure).toMatchObject({ name: 'DocumentAssertionError', code: 'invalid-document', type: 'tsk', path: undefined });
    expect(failure.diagnostics.map((d) => d.code)).toEqual(['frontmatter-field', 'heading-mismatch']);
  });

  it('puts the path in front of every line when it is given', () => {
    const error = thrownBy(() => assertValidDocument('tsk', fixture('tsk-broken'), { path: 'docs/tsk/tsk-1-kit.md' })) as DocumentAssertionError;
    expect(error.message).toBe(
      ['docs/tsk/tsk-1-kit.md: not a valid tsk document (strict mode): 2 errors', `docs/tsk/tsk-1-kit.md:${STATUS_OPEN}`, `docs/tsk/tsk-1-kit.md:${RECENT_STUFF}`].join('\n'),
    );
    expect(error.path).toBe('docs/tsk/tsk-1-kit.md');
  });

  it('is strict by default and accepts older forms with mode lenient, keeping the warning', () => {
    const strict = thrownBy(() => assertValidDocument('tsk', fixture('tsk-legacy'))) as DocumentAssertionError;
    expect(strict.message.split('\n')[0]).toBe('not a valid tsk document (strict mode): 1 error');
    expect(strict.diagnostics.map((d) => d.code)).toEqual(['heading-mismatch']);
    const lenient = assertValidDocument('tsk', fixture('tsk-legacy'), { mode: 'lenient' });
    expect(lenient.body.recentUpdates.entries).toHaveLength(1);
  });

  it('fails on warnings with failOnWarnings, saying so', () => {
    const error = thrownBy(() => assertValidDocument('tsk', fixture('tsk-legacy'), { mode: 'lenient', failOnWarnings: true })) as DocumentAssertionError;
    expect(error.message).toBe(['not a valid tsk document (lenient mode, warnings fail): 1 warning', LEGACY_WARNING].join('\n'));
    expect(assertValidDocument('tsk', fixture('tsk-valid'), { failOnWarnings: true }).frontmatter.type).toBe('tsk');
  });

  it('reads the headings of the language given', () => {
    expect(() => assertValidDocument('tsk', fixture('tsk-de'))).toThrow(DocumentAssertionError);
    expect(assertValidDocument('tsk', fixture('tsk-de'), { language: 'de' }).body.title).toBe('Ship the Testing Kit');
  });

  it('words and lays out the lines in the messages profile', () => {
    const error = thrownBy(() => assertValidDocument('tsk', fixture('tsk-broken'), { messages: 'reference', path: 'a.md' })) as DocumentAssertionError;
    expect(error.message).toBe(
      [
        'a.md: not a valid tsk document (strict mode): 2 errors',
        "a.md: error frontmatter-field 5:1 tsk frontmatter block, field 'status' (document line 5): status must be one of ['active', 'cancelled', 'done', 'draft'], got 'open'",
        "a.md: error heading-mismatch 17:1 Task > RecentUpdates (body line 7): expected heading 'Recent Updates', got heading 'Recent Stuff'",
      ].join('\n'),
    );
  });

  it('refuses wrong arguments with a usage error naming the argument', () => {
    expect(() => assertValidDocument('nope' as 'tsk', fixture('tsk-valid'))).toThrow(UsageError);
    expect(() => assertValidDocument('tsk', 12 as unknown as string)).toThrow(new UsageError('invalid-arguments', 'assertValidDocument: argument "text" must be a string, got number 12'));
    expect(() => assertValidDocument('tsk', '', { path: 3 as unknown as string })).toThrow('assertValidDocument: option "path" must be a string, got number 3');
    expect(() => assertValidDocument('tsk', '', { strict: true } as never)).toThrow(/^assertValidDocument: unknown option "strict"; known options: mode, language, languages, limits, messages, path, failOnWarnings$/);
    expect(() => assertValidDocument('tsk', '', { mode: 'loose' as 'strict' })).toThrow(UsageError);
  });
});
