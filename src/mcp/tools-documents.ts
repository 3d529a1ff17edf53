/**
 * The per-type document tools: `list_<d>`, `get_<d>`, `get_<d>_template`,
 * `get_<d>_example`, `create_<d>` and `parse_<d>` (full toolset), or one
 * generic tool per operation taking `type` (compact toolset).
 *
 * @packageDocumentation
 */

import { z } from 'zod';
import { documentTypes, type DocumentTag } from '../domains/index.js';
import type { Repository } from '../repository/index.js';
import { GET_OPTIONS, GET_PARAMS, LIST_OPTIONS, LIST_PARAMS, P, typeParam } from './params.js';
import { ADD, pick, READ, resultOf, targetOf, type ToolSpec } from './tool-spec.js';

const PAGE = resultOf(['page']);
const READ_RESULT = resultOf(['document', 'raw', 'parse-failure']);
const TEMPLATE = resultOf(['template', 'example']);
const CREATED = resultOf(['created', 'validation']);
const PARSED = resultOf(['document', 'validation']);

const FEAT_ID = z.string().describe('feat: feat-NNN-slug').optional();

const noun = (type: string): string => documentTypes[type as DocumentTag].noun;

/**
 * Whether a type is created and edited from its body Markdown (every type
 * but adr).
 *
 * @param type - a built-in type tag
 * @returns true for the 12 whole-body types
 * @example
 * ```ts
 * isWholeBody('tsk'); // true
 * ```
 */
export function isWholeBody(type: string): boolean {
  return documentTypes[type as DocumentTag].editing === 'whole-body';
}

function packaged(repo: Repository, type: string, which: 'template' | 'example'): Record<string, unknown> {
  return { kind: which, type, text: which === 'template' ? repo.getTemplate(type) : repo.getExample(type) };
}

/**
 * The tools of one type, full toolset.
 *
 * @param repo - the repository
 * @param type - the type tag
 * @returns its tools
 * @example
 * ```ts
 * const tools = typeTools(repo, 'tsk'); // list_tsk, get_tsk, get_tsk_template, …
 * ```
 */
export function typeTools(repo: Repository, type: string): ToolSpec[] {
  const what = noun(type);
  const tools: ToolSpec[] = [
    {
      name: `list_${type}`, title: `List ${type}`, description: `List ${what} documents, paged.`,
      input: LIST_PARAMS, output: PAGE, hints: READ, outcome: 'read',
      run: (args) => repo.list(type, pick(args, LIST_OPTIONS)),
    },
    {
      name: `get_${type}`, title: `Get ${type}`, description: `Read one ${what}: parsed, or raw body lines.`,
      input: GET_PARAMS, output: READ_RESULT, hints: READ, outcome: 'read',
      run: (args) => repo.get(type, targetOf(args), pick(args, GET_OPTIONS)),
    },
  ];
  if (!isWholeBody(type)) return tools;
  tools.push(
    {
      name: `get_${type}_template`, title: `${type} template`, description: `The ${type} template document.`,
      input: {}, output: TEMPLATE, hints: READ, outcome: 'read',
      run: () => packaged(repo, type, 'template'),
    },
    {
      name: `get_${type}_example`, title: `${type} example`, description: `A valid example ${type} document.`,
      input: {}, output: TEMPLATE, hints: READ, outcome: 'read',
      run: () => packaged(repo, type, 'example'),
    },
    {
      name: `create_${type}`, title: `Create ${type}`, description: `Create a ${what} from its body Markdown.`,
      input: type === 'feat' ? { content: P.content, id: FEAT_ID } : { content: P.content },
      output: CREATED, hints: ADD, outcome: 'write',
      run: (args) => repo.create(type, args['content'] as string, pick(args, ['id'])),
    },
    {
      name: `parse_${type}`, title: `Parse ${type} file`, description: `Parse a file under the root as a ${what}.`,
      input: { path: P.path }, output: PARSED, hints: READ, outcome: 'read',
      run: (args) => repo.parseFile(type, args['path'] as string),
    },
  );
  return tools;
}

/**
 * The generic document tools of the compact toolset, each taking `type`.
 *
 * @param repo - the repository
 * @param types - the selected type tags
 * @returns `list`, `get` and, when a whole-body type is selected, `template`, `example`, `create`, `parse`
 * @example
 * ```ts
 * const tools = compactTypeTools(repo, ['tsk', 'req']);
 * ```
 */
export function compactTypeTools(repo: Repository, types: readonly string[]): ToolSpec[] {
  const all = typeParam(types);
  const tools: ToolSpec[] = [
    {
      name: 'list', title: 'List documents', description: 'List the documents of a type, paged.',
      input: { type: all, ...LIST_PARAMS }, output: PAGE, hints: READ, outcome: 'read',
      run: (args) => repo.list(args['type'] as string, pick(args, LIST_OPTIONS)),
    },
    {
      name: 'get', title: 'Get document', description: 'Read one document: parsed, or raw body lines.',
      input: { type: all, ...GET_PARAMS }, output: READ_RESULT, hints: READ, outcome: 'read',
      run: (args) => repo.get(args['type'] as string, targetOf(args), pick(args, GET_OPTIONS)),
    },
  ];
  const wholeBody = types.filter(isWholeBody);
  if (wholeBody.length === 0) return tools;
  const whole = typeParam(wholeBody);
  tools.push(
    {
      name: 'template', title: 'Template', description: "A type's template document.",
      input: { type: whole }, output: TEMPLATE, hints: READ, outcome: 'read',
      run: (args) => packaged(repo, args['type'] as string, 'template'),
    },
    {
      name: 'example', title: 'Example', description: 'A valid example document of a type.',
      input: { type: whole }, output: TEMPLATE, hints: READ, outcome: 'read',
      run: (args) => packaged(repo, args['type'] as string, 'example'),
    },
    {
      name: 'create', title: 'Create document', description: 'Create a document from its body Markdown.',
      input: { type: whole, content: P.content, id: FEAT_ID }, output: CREATED, hints: ADD, outcome: 'write',
      run: (args) => repo.create(args['type'] as string, args['content'] as string, pick(args, ['id'])),
    },
    {
      name: 'parse', title: 'Parse file', description: 'Parse a file under the root as a type.',
      input: { type: whole, path: P.path }, output: PARSED, hints: READ, outcome: 'read',
      run: (args) => repo.parseFile(args['type'] as string, args['path'] as string),
    },
  );
  return tools;
}
