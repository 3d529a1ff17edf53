import { describe, expect, it } from 'vitest';
import { priority, referenceLegacy, referenceList, rolesAndResponsibilities, source, tags, typedReference, typedReferenceDisplay, uniqueNumbers } from '../../src/domains/shared/index.js';
import { statusRules } from '../helpers/statuses.js';
import { defineDocumentType } from '../../src/format/document-type.js';
import { literal, template, text } from '../../src/format/outline/heading.js';
import { optional, section } from '../../src/format/outline/sections.js';
import type { CheckIssue } from '../../src/format/outline/types.js';
import { satisfies } from '../../src/format/outline/values.js';
import { expectDiagnostics, expectValid, frontmatterFor } from '../helpers/documents.js';

const ID = '4f2a1b3c-8d5e-4a91-9c72-1e6f8a2b3c4d';

describe('typedReference', () => {
  it('shows the pattern as messages write it', () => {
    expect(typedReferenceDisplay(['REQ'])).toBe('^REQ (<uuid>): (.+)$');
    expect(typedReferenceDisplay(['DEC', 'ADR'])).toBe('^(DEC|ADR) (<uuid>): (.+)$');
    expect(typedReference(['REQ', 'UC']).display).toBe('^(REQ|UC) (<uuid>): (.+)$');
  });

  it.each([
    [`REQ ${ID}: Revoke keys`, true],
    [`REQ ${ID}: Revoke keys\nwithin one second`, true],
    [`UC ${ID}: Revoke a key`, true],
    [`REQ ${ID}: `, false],
    [`REQ ${ID}:`, false],
    [`REQ ${ID} Revoke`, false],
    [`REQ  ${ID}: two spaces`, false],
    [`REQ-${ID}: hyphen`, false],
    [`req ${ID}: lower-case tag`, false],
    [`REQ ${ID.toUpperCase()}: upper-case id`, false],
    [`REQ ${ID.slice(0, -1)}: short id`, false],
    [`DEC ${ID}: other tag`, false],
    [`XREQ ${ID}: prefixed tag`, false],
  ])('%j satisfies ^(REQ|UC) (<uuid>): (.+)$: %s', (value, ok) => {
    expect(satisfies(typedReference(['REQ', 'UC']), value)).toBe(ok);
  });

  it('has no legacy classifier unless one is given', () => {
    expect(typedReference(['VCR']).legacy).toBeUndefined();
    expect(typedReference(['REQ'], { legacy: referenceLegacy('REQ') }).legacy).toBeTypeOf('function');
  });
});

describe('referenceLegacy', () => {
  const decisions = referenceLegacy('DEC', { adrUnderDecisions: true });
  const requirements = referenceLegacy('REQ');

  it.each<[string, ReturnType<typeof decisions>]>([
    [`ADR ${ID}: Old record`, { older: 'ADR item under Decisions', current: 'DEC <uuid>: <title>' }],
    [`ADR-${ID}: Old record`, { older: 'ADR item under Decisions', current: 'DEC <uuid>: <title>' }],
    [`DEC-${ID}: Hyphen`, { older: 'hyphenated reference item', current: 'DEC <uuid>: <title>' }],
    [`GOL-${ID}: Any tag\nwrapped`, { older: 'hyphenated reference item', current: 'DEC <uuid>: <title>' }],
    ['DEC-2703: Numbered', { older: 'untyped reference item', current: 'DEC <uuid>: <title>' }],
    ['e.g. DEC-0001: title', { older: 'untyped reference item', current: 'DEC <uuid>: <title>' }],
  ])('classifies %j under Decisions', (value, form) => {
    expect(decisions(value)).toEqual(form);
  });

  it('names ADR items only under Decisions', () => {
    expect(requirements(`ADR ${ID}: x`)).toEqual({ older: 'untyped reference item', current: 'REQ <uuid>: <title>' });
    expect(requirements(`ADR-${ID}: x`)).toEqual({ older: 'hyphenated reference item', current: 'REQ <uuid>: <title>' });
  });
});

