/**
 * A wrong and a right document for every diagnostic code: the examples of
 * `docs/diagnostics.md`, kept as data so that a test can parse them.
 *
 * @packageDocumentation
 */

import type { DiagnosticCode } from './diagnostic.js';

/**
 * A document and the parse options it is read with.
 *
 * @example
 * ```ts
 * const e: DiagnosticExample = { type: 'tsk', text: '---\n…', mode: 'lenient' };
 * ```
 */
export interface DiagnosticExample {
  /** The type code the document is parsed as, e.g. `tsk`. */
  readonly type: string;
  /** The whole document text. */
  readonly text: string;
  /** The parse mode, when not `strict`. */
  readonly mode?: 'strict' | 'lenient';
  /** The document's language, when not `en`. */
  readonly language?: string;
  /** Smaller limits than the default ones, for the limit codes. */
  readonly limits?: { readonly maxBytes?: number; readonly maxDepth?: number };
}

/**
 * The mistake and its fix.
 *
 * @example
 * ```ts
 * const { wrong, right } = diagnosticCatalogue['heading-mismatch'];
 * parse(wrong.type, wrong.text).ok; // false
 * parse(right.type, right.text).ok; // true
 * ```
 */
export interface DiagnosticExamplePair {
  /** A document that yields the code. */
  readonly wrong: DiagnosticExample;
  /** The same document corrected: it parses without any error. */
  readonly right: DiagnosticExample;
}

const ID = '00000000-0000-4000-8000-000000000001';
const STAMP = "'2026-01-01T00:00:00.000Z'";

function frontmatterLines(type: string, status = 'draft'): string[] {
  return ['classification: null', `created: ${STAMP}`, `id: ${ID}`, `status: ${status}`, `type: ${type}`, `updated: ${STAMP}`, 'version: 1.0.0'];
}

function fm(type: string, change: (lines: string[]) => string[] = (lines) => lines, status?: string): string {
  return ['---', ...change(frontmatterLines(type, status)), '---', '', ''].join('\n');
}

const replace = (key: string, line: string) => (lines: string[]) => lines.map((l) => (l.startsWith(`${key}:`) ? line : l));

const entry = (stamp: string, title: string, text: string) => `### ${stamp} - ${title}\n\n${text}\n`;

function tskBody(tasks = '- [ ] Task 1: Tag the release', updates = entry('2026-01-01T00:00:00.000Z', 'Created', 'Created the task list.'), heading = '## Recent Updates'): string {
  return `# Release checklist\n\n${tasks}\n\n${heading}\n\n${updates}`;
}

const tsk = (body = tskBody(), head = fm('tsk')): DiagnosticExample => ({ type: 'tsk', text: head + body });

const rightTsk = tsk();

function req(characteristics: string, level = 'MUST'): DiagnosticExample {
  return {
    type: 'req',
    text: `${fm('req')}# Sign-in\n\nTHE system SHALL let a user sign in with a passkey.\n\n## Characteristics\n\n${characteristics}\n\n## Level\n\n${level}\n\n## Priority\n\n20\n\n## Source\n\nThe security review.\n`,
  };
}

const oneCharacteristic = '1. Security';

const ADR_HEAD = "---\nstatus: proposed\ndate: '2026-01-01'\nid: 00000000-0000-4000-8000-000000000001\nversion: 1.0.0\n---\n\n";

function adr(context = 'Builds take too long.', extra = '', options = '### Option 1: Cache\n\n- Good, because it is fast\n\n### Option 2: Rewrite\n\n- Bad, because it is slow\n'): DiagnosticExample {
  return {
    type: 'adr',
    text: `${ADR_HEAD}# Cache the build\n\n## Context and Problem Statement\n\n${context}\n\n## Considered Options\n\n- Cache\n- Rewrite\n\n## Decision Outcome\n\nChosen option: "Cache", because it is fast.\n\n## Pros and Cons of the Options\n\n${options}${extra}`,
  };
}

