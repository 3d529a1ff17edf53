import { describe, it, expect } from 'vitest';
import {
  adrBlankSection,
  adrDuplicateOption,
  emptyContent,
  entryTimestampImpossible,
  valueCardinality,
  valueCrossCheck,
  valueDuplicate,
  valueOrder,
  valuePattern,
  valueVocabulary,
} from '../../src/diagnostics/index.js';

describe('valuePattern', () => {
  it('quotes the value and shows the pattern as written', () => {
    expect(
      valuePattern(
        'Requirement > RelatedArtifacts > Requirements > ListItem > text',
        35,
        'REQ-9687: Maximum temperatures of running engines in civil vehicles',
        '^REQ (<uuid>): (.+)$',
      ),
    ).toEqual({
      message:
        "Requirement > RelatedArtifacts > Requirements > ListItem > text (body line 35): 'REQ-9687: Maximum temperatures of running engines in civil vehicles' does not match ^REQ (<uuid>): (.+)$",
    });
  });

  it('quotes the excerpt of a multi-line value, escaped', () => {
    expect(valuePattern('Requirement > Level > value', 11, 'MUST\nSHOULD\nMAY\nMUST NOT', '^(MUST|MAY)$').message).toBe(
      "Requirement > Level > value (body line 11): 'MUST\\nSHOULD\\nMAY\u2026' does not match ^(MUST|MAY)$",
    );
  });

  it('cuts a long value to 200 code points', () => {
    const message = valuePattern('Problem > statement', 3, 'y'.repeat(250), '^.+$').message;
    expect(message).toBe(`Problem > statement (body line 3): '${'y'.repeat(200)}\u2026' does not match ^.+$`);
  });
});

describe('valueVocabulary', () => {
  it('lists the words quoted, in the given order', () => {
    expect(valueVocabulary('Risk > Strategy > value', 15, 'ignore', ['avoid', 'reduce', 'transfer', 'accept'])).toEqual({
      message: "Risk > Strategy > value (body line 15): 'ignore' is not one of 'avoid', 'reduce', 'transfer', 'accept'",
    });
  });
});

describe('valueOrder', () => {
  it('names both entries and carries the rule as hint', () => {
    expect(
      valueOrder(
        'Task > RecentUpdates > UpdateEntry > timestamp',
        20,
        '2026-08-15 00:00:00.000Z',
        '2026-08-01 00:00:00.000Z',
        16,
      ),
    ).toEqual({
      message:
        "Task > RecentUpdates > UpdateEntry > timestamp (body line 20): entry '2026-08-15 00:00:00.000Z' is newer than the entry above it ('2026-08-01 00:00:00.000Z', body line 16); entries must run newest first",
      hint: 'entries must run newest first',
    });
  });
});

describe('valueDuplicate', () => {
  it('inserts the rendered duplicate as given', () => {
    expect(valueDuplicate('Sop > Procedure > Step > number', 30, '3', 24)).toEqual({
      message: 'Sop > Procedure > Step > number (body line 30): duplicate 3; first at body line 24',
    });
    expect(valueDuplicate('UseCase > Extensions > Extension > step', 41, "'2a'", 37).message).toBe(
      "UseCase > Extensions > Extension > step (body line 41): duplicate '2a'; first at body line 37",
    );
  });
});

describe('valueCardinality', () => {
  it('matches the examples of operations.md §2.3', () => {
    expect(valueCardinality('Requirement > Characteristics', 5, '1..9', 'items', 10)).toEqual({
      message: 'Requirement > Characteristics (body line 5): expected 1..9 items, found 10',
    });
    expect(valueCardinality('Sysrs > Requirements', 12, 'at least 1', 'section', 0).message).toBe(
      'Sysrs > Requirements (body line 12): expected at least 1 section, found 0',
    );
  });
});

describe('valueCrossCheck', () => {
  it('names the step and the scenario length', () => {
    expect(valueCrossCheck('UseCase > Extensions > Extension > step', 40, '7a', 7, 5)).toEqual({
      message:
        "UseCase > Extensions > Extension > step (body line 40): '7a' refers to step 7, but the main success scenario has 5 step(s)",
    });
  });
});

describe('emptyContent', () => {
  it('matches the example of the Diagnostic type', () => {
    expect(emptyContent('Task > RecentUpdates > UpdateEntry > content', 5)).toEqual({
      message:
        'Task > RecentUpdates > UpdateEntry > content (body line 5): content is blank; write at least one line below the heading',
      hint: 'write at least one line below the heading',
    });
  });
});

describe('entryTimestampImpossible', () => {
  it('quotes the timestamp', () => {
    expect(
      entryTimestampImpossible('Task > RecentUpdates > UpdateEntry > timestamp', 9, '2026-13-01 10:00:00.000Z'),
    ).toEqual({
      message:
        "Task > RecentUpdates > UpdateEntry > timestamp (body line 9): '2026-13-01 10:00:00.000Z' names an impossible date or time",
    });
  });
});

describe('adr value messages', () => {
  it('adrDuplicateOption uses the fixed path', () => {
    expect(adrDuplicateOption(30, 2, 22)).toEqual({
      message: 'Adr > Options > Option > number (body line 30): duplicate option number 2; first at body line 22',
    });
  });

  it('adrBlankSection, blank', () => {
    expect(adrBlankSection('Adr > ContextAndProblemStatement', 'Context and Problem Statement', 3)).toEqual({
      message: "Adr > ContextAndProblemStatement (body line 3): mandatory section 'Context and Problem Statement' is blank",
    });
  });

  it('adrBlankSection, missing', () => {
    expect(adrBlankSection('Adr > ConsideredOptions', 'Considered Options', undefined)).toEqual({
      message: "Adr > ConsideredOptions: mandatory section 'Considered Options' is missing",
    });
  });
});
