/**
 * feat — Feature folder README (formats.md §6.11): a Plan (requirements,
 * acceptance checklist, scope, phases of tasks) and a Progress log.
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { items, taskItems } from '../../format/index.js';
import { integer, literal, template, text } from '../../format/index.js';
import { arraySection, freeSection, optional, repeated, section, valueSection } from '../../format/index.js';
import { updates } from '../../format/index.js';
import type { LegacyForm, PatternAdvice } from '../../format/index.js';
import { checkboxAdvice, pattern } from '../../format/index.js';

/**
 * A feature-local requirement item, `REQ-<NNN>: <text>` (not a typed reference).
 *
 * @example
 * ```ts
 * featureRequirement.schema.safeParse('REQ-001: Export as CSV').success; // true
 * ```
 */
export const featureRequirement = pattern(/^REQ-\d{3}: (.+)$/u, '^REQ-\\d{3}: (.+)$', {
  expectedForm: 'a requirement item "REQ-<NNN>: <text>", the number in three digits',
});

/**
 * An acceptance checklist item, checked on the full item text, box included
 * (`[ ] ACC-<NNN>: <text>`), as the reference states it.
 *
 * @example
 * ```ts
 * featureAcceptance.schema.safeParse('[x] ACC-001: The export opens in a spreadsheet').success; // true
 * ```
 */
export const featureAcceptance = pattern(/^\[( |x|X)\]\s*ACC-\d{3}: .+$/u, '^\\[( |x|X)\\]\\s*ACC-\\d{3}: .+$', {
  expectedForm: 'an acceptance item "[ ] ACC-<NNN>: <text>", the number in three digits',
  advise: checkboxAdvice,
});

// Up to the reference's v0.33 phases and their tasks were numbered freely
// (`Phase 1`, `Task 1.1`, `Task 1`, or not at all); lenient mode reads them.
const UNPADDED_PHASE: LegacyForm = { older: 'unpadded phase number', current: legacyCurrentForm('unpadded phase number') };
const UNPADDED_TASK: LegacyForm = { older: 'unpadded task number', current: legacyCurrentForm('unpadded task number') };
const UNNUMBERED_TASK: LegacyForm = { older: 'unnumbered task item', current: legacyCurrentForm('unnumbered task item') };
const NUMBERED_TASK = /^\[( |x|X)\]\s*Task \d+(?:\.\d+)?: .+$/su;
const BOXED = /^\[( |x|X)\]/u;
const TASK_NUMBER = /^(\[[ xX]\])\s*Task (\d+)(?:\.(\d+))?:\s*(.*)$/su;
const OPEN_BOX = /^(\[[ xX]\])\s*/u;

// The five common mistakes of a phase task, each with what to write instead.
function phaseTaskAdvice(text: string): PatternAdvice | null {
  const box = checkboxAdvice(text);
  if (box) return box;
  const numbered = TASK_NUMBER.exec(text);
  if (numbered) {
    const [, mark = '[ ]', major = '', minor, rest = ''] = numbered;
    const number = minor === undefined ? major : `${major}.${minor}`;
    if (minor === undefined) return { mistake: { kind: 'unpadded-number', number } };
    return { mistake: { kind: 'unpadded-number', number }, suggestion: `${mark} Task ${major.padStart(3, '0')}.${minor.padStart(3, '0')}: ${rest}` };
  }
  const open = OPEN_BOX.exec(text);
  if (open === null) return null;
  return { mistake: { kind: 'missing-task-number' }, suggestion: `${open[1] ?? '[ ]'} Task <NNN>.<MMM>: ${text.slice(open[0].length)}` };
}

