import { beforeAll, describe, expect, it } from 'vitest';
import { createRepository, memoryStorage, parse, validate } from '../../src/index.js';
import { assertValidDocument, specmgrMatchers } from '../../src/testing.js';
import { fixture, LEGACY_WARNING, RECENT_STUFF, STATUS_OPEN } from './fixtures.js';

beforeAll(() => {
  expect.extend(specmgrMatchers);
});

describe('toBeValidDocument (vitest expect.extend)', () => {
  it('passes for a valid document and fails for an invalid one, listing every diagnostic', () => {
    expect(fixture('tsk-valid')).toBeValidDocument('tsk');
    expect(() => expect(fixture('tsk-broken')).toBeValidDocument('tsk')).toThrow(
      ['expected the text to be a valid tsk document (strict mode), but it has 2 errors:', STATUS_OPEN, RECENT_STUFF].join('\n'),
    );
  });

  it('supports .not, with the message for that case', () => {
    expect(fixture('tsk-broken')).not.toBeValidDocument('tsk');
    expect(() => expect(fixture('tsk-valid')).not.toBeValidDocument('tsk')).toThrow(
      'expected the text not to be a valid tsk document (strict mode), but it is valid (warnings do not count; pass failOnWarnings: true to count them)',
    );
    expect(() => expect(fixture('tsk-valid')).not.toBeValidDocument('tsk', { failOnWarnings: true })).toThrow(
      /^expected the text not to be a valid tsk document \(strict mode, warnings fail\), but it is valid$/,
    );
  });

  it('takes the options of assertValidDocument: mode, language, path, failOnWarnings', () => {
    expect(fixture('tsk-legacy')).not.toBeValidDocument('tsk');
    expect(fixture('tsk-legacy')).toBeValidDocument('tsk', { mode: 'lenient' });
    expect(fixture('tsk-de')).toBeValidDocument('tsk', { language: 'de' });
    expect(() => expect(fixture('tsk-legacy')).toBeValidDocument('tsk', { mode: 'lenient', failOnWarnings: true, path: 'docs/tsk/kit.md' })).toThrow(
      ['expected docs/tsk/kit.md to be a valid tsk document (lenient mode, warnings fail), but it has 1 warning:', `docs/tsk/kit.md:${LEGACY_WARNING}`].join('\n'),
    );
  });

  it('refuses a received value that is not a text, and lets usage errors through', () => {
    expect(() => expect(parse('tsk', fixture('tsk-valid'))).toBeValidDocument('tsk')).toThrow(
      /^toBeValidDocument: the received value must be the document text \(a string\); got object \{/,
    );
    expect(() => expect('').toBeValidDocument('nope' as 'tsk')).toThrow(/unknown/i);
  });
});

describe('toHaveDiagnostic (vitest expect.extend)', () => {
  it('finds a diagnostic of a text by code and file line, and fails listing what there is', () => {
    expect(fixture('tsk-broken')).toHaveDiagnostic('heading-mismatch', { type: 'tsk', line: 17 });
    expect(fixture('tsk-broken')).toHaveDiagnostic('frontmatter-field', { type: 'tsk', line: 5, column: 1, severity: 'error' });
    expect(() => expect(fixture('tsk-broken')).toHaveDiagnostic('heading-mismatch', { type: 'tsk', line: 7 })).toThrow(
      ['expected a diagnostic heading-mismatch at line 7; found 2 errors:', `  ${STATUS_OPEN}`, `  ${RECENT_STUFF}`].join('\n'),
    );
  });

  it('matches severity, column and message when given', () => {
    const legacy = fixture('tsk-legacy');
    expect(legacy).toHaveDiagnostic('legacy-form', { type: 'tsk', mode: 'lenient', severity: 'warning', message: /date-only entry heading/ });
    expect(legacy).not.toHaveDiagnostic('legacy-form', { type: 'tsk', mode: 'lenient', severity: 'error' });
    expect(legacy).not.toHaveDiagnostic('legacy-form', { type: 'tsk', mode: 'lenient', column: 2 });
    expect(() => expect(legacy).toHaveDiagnostic('legacy-form', { type: 'tsk', mode: 'lenient', line: 19, column: 1, message: 'older form' })).toThrow(
      ['expected a diagnostic legacy-form at 19:1 with the message "older form"; found 1 warning:', `  ${LEGACY_WARNING}`].join('\n'),
    );
  });

  it('supports .not, listing the diagnostics that matched', () => {
    expect(fixture('tsk-valid')).not.toHaveDiagnostic('heading-mismatch', { type: 'tsk' });
    expect(() => expect(fixture('tsk-broken')).not.toHaveDiagnostic('heading-mismatch', { type: 'tsk' })).toThrow(
      ['expected no diagnostic heading-mismatch; found 1:', `  ${RECENT_STUFF}`].join('\n'),
    );
    expect(() => expect(fixture('tsk-valid')).toHaveDiagnostic('heading-mismatch', { type: 'tsk', severity: 'error' })).toThrow(
      /^expected a diagnostic heading-mismatch with severity error; found no problems$/,
    );
  });

  it('takes a parse result, a validate result, a diagnostic array and a DocumentAssertionError', () => {
    const broken = fixture('tsk-broken');
    expect(parse('tsk', broken)).toHaveDiagnostic('heading-mismatch', { line: 17 });
    expect(parse('tsk', broken).diagnostics).toHaveDiagnostic('frontmatter-field');
    expect(validate('tsk', broken, { full: true })).toHaveDiagnostic('heading-mismatch', { line: 17 });
    let failure: unknown;
    try {
      assertValidDocument('tsk', broken);
    } catch (error) {
      failure = error;
    }
    expect(failure).toHaveDiagnostic('frontmatter-field', { line: 5 });
  });

  it('takes a link check and a check report, matching and showing the path', async () => {
    const text = fixture('tsk-valid').replace('Write the matchers', 'Write the matchers for REQ 4f2a0000-0000-4000-8000-00000000000a');
    const repo = createRepository({ storage: memoryStorage({ 'docs/tsk/kit.md': text }) });
    const links = await repo.checkLinks();
    expect(links).toHaveDiagnostic('dangling-reference', { path: 'docs/tsk/kit.md', line: 15, column: 38, severity: 'error' });
    expect(links).toHaveDiagnostic('dangling-reference', { path: '/docs/tsk/kit.md', message: 'No requirement found with id "4f2a0000-0000-4000-8000-00000000000a".' });
    expect(links).not.toHaveDiagnostic('dangling-reference', { path: 'tsk/kit.md/x' });
    expect(links).not.toHaveDiagnostic('dangling-reference', { path: 'docs/tsk/other.md' });
    const report = {
      files: [
        { path: 'docs/req/a.md', type: 'req', id: null, findings: [] },
        {
          path: 'docs/tsk/kit.md',
          type: 'tsk',
          id: '0b6c2f1e-4d7a-4e39-9a15-2c8e7f3d5a61',
          findings: [{ path: 'docs/tsk/kit.md', line: 15, column: 27, severity: 'warning' as const, code: 'dangling-reference', message: 'No requirement 4f2a….', source: 'links' as const }],
        },
      ],
      summary: { files: 2, errors: 0, warnings: 1, infos: 0 },
    };
    expect(report).toHaveDiagnostic('dangling-reference', { path: 'docs/tsk/kit.md', line: 15, column: 27 });
    expect(report.files[1]).toHaveDiagnostic('dangling-reference', { severity: 'warning' });
    const noCollections = { path: '', line: 1, column: 1, severity: 'warning' as const, code: 'no-collections', message: 'No collection folder.', source: 'tree' as const };
    expect({ ...report, tree: [noCollections] }).toHaveDiagnostic('no-collections', { path: '' });
    expect(report).not.toHaveDiagnostic('no-collections');
    expect(() => expect({ ...report, files: [], tree: [noCollections] }).not.toHaveDiagnostic('no-collections')).toThrow(
      ['expected no diagnostic no-collections; found 1:', '  1:1  warning  No collection folder.  [no-collections]'].join('\n'),
    );
    expect(() => expect(report).toHaveDiagnostic('duplicate-id')).toThrow(
      ['expected a diagnostic duplicate-id; found 1 warning:', '  docs/tsk/kit.md:15:27  warning  No requirement 4f2a….  [dangling-reference]'].join('\n'),
    );
  });

  it('lists at most 20 problems in a failure message, then counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ code: 'value-pattern', severity: 'error' as const, line: i + 1, column: 1, message: `Problem ${i + 1}.` }));
    const message = specmgrMatchers.toHaveDiagnostic(many, 'value-pattern', { line: 30 }).message();
    const lines = message.split('\n');
    expect(lines[0]).toBe('expected a diagnostic value-pattern at line 30; found 25 errors:');
    expect(lines.slice(1, 3)).toEqual(['  1:1  error  Problem 1.  [value-pattern]', '  2:1  error  Problem 2.  [value-pattern]']);
    expect(lines[20]).toBe('  20:1  error  Problem 20.  [value-pattern]');
    expect(lines.slice(21)).toEqual(['  … and 5 more']);
  });

  it('refuses a text without a type and values of no known shape', () => {
    expect(() => expect(fixture('tsk-valid')).toHaveDiagnostic('heading-mismatch')).toThrow(
      "toHaveDiagnostic: the received value is a text, so the options need the document type to parse it as, e.g. { type: 'tsk' }",
    );
    expect(() => expect(42).toHaveDiagnostic('heading-mismatch')).toThrow(
      'toHaveDiagnostic: the received value must be the document text (with { type } in the options), a parse or validate result, an array of diagnostics, a link-check result, or a check report or one of its files; got number 42',
    );
    expect(() => expect([{ code: 'x' }]).toHaveDiagnostic('x')).toThrow(
      'toHaveDiagnostic: item 0 of the received problems is not a diagnostic (it needs code, severity, line, column and message); got object {"code":"x"}',
    );
  });
});

