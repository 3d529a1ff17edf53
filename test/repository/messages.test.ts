// The `messages` option of createRepository: every returned text and every
// thrown error in the repository's profile, list and get byte-identical in
// each, not-found texts, link findings with params/end/docs, and a layout
// that finds no collection.
import { describe, expect, it } from 'vitest';
import { defaultMessages, type MessageProfile } from '../../src/diagnostics/index.js';
import { defaultErrorMessages, NotFoundError } from '../../src/errors/index.js';
import { referenceMessages } from '../../src/messages/index.js';
import { createRepository } from '../../src/repository/index.js';
import type { LinkDiagnostic, ParseFailureResult, ValidateResult } from '../../src/repository/index.js';
import { notFoundByIdMessage, variantExists } from '../../src/repository/messages.js';
import { memoryStorage, type Storage } from '../../src/repository/storage/index.js';
import { ID, adrDoc, fixedClock, frontmatter, repoOver, reqDoc, storageKinds, tskBody, tskDoc } from './helpers/fixtures.js';

const BAD = `docs/tsk/tsk-${ID.b}-bad.md`;
const GOOD = `docs/tsk/tsk-${ID.a}-good.md`;

// A broken task list: a status outside the vocabulary, so the frontmatter fails.
const files = (): Record<string, string> => ({
  [GOOD]: tskDoc(ID.a, 'Good', { status: 'active', tasks: `- [ ] Refers to REQ ${ID.c} and REQ ${ID.d}` }),
  [BAD]: tskDoc(ID.b, 'Bad', { status: 'open' }),
  [`docs/req/req-${ID.c}-r.md`]: reqDoc(ID.c),
});

// A profile of our own, so that the texts are pinned whatever the packaged profiles say.
const marked: MessageProfile = {
  ...defaultMessages,
  name: 'marked',
  diagnostics: Object.fromEntries(
    Object.keys(defaultMessages.diagnostics).map((code) => [code, () => ({ message: `<${code}>`, hint: 'fix it' })]),
  ) as unknown as MessageProfile['diagnostics'],
  errors: Object.fromEntries(Object.keys(defaultMessages.errors).map((reason) => [reason, () => `<${reason}>`])) as unknown as MessageProfile['errors'],
  operationLabel: (type, operation, channel) => `[${type}/${operation}/${channel ?? '-'}]`,
};

async function rejection(run: () => Promise<unknown>): Promise<NotFoundError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof NotFoundError) return error;
    throw error;
  }
  throw new Error('expected a NotFoundError');
}