/**
 * A phase task item, `[ ] Task <NNN>.<MMM>: <text>` (three digits each, the
 * reference's form since its v0.34), checked on the full item text, box
 * included. In lenient mode a task numbered with fewer digits
 * (`Task 1.1: …`, `Task 1: …`) is the legacy form `unpadded task number` and
 * a boxed task without a number is `unnumbered task item`; a missing box
 * stays an error. The task's phase number is not checked against its phase.
 * `Task` is part of the value, like `REQ-` and `ACC-`, so it is not translated
 * in language variants.
 *
 * @example
 * ```ts
 * phaseTask.schema.safeParse('[ ] Task 001.002: Stream rows in pages').success; // true
 * ```
 */
export const phaseTask = pattern(/^\[( |x|X)\]\s*Task \d{3}\.\d{3}: .+$/u, '^\\[( |x|X)\\]\\s*Task \\d{3}\\.\\d{3}: .+$', {
  expectedForm: 'a task item "[ ] Task <NNN>.<MMM>: <text>", the phase and task numbers in three digits each',
  legacy: (text) => {
    if (NUMBERED_TASK.test(text)) return UNPADDED_TASK;
    return BOXED.test(text) ? UNNUMBERED_TASK : null;
  },
  advise: phaseTaskAdvice,
});

/**
 * One phase of the task list: `#### Phase <NNN>: <title>` (three digits,
 * written zero-padded) and its checklist of {@link phaseTask} items. In
 * lenient mode a one- or two-digit number (`Phase 1: …`) is the legacy form
 * `unpadded phase number`. Numbers need not be unique or in order.
 *
 * @example
 * ```ts
 * phase.def.typeName; // 'Phase'
 * ```
 */
export const phase = section(
  '',
  {
    level: 4,
    typeName: 'Phase',
    heading: template('Phase {n}: {title}', {
      n: integer('number', '(\\d{3})', { group: '(\\d{1,2})', form: UNPADDED_PHASE }),
      title: text('title'),
    }),
  },
  [taskItems('tasks', { value: phaseTask })],
);

/**
 * The `## Plan` container.
 *
 * @example
 * ```ts
 * plan.def.typeName; // 'Plan'
 * ```
 */
export const plan = section('plan', { level: 2 }, [
  freeSection('overview', { level: 3 }),
  valueSection('requirements', { level: 3 }, items('items', { value: featureRequirement, singleLine: true })),
  valueSection('acceptanceCriteria', { level: 3 }, taskItems('items', { value: featureAcceptance })),
  section('scope', { level: 3 }, [freeSection('included', { level: 4 }), freeSection('explicitlyOutOfScope', { level: 4 })]),
  optional(
    section('dependencies', { level: 3 }, [optional(freeSection('dependsOn', { level: 4 })), optional(freeSection('blocks', { level: 4 }))]),
  ),
  optional(freeSection('designNotes', { level: 3 })),
  optional(freeSection('relatedDecisions', { level: 3 })),
  arraySection('taskList', { level: 3 }, repeated(phase, { min: 1 })),
]);

// Up to v0.16 feat entries used an em dash and were sometimes kept oldest first.
const FEAT_ENTRY_LEGACY = { emDash: true } as const;

/**
 * The `## Progress` container.
 *
 * @example
 * ```ts
 * progress.def.typeName; // 'Progress'
 * ```
 */
export const progress = section('progress', { level: 2 }, [
  freeSection('currentStatus', { level: 3 }),
  optional(freeSection('blockers', { level: 3 })),
  updates('updates', { level: 3, legacy: FEAT_ENTRY_LEGACY }),
  optional(updates('decisionsMade', { level: 3, legacy: FEAT_ENTRY_LEGACY })),
  optional(freeSection('relatedPrsCommits', { level: 3, heading: literal('Related PRs / Commits') })),
  optional(freeSection('moreInformation', { level: 3 })),
]);

/**
 * The feat outline's H1 section (formats.md §4.8 `Feature`); `title` is the text after `Feature: `.
 *
 * @example
 * ```ts
 * featureOutline.def.typeName; // 'Feature'
 * ```
 */
export const featureOutline = section(
  '',
  { level: 1, typeName: 'Feature', heading: template('Feature: {title}', { title: text('title') }) },
  [plan, progress],
);
