/**
 * feat — Feature folder README (formats.md §6.11): a Plan (requirements,
 * acceptance checklist, scope, phases of tasks) and a Progress log.
 *
 * @packageDocumentation
 */
import { items, taskItems } from '../../format/outline/fields.js';
import { integer, literal, template, text } from '../../format/outline/heading.js';
import { arraySection, freeSection, optional, repeated, section, valueSection } from '../../format/outline/sections.js';
import { updates } from '../../format/outline/updates.js';
import { pattern } from '../../format/outline/values.js';

/**
 * A feature-local requirement item, `REQ-<NNN>: <text>` (not a typed reference).
 *
 * @example
 * ```ts
 * featureRequirement.schema.safeParse('REQ-001: Export as CSV').success; // true
 * ```
 */
export const featureRequirement = pattern(/^REQ-\d{3}: (.+)$/u, '^REQ-\\d{3}: (.+)$');

/**
 * An acceptance checklist item, checked on the full item text, box included
 * (`[ ] ACC-<NNN>: <text>`), as the reference states it.
 *
 * @example
 * ```ts
 * featureAcceptance.schema.safeParse('[x] ACC-001: The export opens in a spreadsheet').success; // true
 * ```
 */
export const featureAcceptance = pattern(/^\[( |x|X)\]\s*ACC-\d{3}: .+$/u, '^\\[( |x|X)\\]\\s*ACC-\\d{3}: .+$');

/**
 * One phase of the task list: `#### Phase <N>: <title>` and its checklist.
 * Any number and any task text are valid: numbering is a convention only.
 *
 * @example
 * ```ts
 * phase.def.typeName; // 'Phase'
 * ```
 */
export const phase = section(
  '',
  { level: 4, typeName: 'Phase', heading: template('Phase {n}: {title}', { n: integer('number'), title: text('title') }) },
  [taskItems('tasks')],
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
 * The feat outline's H1 section (§4.8 `Feature`); `title` is the text after `Feature: `.
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
