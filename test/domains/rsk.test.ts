import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riskLevel, rsk, type RiskBody } from '../../src/domains/rsk/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { serializeDocument } from '../../src/format/serialize-document.js';
import { expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor, type ExpectedDiagnostic } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';
import { inReference } from '../helpers/messages.js';

const FM = frontmatterFor('rsk');
const WORDS = "'transfer', 'accept', 'reduce', 'avoid'";

/** The parts of a minimal risk; `null` leaves a part out. */
interface Parts {
  comment: string | null;
  cause: string | null;
  trigger: string | null;
  consequence: string | null;
  scope: string | null;
  initial: string | null;
  strategy: string | null;
  mitigation: string | null;
  residual: string | null;
  owner: string | null;
  tags: string | null;
  source: string | null;
  more: string | null;
}

const BASE: Parts = {
  comment: null,
  cause: '## Cause\n\nOld parser.\n',
  trigger: '## Trigger\n\nCrafted upload.\n',
  consequence: '## Consequence\n\nCode execution.\n',
  scope: '## Scope\n\n- Upload service\n',
  initial: '## Initial Assessment\n\n### Probability 4\n\n### Impact 3\n',
  strategy: '## Strategy\n\nreduce\n',
  mitigation: '## Mitigation\n\nReplace the parser.\n',
  residual: '## Residual Assessment\n\n### Probability 2\n\n### Impact 3\n',
  owner: null,
  tags: null,
  source: '## Source\n\nSecurity review\n',
  more: null,
};
// Body lines of BASE: 1 H1, 3 Cause (5), 7 Trigger (9), 11 Consequence (13), 15 Scope (17),
// 19 Initial Assessment (21 Probability, 23 Impact), 25 Strategy (27), 29 Mitigation (31),
// 33 Residual Assessment (35 Probability, 37 Impact), 39 Source (41); a further part starts at line 43.

function doc(parts: Partial<Parts> = {}): string {
  const all = { ...BASE, ...parts };
  const order = [
    '# Parser Risk\n',
    all.comment,
    all.cause,
    all.trigger,
    all.consequence,
    all.scope,
    all.initial,
    all.strategy,
    all.mitigation,
    all.residual,
    all.owner,
    all.tags,
    all.source,
    all.more,
  ];
  return FM + order.filter((part): part is string => part !== null).join('\n');
}

const assessment = (heading: string, p: number | string, i: number | string): string => `## ${heading}\n\n### Probability ${p}\n\n### Impact ${i}\n`;

function one(code: ExpectedDiagnostic['code'], line: number, column: number, field: string, message: string): ExpectedDiagnostic[] {
  return [{ code, line, column, field, message }];
}

describe('rsk packaged documents', () => {
  it('the example goes from P4/I3 through reduce to P2/I3 and names its source', () => {
    const body = expectValid(rsk, rsk.example).document.body;
    expect([body.initialAssessment.probability.value, body.initialAssessment.impact.value, body.initialAssessment.level]).toEqual([4, 3, 'high']);
    expect(body.strategy).toBe('reduce');
    expect([body.residualAssessment.probability.value, body.residualAssessment.impact.value, body.residualAssessment.level]).toEqual([2, 3, 'medium']);
    expect(body.source).toBeTypeOf('string');
  });
});

