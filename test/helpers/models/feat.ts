/**
 * Generated feature models (`feat`) with feature-folder ids, for round-trip
 * properties.
 */
import fc from 'fast-check';
import { freeText, inlineLine, paragraphText, timestamp, updates } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const nnn = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));
const notes = fc.array(paragraphText, { minLength: 1, maxLength: 2 });
const requirement = fc.record({ text: fc.tuple(nnn, inlineLine).map(([n, t]) => `REQ-${n}: ${t}`), notes }, { requiredKeys: ['text'] });
const task = (text: fc.Arbitrary<string>) => fc.record({ checked: fc.boolean(), text, content: paragraphText }, { requiredKeys: ['checked', 'text'] });
const checklist = (text: fc.Arbitrary<string>) => fc.record({ ordered: fc.boolean(), items: fc.array(task(text), { minLength: 1, maxLength: 4 }) });
const phase = fc.record({ number: fc.nat({ max: 10_000 }), title: inlineLine, tasks: checklist(inlineLine) });

const plan = fc.record(
  {
    overview: freeText,
    requirements: fc.record({ ordered: fc.boolean(), items: fc.array(requirement, { minLength: 1, maxLength: 4 }) }),
    acceptanceCriteria: checklist(fc.tuple(nnn, inlineLine).map(([n, t]) => `ACC-${n}: ${t}`)),
    scope: fc.record({ included: freeText, explicitlyOutOfScope: freeText }),
    dependencies: fc.record({ dependsOn: freeText, blocks: freeText }, { requiredKeys: [] }),
    designNotes: freeText,
    relatedDecisions: freeText,
    taskList: fc.array(phase, { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ['overview', 'requirements', 'acceptanceCriteria', 'scope', 'taskList'] },
);
const progress = fc.record(
  { currentStatus: freeText, blockers: freeText, updates, decisionsMade: updates, relatedPrsCommits: freeText, moreInformation: freeText },
  { requiredKeys: ['currentStatus', 'updates'] },
);
const frontmatter = fc.record({
  classification: fc.constantFrom(null, 'internal'),
  created: timestamp,
  id: fc.tuple(fc.nat({ max: 999 }), fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).map(([n, slug]) => `feat-${n}-${slug}`),
  status: fc.constantFrom('planning', 'progress', 'review', 'done'),
  type: fc.constant('feat'),
  updated: timestamp,
  version: fc.constant('1.0.0'),
});

/**
 * Whole features: plan with REQ/ACC items and phases, progress with update
 * and decision logs, a `feat-<n>-<slug>` id.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(featModels, (m) => expectRoundTrip(feat, m)));
 * ```
 */
export const featModels = fc.record({ frontmatter, body: fc.record({ title: inlineLine, plan, progress }) }) as unknown as fc.Arbitrary<DocumentModel<'feat'>>;
