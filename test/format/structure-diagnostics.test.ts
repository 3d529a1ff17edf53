/**
 * The structure codes in the default profile: exact texts, hints, params and
 * spans, read from whole documents of the packaged types.
 */
import { describe, expect, it } from 'vitest';
import { documentTypes, parse } from '../../src/index.js';
import type { Diagnostic } from '../../src/index.js';

function frontmatterOf(type: 'tsk' | 'req' | 'qa' | 'adr'): string {
  const example = documentTypes[type].example;
  return example.slice(0, example.indexOf('\n---\n') + 5) + '\n';
}
const TSK = frontmatterOf('tsk');
const ENTRY = '## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Begun\n\nStarted.\n';
const REQ = documentTypes.req.example;
const QA = documentTypes.qa.example;
const ADR = documentTypes.adr.example;

function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`no ${from}`);
  return text.replace(from, to);
}

const CASES: Record<string, { type: 'tsk' | 'req' | 'qa' | 'adr'; text: string; language?: string }> = {
  'heading-mismatch': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n\n## Recent Update\n\n### 2026-08-15T00:00:00.000Z - Begun\n\nStarted.\n` },
  'no-match: a section at the end of the body': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n` },
  'no-match: a task item, found text': { type: 'tsk', text: `${TSK}# Title\n\nSome text\n\n${ENTRY}` },
  'no-match: an entry, found text': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n\n## Recent Updates\n\nloose\n` },
  'no-match: an entry, the section ends': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n\n## Recent Updates\n` },
  'no-match: the title': { type: 'tsk', text: `${TSK}no title\n` },
  'no-match: a lazy underline in a question': { type: 'qa', text: swap(QA, '> **0.0010**: Why is the widget registry being replaced now?\n', '> **0.0010**: Why is the widget registry being replaced now?\n===\n') },
  'leftover: at the end of the body': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n\n${ENTRY}\n## Extra\n\nmore\n` },
  'leftover: a list marker in a section': { type: 'req', text: swap(REQ, 'section 4.2 "Session Management"\n', 'section 4.2 "Session Management"\n\n- and more\n') },
  'foreign-heading': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n\n${ENTRY}`, language: 'de' },
  'raw-html': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a <b>bold</b>\n\n${ENTRY}` },
  'soft-wrapped': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\ncontinued\n\n${ENTRY}` },
  'soft-wrapped: a lazy underline': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n===\n\n${ENTRY}` },
  'soft-wrapped: a lazy underline in a list item': { type: 'req', text: swap(REQ, '- Branch Offices\n', '- Branch Offices\n===\n') },
  'nested-list: a task item': { type: 'tsk', text: `${TSK}# Title\n\n- [ ] a\n  - [ ] b\n\n${ENTRY}` },
  'nested-list: item notes': { type: 'req', text: swap(REQ, '- Branch Offices\n', '- Branch Offices\n\n  > quoted\n') },
  'adr-unknown-heading': { type: 'adr', text: swap(ADR, '### Confirmation\n', '### Risks\n') },
  'adr-duplicate-heading': { type: 'adr', text: swap(ADR, '## Pros and Cons of the Options\n', '## Decision Drivers\n\nAgain.\n\n## Pros and Cons of the Options\n') },
  'adr-duplicate-heading: a second title': { type: 'adr', text: swap(ADR, '## Pros and Cons of the Options\n', '# Another Title\n\n## Pros and Cons of the Options\n') },
};