describe.each(storageKinds)('createRepository({ messages }) over %s', (_kind, make) => {
  const repoWith = async (messages: 'default' | 'reference' | MessageProfile, extra: Record<string, string> = {}) =>
    createRepository({ storage: await make({ ...files(), ...extra }), clock: fixedClock(), messages });

  it('exposes the resolved profile as repo.messages; the default is the default profile', async () => {
    expect((await repoWith('reference')).messages).toBe(referenceMessages);
    expect((await repoWith('default')).messages).toBe(defaultMessages);
    expect(createRepository({ storage: memoryStorage() }).messages).toBe(defaultMessages);
    expect((await repoWith(marked)).messages).toBe(marked);
    expect(() => createRepository({ storage: memoryStorage(), messages: 'klingon' as never })).toThrow(
      expect.objectContaining({ code: 'invalid-arguments' }),
    );
  });

  it.each(['default', 'reference'] as const)('keeps list and get byte-identical for a broken file (%s)', async (messages) => {
    const repo = await repoWith(messages);
    const row = (await repo.list('tsk')).results.find((r) => r.error !== null);
    const got = (await repo.get('tsk', ID.b)) as ParseFailureResult;
    expect(got.kind).toBe('parse-failure');
    expect(row?.error).toBe(got.error);
    expect(got.error).not.toBe('');
    // The error text is the worded diagnostics' error messages.
    expect(got.error).toBe(got.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message).join('\n'));
    expect(got.diagnostics[0]).toMatchObject({ code: 'frontmatter-field', docs: 'docs/diagnostics.md#frontmatter-field' });
  });

  it('words rows, results and diagnostics at the output boundary; the cache keeps the default words', async () => {
    const storage = await make(files());
    const plain = createRepository({ storage, clock: fixedClock() });
    const custom = createRepository({ storage, clock: fixedClock(), messages: marked });
    const before = ((await plain.get('tsk', ID.b)) as ParseFailureResult).error;
    expect((await custom.list('tsk')).results.find((r) => r.error !== null)?.error).toBe('<frontmatter-field>');
    const got = (await custom.get('tsk', ID.b)) as ParseFailureResult;
    expect(got.error).toBe('<frontmatter-field>');
    expect(got.diagnostics[0]).toMatchObject({ message: '<frontmatter-field>', hint: 'fix it' });
    expect((await custom.get('tsk', ID.b, { raw: true, allowBroken: true })).kind).toBe('raw');
    // The same storage read through another repository keeps its own words.
    expect(((await plain.get('tsk', ID.b)) as ParseFailureResult).error).toBe(before);
  });

  it('labels failed writes and validations in the profile', async () => {
    const repo = await repoWith(marked);
    const created = (await repo.create('tsk', 'no heading')) as ValidateResult;
    expect(created).toMatchObject({ kind: 'validation', valid: false });
    expect(created.errors[0]?.message.startsWith('[tsk/create/body]: <')).toBe(true);
    const validated = repo.validate('tsk', '# T\n');
    expect(validated.errors[0]?.message.startsWith('[tsk/validate/body]: <')).toBe(true);
    const full = repo.validate('tsk', `${frontmatter('tsk', ID.e, '', 'open')}${tskBody()}`, { full: true });
    expect(full.errors[0]?.message).toBe('[tsk/validate/-]: <frontmatter-field>');
    const parsed = (await repo.parseFile('tsk', BAD)) as ValidateResult;
    expect(parsed.errors[0]?.message).toBe('[tsk/parseFile/-]: <frontmatter-field>');
  });

  it('labels with the operation in the default profile and with the tool in the reference profile', async () => {
    const byDefault = (await (await repoWith('default')).create('tsk', 'no heading')) as ValidateResult;
    expect(byDefault.errors[0]?.message.startsWith('tsk create (body): ')).toBe(true);
    const byReference = (await (await repoWith('reference')).create('tsk', 'no heading')) as ValidateResult;
    expect(byReference.errors[0]?.message.startsWith('tsk create_tsk (body): ')).toBe(true);
  });

  it('words conflict and invalid-status results in the profile', async () => {
    const byDefault = await repoWith('default');
    const etag = (await byDefault.get('tsk', ID.a)).etag;
    const conflict = await byDefault.setStatus('tsk', ID.a, 'done', { ifMatch: 'stale' });
    expect(conflict).toMatchObject({
      kind: 'conflict',
      reason: 'etag',
      etag,
      message: `The document changed since it was read: ifMatch "stale" is not its current etag "${etag}", so nothing was written. Read it again and retry with the current etag.`,
    });
    const reference = await (await repoWith('reference')).setStatus('tsk', ID.a, 'done', { ifMatch: 'stale' });
    expect(reference).toMatchObject({ message: `document changed: ifMatch 'stale' does not match the current etag '${etag}'; nothing was written` });
    const expectMismatch = await byDefault.update('tsk', ID.a, '- [ ] x', { offset: 3, limit: 1, expect: 'nope' });
    expect(expectMismatch).toMatchObject({
      kind: 'conflict',
      reason: 'expect',
      message: 'The addressed lines (offset: 3, limit: 1) do not match expect, so nothing was written. Read the lines again and retry.',
    });
    expect(await byDefault.setStatus('tsk', ID.a, 'open')).toMatchObject({
      kind: 'invalid-status',
      message: 'The status "open" is not allowed for a task list. Use "active", "cancelled", "done" or "draft".',
    });
    expect(await (await repoWith(marked)).setStatus('tsk', ID.a, 'open')).toMatchObject({ message: '<invalid-status>' });
  });

  it('validates an adr, body only and whole, in the repository', async () => {
    const repo = await repoWith('default');
    const whole = adrDoc(ID.f);
    expect(repo.validate('adr', whole, { full: true })).toMatchObject({ kind: 'validation', valid: true, errors: [] });
    expect(repo.validate('adr', whole.slice(whole.indexOf('\n---', 3) + 5))).toMatchObject({ valid: true });
    const broken = repo.validate('adr', '# Only a title\n');
    expect(broken.valid).toBe(false);
    expect(broken.errors[0]?.message.startsWith('adr validate (body): ')).toBe(true);
  });

  it('rethrows a not-found error in the profile, with its reason and params', async () => {
    const byDefault = await rejection(async () => (await repoWith('default')).get('tsk', ID.e));
    expect(byDefault.message).toBe(`No task list found with id "${ID.e}".`);
    expect([byDefault.code, byDefault.reason, byDefault.params]).toEqual(['not-found', 'not-found-id', { type: 'tsk', noun: 'task list', id: ID.e }]);
    const byReference = await rejection(async () => (await repoWith('reference')).get('tsk', ID.e));
    expect(byReference).toBeInstanceOf(NotFoundError);
    expect(byReference.message).toBe(
      `no task list found with id '${ID.e}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>').`,
    );
    expect([byReference.code, byReference.type, byReference.id, byReference.reason]).toEqual(['not-found', 'tsk', ID.e, 'not-found-id']);
    const custom = await rejection(async () => (await repoWith(marked)).get('tsk', { ref: 'tsk-nothing' }));
    expect(custom.message).toBe('<not-found-ref>');
  });

  it('names the bare-UUID rule only for an id written with a domain prefix (default profile)', async () => {
    const repo = await repoWith('default');
    // A bare id that names nothing: the text says so, and nothing more.
    const bare = await rejection(() => repo.setStatus('tsk', ID.e, 'done'));
    expect(bare.message).toBe(`No task list found with id "${ID.e}".`);
    expect(bare.params).toEqual({ type: 'tsk', noun: 'task list', id: ID.e });
    const byRef = await rejection(() => repo.get('tsk', { ref: 'tsk-nothing' }));
    expect(byRef.message).toBe('No task list found with ref "tsk-nothing".');
    // A prefixed id (refused as an id by the argument checks, but possible in a text built by a host) names the rule.
    const prefixed = `tsk-${ID.e}`;
    const text = notFoundByIdMessage('tsk', prefixed);
    expect(text).toEqual({ reason: 'not-found-id', params: { type: 'tsk', noun: 'task list', id: prefixed, prefix: 'tsk-' } });
    expect(defaultErrorMessages['not-found-id'](text.params as never)).toBe(
      `No task list found with id "${prefixed}". The id must be the bare document UUID, without a domain prefix: pass "${ID.e}", not "${prefixed}".`,
    );
    // The reference names the rule always.
    expect(referenceMessages.errors['not-found-id']({ type: 'tsk', noun: 'task list', id: ID.e })).toBe(
      `no task list found with id '${ID.e}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>').`,
    );
  });

  it('words the not-found texts of a folder-stored type without tool names', async () => {
    const repo = await repoWith('default');
    const error = await rejection(() => repo.get('feat', 'feat-9-none'));
    expect(error.reason).toBe('not-found-folder');
    expect(error.message).toBe(
      `No feature found with id "feat-9-none": ${repo.storage.absolute('.specmgr/feat/feat-9-none/README.md')} does not exist. The id must be the exact name of its folder; list the feat collection to find it.`,
    );
    expect(error.message).not.toMatch(/list_feat|'/);
  });

  it('gives link findings params, an end and docs, worded in the profile', async () => {
    const byDefault = (await (await repoWith('default')).checkLinks()).diagnostics;
    const dangling = byDefault.find((d) => d.code === 'dangling-reference') as LinkDiagnostic<'dangling-reference'>;
    expect(dangling).toMatchObject({
      severity: 'error',
      channel: 'body',
      message: `No requirement found with id "${ID.d}".`,
      docs: 'docs/diagnostics.md#dangling-reference',
      params: { type: 'req', id: ID.d, problem: { reason: 'not-found-id', params: { type: 'req', noun: 'requirement', id: ID.d } } },
    });
    // `- [ ] Refers to REQ <c> and REQ <d>` is body line 3; the reference spans `REQ <uuid>`.
    const start = '- [ ] Refers to REQ '.length + ID.c.length + ' and '.length + 1;
    expect([dangling.line, dangling.column, dangling.end]).toEqual([3, start, { line: 3, column: start + 4 + 36, documentLine: dangling.documentLine }]);
    expect(dangling.documentLine).toBe(dangling.line + 10);
    const failure = byDefault.find((d) => d.code === 'parse-failure') as LinkDiagnostic<'parse-failure'>;
    expect(failure.params.type).toBe('tsk');
    expect(failure.params.diagnostics.map((d) => d.code)).toEqual(['frontmatter-field']);
    expect(failure.message).toBe(failure.params.diagnostics[0]?.message);
    expect(failure.end).toEqual(failure.params.diagnostics[0]?.end);

    const byReference = (await (await repoWith('reference')).checkLinks()).diagnostics;
    expect(byReference.find((d) => d.code === 'dangling-reference')?.message).toBe(
      `no requirement found with id '${ID.d}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'req-<uuid>').`,
    );
    const custom = (await (await repoWith(marked)).checkLinks()).diagnostics;
    expect(custom.map((d) => [d.code, d.message])).toEqual([
      ['parse-failure', '<frontmatter-field>'],
      ['dangling-reference', '<not-found-id>'],
    ]);
  });

  it('reports duplicate ids with the first path and the id value span', async () => {
    const twin = `docs/tsk/tsk-${ID.a}-twin.md`;
    const repo = await repoWith('default', { [twin]: tskDoc(ID.a, 'Twin') });
    const duplicate = (await repo.checkLinks()).diagnostics.find((d) => d.code === 'duplicate-id') as LinkDiagnostic<'duplicate-id'>;
    const first = repo.storage.absolute(GOOD);
    expect(duplicate).toMatchObject({
      path: repo.storage.absolute(twin),
      field: 'id',
      channel: 'frontmatter',
      params: { type: 'tsk', id: ID.a, firstPath: first },
      docs: 'docs/diagnostics.md#duplicate-id',
      message: `Another tsk document, ${first}, has the same id "${ID.a}", and lookups return that one. Give one of the two documents a new id.`,
    });
    // `id: <uuid>` is document line 4 of the fixture frontmatter.
    expect([duplicate.line, duplicate.column, duplicate.end]).toEqual([4, 5, { line: 4, column: 41, documentLine: 4 }]);
    const reference = await repoWith('reference', { [twin]: tskDoc(ID.a, 'Twin') });
    const found = (await reference.checkLinks()).diagnostics.find((d) => d.code === 'duplicate-id') as LinkDiagnostic<'duplicate-id'>;
    expect(found.message).toBe(`tsk id '${ID.a}' is also used by ${reference.storage.absolute(GOOD)}; lookups return that one`);
  });
});

