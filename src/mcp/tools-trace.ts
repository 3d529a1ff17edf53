/**
 * The traceability tools (issue 14): `trace_matrix`, `suspect_links` and
 * `impact_of`, registered with `registerSpecmgrTools({ trace: true })`.
 *
 * @packageDocumentation
 */

import { z } from 'zod';
import type { Repository } from '../repository/index.js';
import { formatTraceMatrix } from '../repository/index.js';
import { typeParam } from './params.js';
import { READ, resultOf, type ToolSpec } from './tool-spec.js';

/**
 * The traceability tools over the selected types.
 *
 * @param repo - the repository
 * @param types - the selected type tags
 * @returns the three tools
 * @example
 * ```ts
 * const tools = traceTools(repo, ['req', 'vcr']);
 * ```
 */
export function traceTools(repo: Repository, types: readonly string[]): ToolSpec[] {
  const type = typeParam(types);
  return [
    {
      name: 'trace_matrix', title: 'Trace matrix', description: 'Links from one type to another, with coverage and link status; optionally rendered as text.',
      input: {
        from: type, to: type,
        format: z.enum(['csv', 'md', 'json', 'html']).describe('also return the matrix rendered in this format').optional(),
      },
      output: resultOf(['trace-matrix']), hints: READ, outcome: 'read',
      run: async (args) => {
        const matrix = await repo.traceMatrix({ from: args['from'] as string, to: args['to'] as string });
        const format = args['format'] as 'csv' | 'md' | 'json' | 'html' | undefined;
        return format === undefined ? matrix : { ...matrix, rendered: formatTraceMatrix(matrix, format) };
      },
    },
    {
      name: 'suspect_links', title: 'Suspect links', description: 'Links whose target changed since they were confirmed.',
      input: {}, output: resultOf(['suspect-links']), hints: READ, outcome: 'read',
      run: () => repo.suspectLinks(),
    },
    {
      name: 'impact_of', title: 'Impact of a document', description: 'The documents that depend on one, transitively, with their paths of relations.',
      input: { type, id: z.string(), depth: z.number().describe('most links away; default no limit').optional() },
      output: resultOf(['impact']), hints: READ, outcome: 'read',
      run: (args) => repo.impactOf(args['type'] as string, args['id'] as string, args['depth'] === undefined ? {} : { depth: args['depth'] as number }),
    },
  ];
}
