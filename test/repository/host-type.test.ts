/**
 * The 14th type: host document types defined from public exports, used
 * through parse, serialize, validate, toJsonSchema, a German heading table
 * and a repository over both storages — and unknown everywhere they were
 * not given.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createLanguageRegistry,
  createRepository,
  documentTypes,
  memoryStorage,
  parse,
  serialize,
  toJsonSchema,
  validate,
  type Repository,
  type Storage,
} from '../../src/index.js';
import { defineDocumentType } from '../../src/outline.js';
import { inReferenceWords, referenceRejection } from '../helpers/usage-error.js';
import { NOTE_ID, note, noteBody, noteGerman, noteOutline, noteText, packageBody, workPackage } from './helpers/host-types.js';
import { fixedClock, readText, storageKinds } from './helpers/fixtures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const german = createLanguageRegistry({ de: { nte: noteGerman } }, { types: [note] });

const germanBody = `# Release-Checkliste

Alles, was das Release braucht, an einem Ort.

## Punkte

- Das Release taggen

## Letzte Änderungen

### 2026-08-15T00:00:00.000Z - Angelegt

Erste Punkte geschrieben.
`;

describe('a host type through the pure functions', () => {
  it('parse reads it by record, keeping its own frontmatter key', () => {
    const result = parse(note, noteText);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.frontmatter).toMatchObject({ id: NOTE_ID, type: 'nte', status: 'draft', audience: 'team' });
    expect(result.document.body).toEqual({
      title: 'Release Checklist',
      summary: 'Everything the release needs, in one place.',
      points: { ordered: false, items: [{ text: 'Tag the release' }, { text: 'Publish the notes' }] },
      recentUpdates: { entries: [{ timestamp: '2026-08-15T00:00:00.000Z', separator: '-', title: 'Created', content: 'Wrote the first points.' }] },
    });
  });

  it('reads, checks and types its own frontmatter key', () => {
    const result = parse(note, noteText.replace('audience: team', 'audience: public'));
    if (!result.ok) throw new Error(result.error);
    expect(result.document.frontmatter.audience).toBe('public');
    expectTypeOf(result.document.frontmatter.audience).toEqualTypeOf<'team' | 'public'>();
    expectTypeOf(result.document.frontmatter.status).toEqualTypeOf<'draft' | 'open' | 'closed'>();
    const absent = parse(note, noteText.replace('audience: team\n', ''));
    expect(absent.ok && absent.document.frontmatter.audience).toBe('team');
    const wrong = validate(note, noteText.replace('audience: team', 'audience: secret'), { full: true });
    expect(wrong.valid).toBe(false);
    expect(wrong.diagnostics.map((d) => [d.code, d.field, d.line])).toEqual([['frontmatter-field', 'audience', 9]]);
  });

  it('serialize writes what parse read, byte for byte', () => {
    const result = parse(note, noteText);
    if (!result.ok) throw new Error(result.error);
    expect(serialize(note, result.document)).toBe(noteText);
  });

  it('validate checks a body against its outline, with the type in the label', () => {
    expect(validate(note, noteBody).valid).toBe(true);
    const broken = validate(note, '# Release Checklist\n\nSummary.\n');
    expect(broken.valid).toBe(false);
    expect(broken.errors[0]?.message).toBe(
      'nte validate (body): Expected a "## Recent Updates" section here, but the body ends. Add a "## Recent Updates" section at the end of the body.',
    );
    expect(validate(note, '# Release Checklist\n\nSummary.\n', { messages: 'reference' }).errors[0]?.message).toBe(
      'nte validate (body): Note > RecentUpdates: expected RecentUpdates, found no match; nothing remains after body line 3',
    );
  });

  it("toJsonSchema describes its statuses, its type, its own key and (folder-stored) its id shape", () => {
    const schema = toJsonSchema(note) as { title: string; properties: Record<string, { enum?: string[]; const?: string; pattern?: string; anyOf?: unknown[] }> };
    expect(schema.title).toBe('nte frontmatter');
    expect(schema.properties.status?.enum).toEqual(['draft', 'open', 'closed']);
    expect(schema.properties.type?.const).toBe('nte');
    // Its own key, with the default an absent key reads as.
    expect(schema.properties.audience).toEqual({ type: 'string', enum: ['team', 'public'], default: 'team' });
    const folder = toJsonSchema(workPackage) as { properties: Record<string, { description?: string }> };
    expect(folder.properties.id?.description).toBe(`the document id, matching ${workPackage.idPattern.source} (checked on lookup, not on read)`);
  });

  it('a German heading table reads and writes it in German', () => {
    const text = `---\nid: ${NOTE_ID}\ntype: nte\n---\n\n${germanBody}`;
    const result = parse(note, text, { language: 'de', languages: german });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.body.points?.items).toEqual([{ text: 'Das Release taggen' }]);
    expect(serialize(note, result.document, { language: 'de', languages: german })).toContain('## Letzte Änderungen\n');
    expect(inReferenceWords(() => parse(note, text, { language: 'de' }))).toThrow("language 'de' has no heading table for 'nte'; available: ");
  });

  it('a table for a type the registry was not given is refused, and so is a bad table or record', () => {
    expect(inReferenceWords(() => createLanguageRegistry({ de: { nte: noteGerman } }))).toThrow("heading table 'de' for 'nte': unknown document type");
    expect(inReferenceWords(() => createLanguageRegistry({}, { types: [{ tag: 'nte' } as never] }))).toThrow(
      'createLanguageRegistry: types[0] must be a document type made by defineDocumentType, got object',
    );
    expect(inReferenceWords(() => createLanguageRegistry({}, { types: [documentTypes.tsk] }))).toThrow(
      "createLanguageRegistry: types[0]: 'tsk' is the tag of a built-in type; give the host type a tag of its own",
    );
  });

  it('an object that only looks like a record is a usage error', () => {
    expect(inReferenceWords(() => parse({ ...note } as never, noteText))).toThrow(
      'type must be a document type code or a record made by defineDocumentType, got object',
    );
    // By tag, a host type is unknown to the pure functions: nothing is registered globally.
    expect(inReferenceWords(() => parse('nte' as never, noteText))).toThrow("unknown document type 'nte'; expected one of req, uc, tsk");
  });
});

describe('createRepository({ types })', () => {
  it('refuses a built-in tag, a tag given twice, a taken reference tag and a look-alike record', () => {
    const storage = memoryStorage();
    expect(inReferenceWords(() => createRepository({ storage, types: [documentTypes.feat] }))).toThrow(
      "types[0]: 'feat' is the tag of a built-in type; give the host type a tag of its own",
    );
    expect(inReferenceWords(() => createRepository({ storage, types: [note, note] }))).toThrow("types[1]: the tag 'nte' is given twice");
    const clash = defineDocumentType({ ...noteOptions(), tag: 'memo', referenceTag: 'REQ' });
    expect(inReferenceWords(() => createRepository({ storage, types: [clash] }))).toThrow("types[0]: the reference tag 'REQ' is already used by 'req'");
    expect(inReferenceWords(() => createRepository({ storage, types: [{ ...note }] as never }))).toThrow(
      'types[0] must be a document type made by defineDocumentType, got object',
    );
    expect(inReferenceWords(() => createRepository({ storage, types: note as never }))).toThrow('types must be an array of document types (defineDocumentType), got ');
    const squatter = defineDocumentType({ ...noteOptions(), tag: 'memo', layoutDir: 'featDir' });
    expect(inReferenceWords(() => createRepository({ storage, types: [squatter] }))).toThrow(
      "types[0]: layoutDir 'featDir' is the folder of a built-in type; leave it out (a host type lives in <docsDir>/memo)",
    );
    const structured = defineDocumentType({ ...noteOptions(), tag: 'memo', editing: 'structured', frontmatterKind: 'adr' });
    expect(inReferenceWords(() => createRepository({ storage, types: [structured] }))).toThrow(
      "types[0]: a host type cannot be 'structured' (only adr is, with its own operations); leave editing out",
    );
    expect(inReferenceWords(() => defineDocumentType({ ...noteOptions(), tag: 'memo', editing: 'structured' }))).toThrow(
      "'memo' is structured, which only the built-in adr is (its create takes models)",
    );
  });

  it('a type given to one repository is unknown to another', async () => {
    const storage = memoryStorage();
    createRepository({ storage, types: [note] });
    const other = createRepository({ storage });
    await expect(referenceRejection(other.list('nte'))).rejects.toThrow("unknown document type 'nte'; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr");
    expect(inReferenceWords(() => other.collection(note))).toThrow("unknown document type 'nte'");
  });
});

function noteOptions() {
  return { tag: 'nte', noun: 'note', statuses: { values: ['draft', 'done'], default: 'draft' }, root: noteOutline, template: '', example: '' } as const;
}

async function tskWithReferences(repo: Repository, references: string): Promise<string> {
  const body = `# Release work\n\n- [ ] Follow ${references}\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.\n`;
  const created = await repo.create('tsk', body);
  if (created.kind !== 'created') throw new Error(JSON.stringify(created));
  return created.id;
}

describe.each(storageKinds)('host types in a repository over %s', (_name, makeStorage) => {
  const open = async (): Promise<{ repo: Repository; storage: Storage }> => {
    const storage = await makeStorage();
    return { storage, repo: createRepository({ storage, clock: fixedClock(), types: [note, workPackage], languages: german, messages: 'reference' }) };
  };

  it('a file-stored type: create, list, get, update, setStatus, delete', async () => {
    const { repo, storage } = await open();
    const created = await repo.create('nte', noteBody);
    if (created.kind !== 'created') throw new Error(JSON.stringify(created));
    expect(created.id).toMatch(UUID);
    expect(created.ref).toBe(`nte-${created.id}-release-checklist`);
    const path = `docs/nte/${created.ref}.md`;
    expect(created.path).toBe(storage.absolute(path));
    expect(await readText(storage, path)).toBe(
      `---\nclassification: null\ncreated: '2026-08-30T08:00:00.123Z'\nid: ${created.id}\nstatus: draft\ntype: nte\nupdated: '2026-08-30T08:00:00.123Z'\nversion: 1.0.0\naudience: team\n---\n\n${noteBody}`,
    );

    const page = await repo.list('nte');
    expect(page.results.map((row) => [row.id, row.title, row.status])).toEqual([[created.id, 'Release Checklist', 'draft']]);

    const got = await repo.collection(note).get({ id: created.id });
    expect(got.kind).toBe('document');
    if (got.kind === 'document') expect(got.body).toMatchObject({ summary: 'Everything the release needs, in one place.' });

    const updated = await repo.update('nte', created.id, noteBody.replace('in one place', 'on one page'));
    expect(updated).toMatchObject({ kind: 'updated', written: true });
    expect(await readText(storage, path)).toContain('Everything the release needs, on one page.\n');

    expect(await repo.setStatus('nte', { ref: created.ref }, 'open')).toMatchObject({ kind: 'updated', frontmatter: { status: 'open' } });
    expect(await repo.setStatus('nte', created.id, 'done')).toMatchObject({
      kind: 'invalid-status',
      allowedValues: ['closed', 'draft', 'open'],
      message: "Invalid status 'done' for type 'nte'. Allowed values: closed, draft, open",
    });
    await expect(referenceRejection(repo.setStatus('nte', created.id, 'open', { supersededBy: NOTE_ID }))).rejects.toThrow(
      "superseded_by is only accepted for type='adr'",
    );
    await expect(referenceRejection(repo.get('nte', NOTE_ID))).rejects.toThrow(
      `no note found with id '${NOTE_ID}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'nte-<uuid>').`,
    );
    await expect(referenceRejection(repo.create('nte', noteBody, { id: 'nte-1-x' }))).rejects.toThrow("id is only accepted for type='feat'");

    expect(repo.getTemplate('nte')).toBe(noteText);
    expect(repo.getExample('nte')).toBe(noteText);
    expect(repo.validate('nte', noteBody).valid).toBe(true);
    expect(await repo.warm(['nte'])).toEqual([{ type: 'nte', members: 1, failed: 0, error: null }]);

    expect(await repo.delete('nte', created.id)).toMatchObject({ kind: 'deleted', type: 'nte', ref: created.ref });
    expect(await readText(storage, path)).toBeNull();
    expect((await repo.list('nte')).results).toEqual([]);
  });

  it('a file-stored type: a German variant and its translation status', async () => {
    const { repo, storage } = await open();
    const created = await repo.create('nte', noteBody);
    if (created.kind !== 'created') throw new Error(JSON.stringify(created));
    const variant = await repo.create('nte', germanBody, { language: 'de', canonical: { id: created.id } });
    expect(variant).toMatchObject({ kind: 'created', id: created.id, ref: created.ref });
    expect(await readText(storage, `docs/nte/de/${created.ref}.md`)).toContain('## Punkte\n');
    const states = await repo.translationStatus('nte', created.id);
    expect(states.map((state) => state.language)).toEqual(['de', 'en']);
    const read = await repo.get('nte', created.id, { language: 'de' });
    expect(read.kind === 'document' ? read.body.title : read.kind).toBe('Release-Checkliste');
  });

  it('a folder-stored type: its id is its folder, created, listed, read, updated and deleted', async () => {
    const { repo, storage } = await open();
    const given = await repo.create('wp', packageBody, { id: 'wp-1-storage' });
    expect(given).toMatchObject({ kind: 'created', type: 'wp', id: 'wp-1-storage', ref: 'wp-1-storage' });
    expect(await readText(storage, 'docs/wp/wp-1-storage/README.md')).toContain('id: wp-1-storage\n');
    const defaulted = await repo.create('wp', packageBody.replace('Storage Layer', 'Second Layer'));
    expect(defaulted).toMatchObject({ kind: 'created', id: 'wp-0-second-layer' });

    expect((await repo.list('wp')).results.map((row) => [row.id, row.title])).toEqual([
      ['wp-0-second-layer', 'Second Layer'],
      ['wp-1-storage', 'Storage Layer'],
    ]);
    const got = await repo.get('wp', { id: 'wp-1-storage' });
    expect(got.kind === 'document' ? got.body.goal : got.kind).toBe('Move every write behind one atomic step.');
    expect(await repo.setStatus('wp', 'wp-1-storage', 'running')).toMatchObject({ kind: 'updated', frontmatter: { status: 'running' } });
    expect(await repo.update('wp', 'wp-1-storage', packageBody.replace('one atomic step', 'a single atomic step'))).toMatchObject({
      kind: 'updated',
      written: true,
    });
    expect(await readText(storage, 'docs/wp/wp-1-storage/README.md')).toContain('behind a single atomic step.\n');

    await expect(referenceRejection(repo.get('wp', 'wp-9-none'))).rejects.toThrow(
      `no work package found with id 'wp-9-none': ${storage.absolute('docs/wp/wp-9-none/README.md')} does not exist. The id must be the exact name of its folder -- list the wp collection to find it.`,
    );
    await expect(referenceRejection(repo.get('wp', 'feat-1-x'))).rejects.toThrow("id 'feat-1-x' is not a well-formed wp folder name (it must match /^wp-[0-9]+-[a-z0-9-]+$/)");
    await expect(referenceRejection(repo.create('wp', packageBody, { id: 'wp-1-storage' }))).rejects.toThrow(
      `work package folder 'wp-1-storage' already exists at ${storage.absolute('docs/wp/wp-1-storage')}`,
    );

    expect(await repo.delete('wp', 'wp-0-second-layer')).toMatchObject({ kind: 'deleted', path: storage.absolute('docs/wp/wp-0-second-layer') });
    expect((await storage.list('docs/wp')).map((entry) => entry.name)).toEqual(['wp-1-storage']);
  });

  it('references from a built-in document: extracted, resolved, listed and link-checked', async () => {
    const { repo } = await open();
    const created = await repo.create('nte', noteBody);
    if (created.kind !== 'created') throw new Error(JSON.stringify(created));
    await repo.create('wp', packageBody, { id: 'wp-1-storage' });
    const missing = '0e150000-0000-4000-8000-00000000000b';
    const tskId = await tskWithReferences(repo, `NOTE ${created.id}, WP wp-1-storage and NOTE ${missing}`);

    const page = await repo.listReferences('tsk', tskId);
    if (!('results' in page)) throw new Error(JSON.stringify(page));
    expect(page.results.map((row) => [row.type, row.id, row.ref, row.title, row.error])).toEqual([
      ['nte', created.id, created.ref, 'Release Checklist', null],
      ['wp', 'wp-1-storage', 'wp-1-storage', 'Storage Layer', null],
      ['nte', missing, null, null, `no note found with id '${missing}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'nte-<uuid>').`],
    ]);
    const incoming = await repo.listIncomingReferences('nte', created.id);
    expect(incoming.results.map((row) => row.type)).toEqual(['tsk']);

    const { diagnostics } = await repo.checkLinks();
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['dangling-reference', `no note found with id '${missing}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'nte-<uuid>').`],
    ]);
  });
});