describe.each(storageKinds)('a layout that finds no collection folder, over %s', (_kind, make) => {
  it('is one no-collections finding of checkLinks, never a clean check', async () => {
    const storage: Storage = await make({ 'README.md': '# not a spec tree\n', 'notes/a.md': 'x' });
    const repo = createRepository({ storage });
    const { diagnostics } = await repo.checkLinks();
    expect(diagnostics).toHaveLength(1);
    const [finding] = diagnostics as LinkDiagnostic<'no-collections'>[];
    expect(finding).toMatchObject({
      code: 'no-collections',
      severity: 'error',
      path: storage.absolute(''),
      line: 1,
      column: 1,
      docs: 'docs/diagnostics.md#no-collections',
    });
    expect(finding?.params.root).toBe(storage.absolute(''));
    expect(finding?.params.dirs).toContain('docs/tsk');
    expect(finding?.params.dirs).toContain('.specmgr/feat');
    expect(finding?.message).toBe(
      `No collection folder was found under ${storage.absolute('')}: there is no "docs/adr", "docs/dec" or "docs/feat", or any of ${(finding?.params.dirs.length ?? 0) - 3} more. Check the storage root and the layout option.`.replace(
        '"docs/adr", "docs/dec" or "docs/feat"',
        (finding?.params.dirs.slice(0, 3) ?? []).map((d) => `"${d}"`).join(', ').replace(/, ([^,]*)$/, ' or $1'),
      ),
    );
  });

  it('is not reported once any collection folder exists, even an empty one', async () => {
    const storage = await make({ 'README.md': 'x' });
    await storage.mkdirp('docs/req');
    expect((await createRepository({ storage }).checkLinks()).diagnostics).toEqual([]);
  });

  it('follows the layout: a tree under another docsDir is found only with that layout', async () => {
    const storage = await make({ [`spec/req/req-${ID.c}-r.md`]: reqDoc(ID.c) });
    expect((await createRepository({ storage }).checkLinks()).diagnostics.map((d) => d.code)).toEqual(['no-collections']);
    expect((await createRepository({ storage, layout: { docsDir: 'spec' } }).checkLinks()).diagnostics).toEqual([]);
  });
});