describe('the matchers called as jest calls them', () => {
  // jest calls a matcher with its matcher context as `this` and reads { pass, message }.
  const jestContext = { isNot: false, promise: '', utils: {}, equals: () => false };

  it('toBeValidDocument returns pass and a message for either outcome', () => {
    const passed = specmgrMatchers.toBeValidDocument.call(jestContext, fixture('tsk-valid'), 'tsk');
    expect(passed.pass).toBe(true);
    expect(passed.message()).toBe('expected the text not to be a valid tsk document (strict mode), but it is valid (warnings do not count; pass failOnWarnings: true to count them)');
    const failed = specmgrMatchers.toBeValidDocument.call({ ...jestContext, isNot: true }, fixture('tsk-broken'), 'tsk');
    expect(failed.pass).toBe(false);
    expect(failed.message()).toBe(['expected the text to be a valid tsk document (strict mode), but it has 2 errors:', STATUS_OPEN, RECENT_STUFF].join('\n'));
  });

  it('toHaveDiagnostic returns pass and a message for either outcome', () => {
    const found = specmgrMatchers.toHaveDiagnostic.call(jestContext, fixture('tsk-broken'), 'frontmatter-field', { type: 'tsk' });
    expect(found).toEqual({ pass: true, message: expect.any(Function) });
    expect(found.message()).toBe(['expected no diagnostic frontmatter-field; found 1:', `  ${STATUS_OPEN}`].join('\n'));
    const missing = specmgrMatchers.toHaveDiagnostic.call(jestContext, [], 'frontmatter-field');
    expect(missing.pass).toBe(false);
    expect(missing.message()).toBe('expected a diagnostic frontmatter-field; found no problems');
  });
});