function vcr(second: string): DiagnosticExample {
  return {
    type: 'vcr',
    text: `${fm('vcr')}# Sign-in works\n\n## Verifies\n\nREQ ${ID}: Sign-in\n\nChecks the passkey sign-in.\n\n## Coverage\n\nfull\n\n## Acceptance Criteria\n\n### AC-001 (Test): A passkey signs in\n\nThe user is signed in.\n\n### ${second} (Inspection): The log names the user\n\nThe log line names the user.\n`,
  };
}

function uc(extension: string): DiagnosticExample {
  return {
    type: 'uc',
    text: `${fm('uc')}# Sign In\n\n## Characteristic Information\n\n### Goal in Context\n\nThe user wants to work.\n\n### Scope\n\nThe portal.\n\n### Level\n\nUser Goal\n\n### Preconditions\n\n- The user has a passkey.\n\n### Success End Condition\n\n- The user is signed in.\n\n### Primary Actor\n\nUser\n\n### Trigger\n\nThe user opens the portal.\n\n## Main Success Scenario\n\n1. The user opens the portal.\n2. The user presents the passkey.\n\n## Extensions\n\n### Extension ${extension}. The passkey is refused\n\n1. The portal shows an error.\n`,
  };
}

const germanTsk = (heading: string): DiagnosticExample => ({ ...tsk(tskBody(undefined, undefined, heading)), language: 'de' });

const manyBadTasks = Array.from({ length: 101 }, (_, i) => `- [-] Task ${i + 1}: Step ${i + 1}`).join('\n');
const manyGoodTasks = Array.from({ length: 101 }, (_, i) => `- [ ] Task ${i + 1}: Step ${i + 1}`).join('\n');

/**
 * The wrong and right example of every code.
 *
 * @example
 * ```ts
 * diagnosticExamples['raw-html'].wrong.type; // 'tsk'
 * ```
 */