describe('rsk valid documents', () => {
  it('reads a minimal risk with derived levels', () => {
    expect(expectValid(rsk, doc()).document.body).toEqual({
      title: 'Parser Risk',
      cause: 'Old parser.',
      trigger: 'Crafted upload.',
      consequence: 'Code execution.',
      scope: { ordered: false, items: [{ text: 'Upload service' }] },
      initialAssessment: { probability: { value: 4, content: '' }, impact: { value: 3, content: '' }, level: 'high' },
      strategy: 'reduce',
      mitigation: 'Replace the parser.',
      residualAssessment: { probability: { value: 2, content: '' }, impact: { value: 3, content: '' }, level: 'medium' },
      source: 'Security review',
    });
  });

  it('reads the comment, assessment texts, owner, tags with notes and more information', () => {
    const body = expectValid(
      rsk,
      doc({
        comment: '<!-- register entry -->\n',
        initial: '## Initial Assessment\n\n### Probability 5\n\nExploits are public.\n\n#### Evidence\n\n- CVE list\n\n### Impact 5\n\nAll tenants.\n',
        owner: '## Owner\n\nPlatform lead\n',
        tags: '## Tags\n\n- security\n\n  Reviewed yearly.\n- upload\n',
        more: '## More Information\n\nSee the audit.\n',
      }),
    ).document.body;
    expect(body.comment).toBe('<!-- register entry -->');
    expect(body.initialAssessment).toEqual({
      probability: { value: 5, content: 'Exploits are public.\n\n#### Evidence\n\n- CVE list' },
      impact: { value: 5, content: 'All tenants.' },
      level: 'very high',
    });
    expect(body.owner).toBe('Platform lead');
    expect(body.tags).toEqual({ ordered: false, items: [{ text: 'security', notes: ['Reviewed yearly.'] }, { text: 'upload' }] });
    expect(body.moreInformation).toBe('See the audit.');
  });

  it.each(['transfer', 'accept', 'reduce', 'avoid'])('accepts the strategy %s', (strategy) => {
    expect(expectValid(rsk, doc({ strategy: `## Strategy\n\n${strategy}\n` })).document.body.strategy).toBe(strategy);
  });

  it('accepts "none" as the mitigation of an accepted risk', () => {
    const body = expectValid(rsk, doc({ strategy: '## Strategy\n\naccept\n', mitigation: '## Mitigation\n\nnone\n' })).document.body;
    expect([body.strategy, body.mitigation]).toEqual(['accept', 'none']);
  });

  it.each([
    [1, 1, 'low'],
    [2, 2, 'low'],
    [1, 4, 'low'],
    [1, 5, 'medium'],
    [3, 3, 'medium'],
    [5, 2, 'high'],
    [2, 5, 'high'],
    [4, 3, 'high'],
    [3, 5, 'very high'],
    [5, 5, 'very high'],
  ])('derives probability %i x impact %i as %s', (p, i, level) => {
    expect(expectValid(rsk, doc({ initial: assessment('Initial Assessment', p, i) })).document.body.initialAssessment.level).toBe(level);
  });

  it('derives the level of every cell of the 5x5 matrix from its score', () => {
    for (let p = 1; p <= 5; p += 1) {
      for (let i = 1; i <= 5; i += 1) {
        const score = p * i;
        expect(riskLevel(p, i)).toBe(score <= 4 ? 'low' : score <= 9 ? 'medium' : score <= 14 ? 'high' : 'very high');
      }
    }
  });

  it('ignores the derived level when writing', () => {
    const document = expectValid(rsk, doc()).document;
    const changed = { ...document, body: { ...document.body, initialAssessment: { ...document.body.initialAssessment, level: 'low' as const } } };
    expect(serializeDocument(rsk, changed)).toBe(serializeDocument(rsk, document));
  });
});

describe('rsk layout variants parse to the canonical model', () => {
  const canonical = doc({ scope: '## Scope\n\n- Upload service\n- Preview worker\n', tags: '## Tags\n\n- security\n\n  Note.\n' });
  const model = expectValid(rsk, canonical).document;

  it.each([
    ['* bullets', canonical.replace(/^- /gm, '* ')],
    ['+ bullets', canonical.replace(/^- /gm, '+ ')],
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext H1 and H2', canonical.replace('# Parser Risk\n', 'Parser Risk\n===========\n').replace('## Initial Assessment\n', 'Initial Assessment\n---\n').replace('## Strategy\n', 'Strategy\n--------\n')],
    ['extra blank lines', canonical.replace('### Probability 4\n', '\n### Probability 4\n\n\n').replace('## Source\n', '\n\n## Source\n')],
  ])('%s', (_, text) => {
    expect(expectValid(rsk, text).document).toEqual(model);
  });
});

