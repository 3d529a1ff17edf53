// Every reason of a usage error, thrown by a real call: the default text
// (the library's words), the params it was built from, and the reference
// profile's text of the same error, byte for byte.
import { describe, expect, it } from 'vitest';
import { defaultErrorMessages, type ErrorReason, SpecmgrError } from '../../src/errors/index.js';
import { createLanguageRegistry, createRepository, documentTypes, memoryStorage, parse, type Repository } from '../../src/index.js';
import { errorsReference } from '../../src/messages/reference/errors.js';
import { referenceMessages } from '../../src/messages/index.js';
import { normalizeCallerPath } from '../../src/repository/checks/paths.js';
import { checkRef } from '../../src/repository/checks/targets.js';
import { failingStorage, ID } from '../repository/helpers/fixtures.js';
import { workPackage } from '../repository/helpers/host-types.js';
import { referenceText } from '../helpers/usage-error.js';

type Case = {
  name: string;
  run: (repo: Repository) => unknown;
  code: string;
  reason: ErrorReason;
  params?: Record<string, unknown>;
  plain: string;
  reference: string;
};

const LONG_FEAT = `feat-1-${'a'.repeat(260)}`;
const GERMAN_TSK = { Task: '{title}', 'Task > RecentUpdates': 'Letzte Änderungen' };

