/**
 * Coverage rules as data and `checkCoverage()` (issue 14 item 2).
 *
 * @packageDocumentation
 */

import { UsageError, describeValue } from '../../errors/index.js';
import type { TypeSource } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { traceFacts, type TraceRelation } from './facts.js';
import { traceKey, type TraceEdge, type TraceGraph, type TraceNode } from './graph.js';

/**
 * One coverage rule: every document of type `from` (whose status is one of
 * `where.status`, when given) needs at least `requires.min` (default 1)
 * links with documents of `requires.type` (one type or several), of
 * `requires.relation` when given (any relation otherwise). `direction`
 * says who refers to whom: `incoming` (the other document refers to this
 * one: a vcr verifies a req), `outgoing` (this one refers to the other: a
 * feat implements a req) or `any` (default). `severity` defaults to `error`.
 *
 * @example
 * ```ts
 * const rule: CoverageRule = { from: 'req', where: { status: ['accepted'] }, requires: { type: 'vcr', relation: 'verifies', direction: 'incoming', min: 1 } };
 * ```
 */
export type CoverageRule = {
  readonly from: string;
  readonly where?: { readonly status?: readonly string[] };
  readonly requires: {
    readonly type: string | readonly string[];
    readonly relation?: TraceRelation;
    readonly direction?: 'incoming' | 'outgoing' | 'any';
    readonly min?: number;
  };
  readonly severity?: 'error' | 'warning';
};

/**
 * The default coverage rules (used when `createRepository` gets no
 * `coverage` option):
 *
 * | type | rule |
 * |---|---|
 * | req | accepted or implemented: at least one vcr verifies it |
 * | feat | names at least one req it implements (its plan's Requirements) |
 * | vcr | its Verifies names a req or uc that exists |
 * | sysrs | approved or active: includes at least one req |
 *
 * uc, tsk, qa, prb, gol, rsk, dec, sop and adr have no rule: their links are
 * context (Related Artifacts, free mentions), optional in their formats. A
 * use case is usually verified through the requirements derived from it;
 * `{ from: 'uc', where: { status: ['accepted'] }, requires: { type: 'vcr',
 * relation: 'verifies' } }` demands a verification record of its own.
 * Drafts are left alone: a requirement is verified once it is agreed.
 *
 * @example
 * ```ts
 * createRepository({ storage, coverage: [...defaultCoverageRules, { from: 'gol', requires: { type: 'req' } }] });
 * ```
 */
export const defaultCoverageRules: readonly CoverageRule[] = Object.freeze([
  { from: 'req', where: { status: ['accepted', 'implemented'] }, requires: { type: 'vcr', relation: 'verifies', direction: 'incoming', min: 1 } },
  { from: 'feat', requires: { type: 'req', relation: 'implements', direction: 'outgoing', min: 1 } },
  { from: 'vcr', requires: { type: ['req', 'uc'], relation: 'verifies', direction: 'outgoing', min: 1 } },
  { from: 'sysrs', where: { status: ['approved', 'active'] }, requires: { type: 'req', relation: 'includes', direction: 'outgoing', min: 1 } },
] satisfies CoverageRule[]);

