import { describe, it, expect } from 'vitest';
import { createDiagnostic, renderDiagnostic } from '../../src/diagnostics/index.js';
import type { DiagnosticCode, DiagnosticParamsByCode, DiagnosticPlace } from '../../src/diagnostics/index.js';
import { referenceMessages } from '../../src/messages/index.js';

type ValueCode = 'value-pattern' | 'value-vocabulary' | 'value-order' | 'value-duplicate' | 'value-cardinality' | 'value-cross-check' | 'empty-content' | 'adr-duplicate-option' | 'adr-blank-section' | 'legacy-form';

// Body line `line` is document line `line + 10` in these places.
function place(field: string, line: number, channel: 'body' | 'frontmatter' = 'body'): DiagnosticPlace {
  const shift = channel === 'body' ? 10 : 0;
  return { channel, field, line, column: 1, documentLine: line + shift, end: { line, column: 9, documentLine: line + shift } };
}

function both<C extends ValueCode & DiagnosticCode>(code: C, params: DiagnosticParamsByCode[C], at: DiagnosticPlace) {
  const d = createDiagnostic(code, params, at);
  const reference = renderDiagnostic(d, referenceMessages);
  return { default: { message: d.message, hint: d.hint }, reference: { message: reference.message, hint: reference.hint } };
}

const TASK_FORM = 'a task item "[ ] <text>" (open) or "[x] <text>" (done)';

describe('value-pattern', () => {
  it('reference: quotes the value and shows the pattern as written', () => {
    const r = both(
      'value-pattern',
      { value: 'REQ-9687: Maximum temperatures of running engines in civil vehicles', pattern: '^REQ (<uuid>): (.+)$', expectedForm: 'a typed reference "REQ <uuid>: <title>"' },
      place('Requirement > RelatedArtifacts > Requirements > ListItem > text', 35),
    );
    expect(r.reference).toEqual({
      message:
        "Requirement > RelatedArtifacts > Requirements > ListItem > text (body line 35): 'REQ-9687: Maximum temperatures of running engines in civil vehicles' does not match ^REQ (<uuid>): (.+)$",
      hint: undefined,
    });
    expect(r.default).toEqual({
      message:
        'Expected a typed reference "REQ <uuid>: <title>", found "REQ-9687: Maximum temperatures of running engines in civil vehicles". Rewrite it as a typed reference "REQ <uuid>: <title>".',
      hint: 'Rewrite it as a typed reference "REQ <uuid>: <title>".',
    });
  });

  it('reference: quotes the excerpt of a multi-line value, escaped', () => {
    const r = both('value-pattern', { value: 'MUST\nSHOULD\nMAY\nMUST NOT', pattern: '^(MUST|MAY)$', expectedForm: 'x' }, place('Requirement > Level > value', 11));
    expect(r.reference.message).toBe("Requirement > Level > value (body line 11): 'MUST\\nSHOULD\\nMAY\u2026' does not match ^(MUST|MAY)$");
  });

  it('reference: cuts a long value to 200 code points', () => {
    const r = both('value-pattern', { value: 'y'.repeat(250), pattern: '^.+$', expectedForm: 'x' }, place('Problem > statement', 3));
    expect(r.reference.message).toBe(`Problem > statement (body line 3): '${'y'.repeat(200)}\u2026' does not match ^.+$`);
  });

  it('default: a wrong checkbox says which boxes exist and what to write', () => {
    const r = both(
      'value-pattern',
      { value: '[-] Ship it', pattern: '^\\[( |x|X)\\]\\s*(.*)$', expectedForm: TASK_FORM, mistake: { kind: 'wrong-checkbox', box: '[-]' }, suggestion: '[ ] Ship it' },
      place('Task > Tasks > TaskItem > text', 3),
    );
    expect(r.default).toEqual({
      message: '"[-]" is not a checkbox a task can have: "[ ]" is an open task, "[x]" a done one. Write "[ ] Ship it".',
      hint: 'Write "[ ] Ship it".',
    });
    expect(r.reference.message).toBe("Task > Tasks > TaskItem > text (body line 3): '[-] Ship it' does not match ^\\[( |x|X)\\]\\s*(.*)$");
  });

  it('default: a strict-mode legacy form names the older form, the current one and lenient mode', () => {
    const r = both(
      'value-pattern',
      {
        value: '[ ] Task 1.2: Ship it',
        pattern: 'p',
        expectedForm: 'a task item "[ ] Task <NNN>.<MMM>: <text>", the phase and task numbers in three digits each',
        mistake: { kind: 'unpadded-number', number: '1.2' },
        suggestion: '[ ] Task 001.002: Ship it',
        legacyForm: { form: 'unpadded task number', currentForm: 'Task <NNN>.<MMM>: <text>' },
      },
      place('Feature > Plan > TaskList > Phase > Tasks > TaskItem > text', 3),
    );
    expect(r.default).toEqual({
      message:
        'The number "1.2" is written with too few digits: expected a task item "[ ] Task <NNN>.<MMM>: <text>", the phase and task numbers in three digits each. ' +
        `It is an older form (unpadded task number), which only mode: 'lenient' accepts; the current form is "Task <NNN>.<MMM>: <text>". ` +
        `Write "[ ] Task 001.002: Ship it", or parse with mode: 'lenient' to accept it.`,
      hint: `Write "[ ] Task 001.002: Ship it", or parse with mode: 'lenient' to accept it.`,
    });
  });
});