describe('uniqueNumbers', () => {
  const run = (value: unknown): CheckIssue[] => {
    const issues: CheckIssue[] = [];
    const lines = [3, 7, 11, 15];
    uniqueNumbers('Step')({
      value,
      path: 'Sop > Procedure',
      mode: 'strict',
      root: undefined,
      lineOf: (pointer) => lines[Number(pointer.slice(1))] ?? 0,
      columnOf: () => 1,
      headingOf: () => '### Step',
      report: (issue) => issues.push(issue),
    });
    return issues;
  };

  it('reports every later duplicate against the first occurrence, in decimal', () => {
    expect(run([{ number: 2 }, { number: 5 }, { number: 2 }, { number: 2 }])).toEqual([
      { code: 'value-duplicate', pointer: '/2', field: 'Sop > Procedure > Step > number', params: { value: 2, element: 'step', firstLine: 3 } },
      { code: 'value-duplicate', pointer: '/3', field: 'Sop > Procedure > Step > number', params: { value: 2, element: 'step', firstLine: 3 } },
    ]);
  });

  it('accepts gaps and ignores what is not an element array', () => {
    expect(run([{ number: 1 }, { number: 9 }])).toEqual([]);
    expect(run({})).toEqual([]);
  });
});

describe('the shared sections in another outline (as sysrs uses them)', () => {
  const probe = defineDocumentType({
    tag: 'sysrs',
    noun: 'probe',
    statuses: statusRules.sysrs,
    root: section('', { level: 1, typeName: 'Probe', heading: template('{title}', { title: text('title') }) }, [
      optional(referenceList('stakeholderNeeds', { level: 2, tags: ['QA'], heading: literal('Stakeholder Needs and Elicitation') })),
      optional(referenceList('decisions', { level: 2, tags: ['DEC', 'ADR'] })),
      optional(priority()),
      optional(tags()),
      optional(rolesAndResponsibilities()),
      source(),
    ]),
    template: '',
    example: '',
  });
  const doc = (sections: string): string => `${frontmatterFor('sysrs')}# P\n\n${sections}\n\n## Source\n\nS.\n`;

  it('reads typed references of several tags under a literal or a words heading', () => {
    const body = expectValid(probe, doc(`## Stakeholder Needs and Elicitation\n\n- QA ${ID}: Interview\n\n## Decisions\n\n- ADR ${ID}: A\n- DEC ${ID}: D`)).document.body;
    expect(body).toEqual({
      title: 'P',
      stakeholderNeeds: { ordered: false, items: [{ text: `QA ${ID}: Interview` }] },
      decisions: { ordered: false, items: [{ text: `ADR ${ID}: A` }, { text: `DEC ${ID}: D` }] },
      source: 'S.',
    });
  });

  it('rejects other items in both modes when no legacy classifier is given', () => {
    const field = 'Probe > Decisions > ListItem > text';
    const message = `${field} (body line 5): 'ADR-${ID}: A' does not match ^(DEC|ADR) (<uuid>): (.+)$`;
    for (const mode of ['strict', 'lenient'] as const) {
      expectDiagnostics(probe, doc(`## Decisions\n\n- ADR-${ID}: A`), [{ code: 'value-pattern', line: 5, column: 3, field, message }], mode);
    }
  });

  it.each<[string, string, string, number, string, string]>([
    ['Support holding a paragraph', '## Roles and Responsibilities\n\n### Accountable\n\nA\n\n### Responsible\n\n- R\n\n### Support\n\nNobody.', 'body-leftover', 15, 'Probe > RolesAndResponsibilities > Support', 'Probe > RolesAndResponsibilities > Support: text left over after processing all fields, starting at body line 15:\nNobody.'],
    ['two Accountable paragraphs', '## Roles and Responsibilities\n\n### Accountable\n\nA\n\nB\n\n### Responsible\n\n- R', 'body-leftover', 9, 'Probe > RolesAndResponsibilities > Accountable', 'Probe > RolesAndResponsibilities > Accountable: text left over after processing all fields, starting at body line 9:\nB'],
    ['an empty Tags section', '## Tags', 'body-no-match', 3, 'Probe > Tags', 'Probe > Tags: expected list[ListItem], found no match; nothing remains after body line 3'],
  ])('rejects %s', (_, sections, code, line, field, message) => {
    expectDiagnostics(probe, doc(sections), [{ code: code as 'body-leftover', line, column: 1, field, message }]);
  });
});
