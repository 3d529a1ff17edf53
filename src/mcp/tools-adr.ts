/**
 * The ADR tools: `create_adr` from its models, `update_frontmatter`,
 * `update_section`, `option_*` and `validate_adr`.
 *
 * @packageDocumentation
 */

import { z } from 'zod';
import type { Repository } from '../repository/index.js';
import { P } from './params.js';
import { ADD, CHANGE, pick, READ, REPLACE, resultOf, type ToolSpec } from './tool-spec.js';

const toCamel = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

// The body model arrives with the reference's snake_case keys.
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toCamel(key), camelKeys(inner)]));
}

const MUTATION = resultOf(['updated', 'validation', 'conflict', 'invalid-status', 'parse-failure']);
const ADR_ID = z.string().describe("the ADR's id");
const FULL_TITLE = z.string().describe("full title, 'Option N: …'");

/**
 * The ADR tools.
 *
 * @param repo - the repository
 * @returns the nine tools
 * @example
 * ```ts
 * const tools = adrTools(repo);
 * ```
 */
export function adrTools(repo: Repository): ToolSpec[] {
  const adr = repo.adr;
  const id = (args: Record<string, unknown>): string => args['id'] as string;
  return [
    {
      name: 'create_adr', title: 'Create ADR', description: 'Create an ADR from its frontmatter and body models.',
      input: { frontmatter: z.record(z.string(), z.unknown()).optional(), body: z.record(z.string(), z.unknown()).describe('title, context_and_problem_statement, …') },
      output: resultOf(['created', 'validation']), hints: ADD, outcome: 'write',
      run: (args) => repo.create('adr', { frontmatter: (args['frontmatter'] ?? {}) as Record<string, unknown>, body: camelKeys(args['body']) as Record<string, unknown> }),
    },
    {
      name: 'update_frontmatter', title: 'ADR frontmatter', description: "Replace an ADR's frontmatter (null removes a key).",
      input: { id: ADR_ID, frontmatter: z.record(z.string(), z.unknown()), if_match: P.ifMatch },
      output: MUTATION, hints: REPLACE, outcome: 'write',
      run: (args) => adr.updateFrontmatter(id(args), args['frontmatter'] as Record<string, unknown>, pick(args, ['if_match'])),
    },
    {
      name: 'update_section', title: 'ADR section', description: 'Replace one ADR section; blank or REMOVE deletes an optional one.',
      input: { id: ADR_ID, key: z.string().describe('e.g. decision_outcome'), value: z.string(), if_match: P.ifMatch },
      output: MUTATION, hints: REPLACE, outcome: 'write',
      run: (args) => adr.updateSection(id(args), toCamel(args['key'] as string), args['value'] as string, pick(args, ['if_match'])),
    },
    {
      name: 'option_list', title: 'ADR options', description: "The full titles of an ADR's options.",
      input: { id: ADR_ID }, output: resultOf(['options', 'parse-failure']), hints: READ, outcome: 'read',
      run: async (args) => {
        const result = await adr.listOptions(id(args));
        return Array.isArray(result) ? { kind: 'options', options: result } : result;
      },
    },
    {
      name: 'option_create', title: 'Add ADR option', description: "Append an option; returns its full title.",
      input: { id: ADR_ID, partial_title: z.string().describe("title without 'Option N: '"), value: z.string(), if_match: P.ifMatch },
      output: MUTATION, hints: ADD, outcome: 'write',
      run: (args) => adr.createOption(id(args), args['partial_title'] as string, args['value'] as string, pick(args, ['if_match'])),
    },
    {
      name: 'option_read', title: 'Read ADR option', description: 'The content of one ADR option.',
      input: { id: ADR_ID, full_title: FULL_TITLE }, output: resultOf(['option', 'parse-failure']), hints: READ, outcome: 'read',
      run: async (args) => {
        const result = await adr.readOption(id(args), args['full_title'] as string);
        return typeof result === 'string' ? { kind: 'option', full_title: args['full_title'], text: result } : result;
      },
    },
    {
      name: 'option_update', title: 'Update ADR option', description: 'Replace the content of one ADR option.',
      input: { id: ADR_ID, full_title: FULL_TITLE, value: z.string(), if_match: P.ifMatch },
      output: MUTATION, hints: REPLACE, outcome: 'write',
      run: (args) => adr.updateOption(id(args), args['full_title'] as string, args['value'] as string, pick(args, ['if_match'])),
    },
    {
      name: 'option_delete', title: 'Delete ADR option', description: 'Delete one ADR option.',
      input: { id: ADR_ID, full_title: FULL_TITLE, if_match: P.ifMatch },
      output: MUTATION, hints: CHANGE, outcome: 'write',
      run: (args) => adr.deleteOption(id(args), args['full_title'] as string, pick(args, ['if_match'])),
    },
    {
      name: 'validate_adr', title: 'Validate ADR', description: 'Re-read and validate one ADR.',
      input: { id: ADR_ID }, output: resultOf(['validation']), hints: READ, outcome: 'read',
      run: (args) => adr.validate(id(args)),
    },
  ];
}