describe('value-vocabulary', () => {
  it('lists the words, in the given order', () => {
    const r = both('value-vocabulary', { value: 'ignore', expected: ['avoid', 'reduce', 'transfer', 'accept'] }, place('Risk > Strategy > value', 15));
    expect(r.reference).toEqual({
      message: "Risk > Strategy > value (body line 15): 'ignore' is not one of 'avoid', 'reduce', 'transfer', 'accept'",
      hint: undefined,
    });
    expect(r.default).toEqual({
      message: '"ignore" is not an allowed value. Use "avoid", "reduce", "transfer" or "accept".',
      hint: 'Use "avoid", "reduce", "transfer" or "accept".',
    });
  });
});

describe('value-order', () => {
  it('names both entries; the reference carries its rule as hint, the default names document lines', () => {
    const r = both(
      'value-order',
      { value: '2026-08-15 00:00:00.000Z', previous: '2026-08-01 00:00:00.000Z', previousLine: 16 },
      place('Task > RecentUpdates > UpdateEntry > timestamp', 20),
    );
    expect(r.reference).toEqual({
      message:
        "Task > RecentUpdates > UpdateEntry > timestamp (body line 20): entry '2026-08-15 00:00:00.000Z' is newer than the entry above it ('2026-08-01 00:00:00.000Z', body line 16); entries must run newest first",
      hint: 'entries must run newest first',
    });
    expect(r.default).toEqual({
      message: 'This entry (2026-08-15 00:00:00.000Z) is newer than the one above it (line 26). Put the newest entry first.',
      hint: 'Put the newest entry first.',
    });
  });
});

describe('value-duplicate', () => {
  it('numbers in decimal, references quoted', () => {
    const step = both('value-duplicate', { value: 3, element: 'step', firstLine: 24 }, place('Sop > Procedure > Step > number', 30));
    expect(step.reference.message).toBe('Sop > Procedure > Step > number (body line 30): duplicate 3; first at body line 24');
    expect(step.default).toEqual({
      message: 'Step number 3 is used twice; the first is at line 34. Give each step its own number.',
      hint: 'Give each step its own number.',
    });
    const extension = both('value-duplicate', { value: '2a', element: 'extension', firstLine: 37 }, place('UseCase > Extensions > Extension > step', 41));
    expect(extension.reference.message).toBe("UseCase > Extensions > Extension > step (body line 41): duplicate '2a'; first at body line 37");
    expect(extension.default.message).toBe('Extension "2a" is used twice; the first is at line 47. Give each extension its own label.');
  });

  it('carries the shared uniqueNumbers texts', () => {
    const first = both('value-duplicate', { value: 2, element: 'step', firstLine: 3 }, place('Sop > Procedure > Step > number', 11));
    const second = both('value-duplicate', { value: 2, element: 'step', firstLine: 3 }, place('Sop > Procedure > Step > number', 15));
    expect(first.reference.message).toBe('Sop > Procedure > Step > number (body line 11): duplicate 2; first at body line 3');
    expect(second.reference.message).toBe('Sop > Procedure > Step > number (body line 15): duplicate 2; first at body line 3');
  });
});

