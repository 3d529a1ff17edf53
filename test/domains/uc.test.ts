import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uc, type UseCaseBody } from '../../src/domains/uc/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor, type ExpectedDiagnostic } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';

const FM = frontmatterFor('uc');
const CI = 'UseCase > CharacteristicInformation';

/** The Characteristic Information H3s of a minimal use case, in outline order; `null` leaves one out. */
const CI_BASE: Record<string, string | null> = {
  goalInContext: '### Goal in Context\n\nThe buyer wants goods delivered.\n',
  scope: '### Scope\n\nWeb shop\n',
  level: '### Level\n\nUser Goal\n',
  preconditions: '### Preconditions\n\n- The buyer is signed in.\n',
  successEndCondition: '### Success End Condition\n\n- The buyer has the goods.\n',
  failedEndCondition: null,
  primaryActor: '### Primary Actor\n\nBuyer\n',
  secondaryActors: null,
  trigger: '### Trigger\n\nThe buyer opens the cart.\n',
  frequency: null,
  priority: null,
  performanceTarget: null,
  channelsToPrimaryActor: null,
  channelsToSecondaryActors: null,
  relatedUseCases: null,
};

/** The parts of a minimal use case; `null` leaves a part out. */
interface Parts {
  h1: string | null;
  ci: Record<string, string | null> | null;
  mss: string | null;
  extensions: string | null;
  subVariations: string | null;
  openIssues: string | null;
  relatedInformation: string | null;
}

const BASE: Parts = {
  h1: '# Buy Goods\n',
  ci: CI_BASE,
  mss: '## Main Success Scenario\n\n1. Buyer confirms the cart.\n2. Shop takes payment.\n3. Shop ships the goods.\n',
  extensions: null,
  subVariations: null,
  openIssues: null,
  relatedInformation: null,
};
// Body lines of BASE: 1 H1, 3 Characteristic Information, 5 Goal in Context (7 text), 9 Scope (11),
// 13 Level (15), 17 Preconditions (19), 21 Success End Condition (23), 25 Primary Actor (27),
// 29 Trigger (31), 33 Main Success Scenario (35-37); a further part starts at line 39.

function doc(parts: Partial<Parts> = {}, ci: Record<string, string | null> = {}): string {
  const all = { ...BASE, ...parts };
  const info = all.ci === null ? null : ['## Characteristic Information\n', ...Object.values({ ...all.ci, ...ci })].filter((p) => p !== null).join('\n');
  const order = [all.h1, info, all.mss, all.extensions, all.subVariations, all.openIssues, all.relatedInformation];
  return FM + order.filter((part): part is string => part !== null).join('\n');
}

function one(code: ExpectedDiagnostic['code'], line: number, column: number, field: string, message: string): ExpectedDiagnostic[] {
  return [{ code, line, column, field, message }];
}

describe('uc packaged documents', () => {
  it('the template has extension 1a and a sub-variation for step 1', () => {
    const body = expectValid(uc, uc.template).document.body;
    expect(body.extensions?.entries.map((e) => e.ref)).toEqual(['1a']);
    expect(body.subVariations?.map((s) => s.number)).toEqual([1]);
  });
});

