/**
 * languages.md §3: an English heading where the variant's heading is
 * expected is a `foreign-heading` error naming both headings, in every
 * packaged language, for literal and pattern headings and for adr.
 */
import { describe, expect, it } from 'vitest';
import { documentTypes, parse, serialize } from '../../src/index.js';
import type { DocumentTag } from '../../src/domains/registry.js';

const TASKS = '---\ntype: tsk\n---\n\n# T\n\n- [ ] a\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - K\n\nx\n';

/** The packaged example of a type, written in a language, with one heading line replaced. */
function variantWith(type: DocumentTag, language: string, from: RegExp, to: string): string {
  const english = parse(type, documentTypes[type].example);
  if (!english.ok) throw new Error(english.error);
  const text = serialize(type, english.document as never, { language });
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`no heading matches ${from}`);
  return changed;
}

/** The body line (formats.md §4.2: from the first non-blank line after the frontmatter) of the line starting with a prefix. */
function bodyLineOf(text: string, prefix: string): number {
  const body = text.slice(text.indexOf('\n---\n') + 5).replace(/^(?:[ \t]*\n)+/, '');
  return body.split('\n').findIndex((line) => line.startsWith(prefix)) + 1;
}

function diagnosticsOf(type: DocumentTag, text: string, language: string): unknown[][] {
  return parse(type, text, { language, messages: 'reference' }).diagnostics.map((d) => [d.code, d.line, d.field, d.message]);
}

describe('foreign-heading: a literal heading (tsk Recent Updates)', () => {
  it.each([
    ['de', 'Letzte Änderungen'],
    ['fr', 'Mises à jour récentes'],
    ['es', 'Actualizaciones recientes'],
  ])('%s', (language, heading) => {
    expect(diagnosticsOf('tsk', TASKS, language)).toEqual([
      [
        'foreign-heading',
        5,
        'Task > RecentUpdates',
        `Task > RecentUpdates (body line 5): expected the '${language}' heading '${heading}', got the English heading 'Recent Updates'`,
      ],
    ]);
  });
});

describe('foreign-heading: a pattern heading names the template', () => {
  it('de: an English sop step', () => {
    const text = variantWith('sop', 'de', /^### Schritt 1: /m, '### Step 1: ');
    const line = bodyLineOf(text, '### Step 1: ');
    expect(line).toBeGreaterThan(1);
    expect(diagnosticsOf('sop', text, 'de')).toEqual([
      [
        'foreign-heading',
        line,
        'StandardOperatingProcedure > Procedure > Step',
        `StandardOperatingProcedure > Procedure > Step (body line ${line}): expected the 'de' heading 'Schritt {n}: {title}', got the English heading 'Step 1: Order the new certificate'`,
      ],
    ]);
  });

  it('fr: an English acceptance criterion (no space before the colon)', () => {
    const text = variantWith('vcr', 'fr', /^### AC-001 \(Test\) : /m, '### AC-001 (Test): ');
    const [diagnostic] = parse('vcr', text, { language: 'fr', messages: 'reference' }).diagnostics;
    expect(diagnostic?.code).toBe('foreign-heading');
    expect(diagnostic?.message).toMatch(
      /^VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion \(body line \d+\): expected the 'fr' heading 'AC-\{nnn\} \(\{method\}\) : \{text\}', got the English heading 'AC-001 \(Test\): /,
    );
  });

  it('es: an English feature phase', () => {
    const text = variantWith('feat', 'es', /^#### Fase 001: /m, '#### Phase 001: ');
    const [diagnostic] = parse('feat', text, { language: 'es', messages: 'reference' }).diagnostics;
    expect([diagnostic?.code, diagnostic?.field]).toEqual(['foreign-heading', 'Feature > Plan > TaskList > Phase']);
    expect(diagnostic?.message).toContain("expected the 'es' heading 'Fase {n}: {title}', got the English heading 'Phase 001: ");
  });
});

describe('foreign-heading: adr (own parser)', () => {
  it.each([
    ['de', 'Kontext und Problemstellung'],
    ['fr', 'Contexte et énoncé du problème'],
    ['es', 'Contexto y planteamiento del problema'],
  ])('%s', (language, heading) => {
    const text = variantWith('adr', language, new RegExp(`^## ${heading}$`, 'm'), '## Context and Problem Statement');
    const [diagnostic] = parse('adr', text, { language, messages: 'reference' }).diagnostics;
    expect([diagnostic?.code, diagnostic?.field]).toEqual(['foreign-heading', 'Adr > ContextAndProblemStatement']);
    expect(diagnostic?.message).toMatch(
      new RegExp(`^Adr > ContextAndProblemStatement \\(body line \\d+\\): expected the '${language}' heading '${heading}', got the English heading 'Context and Problem Statement'$`),
    );
  });
});

describe('foreign-heading: optional sections', () => {
  it('an English optional section after the last matched one is foreign (de req More Information)', () => {
    const text = variantWith('req', 'de', /^## Weitere Informationen$/m, '## More Information');
    const [diagnostic] = parse('req', text, { language: 'de', messages: 'reference' }).diagnostics;
    expect([diagnostic?.code, diagnostic?.field]).toEqual(['foreign-heading', 'Requirement > MoreInformation']);
  });

  it('an English optional section before a mandatory one is foreign (de req Description)', () => {
    const text = variantWith('req', 'de', /^## Beschreibung$/m, '## Description');
    expect(diagnosticsOf('req', text, 'de')).toEqual([
      [
        'foreign-heading',
        5,
        'Requirement > Description',
        "Requirement > Description (body line 5): expected the 'de' heading 'Beschreibung', got the English heading 'Description'",
      ],
    ]);
  });
});

describe('what is not a foreign heading', () => {
  it('a heading whose translation is the English text is simply matched (fr Extensions)', () => {
    const english = parse('uc', documentTypes.uc.example);
    if (!english.ok) throw new Error(english.error);
    const text = serialize('uc', english.document, { language: 'fr' });
    expect(text).toContain('\n## Extensions\n');
    expect(parse('uc', text, { language: 'fr' }).ok).toBe(true);
  });

  it('headings are matched case-sensitively: a lower-case variant heading is a mismatch, not foreign', () => {
    const text = TASKS.replace('## Recent Updates', '## letzte Änderungen');
    expect(parse('tsk', text, { language: 'de' }).diagnostics.map((d) => d.code)).toEqual(['heading-mismatch']);
  });
});

describe('foreign-heading: the H1', () => {
  it('an English feat H1 in a variant is foreign', () => {
    const text = variantWith('feat', 'es', /^# Funcionalidad: /m, '# Feature: ');
    expect(parse('feat', text, { language: 'es', messages: 'reference' }).diagnostics.map((d) => [d.code, d.line, d.field, d.message])).toEqual([
      [
        'foreign-heading',
        1,
        'Feature',
        "Feature (body line 1): expected the 'es' heading 'Funcionalidad: {title}', got the English heading 'Feature: Export Search Results as CSV'",
      ],
    ]);
  });
});
