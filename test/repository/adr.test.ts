import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors/index.js';
import { ID, adrDoc, readText, repoOver, storageKinds } from './helpers/fixtures.js';

const PATH = `docs/adr/${ID.a}-use-sqlite.md`;

describe.each(storageKinds)('repo.adr with %s', (_name, make) => {
  const setup = async (text = adrDoc(ID.a)) => {
    const storage = await make({ [PATH]: text });
    return { storage, repo: repoOver(storage), text: () => readText(storage, PATH) as Promise<string> };
  };

  it('create renders the whole ADR with a new id, in the ADR key order', async () => {
    const storage = await make();
    const repo = repoOver(storage);
    const body = { title: 'Use SQLite!', contextAndProblemStatement: 'Why.', consideredOptions: '- A\n- B', decisionOutcome: 'A.' };
    const created = await repo.create('adr', { frontmatter: { id: 'ignored', status: 'proposed', date: '2026-08-05' }, body });
    if (created.kind !== 'created') throw new Error(JSON.stringify(created));
    expect(created.id).not.toBe('ignored');
    expect(created.ref).toBe(`${created.id}-use-sqlite`);
    const text = await readText(storage, `docs/adr/${created.ref}.md`);
    expect(text?.startsWith(`---\nstatus: proposed\ndate: '2026-08-05'\nid: ${created.id}\nversion: 1.0.0\n---\n\n# Use SQLite!\n`)).toBe(true);
    const got = await repo.get('adr', created.id);
    expect(got.kind === 'document' && got.body).toMatchObject(body);
    await expect(repo.create('adr', '# text' as never)).rejects.toMatchObject({ code: 'invalid-arguments' });
  });

  it('updateSection replaces, inserts at its place, and removes sections; hand edits elsewhere survive', async () => {
    const { repo, text } = await setup(adrDoc(ID.a).replace('We need a store.', 'We need a store.  <!-- hand note -->'));
    const replaced = await repo.adr.updateSection(ID.a, 'contextAndProblemStatement', 'New context.');
    expect(replaced).toMatchObject({ kind: 'updated', written: true });
    expect(replaced.kind === 'updated' && replaced.adr?.contextAndProblemStatement).toBe('New context.');
    expect(await text()).toContain('## Context and Problem Statement\n\nNew context.\n\n## Considered Options\n\n- SQLite\n- Files\n');
    await repo.adr.updateSection(ID.a, 'decisionDrivers', '- Speed');
    await repo.adr.updateSection(ID.a, 'confirmation', 'A test.');
    await repo.adr.updateSection(ID.a, 'consequences', '- Good');
    const body = (await text()).slice((await text()).indexOf('# Use SQLite'));
    expect(body).toBe(
      '# Use SQLite\n\n## Context and Problem Statement\n\nNew context.\n\n## Decision Drivers\n\n- Speed\n\n## Considered Options\n\n- SQLite\n- Files\n\n' +
        '## Decision Outcome\n\nChosen option: SQLite.\n\n### Consequences\n\n- Good\n\n### Confirmation\n\nA test.\n\n## Pros and Cons of the Options\n\n' +
        '### Option 1: SQLite\n\n- Good, because it is transactional\n\n### Option 2: Files\n\n- Bad, because writes can tear\n\n## More Information\n\nNone.\n',
    );
    await repo.adr.updateSection(ID.a, 'moreInformation', 'REMOVE');
    await repo.adr.updateSection(ID.a, 'decisionDrivers', '   ');
    const after = await text();
    expect(after).not.toContain('## More Information');
    expect(after).not.toContain('## Decision Drivers');
    expect(after.endsWith('- Bad, because writes can tear\n')).toBe(true);
    await expect(repo.adr.updateSection(ID.a, 'nope', 'x')).rejects.toMatchObject({ code: 'invalid-arguments' });
  });

  it('options: list, create, read, update, delete (the container goes with the last one)', async () => {
    const { repo, text } = await setup();
    expect(await repo.adr.listOptions(ID.a)).toEqual(['Option 1: SQLite', 'Option 2: Files']);
    const created = await repo.adr.createOption(ID.a, 'Key-value store', '- Neutral, because it is simple');
    expect(created).toMatchObject({ kind: 'updated', title: 'Option 3: Key-value store' });
    expect(await repo.adr.readOption(ID.a, 'Option 3: Key-value store')).toBe('- Neutral, because it is simple');
    expect(await text()).toContain('### Option 3: Key-value store\n\n- Neutral, because it is simple\n\n## More Information');
    await repo.adr.updateOption(ID.a, 'Option 2: Files', '- Bad, because of torn writes');
    expect(await repo.adr.readOption(ID.a, 'Option 2: Files')).toBe('- Bad, because of torn writes');
    await expect(repo.adr.readOption(ID.a, 'Option 9: Nope')).rejects.toBeInstanceOf(NotFoundError);
    await expect(repo.adr.readOption(ID.a, 'Option 9: Nope')).rejects.toMatchObject({
      code: 'option-not-found',
      type: 'adr',
      reason: 'adr-option-missing',
      params: { title: 'Option 9: Nope', id: ID.a },
      message: repo.messages.name === 'reference' ? `no option 'Option 9: Nope' found in ADR '${ID.a}'` : `the ADR "${ID.a}" has no option "Option 9: Nope"; list its options with repo.adr.listOptions`,
    });
    expect(await repo.adr.deleteOption(ID.a, 'Option 1: SQLite')).toMatchObject({ options: ['Option 2: Files', 'Option 3: Key-value store'] });
    await repo.adr.deleteOption(ID.a, 'Option 2: Files');
    expect(await repo.adr.deleteOption(ID.a, 'Option 3: Key-value store')).toMatchObject({ options: [] });
    expect(await text()).not.toContain('Pros and Cons');
    const again = await repo.adr.createOption(ID.a, 'Fresh', '- Good');
    expect(again).toMatchObject({ title: 'Option 1: Fresh' });
    expect(await text()).toContain('## Pros and Cons of the Options\n\n### Option 1: Fresh\n\n- Good\n\n## More Information');
  });

  it('updateFrontmatter replaces the object in place, keeping the id and the key order', async () => {
    const { repo, text } = await setup(adrDoc(ID.a).replace('status: draft\n', 'status: draft # lifecycle\nconsulted: Team\n'));
    const result = await repo.adr.updateFrontmatter(ID.a, { status: 'accepted', id: ID.b, 'decision-makers': 'Ann', date: '2026-09-01', informed: null });
    expect(result).toMatchObject({ kind: 'updated', written: true });
    const fm = (await text()).split('---\n')[1];
    expect(fm).toBe(`status: accepted # lifecycle\ndate: '2026-09-01'\ndecision-makers: Ann\nid: ${ID.a}\n`);
    const invalid = await repo.adr.updateFrontmatter(ID.a, { status: 'wip' });
    expect(invalid).toMatchObject({ kind: 'validation', valid: false });
  });

  it('validate re-reads; a broken ADR is a parse failure for reads and a ValidateResult for validate', async () => {
    const { storage, repo } = await setup();
    expect(await repo.adr.validate(ID.a)).toEqual({ kind: 'validation', valid: true, errors: [], diagnostics: [] });
    await storage.writeAtomic(PATH, new TextEncoder().encode(adrDoc(ID.a).replace('## Considered Options', '## Unknown Heading')));
    const result = await repo.adr.validate(ID.a);
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message.startsWith('adr validate_adr: ')).toBe(true);
    expect(await repo.adr.listOptions(ID.a)).toMatchObject({ kind: 'parse-failure' });
    expect(await repo.adr.updateSection(ID.a, 'moreInformation', 'x')).toMatchObject({ kind: 'parse-failure' });
    expect((await repo.list('adr')).errorCount).toBe(1);
  });

  it('an ADR without a frontmatter block gets one holding only the changed keys', async () => {
    const bare = adrDoc(ID.a).slice(adrDoc(ID.a).indexOf('# Use SQLite'));
    const { repo, text } = await setup(bare);
    expect((await repo.list('adr')).results[0]).toMatchObject({ id: null, status: 'draft', error: null });
    expect(await repo.setStatus('adr', { ref: `${ID.a}-use-sqlite` }, 'accepted')).toMatchObject({ kind: 'updated', written: true });
    expect(await text()).toBe(`---\nstatus: accepted\n---\n\n${bare}`);
  });
});