describe('the words of the repository factory and repo.adr.validate', () => {
  it('refuses a missing storage and a bad languages value with reasons (default words; the reference texts kept)', () => {
    let thrown: unknown;
    try {
      createRepository({} as never);
    } catch (error) {
      thrown = error;
    }
    const e = thrown as NotFoundError;
    expect([e.code, e.reason, e.params]).toEqual(['invalid-arguments', 'storage-required', { received: 'undefined' }]);
    expect(e.message).toBe('The storage option must be a Storage, such as memoryStorage() or nodeStorage(root), but it is missing.');
    expect(referenceMessages.errors['storage-required']({ received: 'undefined' })).toBe("storage must be a Storage (memoryStorage, nodeStorage, …), got 'undefined'");
    expect(() => createRepository({ storage: memoryStorage(), languages: {} as never })).toThrow(
      'The languages option must be a language registry made by createLanguageRegistry, but it is a value of type object.',
    );
    expect(referenceMessages.errors['languages-not-a-registry']({ received: 'object' })).toBe(
      "languages must be a language registry (createLanguageRegistry), got 'object'",
    );
  });

  it('words an existing variant as a reason', () => {
    const e = variantExists('de', '/docs/tsk/de/tsk-x.md');
    expect([e.code, e.reason, e.params]).toEqual(['already-exists', 'variant-exists', { language: 'de', path: '/docs/tsk/de/tsk-x.md' }]);
    expect(e.message).toBe('A "de" variant already exists at /docs/tsk/de/tsk-x.md; create never overwrites one. Update that variant instead.');
    expect(referenceMessages.errors['variant-exists']({ language: 'de', path: '/p' })).toBe("variant 'de' already exists at /p");
  });

  it('labels repo.adr.validate by the operation in the default profile, by the tool in the reference profile', async () => {
    const broken = adrDoc(ID.f).replace('## Decision Outcome', '## Decision Outcomes');
    const files = { [`docs/adr/adr-${ID.f}-use-sqlite.md`]: broken };
    const byDefault = await createRepository({ storage: memoryStorage(files) }).adr.validate(ID.f);
    expect(byDefault.valid).toBe(false);
    expect(byDefault.errors[0]?.message.startsWith('adr validate: ')).toBe(true);
    const byReference = await createRepository({ storage: memoryStorage(files), messages: 'reference' }).adr.validate(ID.f);
    expect(byReference.errors[0]?.message.startsWith('adr validate_adr: ')).toBe(true);
    // The label is the profile's own: a host profile built on the reference one labels as it does.
    const hosted: MessageProfile = { ...referenceMessages, name: 'hosted' };
    const byHosted = await createRepository({ storage: memoryStorage(files), messages: hosted }).adr.validate(ID.f);
    expect(byHosted.errors[0]?.message.startsWith('adr validate_adr: ')).toBe(true);
  });
});

describe('repoOver (the test factory) is in the reference profile', () => {
  it('so carried-over expectations keep their texts', () => {
    expect(repoOver(memoryStorage()).messages).toBe(referenceMessages);
    expect(repoOver(memoryStorage(), fixedClock(), 'default').messages).toBe(defaultMessages);
  });
});
