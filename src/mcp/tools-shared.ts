/**
 * The tools shared by every type (the reference's generic tools):
 * `update`, `edit`, `set_status`, `set_classification`, `delete`,
 * `set_feat_id`, `validate`, `list_references`, `list_incoming_references`,
 * `check_links` and `mdformat`.
 *
 * @packageDocumentation
 */

import { z } from 'zod';
import type { Repository } from '../repository/index.js';
import { isWholeBody } from './tools-documents.js';
import { P, typeParam } from './params.js';
import { CHANGE, pick, READ, REPLACE, resultOf, targetOf, type ToolSpec } from './tool-spec.js';

const MUTATION = resultOf(['updated', 'validation', 'conflict', 'invalid-status', 'parse-failure']);
const PAGE = resultOf(['page', 'parse-failure']);

/**
 * The shared tools for the selected types.
 *
 * @param repo - the repository
 * @param types - the selected type tags
 * @returns the tools that have something to work on
 * @example
 * ```ts
 * const tools = sharedTools(repo, ['tsk', 'feat']);
 * ```
 */
export function sharedTools(repo: Repository, types: readonly string[]): ToolSpec[] {
  const all = typeParam(types);
  const wholeBody = types.filter(isWholeBody);
  const tools: ToolSpec[] = [];
  if (wholeBody.length > 0) {
    const whole = typeParam(wholeBody);
    const target = { type: whole, id: P.id, ref: P.ref };
    tools.push(
      {
        name: 'update', title: 'Update body', description: 'Replace the body, or with offset/limit splice lines (numbered as get raw).',
        input: {
          ...target,
          content: z.string().describe('new body, or the replacement lines'),
          offset: z.number().describe('first line to replace').optional(),
          limit: z.number().describe('lines to replace; 0 inserts').optional(),
          expect: z.string().describe('current text of those lines; a mismatch writes nothing').optional(),
          dry_run: z.boolean().describe('check only, write nothing').optional(),
          if_match: P.ifMatch, allow_broken: P.allowBroken, language: P.language,
        },
        output: MUTATION, hints: CHANGE, outcome: 'write',
        run: (args) => repo.update(args['type'] as string, targetOf(args), args['content'] as string,
          pick(args, ['offset', 'limit', 'expect', 'dry_run', 'if_match', 'allow_broken', 'language'])),
      },
      {
        name: 'edit', title: 'Edit text', description: 'Replace an exact text in the body.',
        input: {
          ...target,
          old_str: z.string().describe('exact text; must occur once unless replace_all'),
          new_str: z.string().describe('replacement'),
          replace_all: z.boolean().optional(),
          if_match: P.ifMatch, allow_broken: P.allowBroken, language: P.language,
        },
        output: MUTATION, hints: CHANGE, outcome: 'write',
        run: (args) => repo.edit(args['type'] as string, targetOf(args), args['old_str'] as string, args['new_str'] as string,
          pick(args, ['replace_all', 'if_match', 'allow_broken', 'language'])),
      },
      {
        name: 'set_classification', title: 'Set classification', description: 'Set or (null) clear the classification.',
        input: { ...target, classification: z.string().nullable(), if_match: P.ifMatch, allow_broken: P.allowBroken },
        output: MUTATION, hints: REPLACE, outcome: 'write',
        run: (args) => repo.setClassification(args['type'] as string, targetOf(args), (args['classification'] as string | null) ?? null,
          pick(args, ['if_match', 'allow_broken'])),
      },
      {
        name: 'delete', title: 'Delete document', description: 'Delete a document (a feature: its folder).',
        input: { ...target, if_match: P.ifMatch },
        output: resultOf(['deleted', 'conflict']),
        hints: { readOnlyHint: false, destructiveHint: true, idempotentHint: false }, outcome: 'write',
        run: (args) => repo.delete(args['type'] as string, targetOf(args), pick(args, ['if_match'])),
      },
      {
        name: 'validate', title: 'Validate content', description: 'Validate a body (or with full, a whole document) without storing it.',
        input: { type: whole, content: z.string(), full: z.boolean().describe('content has frontmatter').optional(), language: P.language },
        output: resultOf(['validation']), hints: READ, outcome: 'read',
        run: (args) => repo.validate(args['type'] as string, args['content'] as string, pick(args, ['full', 'language'])),
      },
    );
  }
  tools.push({
    name: 'set_status', title: 'Set status', description: 'Change the status; a wrong one returns the allowed values.',
    input: {
      type: all, id: P.id, ref: P.ref, status: z.string(),
      superseded_by: z.string().describe("adr: the superseding ADR's id").optional(),
      if_match: P.ifMatch, allow_broken: P.allowBroken, language: P.language,
    },
    output: MUTATION, hints: REPLACE, outcome: 'write',
    run: (args) => repo.setStatus(args['type'] as string, targetOf(args), args['status'] as string,
      pick(args, ['superseded_by', 'if_match', 'allow_broken', 'language'])),
  });
  if (types.includes('feat')) {
    tools.push({
      name: 'set_feat_id', title: 'Rename feature', description: 'Rename a feature (folder and id); references are not rewritten.',
      input: { id: z.string(), new_id: z.string().describe('feat-NNN-slug'), if_match: P.ifMatch },
      output: MUTATION, hints: CHANGE, outcome: 'write',
      run: (args) => repo.renameFeat(args['id'] as string, args['new_id'] as string, pick(args, ['if_match'])),
    });
  }
  tools.push(
    {
      name: 'list_references', title: 'References', description: 'The documents a document refers to, resolved.',
      input: { type: all, id: z.string(), max_results: P.maxResults, offset: P.offset },
      output: PAGE, hints: READ, outcome: 'read',
      run: (args) => repo.listReferences(args['type'] as string, args['id'] as string, pick(args, ['max_results', 'offset'])),
    },
    {
      name: 'list_incoming_references', title: 'Incoming references', description: 'The documents that refer to a document.',
      input: { type: all, id: z.string(), max_results: P.maxResults, offset: P.offset },
      output: PAGE, hints: READ, outcome: 'read',
      run: (args) => repo.listIncomingReferences(args['type'] as string, args['id'] as string, pick(args, ['max_results', 'offset'])),
    },
    {
      name: 'check_links', title: 'Check links', description: 'Dangling references, duplicate ids and broken documents, repository-wide.',
      input: {}, output: resultOf(['link-check']), hints: READ, outcome: 'read',
      run: () => repo.checkLinks(),
    },
    {
      name: 'mdformat', title: 'Format file', description: 'Re-render a document file canonically.',
      input: { path: P.path }, output: resultOf(['formatted', 'parse-failure']), hints: REPLACE, outcome: 'write',
      run: (args) => repo.formatFile(args['path'] as string),
    },
  );
  return tools;
}
