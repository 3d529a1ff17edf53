/**
 * The derived model arbitraries cover their outlines: every optional field
 * of every type is generated both present and absent, every repeated
 * section with its fewest and with more elements, so the round-trip
 * properties exercise the whole outline.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTypes, type DocumentTag } from '../../src/domains/registry.js';
import type { FieldDef, SectionDef } from '../../src/format/outline/types.js';
import { bodyModels, modelOverrides, ruleText } from './outline-arbitrary.js';
import { phaseTask } from '../../src/domains/feat/outline.js';
import { statementRule } from '../../src/domains/prb/outline.js';
import { satisfies } from '../../src/format/outline/values.js';

const SAMPLES = 200;

interface Seen {
  present: Set<string>;
  absent: Set<string>;
  optional: Set<string>;
}

// Walks outline and model side by side; the stack is as deep as the outline.
function record(root: SectionDef, body: unknown, seen: Seen): void {
  const stack: [FieldDef, unknown, string][] = [[root, body, root.typeName]];
  while (stack.length > 0) {
    const [def, value, path] = stack.pop() as [FieldDef, unknown, string];
    if (def.kind !== 'section') continue;
    if (def.repeated) {
      const elements = value as unknown[];
      seen.present.add(`${path} ${elements.length > def.repeated.min ? 'more' : 'fewest'}`);
      for (const element of elements) stack.push([{ ...def, repeated: undefined } as SectionDef, element, path]);
      continue;
    }
    const body = def.body;
    if (body.kind === 'array') {
      stack.push([body.element, value, `${path} > ${body.element.typeName}`]);
    } else if (body.kind === 'value') {
      const inner = body.comment ? (value as { value: unknown }).value : value;
      if (body.comment) {
        seen.optional.add(`${path} > comment`);
        seen[(value as { comment?: string }).comment === undefined ? 'absent' : 'present'].add(`${path} > comment`);
      }
      stack.push([body.field, inner, `${path} > ${body.field.typeName}`]);
    } else if (body.kind === 'object') {
      for (const field of body.fields) {
        if (field.lenientOnly) continue;
        const fieldPath = `${path} > ${field.typeName}`;
        const fieldValue = (value as Record<string, unknown>)[field.name];
        if (field.optional) {
          seen.optional.add(fieldPath);
          seen[fieldValue === undefined ? 'absent' : 'present'].add(fieldPath);
        }
        if (fieldValue !== undefined) stack.push([field, fieldValue, fieldPath]);
      }
    }
  }
}

describe('outline-derived model arbitraries', () => {
  it.each(Object.keys(documentTypes) as DocumentTag[])('%s: every optional field present and absent, every repeated section with more elements', (tag) => {
    const root = documentTypes[tag].root;
    const seen: Seen = { present: new Set(), absent: new Set(), optional: new Set() };
    for (const body of fc.sample(bodyModels(root, modelOverrides[tag]?.walk), { seed: 10, numRuns: SAMPLES })) record(root, body, seen);
    expect([...seen.optional].filter((path) => !seen.present.has(path))).toEqual([]);
    expect([...seen.optional].filter((path) => !seen.absent.has(path))).toEqual([]);
    const repeated = [...seen.present].filter((entry) => entry.endsWith(' fewest')).map((entry) => entry.replace(/ fewest$/, ''));
    expect(repeated.filter((path) => !seen.present.has(`${path} more`))).toEqual([]);
  });

  it('generates texts that satisfy pattern rules, soft-wrapped where the rule spans lines', () => {
    const statements = fc.sample(ruleText(statementRule, true), { seed: 3, numRuns: 200 });
    expect(statements.every((text) => satisfies(statementRule, text))).toBe(true);
    expect(statements.some((text) => text.includes('\n'))).toBe(true);
    const tasks = fc.sample(ruleText(phaseTask, false), { seed: 3, numRuns: 200 });
    expect(tasks.every((text) => satisfies(phaseTask, text) && !text.includes('\n'))).toBe(true);
  });
});
