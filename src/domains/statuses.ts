/**
 * Status vocabularies and defaults of every document type (formats.md §3.5).
 *
 * @packageDocumentation
 */

/**
 * The tag of a document type. adr is the legacy structured type; the other
 * twelve are the whole-body types.
 *
 * @example
 * ```ts
 * const tag: DocumentTag = 'req';
 * ```
 */
export type DocumentTag =
  | 'req'
  | 'uc'
  | 'tsk'
  | 'qa'
  | 'prb'
  | 'gol'
  | 'rsk'
  | 'dec'
  | 'sop'
  | 'feat'
  | 'vcr'
  | 'sysrs'
  | 'adr';

/**
 * Every document tag in canonical order: the whole-body types, then adr
 * (operations.md §1.1).
 *
 * @example
 * ```ts
 * documentTags.at(-1); // 'adr'
 * ```
 */
export const documentTags: readonly DocumentTag[] = Object.freeze([
  'req',
  'uc',
  'tsk',
  'qa',
  'prb',
  'gol',
  'rsk',
  'dec',
  'sop',
  'feat',
  'vcr',
  'sysrs',
  'adr',
] as const);

/**
 * The status rule of one document type.
 *
 * @example
 * ```ts
 * const rule: StatusRule = { values: ['open', 'closed'], default: 'open' };
 * ```
 */
export interface StatusRule {
  /** The closed vocabulary, in the order formats.md §3.5 lists it. */
  readonly values: readonly string[];
  /** The status an absent, blank or null value reads as. */
  readonly default: string;
  /** A further accepted shape (adr's `superseded by <id>`). */
  readonly pattern?: RegExp;
}

const lifecycle = Object.freeze([
  'draft',
  'proposed',
  'accepted',
  'superseded',
  'deprecated',
  'rejected',
  'implemented',
]);
const work = Object.freeze(['draft', 'active', 'done', 'cancelled']);
const procedure = Object.freeze(['draft', 'review', 'approved', 'active', 'retired']);

/**
 * The status vocabulary, default and extra pattern of every document type
 * (formats.md §3.5). Comparison is exact and case-sensitive.
 *
 * @example
 * ```ts
 * statusRules.rsk.default; // 'open'
 * statusRules.adr.pattern?.test('superseded by 0000'); // true
 * ```
 */
export const statusRules: Readonly<Record<DocumentTag, StatusRule>> = Object.freeze({
  req: { values: lifecycle, default: 'draft' },
  uc: {
    values: Object.freeze(['draft', 'proposed', 'accepted', 'deprecated', 'superseded']),
    default: 'draft',
  },
  tsk: { values: work, default: 'draft' },
  qa: { values: work, default: 'draft' },
  prb: { values: Object.freeze(['draft', 'active', 'resolved', 'cancelled']), default: 'draft' },
  gol: { values: lifecycle, default: 'draft' },
  // `draft` is not a risk state; `open` is the entry state of a risk register (formats.md §3.5).
  rsk: {
    values: Object.freeze(['open', 'mitigating', 'accepted', 'occurred', 'closed', 'dropped']),
    default: 'open',
  },
  dec: {
    values: Object.freeze(['draft', 'proposed', 'accepted', 'rejected', 'deprecated', 'superseded']),
    default: 'draft',
  },
  sop: { values: procedure, default: 'draft' },
  feat: { values: Object.freeze(['planning', 'progress', 'review', 'done']), default: 'planning' },
  vcr: { values: Object.freeze(['draft', 'progress', 'complete', 'approved']), default: 'draft' },
  sysrs: { values: procedure, default: 'draft' },
  adr: {
    values: Object.freeze(['draft', 'proposed', 'rejected', 'accepted', 'deprecated', 'superseded']),
    default: 'draft',
    pattern: /^superseded by .+$/,
  },
});

/**
 * Whether a status value is allowed for a document type.
 *
 * @param tag - the document type
 * @param value - the status as written
 * @returns true when the value is in the vocabulary or matches the type's extra pattern
 * @example
 * ```ts
 * isAllowedStatus('adr', 'superseded by 4f2a'); // true
 * isAllowedStatus('dec', 'superseded by 4f2a'); // false
 * ```
 */
export function isAllowedStatus(tag: DocumentTag, value: string): boolean {
  const rule = statusRules[tag];
  return rule.values.includes(value) || (rule.pattern?.test(value) ?? false);
}