describe('rsk structure failures', () => {
  it.each([
    ['cause', 3, 'Cause', 'Trigger'],
    ['trigger', 7, 'Trigger', 'Consequence'],
    ['consequence', 11, 'Consequence', 'Scope'],
    ['scope', 15, 'Scope', 'Initial Assessment'],
    ['initial', 19, 'Initial Assessment', 'Strategy'],
    ['strategy', 25, 'Strategy', 'Mitigation'],
    ['mitigation', 29, 'Mitigation', 'Residual Assessment'],
    ['residual', 33, 'Residual Assessment', 'Source'],
  ] as const)('requires the %s section', (part, line, heading, next) => {
    const field = `Risk > ${heading.replace(' ', '')}`;
    expectDiagnostics(rsk, doc({ [part]: null }), one('heading-mismatch', line, 1, field, `${field} (body line ${line}): expected heading '${heading}', got heading '${next}'`));
  });

  it('requires the Initial Assessment before the Residual Assessment', () => {
    expectDiagnostics(
      rsk,
      doc({ initial: assessment('Residual Assessment', 2, 3), residual: assessment('Initial Assessment', 4, 3) }),
      one('heading-mismatch', 19, 1, 'Risk > InitialAssessment', "Risk > InitialAssessment (body line 19): expected heading 'Initial Assessment', got heading 'Residual Assessment'"),
    );
  });

  it.each([['0'], ['6'], ['three'], ['3 (likely)'], ['33'], ['٣']])('rejects the heading Probability %s', (value) => {
    const field = 'Risk > InitialAssessment > Probability';
    expectDiagnostics(
      rsk,
      doc({ initial: assessment('Initial Assessment', value, 3) }),
      one('heading-mismatch', 21, 1, field, `${field} (body line 21): expected heading 'Probability {n}', got heading 'Probability ${value}'`),
    );
  });

  it('rejects an impact outside 1-5 in the residual assessment', () => {
    const field = 'Risk > ResidualAssessment > Impact';
    expectDiagnostics(rsk, doc({ residual: assessment('Residual Assessment', 2, 9) }), one('heading-mismatch', 37, 1, field, `${field} (body line 37): expected heading 'Impact {n}', got heading 'Impact 9'`));
  });

  it('requires both H3s of an assessment, in order, and nothing else', () => {
    expectDiagnostics(
      rsk,
      doc({ initial: '## Initial Assessment\n\n### Impact 3\n\n### Probability 4\n' }),
      one('heading-mismatch', 21, 1, 'Risk > InitialAssessment > Probability', "Risk > InitialAssessment > Probability (body line 21): expected heading 'Probability {n}', got heading 'Impact 3'"),
    );
    expectDiagnostics(
      rsk,
      doc({ initial: '## Initial Assessment\n\n### Probability 4\n' }),
      one('body-no-match', 21, 1, 'Risk > InitialAssessment > Impact', 'Risk > InitialAssessment > Impact: expected Impact, found no match; nothing remains after body line 21'),
    );
    expectDiagnostics(
      rsk,
      doc({ initial: '## Initial Assessment\n\nLikely.\n\n### Probability 4\n\n### Impact 3\n' }),
      one(
        'body-no-match',
        21,
        1,
        'Risk > InitialAssessment > Probability',
        'Risk > InitialAssessment > Probability: expected Probability, found no match; remaining text starts at body line 21 (5 line(s)) and begins with:\nLikely.\n\n### Probability 4…',
      ),
    );
    expectDiagnostics(
      rsk,
      doc({ initial: '## Initial Assessment\n\n### Probability 4\n\n### Impact 3\n\n### Score 12\n' }),
      one('body-leftover', 25, 1, 'Risk > InitialAssessment', 'Risk > InitialAssessment: text left over after processing all fields, starting at body line 25:\n### Score 12'),
    );
  });

  it('requires Scope to be a list and Source and Owner to be one paragraph', () => {
    expectDiagnostics(
      rsk,
      doc({ scope: '## Scope\n\nUpload service\n' }),
      one('body-no-match', 17, 1, 'Risk > Scope', 'Risk > Scope: expected list[ListItem], found no match; remaining text starts at body line 17 (1 line(s)) and begins with:\nUpload service'),
    );
    expectDiagnostics(
      rsk,
      doc({ source: '## Source\n\nSecurity review\n\nand an audit\n' }),
      one('body-leftover', 43, 1, 'Risk > Source', 'Risk > Source: text left over after processing all fields, starting at body line 43:\nand an audit'),
    );
    expectDiagnostics(
      rsk,
      doc({ owner: '## Owner\n\n- Platform lead\n' }),
      one('body-no-match', 41, 1, 'Risk > Owner', 'Risk > Owner: expected Owner, found no match; remaining text starts at body line 41 (1 line(s)) and begins with:\n- Platform lead'),
    );
  });

  it('allows only paragraphs as notes of a tag', () => {
    expectDiagnostics(
      rsk,
      doc({ tags: '## Tags\n\n- security\n\n  > quoted\n' }),
      one('nested-list', 43, 3, 'Risk > Tags > ListItem', 'Risk > Tags > ListItem (body line 43): item notes may contain only paragraphs, found a block quote'),
    );
  });

  it('rejects a second leading comment and sections out of order', () => {
    expectDiagnostics(
      rsk,
      doc({ comment: '<!-- a -->\n\n<!-- b -->\n' }),
      one('body-no-match', 5, 1, 'Risk > Cause', 'Risk > Cause: expected Cause, found no match; remaining text starts at body line 5 (41 line(s)) and begins with:\n<!-- b -->\n\n## Cause…'),
    );
    expectDiagnostics(
      rsk,
      doc({ owner: null, tags: '## Tags\n\n- t\n', more: '## Owner\n\nLead\n' }),
      one('body-leftover', 47, 1, 'Risk', 'Risk: text left over after processing all fields, starting at body line 47:\n## Owner\n\nLead'),
    );
  });
});