const RELATIONS: readonly string[] = ['verifies', 'implements', 'refines', 'mitigates', 'decided-by', 'depends-on', 'blocks', 'includes', 'relates-to', 'references'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function ruleProblem(value: unknown, known: readonly string[]): string | null {
  const typeName = (v: unknown): string | null =>
    typeof v === 'string' && known.includes(v) ? null : `names no document type: ${describeValue(v)}; known types: ${known.join(', ')}`;
  if (!isObject(value)) return `must be a plain object { from, where?, requires }, got ${describeValue(value)}`;
  for (const key of Object.keys(value)) if (!['from', 'where', 'requires', 'severity'].includes(key)) return `has an unknown key "${key}"; known keys: from, where, requires, severity`;
  const from = typeName(value.from);
  if (from !== null) return `"from" ${from}`;
  if (value.where !== undefined) {
    if (!isObject(value.where) || Object.keys(value.where).some((k) => k !== 'status')) return `"where" must be { status: [...] }, got ${describeValue(value.where)}`;
    const status = value.where.status;
    if (status !== undefined && (!Array.isArray(status) || status.some((s) => typeof s !== 'string'))) return `"where.status" must be an array of status values, got ${describeValue(status)}`;
  }
  if (value.severity !== undefined && value.severity !== 'error' && value.severity !== 'warning') return `"severity" must be "error" or "warning", got ${describeValue(value.severity)}`;
  const requires = value.requires;
  if (!isObject(requires)) return `"requires" must be a plain object { type, relation?, direction?, min? }, got ${describeValue(requires)}`;
  for (const key of Object.keys(requires)) if (!['type', 'relation', 'direction', 'min'].includes(key)) return `"requires" has an unknown key "${key}"; known keys: type, relation, direction, min`;
  const types = Array.isArray(requires.type) ? requires.type : [requires.type];
  if (types.length === 0) return '"requires.type" must name at least one document type';
  for (const t of types) {
    const problem = typeName(t);
    if (problem !== null) return `"requires.type" ${problem}`;
  }
  if (requires.relation !== undefined && !RELATIONS.includes(requires.relation as string)) return `"requires.relation" must be one of ${RELATIONS.join(', ')}, got ${describeValue(requires.relation)}`;
  if (requires.direction !== undefined && !['incoming', 'outgoing', 'any'].includes(requires.direction as string)) return `"requires.direction" must be "incoming", "outgoing" or "any", got ${describeValue(requires.direction)}`;
  if (requires.min !== undefined && !(typeof requires.min === 'number' && Number.isSafeInteger(requires.min) && requires.min >= 1)) return `"requires.min" must be an integer of at least 1, got ${describeValue(requires.min)}`;
  return null;
}

/**
 * Check the `coverage` option of `createRepository`.
 *
 * @param value - the option as passed (undefined: the defaults)
 * @param types - the repository's types
 * @returns the rules, frozen copies
 * @throws UsageError `invalid-arguments` naming the first rule and what is wrong with it
 * @example
 * ```ts
 * coverageRules([{ from: 'req', requires: { type: 'vcr' } }], registryTypes);
 * ```
 */
export function coverageRules(value: unknown, types: TypeSource): readonly CoverageRule[] {
  if (value === undefined || value === null) return defaultCoverageRules;
  if (!Array.isArray(value)) throw new UsageError('invalid-arguments', `createRepository: option "coverage" must be an array of coverage rules, got ${describeValue(value)}`);
  const known = types.tags();
  value.forEach((rule, i) => {
    const problem = ruleProblem(rule, known);
    if (problem !== null) throw new UsageError('invalid-arguments', `createRepository: coverage rule ${i + 1} ${problem}`);
  });
  return Object.freeze(value.map((rule) => structuredClone(rule) as CoverageRule));
}

/**
 * One coverage finding.
 *
 * @example
 * ```ts
 * const d: CoverageDiagnostic = { code: 'coverage-missing', severity: 'error', message, path, line: 2, column: 1, type: 'req', id, found: 0, required: 1, rule };
 * ```
 */
export type CoverageDiagnostic = {
  readonly code: 'coverage-missing';
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** The document's path as the storage shows it. */
  readonly path: string;
  /** The line of its frontmatter `id` (its title line when it has none). */
  readonly line: number;
  readonly column: number;
  readonly type: string;
  readonly id: string;
  /** How many qualifying links it has, and how many the rule needs. */
  readonly found: number;
  readonly required: number;
  readonly rule: CoverageRule;
};

/**
 * What `checkCoverage()` returns: the findings (by rule, then document
 * order), how many documents the rules applied to, and the documents left
 * out because they do not parse (checkLinks reports why).
 *
 * @example
 * ```ts
 * const { diagnostics } = await repo.checkCoverage();
 * ```
 */
export type CoverageResult = { readonly kind: 'coverage-check'; readonly diagnostics: CoverageDiagnostic[]; readonly checked: number; readonly broken: string[] };

/**
 * The links of a document that count for a rule.
 *
 * @param graph - the graph
 * @param node - the document
 * @param rule - the rule
 * @returns the qualifying edges
 * @example
 * ```ts
 * qualifyingLinks(graph, req, defaultCoverageRules[0]).length; // 1
 * ```
 */
export function qualifyingLinks(graph: TraceGraph, node: TraceNode, rule: CoverageRule): TraceEdge[] {
  const key = traceKey(node.type, node.id);
  const types = new Set(typeof rule.requires.type === 'string' ? [rule.requires.type] : rule.requires.type);
  const direction = rule.requires.direction ?? 'any';
  const fits = (edge: TraceEdge, other: TraceNode): boolean => types.has(other.type) && (rule.requires.relation === undefined || edge.relation === rule.requires.relation);
  const out: TraceEdge[] = [];
  if (direction !== 'outgoing') for (const edge of graph.incoming.get(key) ?? []) if (fits(edge, edge.from)) out.push(edge);
  if (direction !== 'incoming') for (const edge of graph.outgoing.get(key) ?? []) if (fits(edge, edge.to)) out.push(edge);
  return out;
}

/**
 * Whether a rule applies to a document.
 *
 * @param rule - the rule
 * @param node - the document
 * @returns true when its type and status fit
 * @example
 * ```ts
 * ruleApplies(defaultCoverageRules[0], draftReq); // false
 * ```
 */
export function ruleApplies(rule: CoverageRule, node: TraceNode): boolean {
  if (rule.from !== node.type) return false;
  const status = rule.where?.status;
  return status === undefined || (node.status !== null && status.includes(node.status));
}

// 'plan/requirements' → 'Plan > Requirements'
const sectionWords = (path: string): string =>
  path
    .split('/')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()))
    .join(' > ');