const cases: Case[] = [
  {
    name: 'a get window without raw',
    run: (r) => r.get('tsk', ID.a, { offset: 2 }),
    code: 'invalid-arguments',
    reason: 'raw-only-option',
    params: { option: 'offset/limit', offset: 2, limit: undefined },
    plain: 'offset and limit are only valid with raw: true, got offset 2, limit undefined; pass raw: true to read a window of the raw text',
    reference: 'offset/limit are only valid with raw=True, got offset=2, limit=None',
  },
  {
    name: 'numbered without raw',
    run: (r) => r.get('tsk', ID.a, { numbered: true }),
    code: 'invalid-arguments',
    reason: 'raw-only-option',
    params: { option: 'numbered' },
    plain: 'numbered: true is only valid with raw: true; pass raw: true to number the lines of the raw text',
    reference: 'numbered is only valid with raw=True, got numbered=True',
  },
  {
    name: 'allowBroken without raw',
    run: (r) => r.get('tsk', ID.a, { allowBroken: true }),
    code: 'invalid-arguments',
    reason: 'raw-only-option',
    params: { option: 'allowBroken' },
    plain: 'allowBroken: true is only valid with raw: true; pass raw: true to read the raw text of a document that does not parse',
    reference: 'allowBroken is only valid with raw=True, got allowBroken=True',
  },
  {
    name: 'limit without offset',
    run: (r) => r.update('tsk', ID.a, 'x', { limit: 2 }),
    code: 'invalid-arguments',
    reason: 'limit-without-offset',
    params: { limit: 2 },
    plain: 'limit is only valid together with offset, got limit 2 without offset; pass offset (the first line, from 1) as well',
    reference: 'limit must be given together with offset, got offset=None, limit=2',
  },
  {
    name: 'expect without offset',
    run: (r) => r.update('tsk', ID.a, 'x', { expect: 'y' }),
    code: 'invalid-arguments',
    reason: 'expect-without-offset',
    params: {},
    plain: 'expect is only valid together with offset, the first line of the range it is compared with; pass offset as well',
    reference: 'expect is only valid with offset, got offset=None',
  },
  {
    name: 'supersededBy for a req',
    run: (r) => r.setStatus('req', ID.a, 'accepted', { supersededBy: ID.b }),
    code: 'invalid-arguments',
    reason: 'successor-without-pattern',
    params: { type: 'req', supersededBy: ID.b },
    plain: `supersededBy is only accepted for a type whose status names a successor (adr: "superseded by <id>"), got type "req" with supersededBy "${ID.b}"; leave supersededBy out`,
    reference: `superseded_by is only accepted for type='adr' (the "superseded by X" pattern is ADR-specific), got type='req' with superseded_by='${ID.b}'`,
  },
  {
    name: 'an id option for a tsk',
    run: (r) => r.create('tsk', '# T', { id: 'x' }),
    code: 'invalid-arguments',
    reason: 'id-option-not-folder',
    params: { type: 'tsk', id: 'x' },
    plain: 'id is only accepted for a folder-stored type such as "feat", whose id is its folder name; type "tsk" gets a generated UUID, got id "x"; leave id out',
    reference: "id is only accepted for type='feat' (every other type gets a server-generated UUID), got type='tsk' with id='x'",
  },
  {
    name: 'canonical for an English document',
    run: (r) => r.create('tsk', '# T', { canonical: ID.a }),
    code: 'invalid-arguments',
    reason: 'canonical-without-language',
    params: { language: 'en' },
    plain: 'canonical is only valid with a language other than "en", got language "en"; pass the translation\'s language (e.g. language: "de"), or leave canonical out',
    reference: "canonical is only valid with a language other than 'en', got language='en'",
  },
  {
    name: 'a translation without canonical',
    run: (r) => r.create('tsk', '# T', { language: 'de' }),
    code: 'invalid-arguments',
    reason: 'canonical-required',
    params: { language: 'de' },
    plain: 'language "de" needs canonical, the English document this one translates; pass canonical: { id } as well',
    reference: "language='de' requires canonical (the document this variant translates), got canonical=None",
  },
  {
    name: 'a bad mode',
    run: () => parse('tsk', '', { mode: 'loose' as 'strict' }),
    code: 'invalid-arguments',
    reason: 'invalid-mode',
    params: { mode: 'loose' },
    plain: 'mode must be "strict" or "lenient", got "loose"',
    reference: "mode must be 'strict' or 'lenient', got 'loose'",
  },
  {
    name: 'an empty id',
    run: (r) => r.get('req', { id: '' }),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'empty', id: '' },
    plain: 'id "" is empty; a non-empty id is required',
    reference: "id '' is empty; a non-empty id is required",
  },
  {
    name: 'an id with a traversal',
    run: (r) => r.get('req', { id: '../x' }),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'traversal', id: '../x' },
    plain: 'id "../x" contains a path separator or a ".." traversal sequence; a bare id is expected',
    reference: "id '../x' contains a path separator or a '..' traversal sequence; a bare id is expected",
  },
  {
    name: 'a prefixed UUID',
    run: (r) => r.get('req', `req-${ID.a}`),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'not-uuid', id: `req-${ID.a}` },
    plain: `id "req-${ID.a}" is not a canonical lowercase-hex UUID (8-4-4-4-12); drop the "req-" prefix: pass "${ID.a}"`,
    reference: `id 'req-${ID.a}' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected`,
  },
  {
    name: 'an object as id',
    run: (r) => r.get('req', { id: { a: 1 } } as never),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'not-uuid', id: { a: 1 } },
    plain: 'id object {"a":1} is not a canonical lowercase-hex UUID (8-4-4-4-12); pass the id from the document\'s frontmatter',
    reference: 'id object {"a":1} is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected',
  },
  {
    name: 'an uppercase UUID',
    run: (r) => r.get('req', ID.a.toUpperCase()),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'not-uuid', id: ID.a.toUpperCase() },
    plain: `id "${ID.a.toUpperCase()}" is not a canonical lowercase-hex UUID (8-4-4-4-12); pass it in lowercase: "${ID.a}"`,
    reference: `id '${ID.a.toUpperCase()}' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected`,
  },
  {
    name: 'a word as id',
    run: (r) => r.get('req', 'x'),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'not-uuid', id: 'x' },
    plain: `id "x" is not a canonical lowercase-hex UUID (8-4-4-4-12); pass the id from the document's frontmatter`,
    reference: "id 'x' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected",
  },
  {
    name: 'a feat id longer than a folder name',
    run: (r) => r.get('feat', LONG_FEAT),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'too-long', id: LONG_FEAT, type: 'feat', max: 255 },
    plain: `id "${LONG_FEAT.slice(0, 80)}…" is 267 characters long; a feat id is a folder name of at most 255`,
    reference: `id '${LONG_FEAT.slice(0, 60)}'… is 267 characters long; a feat id is a folder name of at most 255`,
  },
  {
    name: 'a bare feat number (the type words it)',
    run: (r) => r.get('feat', { id: 'feat-31' }),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'folder-name', id: 'feat-31', type: 'feat', pattern: '/^feat-[0-9]+-[a-z0-9-]+$/' },
    plain: `id "feat-31" is not a well-formed feat-NNN-slug folder name (e.g. 'feat-36-delete')`,
    reference: "id 'feat-31' is not a well-formed feat-NNN-slug folder name (e.g. 'feat-36-delete')",
  },
  {
    name: 'a wrong folder name of a host type',
    run: () => createRepository({ storage: failingStorage().storage, types: [workPackage] }).get('wp', 'feat-1-x'),
    code: 'invalid-id',
    reason: 'invalid-id',
    params: { problem: 'folder-name', id: 'feat-1-x', type: 'wp', pattern: '/^wp-[0-9]+-[a-z0-9-]+$/' },
    plain: 'id "feat-1-x" is not a well-formed wp folder name; list the wp collection to find the exact id',
    reference: "id 'feat-1-x' is not a well-formed wp folder name (it must match /^wp-[0-9]+-[a-z0-9-]+$/)",
  },
  {
    name: 'neither id nor ref',
    run: (r) => r.get('req', {} as never),
    code: 'invalid-target',
    reason: 'invalid-target',
    plain: 'exactly one of id and ref must be given, got neither; pass { id } or { ref }',
    reference: 'exactly one of id and ref must be given, got id=None, ref=None',
  },
  {
    name: 'both id and ref',
    run: (r) => r.get('req', { id: ID.a, ref: 'x' } as never),
    code: 'invalid-target',
    reason: 'invalid-target',
    params: { id: ID.a, ref: 'x' },
    plain: `exactly one of id and ref must be given, got both (id "${ID.a}", ref "x"); pass only one of them`,
    reference: `exactly one of id and ref must be given, got id='${ID.a}', ref='x'`,
  },
  ...(
    [
      ['', { problem: 'empty' }, 'ref "" is empty; a non-empty ref is required', "ref '' is empty; a non-empty ref is required"],
      ['a\\b', { problem: 'traversal' }, 'ref "a\\\\b" contains a path separator or a ".." traversal sequence; a bare ref is expected', "ref 'a\\\\b' contains a path separator or a '..' traversal sequence; a bare ref is expected"],
      ['.', { problem: 'collection' }, 'ref "." names the collection folder itself; a bare ref is expected', "ref '.' names the collection folder itself; a bare ref is expected"],
      ['C:x', { problem: 'drive-letter' }, 'ref "C:x" starts with a drive letter; a bare ref is expected', "ref 'C:x' starts with a drive letter; a bare ref is expected"],
      [
        'a\u0000b',
        { problem: 'characters', characters: { kind: 'control', codePoint: 'U+0000' } },
        'ref "a\\u0000b" contains the control character U+0000; a bare ref is expected',
        "ref 'a\\x00b' contains the control character U+0000; a bare ref is expected",
      ],
      [
        'e\u0301',
        { problem: 'characters', characters: { kind: 'not-nfc' } },
        `ref "e\u0301" is not in Unicode NFC; pass it through .normalize('NFC'); a bare ref is expected`,
        `ref 'e\u0301' is not in Unicode NFC; pass it through .normalize('NFC'); a bare ref is expected`,
      ],
      [
        'é'.repeat(127),
        { problem: 'too-long', bytes: 254, max: 252 },
        `ref "${'é'.repeat(80)}…" is 254 bytes long in UTF-8; a ref is at most 252 bytes`,
        `ref '${'é'.repeat(80)}…' is 254 bytes long in UTF-8; a ref is at most 252 bytes`,
      ],
    ] as const
  ).map(
    ([ref, params, plain, reference]): Case => ({
      name: `the ref ${JSON.stringify(ref.slice(0, 8))}`,
      run: (r) => r.get('req', { ref }),
      code: 'invalid-ref',
      reason: 'invalid-ref',
      params: { ref, ...params },
      plain,
      reference,
    }),
  ),
  ...(
    [
      ['a\\b.md', { problem: 'backslash' }, 'path "a\\\\b.md" contains a backslash; separate folders with "/"', "path 'a\\\\b.md' contains a backslash; separate folders with '/'"],
      ['C:/x.md', { problem: 'drive-letter' }, 'path "C:/x.md" starts with a drive letter; a root-relative POSIX path is expected', "path 'C:/x.md' starts with a drive letter; a root-relative POSIX path is expected"],
      ['./', { problem: 'root' }, 'path "./" names the root folder; the path of a file is expected', "path './' names the root folder; the path of a file is expected"],
      [
        `${'a'.repeat(256)}.md`,
        { problem: 'segment-too-long', max: 255 },
        `path "${'a'.repeat(80)}…" has a segment longer than 255 bytes in UTF-8`,
        `path '${'a'.repeat(120)}…' has a segment longer than 255 bytes in UTF-8`,
      ],
      [
        'x\u007f.md',
        { problem: 'characters', characters: { kind: 'control', codePoint: 'U+007F' } },
        'path "x\u007f.md" contains the control character U+007F; a root-relative POSIX path is expected',
        "path 'x\\x7f.md' contains the control character U+007F; a root-relative POSIX path is expected",
      ],
    ] as const
  ).map(
    ([path, params, plain, reference]): Case => ({
      name: `the caller path ${JSON.stringify(path.slice(0, 8))}`,
      run: (r) => r.parseFile('tsk', path),
      code: 'invalid-arguments',
      reason: 'invalid-path',
      params: { path, ...params },
      plain,
      reference,
    }),
  ),
  {
    name: 'a caller path outside the root',
    run: (r) => r.parseFile('tsk', '../outside.md'),
    code: 'path-outside-root',
    reason: 'path-outside-root',
    params: { path: '../outside.md', base: '/' },
    plain: 'path "../outside.md" resolves outside the root folder "/"',
    reference: "path '../outside.md' resolves outside base directory '/'",
  },
  {
    name: 'a memoryStorage key as file and folder',
    run: () => memoryStorage({ a: 'x', 'a/b.md': 'y' }),
    code: 'invalid-arguments',
    reason: 'file-and-folder',
    params: { path: 'a' },
    plain: 'memoryStorage: "a" is given both as a file and as a folder',
    reference: "memoryStorage: 'a' is given both as a file and as a folder",
  },
  {
    name: 'an unknown type',
    run: (r) => r.list('nope'),
    code: 'unknown-type',
    reason: 'unknown-type',
    params: { type: 'nope', unsupported: [] },
    plain: 'unknown document type "nope"; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr',
    reference: "unknown document type 'nope'; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr",
  },
  {
    name: 'adr where only whole-body types are taken',
    run: (r) => r.edit('adr', ID.a, 'a', 'b'),
    code: 'unknown-type',
    reason: 'unknown-type',
    params: { type: 'adr', unsupported: ['adr'] },
    plain: 'unknown document type "adr"; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs ("adr" is not supported here)',
    reference: "unknown document type 'adr'; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs ('adr' is not supported)",
  },
  {
    name: 'no type at all',
    run: () => parse(undefined as never, ''),
    code: 'unknown-type',
    reason: 'unknown-type',
    plain: 'unknown document type undefined; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr',
    reference: 'unknown document type None; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr',
  },
  {
    name: 'a host type with a built-in tag',
    run: () => createRepository({ storage: memoryStorage(), types: [documentTypes.feat] }),
    code: 'invalid-arguments',
    reason: 'host-type',
    params: { where: 'types[0]', problem: 'built-in-tag', tag: 'feat' },
    plain: 'types[0]: "feat" is the tag of a built-in type; give the host type a tag of its own',
    reference: "types[0]: 'feat' is the tag of a built-in type; give the host type a tag of its own",
  },
  {
    name: 'a host type given twice',
    run: () => createRepository({ storage: memoryStorage(), types: [workPackage, workPackage] }),
    code: 'invalid-arguments',
    reason: 'host-type',
    params: { where: 'types[1]', problem: 'duplicate-tag', tag: 'wp' },
    plain: 'types[1]: the tag "wp" is given twice; give each host type a tag of its own',
    reference: "types[1]: the tag 'wp' is given twice",
  },
  {
    name: 'a malformed language',
    run: (r) => r.get('tsk', ID.a, { language: 'DE' }),
    code: 'invalid-language',
    reason: 'invalid-language',
    params: { language: 'DE' },
    plain: 'language "DE" is not a two-letter lowercase code such as "de"',
    reference: "language 'DE' is not a two-letter lowercase code (^[a-z]{2}$)",
  },
  {
    name: 'a language without a table',
    run: (r) => r.list('tsk', { language: 'zz' }),
    code: 'unsupported-language',
    reason: 'unsupported-language',
    params: { language: 'zz', type: 'tsk', available: ['de', 'en', 'es', 'fr'] },
    plain: 'language "zz" has no heading table for "tsk"; available: de, en, es, fr',
    reference: "language 'zz' has no heading table for 'tsk'; available: de, en, es, fr",
  },
  {
    name: 'a table with a missing entry',
    run: () => createLanguageRegistry({ xx: { tsk: { Task: '{title}' } } }),
    code: 'invalid-language-table',
    reason: 'language-table',
    params: { language: 'xx', type: 'tsk', problem: 'missing-entry', entry: 'Task > RecentUpdates' },
    plain: 'heading table "xx" for "tsk": missing entry "Task > RecentUpdates"',
    reference: "heading table 'xx' for 'tsk': missing entry 'Task > RecentUpdates'",
  },
  {
    name: 'a table with an unknown entry',
    run: () => createLanguageRegistry({ xx: { tsk: { ...GERMAN_TSK, 'Task > Nope': 'x' } } }),
    code: 'invalid-language-table',
    reason: 'language-table',
    params: { problem: 'unknown-entry', entry: 'Task > Nope' },
    plain: 'heading table "xx" for "tsk": unknown entry "Task > Nope"',
    reference: "heading table 'xx' for 'tsk': unknown entry 'Task > Nope'",
  },
  {
    name: 'a table without a placeholder',
    run: () => createLanguageRegistry({ xx: { tsk: { ...GERMAN_TSK, Task: 'Titel' } } }),
    code: 'invalid-language-table',
    reason: 'language-table',
    params: { problem: 'placeholders', entry: 'Task', expected: ['title'], received: [] },
    plain: 'heading table "xx" for "tsk": entry "Task" must use the placeholders {title}, got (none)',
    reference: "heading table 'xx' for 'tsk': entry 'Task' must use the placeholders {title}, got (none)",
  },
  {
    name: 'a table for an unknown type',
    run: () => createLanguageRegistry({ xx: { nope: GERMAN_TSK } }),
    code: 'invalid-language-table',
    reason: 'language-table',
    params: { language: 'xx', type: 'nope', problem: 'unknown-type' },
    plain: 'heading table "xx" for "nope": unknown document type',
    reference: "heading table 'xx' for 'nope': unknown document type",
  },
  {
    name: 'an unknown ADR section',
    run: (r) => r.adr.updateSection(ID.a, 'nope', 'x'),
    code: 'invalid-arguments',
    reason: 'adr-section',
    params: { key: 'nope' },
    plain:
      'unknown ADR section "nope"; expected one of contextAndProblemStatement, decisionDrivers, consideredOptions, decisionOutcome, consequences, confirmation, moreInformation',
    reference:
      "unknown ADR section 'nope'; expected one of contextAndProblemStatement, decisionDrivers, consideredOptions, decisionOutcome, consequences, confirmation, moreInformation",
  },
  {
    name: 'removing a mandatory ADR section',
    run: (r) => r.adr.updateSection(ID.a, 'decisionOutcome', 'REMOVE'),
    code: 'adr-mandatory-section',
    reason: 'adr-mandatory-section',
    params: { key: 'decisionOutcome' },
    plain: 'section "decisionOutcome" is mandatory in an ADR and cannot be removed',
    reference: "section 'decisionOutcome' is mandatory in an ADR and cannot be removed",
  },
];