export const diagnosticExamples: Readonly<Record<DiagnosticCode, DiagnosticExamplePair>> = {
  'missing-frontmatter': { wrong: tsk(tskBody(), ''), right: rightTsk },
  'frontmatter-unclosed': { wrong: tsk(tskBody(), fm('tsk').replace(/---\n\n$/, '\n')), right: rightTsk },
  'frontmatter-offset': { wrong: tsk(tskBody(), `\n${fm('tsk')}`), right: rightTsk },
  'yaml-syntax': { wrong: tsk(tskBody(), fm('tsk', replace('status', 'status: draft\nstatus: active'))), right: rightTsk },
  'frontmatter-field': { wrong: tsk(tskBody(), fm('tsk', replace('status', 'status: open'))), right: rightTsk },
  'frontmatter-type-mismatch': { wrong: tsk(tskBody(), fm('req')), right: rightTsk },
  'version-unsupported': { wrong: tsk(tskBody(), fm('tsk', replace('version', 'version: 2.0.0'))), right: rightTsk },
  'invalid-timestamp': { wrong: tsk(tskBody(), fm('tsk', replace('created', "created: '2026-01-01T00:00:00Z'"))), right: rightTsk },
  'body-no-match': { wrong: tsk('# Release checklist\n\n- [ ] Task 1: Tag the release\n'), right: rightTsk },
  'body-leftover': { wrong: tsk(`${tskBody()}\n# Another list\n`), right: rightTsk },
  'heading-mismatch': { wrong: tsk(tskBody(undefined, undefined, '## Recent Update')), right: rightTsk },
  'foreign-heading': { wrong: germanTsk('## Recent Updates'), right: germanTsk('## Letzte Änderungen') },
  'raw-html': { wrong: tsk(tskBody('- [ ] Task 1: Tag the <b>release</b>')), right: tsk(tskBody('- [ ] Task 1: Tag the **release**')) },
  'soft-wrapped-list-item': { wrong: tsk(tskBody('- [ ] Task 1: Tag the release\nand push the tag')), right: tsk(tskBody('- [ ] Task 1: Tag the release and push the tag')) },
  'nested-list': {
    wrong: tsk(tskBody('- [ ] Task 1: Tag the release\n  - Push the tag')),
    right: tsk(tskBody('- [ ] Task 1: Tag the release\n- [ ] Task 2: Push the tag')),
  },
  'adr-unknown-heading': { wrong: adr(undefined, '\n## Random Notes\n\nSome notes.\n'), right: adr(undefined, '\n## More Information\n\nSome notes.\n') },
  'adr-duplicate-heading': {
    wrong: adr(undefined, '\n## More Information\n\nSome notes.\n\n## More Information\n\nMore notes.\n'),
    right: adr(undefined, '\n## More Information\n\nSome notes.\n\nMore notes.\n'),
  },
  'value-pattern': { wrong: tsk(tskBody('- [-] Task 1: Tag the release')), right: rightTsk },
  'value-vocabulary': { wrong: req(oneCharacteristic, 'MAYBE'), right: req(oneCharacteristic) },
  'value-order': {
    wrong: tsk(tskBody(undefined, `${entry('2026-01-01T00:00:00.000Z', 'Created', 'Created the task list.')}\n${entry('2026-01-02T00:00:00.000Z', 'Tagged', 'Tagged the release.')}`)),
    right: tsk(tskBody(undefined, `${entry('2026-01-02T00:00:00.000Z', 'Tagged', 'Tagged the release.')}\n${entry('2026-01-01T00:00:00.000Z', 'Created', 'Created the task list.')}`)),
  },
  'value-duplicate': { wrong: vcr('AC-001'), right: vcr('AC-002') },
  'value-cardinality': {
    wrong: req(Array.from({ length: 10 }, (_, i) => `${i + 1}. Characteristic ${i + 1}`).join('\n')),
    right: req(Array.from({ length: 9 }, (_, i) => `${i + 1}. Characteristic ${i + 1}`).join('\n')),
  },
  'value-cross-check': { wrong: uc('3a'), right: uc('2a') },
  'empty-content': {
    wrong: tsk(tskBody(undefined, `### 2026-01-02T00:00:00.000Z - Tagged\n\n${entry('2026-01-01T00:00:00.000Z', 'Created', 'Created the task list.')}`)),
    right: tsk(tskBody(undefined, `${entry('2026-01-02T00:00:00.000Z', 'Tagged', 'Tagged the release.')}\n${entry('2026-01-01T00:00:00.000Z', 'Created', 'Created the task list.')}`)),
  },
  'adr-duplicate-option': {
    wrong: adr(undefined, '', '### Option 1: Cache\n\n- Good, because it is fast\n\n### Option 1: Rewrite\n\n- Bad, because it is slow\n'),
    right: adr(),
  },
  'adr-blank-section': { wrong: adr(''), right: adr() },
  'legacy-form': {
    wrong: { ...tsk(tskBody(undefined, entry('2026-01-01', 'Created', 'Created the task list.'))), mode: 'lenient' },
    right: { ...rightTsk, mode: 'lenient' },
  },
  'document-too-large': { wrong: { ...rightTsk, limits: { maxBytes: 200 } }, right: { ...rightTsk, limits: { maxBytes: 1000 } } },
  'nesting-too-deep': {
    wrong: { ...tsk(tskBody(undefined, entry('2026-01-01T00:00:00.000Z', 'Created', '> > > Created the task list.'))), limits: { maxDepth: 2 } },
    right: { ...tsk(tskBody(undefined, entry('2026-01-01T00:00:00.000Z', 'Created', '> Created the task list.'))), limits: { maxDepth: 2 } },
  },
  'input-too-complex': {
    wrong: tsk(tskBody(undefined, entry('2026-01-01T00:00:00.000Z', 'Created', `Created the task list ${'<!-- '.repeat(11)}`))),
    right: rightTsk,
  },
  'too-many-problems': { wrong: tsk(tskBody(manyBadTasks)), right: tsk(tskBody(manyGoodTasks)) },
};