function sectionOf(type: string, relation: TraceRelation | undefined): string | null {
  if (relation === undefined) return null;
  const entry = Object.entries(traceFacts[type]?.sections ?? {}).find(([, r]) => r === relation);
  return entry === undefined ? null : sectionWords(entry[0]);
}

const typeList = (types: readonly string[]): string => (types.length === 1 ? (types[0] ?? '') : `${types.slice(0, -1).join(', ')} or ${types[types.length - 1] ?? ''}`);

function coverageMessage(context: RepoContext, node: TraceNode, rule: CoverageRule, found: number, required: number): string {
  const types = typeof rule.requires.type === 'string' ? [rule.requires.type] : [...rule.requires.type];
  const relation = rule.requires.relation;
  const direction = rule.requires.direction ?? 'any';
  const state = node.status === null ? '' : `, status ${node.status}`;
  const subject = `${node.type} ${node.id} ("${node.title}"${state})`;
  const links = `${found === 0 ? 'no' : found} ${typeList(types)} link${found === 1 ? '' : 's'}${relation === undefined ? '' : ` of relation "${relation}"`}`;
  const head = `${subject} has ${links}; the coverage rule for ${rule.from} requires at least ${required}.`;
  const tag = context.types.find(node.type)?.referenceTag ?? node.type.toUpperCase();
  if (direction === 'incoming') {
    const other = types[0] ?? '';
    const section = sectionOf(other, relation);
    return `${head} Add "${tag} ${node.id}" to ${section === null ? 'the body' : `the ${section} section`} of a ${typeList(types)} document, or change the rule.`;
  }
  if (direction === 'outgoing') {
    const section = sectionOf(node.type, relation);
    const tags = types.map((t) => `"${context.types.find(t)?.referenceTag ?? t.toUpperCase()} <id>"`);
    return `${head} Add a reference ${typeList(tags)} to an existing document ${section === null ? 'in its body' : `in its ${section} section`}, or change the rule.`;
  }
  return `${head} Link it with a ${typeList(types)} document (a reference in either one naming the other), or change the rule.`;
}

/**
 * Apply coverage rules to a graph.
 *
 * @param context - the repository
 * @param graph - its current graph
 * @param rules - the rules
 * @returns the result
 * @example
 * ```ts
 * const result = coverageOf(context, graph, defaultCoverageRules);
 * ```
 */
export function coverageOf(context: RepoContext, graph: TraceGraph, rules: readonly CoverageRule[]): CoverageResult {
  const diagnostics: CoverageDiagnostic[] = [];
  const checkedKeys = new Set<string>();
  for (const rule of rules) {
    const required = rule.requires.min ?? 1;
    for (const [key, node] of graph.nodes) {
      if (!ruleApplies(rule, node)) continue;
      checkedKeys.add(key);
      const found = qualifyingLinks(graph, node, rule).length;
      if (found >= required) continue;
      diagnostics.push({
        code: 'coverage-missing',
        severity: rule.severity ?? 'error',
        message: coverageMessage(context, node, rule, found, required),
        path: context.storage.absolute(node.path),
        line: node.line,
        column: 1,
        type: node.type,
        id: node.id,
        found,
        required,
        rule,
      });
    }
  }
  return { kind: 'coverage-check', diagnostics, checked: checkedKeys.size, broken: graph.broken.map((p) => context.storage.absolute(p)) };
}