// Reasons worded by direct rendering: not-found texts, link-check findings,
// storage roots, conflict and invalid-status results, and the edit refusals
// whose calls are tested with their callers (repository, edits, frontmatter suites).
const rendered: { reason: ErrorReason; params: Record<string, unknown>; plain: string; reference: string }[] = [
  {
    reason: 'full-without-frontmatter',
    params: {},
    plain: 'With full: true the content must be a whole document (a YAML frontmatter block, then the body), but no frontmatter block was found. Leave full out (or pass full: false) to validate a body alone.',
    reference: "full=True requires 'content' to be a complete document (YAML frontmatter block plus body) -- no frontmatter block was found. Pass full=False (the default) to validate body-only content instead.",
  },
  {
    reason: 'body-with-frontmatter',
    params: {},
    plain: 'Without full: true the content must be a body alone, but it starts with a YAML frontmatter block. Pass full: true to validate a whole document.',
    reference: "full=False requires 'content' to be body markdown only -- a YAML frontmatter block was found. Pass full=True to validate a complete document instead.",
  },
  {
    reason: 'not-found-id',
    params: { type: 'tsk', noun: 'task list', id: 'tsk-3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0', prefix: 'tsk-' },
    plain: 'No task list found with id "tsk-3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0". The id must be the bare document UUID, without a domain prefix: pass "3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0", not "tsk-3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0".',
    reference: "no task list found with id 'tsk-3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>').",
  },
  {
    reason: 'not-found-folder',
    params: { type: 'feat', noun: 'feature', id: 'feat-7-x', path: 'docs/feat/feat-7-x', hint: 'Use the folder name.' },
    plain: 'No feature found with id "feat-7-x": docs/feat/feat-7-x does not exist. The id must be the exact name of its folder; list the feat collection to find it.',
    reference: "no feature found with id 'feat-7-x': docs/feat/feat-7-x does not exist. Use the folder name.",
  },
  {
    reason: 'not-found-ref',
    params: { type: 'tsk', noun: 'task list', ref: 'nope' },
    plain: 'No task list found with ref "nope".',
    reference: "no task list found with ref 'nope'",
  },
  {
    reason: 'variant-not-found',
    params: { type: 'tsk', noun: 'task list', language: 'fr', target: { kind: 'id', id: 'abc' }, path: 'docs/tsk/fr/x.md' },
    plain: 'No "fr" variant found for the task list with id "abc": expected docs/tsk/fr/x.md.',
    reference: "no task list variant 'fr' found for id 'abc': expected docs/tsk/fr/x.md",
  },
  {
    reason: 'bare-id-not-found',
    params: { type: 'feat', noun: 'feature', bare: 'feat-7', file: 'README.md', dir: 'docs/feat' },
    plain: 'No feature found for the bare number "feat-7": no folder named feat-7-* with a README.md exists under docs/feat. List the feat collection to find the exact id.',
    reference: "no feature found for bare number 'feat-7': no feature folder named feat-7-* with a README.md exists under 'docs/feat' (use list_feat to discover the exact id)",
  },
  {
    reason: 'folder-id-mismatch',
    params: { type: 'feat', noun: 'feature', id: 'feat-7-x', path: 'docs/feat/feat-7-x/README.md', frontmatterId: 'feat-8-y' },
    plain: "Feature folder \"feat-7-x\" exists at docs/feat/feat-7-x/README.md, but its frontmatter id is \"feat-8-y\", not the folder's name; the folder was likely renamed or copied. Set its frontmatter id to \"feat-7-x\" or rename the folder back.",
    reference: "feature folder 'feat-7-x' exists at docs/feat/feat-7-x/README.md, but its frontmatter id ('feat-8-y') does not match the containing folder's own name ('feat-7-x') -- the folder was likely renamed or copied without updating its frontmatter.",
  },
  {
    reason: 'duplicate-id',
    params: { type: 'tsk', id: 'abc', firstPath: 'docs/tsk/a.md' },
    plain: 'Another tsk document, docs/tsk/a.md, has the same id "abc", and lookups return that one. Give one of the two documents a new id.',
    reference: "tsk id 'abc' is also used by docs/tsk/a.md; lookups return that one",
  },
  {
    reason: 'no-collections',
    params: { root: '/srv/specs', dirs: ['docs/tsk', 'docs/req'] },
    plain: 'No collection folder was found under /srv/specs: there is no "docs/tsk" or "docs/req". Check the storage root and the layout option.',
    reference: 'No collection folder was found under /srv/specs: there is no "docs/tsk" or "docs/req". Check the storage root and the layout option.',
  },
  {
    reason: 'root-missing',
    params: { root: '/srv/specs' },
    plain: 'The storage root /srv/specs does not exist. Pass nodeStorage the path of an existing folder.',
    reference: 'The storage root /srv/specs does not exist. Pass nodeStorage the path of an existing folder.',
  },
  {
    reason: 'root-not-a-directory',
    params: { root: '/srv/specs' },
    plain: 'The storage root /srv/specs is not a folder. Pass nodeStorage the path of a folder.',
    reference: 'The storage root /srv/specs is not a folder. Pass nodeStorage the path of a folder.',
  },
  {
    reason: 'variant-exists',
    params: { language: 'fr', path: 'docs/tsk/fr/x.md' },
    plain: 'A "fr" variant already exists at docs/tsk/fr/x.md; create never overwrites one. Update that variant instead.',
    reference: "variant 'fr' already exists at docs/tsk/fr/x.md",
  },
  {
    reason: 'etag-conflict',
    params: { ifMatch: 'e1', etag: 'e2' },
    plain: 'The document changed since it was read: ifMatch "e1" is not its current etag "e2", so nothing was written. Read it again and retry with the current etag.',
    reference: "document changed: ifMatch 'e1' does not match the current etag 'e2'; nothing was written",
  },
  {
    reason: 'expect-conflict',
    params: { offset: 3, limit: 2 },
    plain: 'The addressed lines (offset: 3, limit: 2) do not match expect, so nothing was written. Read the lines again and retry.',
    reference: 'the addressed lines (offset=3, limit=2) do not match expect; nothing was written',
  },
  {
    reason: 'invalid-status',
    params: { type: 'tsk', noun: 'task list', status: 'open', allowed: ['active', 'done'] },
    plain: 'The status "open" is not allowed for a task list. Use "active" or "done".',
    reference: "Invalid status 'open' for type 'tsk'. Allowed values: active, done",
  },
  {
    reason: 'storage-required',
    params: { received: 'undefined' },
    plain: 'The storage option must be a Storage, such as memoryStorage() or nodeStorage(root), but it is missing.',
    reference: "storage must be a Storage (memoryStorage, nodeStorage, …), got 'undefined'",
  },
  {
    reason: 'languages-not-a-registry',
    params: { received: 'object' },
    plain: 'The languages option must be a language registry made by createLanguageRegistry, but it is a value of type object.',
    reference: "languages must be a language registry (createLanguageRegistry), got 'object'",
  },
  {
    reason: 'frontmatter-value-too-deep',
    params: { key: 'tags' },
    plain: 'the frontmatter key "tags" holds a value nested too deeply to be written as YAML; nest it less deeply (reads allow 100 levels by default)',
    reference: "frontmatter key 'tags' holds a value nested too deeply to be written as YAML; nest it less deeply (reads allow 100 levels by default)",
  },
  {
    reason: 'frontmatter-edit-alias',
    params: { key: 'b' },
    plain: 'the frontmatter cannot be edited in place: the edit would also change the key "b", which refers to the edited value through a YAML alias; write that value out instead of the alias and retry',
    reference: "frontmatter YAML cannot be edited in place: the edit would also change key 'b'; write its value out instead of an alias and retry",
  },
  {
    reason: 'frontmatter-edit-read-back',
    params: { key: 'status', value: 'done' },
    plain: 'the frontmatter cannot be edited in place: the key "status" would not read back as "done"; write the block out by hand',
    reference: "frontmatter YAML cannot be edited in place: key 'status' does not read back as 'done'",
  },
  {
    reason: 'section-missing',
    params: { noun: 'task list', document: 'docs/tsk/x.md', parentPointer: '/recentUpdates', pointer: '/recentUpdates/0' },
    plain: 'the task list "docs/tsk/x.md" has no section "/recentUpdates" to hold "/recentUpdates/0"; write that section first',
    reference: "task list 'docs/tsk/x.md' has no section '/recentUpdates' to hold '/recentUpdates/0'; write that section first",
  },
  {
    reason: 'element-missing',
    params: { noun: 'task list', document: 'docs/tsk/x.md', pointer: '/tasks/5', elementsPointer: '/tasks', count: 2 },
    plain: 'the task list "docs/tsk/x.md" has no element "/tasks/5": "/tasks" has 2 elements',
    reference: "task list 'docs/tsk/x.md' has no element '/tasks/5'; '/tasks' has 2 element(s)",
  },
  {
    reason: 'adr-option-missing',
    params: { title: 'Use YAML', id: 'abc' },
    plain: 'the ADR "abc" has no option "Use YAML"; list its options with repo.adr.listOptions',
    reference: "no option 'Use YAML' found in ADR 'abc'",
  },
];