describe('rsk strategy', () => {
  const field = 'Risk > Strategy > value';

  it.each([['Reduce'], ['mitigate'], ['reduce <!-- TARA -->'], ['reduce\nfirst']])('rejects %j', (strategy) => {
    const shown = strategy.replace('\n', '\\n');
    expectDiagnostics(rsk, doc({ strategy: `## Strategy\n\n${strategy}\n` }), one('value-vocabulary', 27, 1, field, `${field} (body line 27): '${shown}' is not one of ${WORDS}`));
  });

  it('reports the strategy even when a later section fails', () => {
    expectDiagnostics(rsk, doc({ strategy: '## Strategy\n\nignore\n', mitigation: null }), [
      { code: 'value-vocabulary', line: 27, column: 1, field, message: `${field} (body line 27): 'ignore' is not one of ${WORDS}` },
      { code: 'heading-mismatch', line: 29, column: 1, field: 'Risk > Mitigation', message: "Risk > Mitigation (body line 29): expected heading 'Mitigation', got heading 'Residual Assessment'" },
    ]);
  });

  it('requires a paragraph', () => {
    expectDiagnostics(
      rsk,
      doc({ strategy: '## Strategy\n\n- reduce\n' }),
      one('body-no-match', 27, 1, 'Risk > Strategy', 'Risk > Strategy: expected Strategy, found no match; remaining text starts at body line 27 (1 line(s)) and begins with:\n- reduce'),
    );
  });
});

describe('rsk legacy forms', () => {
  const LEGACY = 'older form (missing Source section) accepted in lenient mode; current form: ## Source';

  it('requires ## Source in strict mode', () => {
    expectDiagnostics(rsk, doc({ source: null }), one('body-no-match', 37, 1, 'Risk > Source', 'Risk > Source: expected Source, found no match; nothing remains after body line 37'));
    expectDiagnostics(
      rsk,
      doc({ source: null, more: '## More Information\n\nx\n' }),
      one('heading-mismatch', 39, 1, 'Risk > Source', "Risk > Source (body line 39): expected heading 'Source', got heading 'More Information'"),
    );
  });

  it('reads a risk without ## Source in lenient mode with a warning', () => {
    const text = doc({ source: null, more: '## More Information\n\nx\n' });
    expectDiagnostics(rsk, text, [{ code: 'legacy-form', line: 39, column: 1, field: 'Risk > Source', message: `Risk > Source (body line 39): ${LEGACY}`, severity: 'warning' }], 'lenient');
    const body = expectValid(rsk, text, 'lenient').document.body;
    expect(body).not.toHaveProperty('source');
    expect(body.moreInformation).toBe('x');
  });

  it('places the warning on the last line when nothing follows', () => {
    // No text follows, and the engine places the warning at the end of the body, so only the line is pinned.
    const [warning, ...rest] = inReference(parseDocument(rsk, doc({ source: null }), { mode: 'lenient' }).diagnostics);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ code: 'legacy-form', severity: 'warning', line: 37, field: 'Risk > Source', message: `Risk > Source (body line 37): ${LEGACY}` });
  });

  it('has no other legacy form: a wrong strategy fails in lenient mode too', () => {
    expectDiagnostics(
      rsk,
      doc({ strategy: '## Strategy\n\nmitigate\n' }),
      one('value-vocabulary', 27, 1, 'Risk > Strategy > value', `Risk > Strategy > value (body line 27): 'mitigate' is not one of ${WORDS}`),
      'lenient',
    );
  });
});

describe('rsk properties', () => {
  // Every run parses a whole generated document; the timeout leaves room for a loaded machine.
  it('parse(serialize(m)) deep-equals m (500 generated risks)', () => {
    fc.assert(
      fc.property(documentModels.rsk, (m) => {
        expectRoundTrip(rsk, m as unknown as { frontmatter: Record<string, unknown>; body: RiskBody });
      }),
      { numRuns: 500 },
    );
  }, 180_000);
});
