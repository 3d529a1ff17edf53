/**
 * The per-type facts of traceability, in one table keyed by type tag: which
 * section of a document gives a reference which relation, and which top-level
 * body sections are logs rather than normative content (they do not count
 * for a link's fingerprint).
 *
 * @packageDocumentation
 */

/**
 * The relation of one link, read from the section its reference stands in.
 * `references` is the relation of a reference anywhere else.
 *
 * @example
 * ```ts
 * const relation: TraceRelation = 'verifies';
 * ```
 */
export type TraceRelation =
  | 'verifies'
  | 'implements'
  | 'refines'
  | 'mitigates'
  | 'decided-by'
  | 'depends-on'
  | 'blocks'
  | 'includes'
  | 'relates-to'
  | 'references';

/**
 * What one type says about its references: `sections` maps a section path
 * (the model's property names below the title, joined by `/`, e.g.
 * `relatedArtifacts/goals`) to the relation of every reference inside it (the
 * longest matching path wins); `relation` is the relation anywhere else
 * (default `references`); `informative` names top-level body properties left
 * out of the fingerprint (update logs, progress reports).
 *
 * @example
 * ```ts
 * const facts: TypeTraceFacts = { sections: { verifies: 'verifies' }, informative: ['updates'] };
 * ```
 */
export type TypeTraceFacts = {
  readonly sections?: Readonly<Record<string, TraceRelation>>;
  readonly relation?: TraceRelation;
  readonly informative?: readonly string[];
};

/**
 * The traceability facts of the 13 built-in types (a host type gets
 * `references` everywhere and counts its whole body as normative).
 *
 * - vcr: `## Verifies` → `verifies` (formats.md §6.12).
 * - feat: `### Requirements` of the plan → `implements`; `#### Depends On` →
 *   `depends-on`; `#### Blocks` → `blocks`; `### Related Decisions` →
 *   `decided-by`; the `## Progress` part is a report, not normative.
 * - req: Related Artifacts (§5.6) requirements → `relates-to`, decisions →
 *   `decided-by`, goals → `refines` (a requirement refines a goal), risks →
 *   `mitigates`.
 * - gol: decisions → `decided-by`, the other Related Artifacts → `relates-to`.
 * - dec, sop: Related Artifacts → `relates-to`; their `## Updates` are logs.
 * - uc: Related Use Cases → `relates-to`.
 * - sysrs: every reference → `includes` (it aggregates, §6.13); its updates are logs.
 * - tsk: its `## Recent Updates` are a log; references → `references`.
 * - qa, prb, rsk, adr: `references`.
 *
 * @example
 * ```ts
 * traceFacts.vcr?.sections?.verifies; // 'verifies'
 * ```
 */
export const traceFacts: Readonly<Record<string, TypeTraceFacts>> = Object.freeze({
  req: {
    sections: {
      'relatedArtifacts/requirements': 'relates-to',
      'relatedArtifacts/decisions': 'decided-by',
      'relatedArtifacts/goals': 'refines',
      'relatedArtifacts/risks': 'mitigates',
    },
  },
  gol: { sections: { relatedArtifacts: 'relates-to', 'relatedArtifacts/decisions': 'decided-by' } },
  dec: { sections: { relatedArtifacts: 'relates-to' }, informative: ['updates'] },
  sop: { sections: { relatedArtifacts: 'relates-to' }, informative: ['updates'] },
  uc: { sections: { 'characteristicInformation/relatedUseCases': 'relates-to' } },
  feat: {
    sections: {
      'plan/requirements': 'implements',
      'plan/dependencies/dependsOn': 'depends-on',
      'plan/dependencies/blocks': 'blocks',
      'plan/relatedDecisions': 'decided-by',
    },
    informative: ['progress'],
  },
  vcr: { sections: { verifies: 'verifies' }, informative: ['updates'] },
  sysrs: { relation: 'includes', informative: ['updates'] },
  tsk: { informative: ['recentUpdates'] },
});

/**
 * The relation of a reference standing in a section.
 *
 * @param type - the source document's type tag
 * @param section - the section path (`relatedArtifacts/goals`; `''` before the first H2)
 * @returns the relation
 * @example
 * ```ts
 * relationOf('vcr', 'verifies'); // 'verifies'
 * relationOf('tsk', ''); // 'references'
 * ```
 */
export function relationOf(type: string, section: string): TraceRelation {
  const facts = traceFacts[type];
  let best: TraceRelation | undefined;
  let bestLength = -1;
  for (const [path, relation] of Object.entries(facts?.sections ?? {})) {
    if ((section === path || section.startsWith(`${path}/`)) && path.length > bestLength) {
      best = relation;
      bestLength = path.length;
    }
  }
  return best ?? facts?.relation ?? 'references';
}