async function caught(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('usage errors in the default words, with params, and in the reference words', () => {
  it.each(cases)('$name', async ({ run, code, reason, params, plain, reference }) => {
    const { storage } = failingStorage();
    const error = await caught(() => run(createRepository({ storage })));
    expect(error).toBeInstanceOf(SpecmgrError);
    expect(error).toMatchObject({ code, reason, message: plain, ...(params === undefined ? {} : { params }) });
    expect(referenceText(error)).toBe(reference);
  });

  it.each(rendered)('$reason (rendered)', ({ reason, params, plain, reference }) => {
    const render = (renderers: Record<string, unknown>): unknown => (renderers[reason] as (p: Record<string, unknown>) => unknown)(params);
    expect(render(defaultErrorMessages)).toBe(plain);
    expect(render(errorsReference)).toBe(reference);
  });

  it('covers every reason', () => {
    const tested = new Set([...cases.map((c) => c.reason), ...rendered.map((r) => r.reason)]);
    // Thrown only by paths a test cannot reach without a broken invariant, or
    // tested with their callers (layout, sections, crash, storage paths).
    const elsewhere = ['layout-path', 'section-pointer', 'section-kind', 'section-value', 'mandatory-section', 'folder-exists', 'folder-id-required', 'adr-content', 'adr-frontmatter'];
    const untested = Object.keys(defaultErrorMessages).filter((reason) => !tested.has(reason as ErrorReason) && !elsewhere.includes(reason));
    expect(untested).toEqual([]);
  });

  it('the default texts carry no Python value forms', () => {
    for (const { plain } of [...cases, ...rendered]) {
      for (const python of ['=True', '=None', '=False', "['", 'None']) expect(plain).not.toContain(python);
    }
  });

  it('both profiles word every reason', () => {
    expect(Object.keys(errorsReference).sort()).toEqual(Object.keys(defaultErrorMessages).sort());
    expect(referenceMessages.errors).toBe(errorsReference);
  });
});

describe('reasons no public call reaches', () => {
  it('a ref that names no member of its folder (defence in depth)', () => {
    const params = { problem: 'not-member', ref: 'a', folder: 'docs/tsk' } as const;
    expect(defaultErrorMessages['invalid-ref'](params)).toBe('ref "a" does not name one member of "docs/tsk"; a bare ref is expected');
    expect(errorsReference['invalid-ref'](params)).toBe("ref 'a' does not name one member of 'docs/tsk'; a bare ref is expected");
  });

  it('ADR frontmatter that is no object (the argument check refuses it first)', () => {
    expect(defaultErrorMessages['adr-frontmatter']({ frontmatter: null })).toBe('frontmatter must be a plain object, got null');
    expect(errorsReference['adr-frontmatter']({ frontmatter: null })).toBe('frontmatter must be a mapping, got None');
  });

  it('a folder type whose default id does not fit it', () => {
    const params = { type: 'nte', id: 'nte-0-x', pattern: '/^nte-[0-9]+$/' };
    expect(defaultErrorMessages['folder-id-required'](params)).toBe(
      'create("nte") needs an id: the default id "nte-0-x" is not a valid nte folder name; pass { id } with a folder name that is',
    );
    expect(errorsReference['folder-id-required'](params)).toBe(
      "create('nte') needs an id: the default id 'nte-0-x' does not match /^nte-[0-9]+$/; pass { id } with a folder name that does",
    );
  });

  it('create("adr") content that is no { frontmatter, body }', async () => {
    const { storage } = failingStorage();
    const error = await caught(() => createRepository({ storage }).create('adr', 'text' as never));
    expect(error).toMatchObject({ reason: 'adr-content', params: { received: 'string' }, message: 'create("adr") takes { frontmatter, body } with an Adr body model, got a string' });
    expect(referenceText(error)).toBe("create('adr') takes { frontmatter, body } with an Adr body model, got 'string'");
  });

  it('the path checks of normalizeCallerPath and checkRef word the same reasons', () => {
    expect(() => normalizeCallerPath('a\\b', () => '/')).toThrow('path "a\\\\b" contains a backslash; separate folders with "/"');
    expect(() => checkRef('.')).toThrow('ref "." names the collection folder itself; a bare ref is expected');
  });
});
