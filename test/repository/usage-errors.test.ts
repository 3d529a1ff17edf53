import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors/index.js';
import { availableLanguages } from '../../src/i18n/registry.js';
import { createRepository } from '../../src/repository/index.js';
import { inReferenceWords, referenceText } from '../helpers/usage-error.js';
import { failingStorage, ID } from './helpers/fixtures.js';

const ALL_WHOLE_BODY = 'req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs';

async function usageError(run: () => unknown): Promise<UsageError> {
  let caught: unknown;
  try {
    await run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(UsageError);
  return caught as UsageError;
}

// Every case runs against a storage that throws on any call and records it:
// usage errors must be raised before the first storage access.
function check(name: string, run: (repo: ReturnType<typeof createRepository>) => unknown, code: string, message: string): void {
  it(name, async () => {
    const { storage, calls } = failingStorage();
    const repo = createRepository({ storage, messages: 'reference' });
    const error = await usageError(() => run(repo));
    expect({ code: error.code, message: referenceText(error) }).toEqual({ code, message });
    expect(calls).toEqual([]);
  });
}

describe('§10.6 id, target and type validation, before any storage access', () => {
  check('empty id', (r) => r.get('req', { id: '' }), 'invalid-id', "id '' is empty; a non-empty id is required");
  check('blank id', (r) => r.get('req', { id: '   ' }), 'invalid-id', "id '   ' is empty; a non-empty id is required");
  check(
    'traversal',
    (r) => r.get('req', { id: '../x' }),
    'invalid-id',
    "id '../x' contains a path separator or a '..' traversal sequence; a bare id is expected",
  );
  check(
    'feat traversal before shape',
    (r) => r.get('feat', { id: 'feat-1-a/b' }),
    'invalid-id',
    "id 'feat-1-a/b' contains a path separator or a '..' traversal sequence; a bare id is expected",
  );
  check(
    'uppercase UUID',
    (r) => r.get('req', { id: '4F2A0000-0000-4000-8000-00000000000A' }),
    'invalid-id',
    "id '4F2A0000-0000-4000-8000-00000000000A' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected",
  );
  check(
    'prefixed UUID',
    (r) => r.get('req', `req-${ID.a}`),
    'invalid-id',
    `id 'req-${ID.a}' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected`,
  );
  check(
    'bare feat number',
    (r) => r.get('feat', { id: 'feat-31' }),
    'invalid-id',
    "id 'feat-31' is not a well-formed feat-NNN-slug folder name (e.g. 'feat-36-delete')",
  );
  check(
    'both id and ref',
    (r) => r.get('req', { id: ID.a, ref: 'x' } as never),
    'invalid-target',
    `exactly one of id and ref must be given, got id='${ID.a}', ref='x'`,
  );
  check('neither id nor ref', (r) => r.get('req', {} as never), 'invalid-target', 'exactly one of id and ref must be given, got id=None, ref=None');
  check(
    'edit with adr',
    (r) => r.edit('adr', ID.a, 'a', 'b'),
    'unknown-type',
    `unknown document type 'adr'; expected one of ${ALL_WHOLE_BODY} ('adr' is not supported)`,
  );
  check('empty ref', (r) => r.get('req', { ref: '' }), 'invalid-ref', "ref '' is empty; a non-empty ref is required");
  check(
    'ref with a separator',
    (r) => r.delete('req', { ref: 'a\\b' }),
    'invalid-ref',
    "ref 'a\\\\b' contains a path separator or a '..' traversal sequence; a bare ref is expected",
  );
  check(
    'unknown type, all types',
    (r) => r.list('nope'),
    'unknown-type',
    `unknown document type 'nope'; expected one of ${ALL_WHOLE_BODY}, adr`,
  );

  it('feat-31-feature is accepted (then the storage is asked)', async () => {
    const { storage, calls } = failingStorage();
    await expect(createRepository({ storage }).get('feat', { id: 'feat-31-feature' })).rejects.toThrow('must not be called');
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe('§10.3 read arguments without raw', () => {
  check('offset', (r) => r.get('tsk', ID.a, { offset: 2 }), 'invalid-arguments', 'offset/limit are only valid with raw=True, got offset=2, limit=None');
  check('limit', (r) => r.get('tsk', ID.a, { limit: 5 }), 'invalid-arguments', 'offset/limit are only valid with raw=True, got offset=None, limit=5');
  check('numbered', (r) => r.get('tsk', ID.a, { numbered: true }), 'invalid-arguments', 'numbered is only valid with raw=True, got numbered=True');
  check(
    'precedence',
    (r) => r.get('tsk', ID.a, { offset: 2, limit: 5, numbered: true }),
    'invalid-arguments',
    'offset/limit are only valid with raw=True, got offset=2, limit=5',
  );
  check('allowBroken', (r) => r.get('tsk', ID.a, { allowBroken: true }), 'invalid-arguments', 'allowBroken is only valid with raw=True, got allowBroken=True');
  check('target before arguments', (r) => r.get('tsk', 'x', { offset: 2 }), 'invalid-id', "id 'x' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected");
});

describe('write arguments', () => {
  check('limit without offset', (r) => r.update('tsk', ID.a, 'x', { limit: 2 }), 'invalid-arguments', 'limit must be given together with offset, got offset=None, limit=2');
  check('expect without offset', (r) => r.update('tsk', ID.a, 'x', { expect: 'y' }), 'invalid-arguments', 'expect is only valid with offset, got offset=None');
  check(
    'supersededBy with req',
    (r) => r.setStatus('req', ID.a, 'accepted', { supersededBy: ID.b }),
    'invalid-arguments',
    `superseded_by is only accepted for type='adr' (the "superseded by X" pattern is ADR-specific), got type='req' with superseded_by='${ID.b}'`,
  );
  check(
    'create id with tsk',
    (r) => r.create('tsk', '# T', { id: 'x' }),
    'invalid-arguments',
    "id is only accepted for type='feat' (every other type gets a server-generated UUID), got type='tsk' with id='x'",
  );
  check(
    'create feat with a malformed id',
    (r) => r.create('feat', '# Feature: X', { id: 'feat-1' }),
    'invalid-id',
    "id 'feat-1' is not a well-formed feat-NNN-slug folder name (e.g. 'feat-36-delete')",
  );
  check('edit identical', (r) => r.edit('tsk', ID.a, 'foo', 'foo'), 'edit-identical', 'No changes to apply: oldString and newString are identical.');
  check('edit identical empty', (r) => r.edit('tsk', ID.a, '', ''), 'edit-identical', 'No changes to apply: oldString and newString are identical.');
  check(
    'edit empty',
    (r) => r.edit('tsk', ID.a, '', 'x'),
    'edit-empty',
    'oldString cannot be empty when editing an existing file. Provide the exact text to replace, or use update for an intentional full-file replacement.',
  );
  check(
    'renameFeat newId',
    (r) => r.renameFeat('feat-1-a', 'feat-2'),
    'invalid-id',
    "id 'feat-2' is not a well-formed feat-NNN-slug folder name (e.g. 'feat-36-delete')",
  );
  check(
    'setClassification with adr',
    (r) => r.setClassification('adr', ID.a, 'x'),
    'unknown-type',
    `unknown document type 'adr'; expected one of ${ALL_WHOLE_BODY} ('adr' is not supported)`,
  );
  check(
    'adr mandatory section',
    (r) => r.adr.updateSection(ID.a, 'decisionOutcome', 'REMOVE'),
    'adr-mandatory-section',
    "section 'decisionOutcome' is mandatory in an ADR and cannot be removed",
  );
  check(
    'variant without canonical',
    (r) => r.create('tsk', '# T', { language: 'de' }),
    'invalid-arguments',
    "language='de' requires canonical (the document this variant translates), got canonical=None",
  );
  check(
    'canonical without a language',
    (r) => r.create('tsk', '# T', { canonical: ID.a }),
    'invalid-arguments',
    "canonical is only valid with a language other than 'en', got language='en'",
  );
});

describe('languages.md §2: language checks, after the other checks', () => {
  check('shape', (r) => r.get('tsk', ID.a, { language: 'DE' }), 'invalid-language', "language 'DE' is not a two-letter lowercase code (^[a-z]{2}$)");
  check('traversal', (r) => r.list('tsk', { language: '../x' }), 'invalid-language', "language '../x' is not a two-letter lowercase code (^[a-z]{2}$)");
  check(
    'availability',
    (r) => r.list('tsk', { language: 'zz' }),
    'unsupported-language',
    `language 'zz' has no heading table for 'tsk'; available: ${availableLanguages('tsk').join(', ')}`,
  );
  check('target first', (r) => r.get('tsk', 'bad', { language: 'DE' }), 'invalid-id', "id 'bad' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected");
});

describe('paths (§1.4, §9.6)', () => {
  check('parseFile ../outside.md', (r) => r.parseFile('tsk', '../outside.md'), 'path-outside-root', "path '../outside.md' resolves outside base directory '/'");
  check('formatFile ../outside.md', (r) => r.formatFile('../outside.md'), 'path-outside-root', "path '../outside.md' resolves outside base directory '/'");
  check('parseFile a/../../x.md', (r) => r.parseFile('tsk', 'a/../../x.md'), 'path-outside-root', "path 'a/../../x.md' resolves outside base directory '/'");
});

describe('§10.12 validate usage errors', () => {
  check(
    'full=false with frontmatter',
    (r) => r.validate('req', '---\nid: x\n---\n# T', { full: false }),
    'invalid-arguments',
    "full=False requires 'content' to be body markdown only -- a YAML frontmatter block was found. Pass full=True to validate a complete document instead.",
  );
  check(
    'full=true without frontmatter',
    (r) => r.validate('req', '# T', { full: true }),
    'invalid-arguments',
    "full=True requires 'content' to be a complete document (YAML frontmatter block plus body) -- no frontmatter block was found. Pass full=False (the default) to validate body-only content instead.",
  );
  check(
    'full=true with an empty block',
    (r) => r.validate('req', '---\n---\n# T', { full: true }),
    'invalid-arguments',
    "full=True requires 'content' to be a complete document (YAML frontmatter block plus body) -- no frontmatter block was found. Pass full=False (the default) to validate body-only content instead.",
  );
  // validate takes adr since issue 11 (validated with the same engine); an unknown type is still refused, adr listed.
  check('unknown type', (r) => r.validate('nope', '# T'), 'unknown-type', `unknown document type 'nope'; expected one of ${ALL_WHOLE_BODY}, adr`);
});

describe('createRepository options', () => {
  it('rejects a bad layout, mode or registry', () => {
    const { storage } = failingStorage();
    expect(inReferenceWords(() => createRepository({ storage, layout: { docsDir: '../x' } }))).toThrow(
      "layout.docsDir must be a root-relative POSIX path without '..', got '../x'",
    );
    expect(() => createRepository({ storage, layout: { adrDir: '/abs' } })).toThrow(UsageError);
    expect(inReferenceWords(() => createRepository({ storage, mode: 'loose' as never }))).toThrow("mode must be 'strict' or 'lenient', got 'loose'");
    expect(() => createRepository({ storage, languages: {} as never })).toThrow(UsageError);
  });
  it('exposes storage, layout, clock and mode, and reads nothing until asked', () => {
    const { storage, calls } = failingStorage();
    const repo = createRepository({ storage, layout: { docsDir: './spec/' }, mode: 'lenient' });
    expect(repo.layout).toEqual({ docsDir: 'spec', adrDir: 'docs/adr', featDir: '.specmgr/feat' });
    expect(repo.mode).toBe('lenient');
    expect(repo.storage).toBe(storage);
    expect(typeof repo.clock.now).toBe('function');
    expect(calls).toEqual([]);
  });
});

describe('§10.8 invalid status, with no storage access', () => {
  it('tsk x', async () => {
    const { storage, calls } = failingStorage();
    const result = await createRepository({ storage, messages: 'reference' }).setStatus('tsk', ID.a, 'x');
    expect(result).toEqual({
      kind: 'invalid-status',
      valid: false,
      type: 'tsk',
      status: 'x',
      allowedValues: ['active', 'cancelled', 'done', 'draft'],
      message: "Invalid status 'x' for type 'tsk'. Allowed values: active, cancelled, done, draft",
    });
    expect(calls).toEqual([]);
  });
  it('adr wip', async () => {
    const { storage, calls } = failingStorage();
    const result = await createRepository({ storage }).setStatus('adr', ID.a, 'wip');
    expect(result).toMatchObject({
      kind: 'invalid-status',
      allowedValues: ['accepted', 'deprecated', 'draft', 'proposed', 'rejected', 'superseded', 'superseded by <target-id>'],
    });
    expect(calls).toEqual([]);
  });
  it('validation of a whole-body update happens before the lock', async () => {
    const { storage, calls } = failingStorage();
    const result = await createRepository({ storage }).update('tsk', ID.a, '# Only a title');
    expect(result).toMatchObject({ kind: 'validation', valid: false });
    expect(calls).toEqual([]);
  });
  it('validation of a create body happens before any write', async () => {
    const { storage, calls } = failingStorage();
    const result = await createRepository({ storage, messages: 'reference' }).create('tsk', 'no heading');
    expect(result).toMatchObject({ kind: 'validation', valid: false });
    expect((result as { errors: { message: string }[] }).errors[0]?.message.startsWith('tsk create_tsk (body): ')).toBe(true);
    expect(calls).toEqual([]);
  });
});