describe('uc valid documents', () => {
  it('reads a minimal use case', () => {
    expect(expectValid(uc, doc()).document.body).toEqual({
      title: 'Buy Goods',
      characteristicInformation: {
        goalInContext: ['The buyer wants goods delivered.'],
        scope: ['Web shop'],
        level: ['User Goal'],
        preconditions: { ordered: false, items: [{ text: 'The buyer is signed in.' }] },
        successEndCondition: { ordered: false, items: [{ text: 'The buyer has the goods.' }] },
        primaryActor: ['Buyer'],
        trigger: ['The buyer opens the cart.'],
      },
      mainSuccessScenario: {
        ordered: true,
        items: [{ text: 'Buyer confirms the cart.' }, { text: 'Shop takes payment.' }, { text: 'Shop ships the goods.' }],
      },
    });
  });

  it('reads every optional characteristic in order, paras as string arrays and items as lists', () => {
    const ci = {
      failedEndCondition: '### Failed End Condition\n\n- Nothing is charged.\n',
      secondaryActors: '### Secondary Actors\n\n* Payment provider\n',
      frequency: '### Frequency\n\nHourly.\n\nMore at Christmas.\n',
      priority: '### Priority\n\nHigh\n',
      performanceTarget: '### Performance Target\n\nTwo minutes\n',
      channelsToPrimaryActor: '### Channels to Primary Actor\n\n1. Web\n',
      channelsToSecondaryActors: '### Channels to Secondary Actors\n\n- API\n',
      relatedUseCases: '### Related Use Cases\n\n- Return goods\n',
    };
    const info = expectValid(uc, doc({}, ci)).document.body.characteristicInformation;
    expect(info.failedEndCondition).toEqual({ ordered: false, items: [{ text: 'Nothing is charged.' }] });
    expect(info.secondaryActors).toEqual({ ordered: false, items: [{ text: 'Payment provider' }] });
    expect(info.frequency).toEqual(['Hourly.', 'More at Christmas.']);
    expect(info.priority).toEqual(['High']);
    expect(info.performanceTarget).toEqual(['Two minutes']);
    expect(info.channelsToPrimaryActor).toEqual({ ordered: true, items: [{ text: 'Web' }] });
    expect(info.channelsToSecondaryActors).toEqual({ ordered: false, items: [{ text: 'API' }] });
    expect(info.relatedUseCases).toEqual({ ordered: false, items: [{ text: 'Return goods' }] });
  });

  it('keeps further blocks of a scenario step as notes', () => {
    const mss = '## Main Success Scenario\n\n1. Buyer confirms the cart.\n\n   Shown with totals:\n\n   - net\n   - gross\n2. Shop ships.\n';
    expect(expectValid(uc, doc({ mss })).document.body.mainSuccessScenario.items).toEqual([
      { text: 'Buyer confirms the cart.', notes: ['Shown with totals:', '- net\n- gross'] },
      { text: 'Shop ships.' },
    ]);
  });

  it('reads extensions with an intro, refs with and without a letter, and actions with notes', () => {
    const extensions =
      '## Extensions\n\nAlternative courses.\n\n### Extension 2a. Card declined\n\n1. Shop asks for another card.\n\n   Up to three times.\n2. Resume at step 2.\n\n### Extension 3. Parcel lost\n\n- Shop ships again.\n';
    expect(expectValid(uc, doc({ extensions })).document.body.extensions).toEqual({
      intro: 'Alternative courses.',
      entries: [
        {
          ref: '2a',
          condition: 'Card declined',
          actions: { ordered: true, items: [{ text: 'Shop asks for another card.', notes: ['Up to three times.'] }, { text: 'Resume at step 2.' }] },
        },
        { ref: '3', condition: 'Parcel lost', actions: { ordered: false, items: [{ text: 'Shop ships again.' }] } },
      ],
    });
  });

  it('accepts present but empty Extensions and Sub-Variations sections', () => {
    const body = expectValid(uc, doc({ extensions: '## Extensions\n', subVariations: '## Sub-Variations\n' })).document.body;
    expect(body.extensions).toEqual({ entries: [] });
    expect(body.subVariations).toEqual([]);
  });

  it('reads sub-variations, open issues and related information', () => {
    const body = expectValid(
      uc,
      doc({
        subVariations: '## Sub-Variations\n\n### Step 2: Payment by\n\n- card\n- invoice\n\n### Step 3: Shipping with\n\n- parcel\n',
        openIssues: '## Open Issues\n\n- Partial deliveries?\n',
        relatedInformation: '## Related Information\n\n### Notes\n\n- A note.\n\n### Assumptions\n\n- Stock is accurate.\n',
      }),
    ).document.body;
    expect(body.subVariations).toEqual([
      { number: 2, text: 'Payment by', variations: { ordered: false, items: [{ text: 'card' }, { text: 'invoice' }] } },
      { number: 3, text: 'Shipping with', variations: { ordered: false, items: [{ text: 'parcel' }] } },
    ]);
    expect(body.openIssues).toEqual({ ordered: false, items: [{ text: 'Partial deliveries?' }] });
    expect(body.relatedInformation).toEqual({
      notes: { ordered: false, items: [{ text: 'A note.' }] },
      assumptions: { ordered: false, items: [{ text: 'Stock is accurate.' }] },
    });
  });

  it('accepts Related Information with only one or none of its lists', () => {
    expect(expectValid(uc, doc({ relatedInformation: '## Related Information\n\n### Assumptions\n\n- A.\n' })).document.body.relatedInformation).toEqual({
      assumptions: { ordered: false, items: [{ text: 'A.' }] },
    });
    expect(expectValid(uc, doc({ relatedInformation: '## Related Information\n' })).document.body.relatedInformation).toEqual({});
  });

  it('accepts references to the first and the last step', () => {
    const extensions = '## Extensions\n\n### Extension 1a. First\n\n- a\n\n### Extension 3b. Last\n\n- b\n';
    const subVariations = '## Sub-Variations\n\n### Step 1: First\n\n- a\n\n### Step 3: Last\n\n- b\n';
    expect(expectValid(uc, doc({ extensions, subVariations })).diagnostics).toEqual([]);
  });
});