describe('value-cardinality', () => {
  it('matches the examples of operations.md §2.3', () => {
    const tooMany = both('value-cardinality', { min: 1, max: 9, unit: 'items', found: 10, heading: '## Characteristics' }, place('Requirement > Characteristics', 5));
    expect(tooMany.reference).toEqual({ message: 'Requirement > Characteristics (body line 5): expected 1..9 items, found 10', hint: undefined });
    expect(tooMany.default).toEqual({
      message: 'The "## Characteristics" section has 10 items; at most 9 are allowed. Keep at most 9 items.',
      hint: 'Keep at most 9 items.',
    });
    const none = both('value-cardinality', { min: 1, unit: 'section', found: 0, heading: '## Requirements' }, place('Sysrs > Requirements', 12));
    expect(none.reference.message).toBe('Sysrs > Requirements (body line 12): expected at least 1 section, found 0');
    expect(none.default).toEqual({
      message: 'The "## Requirements" section has no sub-sections; at least 1 is required. Add one more.',
      hint: 'Add one more.',
    });
  });
});

describe('value-cross-check', () => {
  it('names the step and the scenario length', () => {
    const r = both('value-cross-check', { value: '7a', step: 7, steps: 5 }, place('UseCase > Extensions > Extension > step', 40));
    expect(r.reference.message).toBe(
      "UseCase > Extensions > Extension > step (body line 40): '7a' refers to step 7, but the main success scenario has 5 step(s)",
    );
    expect(r.default).toEqual({
      message: '"7a" refers to step 7, but the main success scenario has only 5 steps. Refer to a step from 1 to 5, or add step 7 to the main success scenario.',
      hint: 'Refer to a step from 1 to 5, or add step 7 to the main success scenario.',
    });
  });
});

describe('empty-content', () => {
  it('matches the example of the Diagnostic type', () => {
    const r = both('empty-content', { heading: '### 2026-08-15 00:00:00.000Z - Kickoff' }, place('Task > RecentUpdates > UpdateEntry > content', 5));
    expect(r.reference).toEqual({
      message:
        'Task > RecentUpdates > UpdateEntry > content (body line 5): content is blank; write at least one line below the heading',
      hint: 'write at least one line below the heading',
    });
    expect(r.default).toEqual({
      message: 'The "### 2026-08-15 00:00:00.000Z - Kickoff" section is empty. Write at least one line below the heading.',
      hint: 'Write at least one line below the heading.',
    });
  });
});

describe('adr value messages', () => {
  it('adr-duplicate-option', () => {
    const r = both('adr-duplicate-option', { number: 2, firstLine: 22 }, place('Adr > Options > Option > number', 30));
    expect(r.reference.message).toBe('Adr > Options > Option > number (body line 30): duplicate option number 2; first at body line 22');
    expect(r.default).toEqual({
      message: 'Option number 2 is used twice; the first is at line 32. Give each option its own number.',
      hint: 'Give each option its own number.',
    });
  });

  it('adr-blank-section, blank', () => {
    const r = both('adr-blank-section', { heading: 'Context and Problem Statement', level: 2, missing: false }, place('Adr > ContextAndProblemStatement', 3));
    expect(r.reference.message).toBe("Adr > ContextAndProblemStatement (body line 3): mandatory section 'Context and Problem Statement' is blank");
    expect(r.default).toEqual({
      message: 'The mandatory "## Context and Problem Statement" section is empty. Write at least one line below the heading.',
      hint: 'Write at least one line below the heading.',
    });
  });

  it('adr-blank-section, missing', () => {
    const r = both('adr-blank-section', { heading: 'Considered Options', level: 2, missing: true }, place('Adr > ConsideredOptions', 9));
    expect(r.reference.message).toBe("Adr > ConsideredOptions: mandatory section 'Considered Options' is missing");
    expect(r.default).toEqual({
      message: 'The mandatory "## Considered Options" section is missing. Add a "## Considered Options" section with at least one line of text.',
      hint: 'Add a "## Considered Options" section with at least one line of text.',
    });
  });
});