const EXPECTED: Record<string, Diagnostic> = {
  "heading-mismatch": {"code": "heading-mismatch", "severity": "error", "message": "Expected the heading \"## Recent Updates\" here, found \"## Recent Update\". Rename the heading to \"## Recent Updates\".", "field": "Task > RecentUpdates", "line": 5, "column": 1, "documentLine": 15, "end": {"line": 5, "column": 17, "documentLine": 15}, "channel": "body", "docs": "docs/diagnostics.md#heading-mismatch", "params": {"expected": "Recent Updates", "expectedHeading": "## Recent Updates", "template": false, "heading": "Recent Update", "foundHeading": "## Recent Update"}, "hint": "Rename the heading to \"## Recent Updates\"."},
  "no-match: a section at the end of the body": {"code": "body-no-match", "severity": "error", "message": "Expected a \"## Recent Updates\" section here, but the body ends. Add a \"## Recent Updates\" section at the end of the body.", "field": "Task > RecentUpdates", "line": 3, "column": 1, "documentLine": 13, "end": {"line": 3, "column": 8, "documentLine": 13}, "channel": "body", "docs": "docs/diagnostics.md#body-no-match", "params": {"reason": "missing", "expected": {"kind": "section", "heading": "## Recent Updates"}, "expectedType": "RecentUpdates"}, "hint": "Add a \"## Recent Updates\" section at the end of the body."},
  "no-match: a task item, found text": {"code": "body-no-match", "severity": "error", "message": "Expected a task item (\"- [ ] <text>\") here, found \"Some text\". Add a task item (\"- [ ] <text>\") before this text.", "field": "Task > Tasks", "line": 3, "column": 1, "documentLine": 13, "end": {"line": 3, "column": 10, "documentLine": 13}, "channel": "body", "docs": "docs/diagnostics.md#body-no-match", "params": {"reason": "missing", "expected": {"kind": "task-item"}, "expectedType": "list[TaskItem]", "found": {"excerpt": "Some text\n\n## Recent Updates…", "lineCount": 7}}, "hint": "Add a task item (\"- [ ] <text>\") before this text."},
  "no-match: an entry, found text": {"code": "body-no-match", "severity": "error", "message": "Expected a \"### <timestamp> - <title>\" section under \"## Recent Updates\", found \"loose\". Add a \"### <timestamp> - <title>\" section before this text.", "field": "Task > RecentUpdates", "line": 7, "column": 1, "documentLine": 17, "end": {"line": 7, "column": 6, "documentLine": 17}, "channel": "body", "docs": "docs/diagnostics.md#body-no-match", "params": {"reason": "missing", "expected": {"kind": "section", "heading": "### <timestamp> - <title>"}, "expectedType": "list[UpdateEntry]", "section": "## Recent Updates", "found": {"excerpt": "loose", "lineCount": 1}}, "hint": "Add a \"### <timestamp> - <title>\" section before this text."},
  "no-match: an entry, the section ends": {"code": "body-no-match", "severity": "error", "message": "Expected a \"### <timestamp> - <title>\" section under \"## Recent Updates\", but the section ends. Add a \"### <timestamp> - <title>\" section at the end of \"## Recent Updates\".", "field": "Task > RecentUpdates", "line": 5, "column": 1, "documentLine": 15, "end": {"line": 5, "column": 18, "documentLine": 15}, "channel": "body", "docs": "docs/diagnostics.md#body-no-match", "params": {"reason": "missing", "expected": {"kind": "section", "heading": "### <timestamp> - <title>"}, "expectedType": "list[UpdateEntry]", "section": "## Recent Updates"}, "hint": "Add a \"### <timestamp> - <title>\" section at the end of \"## Recent Updates\"."},
  "no-match: the title": {"code": "body-no-match", "severity": "error", "message": "Expected the title heading \"# <title>\" here, found \"no title\". Add the title heading \"# <title>\" before this text.", "field": "Task", "line": 1, "column": 1, "documentLine": 11, "end": {"line": 1, "column": 9, "documentLine": 11}, "channel": "body", "docs": "docs/diagnostics.md#body-no-match", "params": {"reason": "missing", "expected": {"kind": "section", "heading": "# <title>"}, "expectedType": "Task", "found": {"excerpt": "no title", "lineCount": 1}}, "hint": "Add the title heading \"# <title>\" before this text."},
  "no-match: a lazy underline in a question": {"code": "body-no-match", "severity": "error", "message": "A line of \"=\" signs continues this block quote without its \">\" marker; inside the block quote it would turn the text above into a heading. Join it onto the line above, or start it with \"> \" and escape it as \"\\===\".", "field": "QuestionAndAnswer > ElicitationContext > QaPair > question", "line": 23, "column": 1, "documentLine": 33, "end": {"line": 23, "column": 4, "documentLine": 33}, "channel": "body", "docs": "docs/diagnostics.md#body-no-match", "params": {"reason": "lazy-underline"}, "hint": "Join it onto the line above, or start it with \"> \" and escape it as \"\\===\"."},
  "leftover: at the end of the body": {"code": "body-leftover", "severity": "error", "message": "The body ends with text the document type has no place for: \"## Extra\". Remove the text, or move it into a section that holds it.", "field": "Task", "line": 11, "column": 1, "documentLine": 21, "end": {"line": 11, "column": 9, "documentLine": 21}, "channel": "body", "docs": "docs/diagnostics.md#body-leftover", "params": {"excerpt": "## Extra\n\nmore", "listMarker": false}, "hint": "Remove the text, or move it into a section that holds it."},
  "leftover: a list marker in a section": {"code": "body-leftover", "severity": "error", "message": "The \"## Source\" section ends with text it has no place for: \"- and more\". A line starting with \"-\" begins a new list. If the line continues the paragraph above, remove the \"-\" or indent the line.", "field": "Requirement > Source", "line": 37, "column": 1, "documentLine": 47, "end": {"line": 37, "column": 11, "documentLine": 47}, "channel": "body", "docs": "docs/diagnostics.md#body-leftover", "params": {"excerpt": "- and more", "listMarker": true, "section": "## Source"}, "hint": "If the line continues the paragraph above, remove the \"-\" or indent the line."},
  "foreign-heading": {"code": "foreign-heading", "severity": "error", "message": "The heading is in English (\"## Recent Updates\"); this document is in German, where it is \"## Letzte Änderungen\". Rename the heading to \"## Letzte Änderungen\".", "field": "Task > RecentUpdates", "line": 5, "column": 1, "documentLine": 15, "end": {"line": 5, "column": 18, "documentLine": 15}, "channel": "body", "docs": "docs/diagnostics.md#foreign-heading", "params": {"language": "de", "expected": "Letzte Änderungen", "expectedHeading": "## Letzte Änderungen", "heading": "Recent Updates", "foundHeading": "## Recent Updates"}, "hint": "Rename the heading to \"## Letzte Änderungen\"."},
  "raw-html": {"code": "raw-html", "severity": "error", "message": "Raw HTML is not allowed in a document: \"<b>\". Wrap it in a code span (`<b>`) or write it as an HTML comment (`<!-- <b> -->`).", "field": "", "line": 3, "column": 9, "documentLine": 13, "end": {"line": 3, "column": 12, "documentLine": 13}, "channel": "body", "docs": "docs/diagnostics.md#raw-html", "params": {"kind": "html_inline", "html": "<b>"}, "hint": "Wrap it in a code span (`<b>`) or write it as an HTML comment (`<!-- <b> -->`)."},
  "soft-wrapped": {"code": "soft-wrapped-list-item", "severity": "error", "message": "This task item continues on the next line without indentation; a task item must be one line. Join the item onto one line.", "field": "Task > Tasks > TaskItem", "line": 3, "column": 1, "documentLine": 13, "end": {"line": 4, "column": 10, "documentLine": 14}, "channel": "body", "docs": "docs/diagnostics.md#soft-wrapped-list-item", "params": {"reason": "wrapped", "item": "task"}, "hint": "Join the item onto one line."},
  "soft-wrapped: a lazy underline": {"code": "soft-wrapped-list-item", "severity": "error", "message": "This task item continues on the next line without indentation; a task item must be one line. Join the item onto one line.", "field": "Task > Tasks > TaskItem", "line": 3, "column": 1, "documentLine": 13, "end": {"line": 4, "column": 4, "documentLine": 14}, "channel": "body", "docs": "docs/diagnostics.md#soft-wrapped-list-item", "params": {"reason": "wrapped", "item": "task"}, "hint": "Join the item onto one line."},
  "soft-wrapped: a lazy underline in a list item": {"code": "soft-wrapped-list-item", "severity": "error", "message": "A line of \"=\" signs continues this list item without its indentation; inside the list item it would turn the text above into a heading. Join it onto the line above, or indent it and escape it as \"\\===\".", "field": "Requirement > Tags > ListItem", "line": 32, "column": 1, "documentLine": 42, "end": {"line": 32, "column": 4, "documentLine": 42}, "channel": "body", "docs": "docs/diagnostics.md#soft-wrapped-list-item", "params": {"reason": "lazy-underline", "item": "list"}, "hint": "Join it onto the line above, or indent it and escape it as \"\\===\"."},
  "nested-list: a task item": {"code": "nested-list", "severity": "error", "message": "A task item may hold only paragraphs, fenced code blocks and block quotes; this is a nested list. Make the nested items separate tasks, or write them as text.", "field": "Task > Tasks > TaskItem", "line": 4, "column": 3, "documentLine": 14, "end": {"line": 4, "column": 10, "documentLine": 14}, "channel": "body", "docs": "docs/diagnostics.md#nested-list", "params": {"kind": "list", "notes": false}, "hint": "Make the nested items separate tasks, or write them as text."},
  "nested-list: item notes": {"code": "nested-list", "severity": "error", "message": "The notes below a list item may hold only paragraphs; this is a block quote. Write it as a plain paragraph, or remove it.", "field": "Requirement > Tags > ListItem", "line": 33, "column": 3, "documentLine": 43, "end": {"line": 33, "column": 11, "documentLine": 43}, "channel": "body", "docs": "docs/diagnostics.md#nested-list", "params": {"kind": "block-quote", "notes": true}, "hint": "Write it as a plain paragraph, or remove it."},
  "adr-unknown-heading": {"code": "adr-unknown-heading", "severity": "error", "message": "The heading \"### Risks\" is not allowed here; expected \"### Consequences\" or \"### Confirmation\". Rename it to one of these, or remove it.", "field": "Adr > DecisionOutcome", "line": 29, "column": 1, "documentLine": 39, "end": {"line": 29, "column": 10, "documentLine": 39}, "channel": "body", "docs": "docs/diagnostics.md#adr-unknown-heading", "params": {"level": 3, "heading": "Risks", "allowed": ["Consequences", "Confirmation"], "allowedHeadings": ["### Consequences", "### Confirmation"]}, "hint": "Rename it to one of these, or remove it."},
  "adr-duplicate-heading": {"code": "adr-duplicate-heading", "severity": "error", "message": "The heading \"## Decision Drivers\" appears a second time; the first is at line 17. Merge the two sections into one, or remove this one.", "field": "Adr", "line": 33, "column": 1, "documentLine": 43, "end": {"line": 33, "column": 20, "documentLine": 43}, "channel": "body", "docs": "docs/diagnostics.md#adr-duplicate-heading", "params": {"heading": "Decision Drivers", "foundHeading": "## Decision Drivers", "firstLine": 7, "duplicateOf": "section"}, "hint": "Merge the two sections into one, or remove this one."},
  "adr-duplicate-heading: a second title": {"code": "adr-duplicate-heading", "severity": "error", "message": "The heading \"# Another Title\" is a second title; a document has one, at line 11. Make it a section heading (\"## …\"), or remove it.", "field": "Adr", "line": 33, "column": 1, "documentLine": 43, "end": {"line": 33, "column": 16, "documentLine": 43}, "channel": "body", "docs": "docs/diagnostics.md#adr-duplicate-heading", "params": {"heading": "Another Title", "foundHeading": "# Another Title", "firstLine": 1, "duplicateOf": "title"}, "hint": "Make it a section heading (\"## …\"), or remove it."},
};

function diagnosticsOf(name: string): readonly Diagnostic[] {
  const c = CASES[name];
  if (c === undefined) throw new Error(`no case ${name}`);
  return parse(c.type, c.text, c.language === undefined ? {} : { language: c.language }).diagnostics;
}

describe('structure diagnostics in the default profile', () => {
  it.each(Object.keys(CASES))('%s', (name) => {
    expect(diagnosticsOf(name)).toEqual([EXPECTED[name]]);
  });

  it('ends every message with its hint, and writes no Python forms', () => {
    for (const name of Object.keys(CASES)) {
      for (const d of diagnosticsOf(name)) {
        expect(d.hint).toBeDefined();
        expect(d.message.endsWith(` ${d.hint ?? ''}`)).toBe(true);
        for (const form of ['=True', '=None', '=False', "['", 'None']) {
          expect(`${d.message} ${d.hint ?? ''}`).not.toContain(form);
        }
      }
    }
  });

  it('points other lines at document lines', () => {
    const [d] = diagnosticsOf('adr-duplicate-heading');
    expect(d?.params).toMatchObject({ firstLine: 7 });
    expect(d?.message).toContain('the first is at line 17');
  });
});