describe('uc layout variants parse to the canonical model', () => {
  const canonical = doc(
    {
      extensions: '## Extensions\n\n### Extension 2a. Card declined\n\n1. Retry.\n\n   Twice.\n',
      subVariations: '## Sub-Variations\n\n### Step 1: Via\n\n- web\n- phone\n',
    },
    { secondaryActors: '### Secondary Actors\n\n- Bank\n' },
  );
  const model = expectValid(uc, canonical).document;

  it.each([
    ['* bullets', canonical.replace(/^- /gm, '* ')],
    ['+ bullets', canonical.replace(/^- /gm, '+ ')],
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    [
      'setext H1 and H2',
      canonical
        .replace('# Buy Goods\n', 'Buy Goods\n=========\n')
        .replace('## Characteristic Information\n', 'Characteristic Information\n---\n')
        .replace('## Extensions\n', 'Extensions\n----------\n'),
    ],
    ['extra blank lines', canonical.replace('### Scope\n', '\n\n### Scope\n\n').replace('- web\n', '- web\n\n\n')],
  ])('%s', (_, text) => {
    expect(expectValid(uc, text).document).toEqual(model);
  });
});

describe('uc structure failures', () => {
  it.each([
    ['goalInContext', 5, "GoalInContext (body line 5): expected heading 'Goal in Context', got heading 'Scope'"],
    ['scope', 9, "Scope (body line 9): expected heading 'Scope', got heading 'Level'"],
    ['level', 13, "Level (body line 13): expected heading 'Level', got heading 'Preconditions'"],
    ['preconditions', 17, "Preconditions (body line 17): expected heading 'Preconditions', got heading 'Success End Condition'"],
    ['successEndCondition', 21, "SuccessEndCondition (body line 21): expected heading 'Success End Condition', got heading 'Primary Actor'"],
    ['primaryActor', 25, "PrimaryActor (body line 25): expected heading 'Primary Actor', got heading 'Trigger'"],
  ])('requires ### %s (heading-mismatch with the next H3)', (name, line, tail) => {
    const field = `${CI} > ${tail.slice(0, tail.indexOf(' '))}`;
    expectDiagnostics(uc, doc({}, { [name]: null }), one('heading-mismatch', line, 1, field, `${CI} > ${tail}`));
  });

  it('requires ### Trigger (nothing remains in the container)', () => {
    expectDiagnostics(
      uc,
      doc({}, { trigger: null }),
      one('body-no-match', 27, 1, `${CI} > Trigger`, `${CI} > Trigger: expected Trigger, found no match; nothing remains after body line 27`),
    );
  });

  it('requires ## Characteristic Information', () => {
    expectDiagnostics(
      uc,
      doc({ ci: null }),
      one('heading-mismatch', 3, 1, CI, `${CI} (body line 3): expected heading 'Characteristic Information', got heading 'Main Success Scenario'`),
    );
  });

  it('requires ## Main Success Scenario', () => {
    expectDiagnostics(
      uc,
      doc({ mss: null }),
      one('body-no-match', 31, 1, 'UseCase > MainSuccessScenario', 'UseCase > MainSuccessScenario: expected MainSuccessScenario, found no match; nothing remains after body line 31'),
    );
    expectDiagnostics(
      uc,
      doc({ mss: null, openIssues: '## Open Issues\n\n- x\n' }),
      one('heading-mismatch', 33, 1, 'UseCase > MainSuccessScenario', "UseCase > MainSuccessScenario (body line 33): expected heading 'Main Success Scenario', got heading 'Open Issues'"),
    );
  });

  it('rejects a heading that differs in case', () => {
    expectDiagnostics(
      uc,
      doc({}, { goalInContext: '### Goal In Context\n\nG.\n' }),
      one('heading-mismatch', 5, 1, `${CI} > GoalInContext`, `${CI} > GoalInContext (body line 5): expected heading 'Goal in Context', got heading 'Goal In Context'`),
    );
  });

  it('rejects a list where paragraphs are expected', () => {
    expectDiagnostics(
      uc,
      doc({}, { scope: '### Scope\n\n- Web shop\n' }),
      one('body-no-match', 11, 1, `${CI} > Scope`, `${CI} > Scope: expected Scope, found no match; remaining text starts at body line 11 (1 line(s)) and begins with:\n- Web shop`),
    );
  });

  it('rejects a list after the paragraphs of a paras section', () => {
    expectDiagnostics(uc, doc({}, { scope: '### Scope\n\nWeb shop\n\n- and more\n' }), [
      {
        code: 'body-leftover',
        line: 13,
        column: 1,
        field: `${CI} > Scope`,
        message:
          `${CI} > Scope: text left over after processing all fields, starting at body line 13:\n- and more likely cause: a line starting with '-', '*', or '+' begins a new CommonMark list, which the declared fields have nothing left to consume; if this was meant to continue the previous paragraph, remove the marker or indent the line so it belongs to the preceding block instead.`,
        hint: 'if this was meant to continue the previous paragraph, remove the marker or indent the line so it belongs to the preceding block instead',
      },
    ]);
  });

  it('rejects a paragraph where items are expected', () => {
    expectDiagnostics(
      uc,
      doc({}, { preconditions: '### Preconditions\n\nThe buyer is signed in.\n' }),
      one(
        'body-no-match',
        19,
        1,
        `${CI} > Preconditions`,
        `${CI} > Preconditions: expected list[ListItem], found no match; remaining text starts at body line 19 (1 line(s)) and begins with:\nThe buyer is signed in.`,
      ),
    );
  });

  it('rejects an empty Main Success Scenario and text after its steps', () => {
    expectDiagnostics(
      uc,
      doc({ mss: '## Main Success Scenario\n', openIssues: '## Open Issues\n\n- x\n' }),
      one('body-no-match', 33, 1, 'UseCase > MainSuccessScenario', 'UseCase > MainSuccessScenario: expected list[ListItem], found no match; nothing remains after body line 33'),
    );
    expectDiagnostics(
      uc,
      doc({ mss: '## Main Success Scenario\n\n1. Step.\n\nThe end.\n' }),
      one('body-leftover', 37, 1, 'UseCase > MainSuccessScenario', 'UseCase > MainSuccessScenario: text left over after processing all fields, starting at body line 37:\nThe end.'),
    );
  });

  it('rejects sections out of order', () => {
    expectDiagnostics(
      uc,
      doc({ openIssues: '## Open Issues\n\n- x\n', extensions: null, subVariations: '## Sub-Variations\n\n### Step 1: a\n\n- b\n' }).replace(
        /(## Sub-Variations[\s\S]*)(## Open Issues\n\n- x\n)/,
        '$2\n$1',
      ),
      one('body-leftover', 43, 1, 'UseCase', 'UseCase: text left over after processing all fields, starting at body line 43:\n## Sub-Variations\n\n### Step 1: a…'),
    );
  });

  it('rejects an unknown H3 in Related Information and an unknown H2', () => {
    expectDiagnostics(
      uc,
      doc({ relatedInformation: '## Related Information\n\n### Risks\n\n- r\n' }),
      one('body-leftover', 41, 1, 'UseCase > RelatedInformation', 'UseCase > RelatedInformation: text left over after processing all fields, starting at body line 41:\n### Risks\n\n- r'),
    );
    expectDiagnostics(
      uc,
      doc({ relatedInformation: '## Glossary\n\nTerms.\n' }),
      one('body-leftover', 39, 1, 'UseCase', 'UseCase: text left over after processing all fields, starting at body line 39:\n## Glossary\n\nTerms.'),
    );
  });

  it('rejects an extension heading without the dot or with a non-numeric reference', () => {
    for (const heading of ['Extension 2a Card declined', 'Extension A. Card declined', 'Extension 2ab. Card declined']) {
      expectDiagnostics(
        uc,
        doc({ extensions: `## Extensions\n\n### ${heading}\n\n- Retry.\n` }),
        one('body-leftover', 41, 1, 'UseCase > Extensions', `UseCase > Extensions: text left over after processing all fields, starting at body line 41:\n### ${heading}\n\n- Retry.`),
      );
    }
  });

  it('rejects an extension without actions and a second intro paragraph', () => {
    expectDiagnostics(
      uc,
      doc({ extensions: '## Extensions\n\n### Extension 2a. Card declined\n', openIssues: '## Open Issues\n\n- x\n' }),
      one(
        'body-no-match',
        41,
        1,
        'UseCase > Extensions > Extension > Actions',
        'UseCase > Extensions > Extension > Actions: expected list[ListItem], found no match; nothing remains after body line 41',
      ),
    );
    expectDiagnostics(
      uc,
      doc({ extensions: '## Extensions\n\nIntro.\n\nMore intro.\n' }),
      one('body-leftover', 43, 1, 'UseCase > Extensions', 'UseCase > Extensions: text left over after processing all fields, starting at body line 43:\nMore intro.'),
    );
  });

  it('rejects anything but paragraphs in the notes of an extension action', () => {
    expectDiagnostics(
      uc,
      doc({ extensions: '## Extensions\n\n### Extension 2a. Card declined\n\n1. Retry.\n\n   - nested\n' }),
      one('nested-list', 45, 4, 'UseCase > Extensions > Extension > Actions > ListItem', 'UseCase > Extensions > Extension > Actions > ListItem (body line 45): item notes may contain only paragraphs, found a nested list'),
    );
  });

  it('rejects a sub-variation heading of the wrong shape and one without items', () => {
    expectDiagnostics(
      uc,
      doc({ subVariations: '## Sub-Variations\n\n### Step two: Paying\n\n- card\n' }),
      one('body-leftover', 41, 1, 'UseCase > SubVariations', 'UseCase > SubVariations: text left over after processing all fields, starting at body line 41:\n### Step two: Paying\n\n- card'),
    );
    expectDiagnostics(
      uc,
      doc({ subVariations: '## Sub-Variations\n\n### Step 2: Paying\n\nBy card.\n' }),
      one(
        'body-no-match',
        43,
        1,
        'UseCase > SubVariations > SubVariation > Variations',
        'UseCase > SubVariations > SubVariation > Variations: expected list[ListItem], found no match; remaining text starts at body line 43 (1 line(s)) and begins with:\nBy card.',
      ),
    );
  });

  it('rejects raw HTML', () => {
    expectDiagnostics(
      uc,
      doc({}, { level: '### Level\n\n<em>User Goal</em>\n' }),
      one(
        'raw-html',
        15,
        1,
        '',
        "raw HTML is not permitted in a parsed document at body line 15: html_inline '<em>'; fix: wrap it in a code span (e.g. `<em>`) or write it as an HTML comment (e.g. `<!-- <em> -->`) instead",
      ),
    );
  });
});

describe('uc cross-checks', () => {
  const EXT = 'UseCase > Extensions > Extension > ref';
  const SUB = 'UseCase > SubVariations > SubVariation > number';

  it('rejects an extension reference to a step the scenario lacks', () => {
    expectDiagnostics(
      uc,
      doc({ extensions: '## Extensions\n\n### Extension 4a. Too late\n\n- x\n\n### Extension 0b. Too early\n\n- y\n' }),
      [
        { code: 'value-cross-check', line: 41, column: 1, field: EXT, message: `${EXT} (body line 41): '4a' refers to step 4, but the main success scenario has 3 step(s)` },
        { code: 'value-cross-check', line: 45, column: 1, field: EXT, message: `${EXT} (body line 45): '0b' refers to step 0, but the main success scenario has 3 step(s)` },
      ],
    );
  });

  it('rejects a sub-variation of a step the scenario lacks', () => {
    expectDiagnostics(
      uc,
      doc({ subVariations: '## Sub-Variations\n\n### Step 7: Too late\n\n- x\n' }),
      one('value-cross-check', 41, 1, SUB, `${SUB} (body line 41): '7' refers to step 7, but the main success scenario has 3 step(s)`),
    );
  });

  it('rejects duplicate extension references and sub-variation steps', () => {
    expectDiagnostics(
      uc,
      doc({
        extensions: '## Extensions\n\n### Extension 2a. A\n\n- x\n\n### Extension 2b. B\n\n- y\n\n### Extension 2a. C\n\n- z\n',
        subVariations: '## Sub-Variations\n\n### Step 1: A\n\n- x\n\n### Step 1: B\n\n- y\n',
      }),
      [
        { code: 'value-duplicate', line: 49, column: 1, field: EXT, message: `${EXT} (body line 49): duplicate '2a'; first at body line 41` },
        { code: 'value-duplicate', line: 59, column: 1, field: SUB, message: `${SUB} (body line 59): duplicate 1; first at body line 55` },
      ],
    );
  });

  it('reports both problems of a repeated out-of-range reference', () => {
    expectDiagnostics(uc, doc({ extensions: '## Extensions\n\n### Extension 9a. A\n\n- x\n\n### Extension 9a. B\n\n- y\n' }), [
      { code: 'value-cross-check', line: 41, column: 1, field: EXT, message: `${EXT} (body line 41): '9a' refers to step 9, but the main success scenario has 3 step(s)` },
      { code: 'value-cross-check', line: 45, column: 1, field: EXT, message: `${EXT} (body line 45): '9a' refers to step 9, but the main success scenario has 3 step(s)` },
      { code: 'value-duplicate', line: 45, column: 1, field: EXT, message: `${EXT} (body line 45): duplicate '9a'; first at body line 41` },
    ]);
  });

  it('still checks the extensions matched before a later structure failure', () => {
    expectDiagnostics(uc, doc({ extensions: '## Extensions\n\n### Extension 5a. A\n\n- x\n', openIssues: '## Open Issues\n\nNot a list.\n' }), [
      { code: 'value-cross-check', line: 41, column: 1, field: EXT, message: `${EXT} (body line 41): '5a' refers to step 5, but the main success scenario has 3 step(s)` },
      {
        code: 'body-no-match',
        line: 47,
        column: 1,
        field: 'UseCase > OpenIssues',
        message: 'UseCase > OpenIssues: expected list[ListItem], found no match; remaining text starts at body line 47 (1 line(s)) and begins with:\nNot a list.',
      },
    ]);
  });

  it('has no legacy forms: lenient mode reports the same errors', () => {
    const text = doc({ subVariations: '## Sub-Variations\n\n### Step 7: Too late\n\n- x\n' });
    expect(parseDocument(uc, text, { mode: 'lenient' }).diagnostics).toEqual(parseDocument(uc, text).diagnostics);
  });
});

describe('uc properties', () => {
  // Every run parses a whole generated document; the timeout leaves room for a loaded machine.
  it('parse(serialize(m)) deep-equals m (500 generated use cases)', () => {
    fc.assert(
      fc.property(documentModels.uc, (m) => {
        expectRoundTrip(uc, m as unknown as { frontmatter: Record<string, unknown>; body: UseCaseBody });
      }),
      { numRuns: 500 },
    );
  }, 180_000);
});
