#!/usr/bin/env node
// A Model Context Protocol server over stdio, built only on the public API of
// specmgr. It exposes the document operations under the reference
// implementation's tool names (list_tsk, get_tsk, create_tsk, update, edit,
// set_status, …) and the task board under task_list / task_pull /
// task_update / task_create.
//
//   node examples/mcp-server.mjs [--root <dir>] [--lenient]
//
// Transport: JSON-RPC 2.0, one message per line on stdin and stdout. Nothing
// but protocol messages is written to stdout; diagnostics go to stderr.
//
// Results: every tool returns the library's result object with its field
// names in snake_case (maxResults -> max_results), as JSON text. Template and
// example tools return the Markdown itself. Usage errors, not-found and
// storage failures are tool errors (isError: true, the library's message).
// Content problems the library *returns* (a document that does not parse, a
// body that does not validate, an unknown status, an etag conflict, a board
// result other than ok) are ordinary results: the caller reads `kind` /
// `valid` / `status`, exactly as a library user would.
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  AlreadyExistsError,
  NotFoundError,
  StorageError,
  UsageError,
  createBoard,
  createRepository,
  documentTypes,
  layoutFromEnv,
} from 'specmgr';
import { nodeStorage } from 'specmgr/node';

const PROTOCOL_VERSION = '2025-06-18';
// Older revisions whose tool messages are the same; a client asking for one
// of them gets it back, anything else gets the current revision.
const SUPPORTED_PROTOCOL_VERSIONS = [PROTOCOL_VERSION, '2025-03-26', '2024-11-05'];

const USAGE = `usage: node examples/mcp-server.mjs [--root <dir>] [--types <t,…>] [--lenient]

Serves the specification documents under <dir> (default: the current
directory) to an MCP client over stdio.

  --root <dir>   repository root; the layout comes from SPECMGR_DOCS_DIR,
                 SPECMGR_ADR_DIR and SPECMGR_FEAT_DIR (defaults docs,
                 docs/adr, .specmgr/feat)
  --types <t,…>  expose the tools of these document types only
                 (comma-separated, e.g. tsk,req,feat; default: all 13)
  --lenient      accept the older document forms (with warnings)
  -h, --help     this text
`;

// ---------------------------------------------------------------------------
// Names: the library speaks camelCase, the reference's tools snake_case.

const toSnake = (key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key) => key.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * A deep copy of a result with every object key in snake_case. Frontmatter
 * mappings are data (their keys are what the file says), so they are copied
 * as they are.
 */
function snakeCase(value) {
  if (Array.isArray(value)) return value.map(snakeCase);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    out[toSnake(key)] = key === 'frontmatter' ? inner : snakeCase(inner);
  }
  return out;
}

/** The inverse for caller-supplied models (create_adr's body, update_section's key). */
function camelCase(value) {
  if (Array.isArray(value)) return value.map(camelCase);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toCamel(key), camelCase(inner)]));
}

// ---------------------------------------------------------------------------
// Tool definitions. Each tool has a JSON Schema for its arguments; the server
// checks the JSON types (and unknown or missing arguments) itself, and leaves
// every check of values to the library so its messages reach the caller.

const string = (description, extra = {}) => ({ type: 'string', description, ...extra });
const integer = (description) => ({ type: 'integer', description });
const boolean = (description) => ({ type: 'boolean', description });

/** A failed argument check: reported like a usage error. */
class ArgumentError extends Error {}

function defineTool(name, description, properties, required, run) {
  return {
    name,
    description,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
    run,
  };
}

function matchesType(value, schema) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.some((type) => {
    switch (type) {
      case 'string':
        return typeof value === 'string';
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      case 'array':
        return Array.isArray(value) && value.every((item) => matchesType(item, schema.items));
      default:
        return true;
    }
  });
}

/**
 * The checked arguments of a call: unknown names and wrong JSON types are
 * refused; `null` for an optional argument that does not allow it counts as
 * absent (some clients send every optional argument).
 */
function checkArguments(tool, args) {
  if (args === undefined || args === null) args = {};
  if (typeof args !== 'object' || Array.isArray(args)) {
    throw new ArgumentError(`the arguments of ${tool.name} must be a JSON object`);
  }
  const { properties, required } = tool.inputSchema;
  const known = Object.keys(properties);
  const checked = {};
  for (const [key, value] of Object.entries(args)) {
    const schema = properties[key];
    if (schema === undefined) {
      const expected = known.length === 0 ? 'it takes no arguments' : `expected ${known.join(', ')}`;
      throw new ArgumentError(`unknown argument '${key}' for ${tool.name}; ${expected}`);
    }
    if (value === null && !matchesType(null, schema)) continue;
    if (!matchesType(value, schema)) {
      const expected = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
      const items = schema.type === 'array' ? ` of ${schema.items.type}s` : '';
      throw new ArgumentError(`argument '${key}' of ${tool.name} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}${items}, got ${JSON.stringify(value)}`);
    }
    checked[key] = value;
  }
  for (const key of required) {
    if (checked[key] === undefined) throw new ArgumentError(`missing required argument '${key}' for ${tool.name}`);
  }
  return checked;
}

/** Copy the defined arguments into library options, renaming snake_case to camelCase. */
function options(args, names) {
  const out = {};
  for (const name of names) if (args[name] !== undefined) out[toCamel(name)] = args[name];
  return out;
}

/** The library's target: `{ id }` or `{ ref }`; both or neither reach the library, which names the problem. */
function target(args) {
  const out = {};
  if (args.id !== undefined) out.id = args.id;
  if (args.ref !== undefined) out.ref = args.ref;
  return out;
}

function buildTools(repo, board, types) {
  const wholeBody = types.filter((type) => documentTypes[type].frontmatter.kind === 'base');
  const nounOf = (type) => documentTypes[type].noun;

  const typeArg = (list) => string(`document type: ${list.join(', ')}`, { enum: list });
  const idArg = string('the document id (a UUID; for feat the folder name feat-NNN-slug)');
  const refArg = string('alternative to id: the ref of a list row (file name without .md, or the feat folder name); also reaches documents that do not parse');
  const ifMatchArg = string('the etag of the version read; the call writes nothing and returns a conflict when the document changed since');
  const allowBrokenArg = boolean('operate on a document that does not parse (its frontmatter YAML must still parse; the result must validate)');
  const languageArg = string("two-letter language code of a translated variant (default 'en')");
  const pageArgs = {
    max_results: integer('page size, clamped into 1..100 (default 25)'),
    offset: integer('rows to skip (default 0)'),
  };

  const tools = [];
  for (const type of types) {
    const noun = nounOf(type);
    const isWholeBody = wholeBody.includes(type);
    const idDoc = type === 'feat' ? 'the feature id (its folder name, feat-NNN-slug)' : `the ${noun}'s id (a UUID)`;

    tools.push(
      defineTool(
        `list_${type}`,
        `List the ${type} documents (${noun}): id, title, status, ref, path, etag per row; rows of documents that do not parse carry the error. Paged.`,
        {
          ...pageArgs,
          glob: string("filter on the id, case-insensitive (*, ?, [seq], [!seq]); e.g. '3b0f*'"),
          language: languageArg,
        },
        [],
        (args) => repo.list(type, options(args, ['max_results', 'offset', 'glob', 'language'])),
      ),
      defineTool(
        `get_${type}`,
        `Read one ${noun}: parsed frontmatter and body, or with raw the body Markdown (optionally a window of lines, numbered as update's offset counts them).`,
        {
          id: string(idDoc),
          ref: refArg,
          raw: boolean('return the body Markdown instead of the parsed model'),
          offset: integer('raw only: first line of the window (1-based)'),
          limit: integer('raw only: number of lines of the window'),
          numbered: boolean("raw only: prefix every line with '<n>: '"),
          language: languageArg,
          allow_broken: boolean('raw only: return the text of a document that does not parse, with the parse failure'),
        },
        [],
        (args) => repo.get(type, target(args), options(args, ['raw', 'offset', 'limit', 'numbered', 'language', 'allow_broken'])),
      ),
    );

    if (isWholeBody) {
      tools.push(
        defineTool(`get_${type}_template`, `The ${type} template: a complete document (frontmatter and body) with placeholder text.`, {}, [], () =>
          repo.getTemplate(type),
        ),
        defineTool(`get_${type}_example`, `A complete, valid example ${type} document (frontmatter and body).`, {}, [], () =>
          repo.getExample(type),
        ),
        defineTool(
          `create_${type}`,
          `Create a ${noun} from its body Markdown (no frontmatter; the server writes id, status, timestamps and version). ` +
            `Returns the created document, or a validation result with the errors when the body does not fit the ${type} outline.`,
          type === 'feat'
            ? { content: string('the body Markdown, starting with the H1'), id: string("the feature id, feat-NNN-slug (default feat-0-<slug of the title>)") }
            : { content: string('the body Markdown, starting with the H1') },
          ['content'],
          (args) => repo.create(type, args.content, options(args, ['id'])),
        ),
        defineTool(
          `parse_${type}`,
          `Parse a file under the repository root as a ${noun} (path relative to the root).`,
          { path: string('root-relative POSIX path of the file') },
          ['path'],
          (args) => repo.parseFile(type, args.path),
        ),
      );
    }
  }

  // ADRs keep their structured operations.
  if (types.includes('adr')) {
    tools.push(
      defineTool(
        'create_adr',
        'Create an ADR from its frontmatter and body models (body keys: title, context_and_problem_statement, decision_drivers, considered_options, decision_outcome, consequences, confirmation, more_information, options).',
        {
          frontmatter: { type: 'object', description: 'ADR frontmatter (status, date, decision-makers, consulted, informed); any id is replaced' },
          body: { type: 'object', description: 'the ADR body model' },
        },
        ['body'],
        (args) => repo.create('adr', { frontmatter: args.frontmatter ?? {}, body: camelCase(args.body) }),
      ),
      defineTool(
        'update_frontmatter',
        "Replace an ADR's frontmatter (the id is kept; null removes a key); untouched keys and comments stay as they are.",
        { id: string("the ADR's id"), frontmatter: { type: 'object', description: 'the new frontmatter mapping' }, if_match: ifMatchArg },
        ['id', 'frontmatter'],
        (args) => repo.adr.updateFrontmatter(args.id, args.frontmatter, options(args, ['if_match'])),
      ),
      defineTool(
        'update_section',
        "Replace one section of an ADR; a blank value or 'REMOVE' deletes an optional section.",
        {
          id: string("the ADR's id"),
          key: string('the section: context_and_problem_statement, decision_drivers, considered_options, decision_outcome, consequences, confirmation, more_information'),
          value: string('the new section content (Markdown without the heading)'),
          if_match: ifMatchArg,
        },
        ['id', 'key', 'value'],
        (args) => repo.adr.updateSection(args.id, toCamel(args.key), args.value, options(args, ['if_match'])),
      ),
      defineTool('option_list', "The full titles ('Option N: …') of an ADR's options.", { id: string("the ADR's id") }, ['id'], (args) =>
        repo.adr.listOptions(args.id),
      ),
      defineTool(
        'option_create',
        "Append an option to an ADR; returns the assigned full title ('Option N: <partial_title>').",
        { id: string("the ADR's id"), partial_title: string("the title without 'Option N: '"), value: string('the option content'), if_match: ifMatchArg },
        ['id', 'partial_title', 'value'],
        (args) => repo.adr.createOption(args.id, args.partial_title, args.value, options(args, ['if_match'])),
      ),
      defineTool(
        'option_read',
        "The content of one ADR option.",
        { id: string("the ADR's id"), full_title: string("the option's full title, e.g. 'Option 2: Use SQLite'") },
        ['id', 'full_title'],
        (args) => repo.adr.readOption(args.id, args.full_title),
      ),
      defineTool(
        'option_update',
        "Replace the content of one ADR option.",
        { id: string("the ADR's id"), full_title: string("the option's full title"), value: string('the new content'), if_match: ifMatchArg },
        ['id', 'full_title', 'value'],
        (args) => repo.adr.updateOption(args.id, args.full_title, args.value, options(args, ['if_match'])),
      ),
      defineTool(
        'option_delete',
        'Delete one ADR option; returns the remaining titles.',
        { id: string("the ADR's id"), full_title: string("the option's full title"), if_match: ifMatchArg },
        ['id', 'full_title'],
        (args) => repo.adr.deleteOption(args.id, args.full_title, options(args, ['if_match'])),
      ),
      defineTool('validate_adr', 'Re-read and validate one ADR.', { id: string("the ADR's id") }, ['id'], (args) => repo.adr.validate(args.id)),
    );
  }

  // Generic tools over the whole-body types (set_status and list_references: all types).
  const targetArgs = { type: typeArg(wholeBody), id: idArg, ref: refArg };
  tools.push(
    defineTool(
      'update',
      'Replace the body of a document, or with offset (and limit) splice lines: limit lines from offset are replaced by content (limit 0 inserts). ' +
        'Line numbers are those of get with raw and numbered. The result must validate; nothing is written otherwise.',
      {
        ...targetArgs,
        content: string('the new body Markdown, or the replacement lines'),
        offset: integer('first line to replace (1-based; line count + 1 appends)'),
        limit: integer('number of lines to replace (default: to the end)'),
        expect: string('range mode: the exact current text of the addressed lines; a mismatch writes nothing'),
        dry_run: boolean('check and compute the result and snippet, write nothing'),
        if_match: ifMatchArg,
        allow_broken: allowBrokenArg,
        language: languageArg,
      },
      ['type', 'content'],
      (args) =>
        repo.update(args.type, target(args), args.content, options(args, ['offset', 'limit', 'expect', 'dry_run', 'if_match', 'allow_broken', 'language'])),
    ),
    defineTool(
      'edit',
      'Replace an exact text in the body of a document (whitespace and indentation included). The result must validate.',
      {
        ...targetArgs,
        old_str: string('the exact text to replace; must occur once unless replace_all'),
        new_str: string('the replacement (empty deletes)'),
        replace_all: boolean('replace every occurrence'),
        if_match: ifMatchArg,
        allow_broken: allowBrokenArg,
        language: languageArg,
      },
      ['type', 'old_str', 'new_str'],
      (args) => repo.edit(args.type, target(args), args.old_str, args.new_str, options(args, ['replace_all', 'if_match', 'allow_broken', 'language'])),
    ),
    defineTool(
      'set_status',
      'Change the status of a document. Vocabularies: ' +
        types.map((type) => `${type}: ${documentTypes[type].frontmatter.statuses.values.join('/')}`).join('; ') +
        " (adr also 'superseded by <id>').",
      {
        type: typeArg(types),
        id: idArg,
        ref: refArg,
        status: string('the new status'),
        superseded_by: string("adr only: the superseding ADR's id (status becomes 'superseded by <id>')"),
        if_match: ifMatchArg,
        allow_broken: allowBrokenArg,
        language: languageArg,
      },
      ['type', 'status'],
      (args) => repo.setStatus(args.type, target(args), args.status, options(args, ['superseded_by', 'if_match', 'allow_broken', 'language'])),
    ),
    defineTool(
      'set_classification',
      'Set the classification of a document (free text; blank clears it).',
      { ...targetArgs, classification: { type: ['string', 'null'], description: 'the classification, or null to clear it' }, if_match: ifMatchArg, allow_broken: allowBrokenArg },
      ['type', 'classification'],
      (args) => repo.setClassification(args.type, target(args), args.classification ?? null, options(args, ['if_match', 'allow_broken'])),
    ),
    defineTool('delete', 'Delete a document (a feature: its whole folder).', { ...targetArgs, if_match: ifMatchArg }, ['type'], (args) =>
      repo.delete(args.type, target(args), options(args, ['if_match'])),
    ),
    defineTool(
      'set_feat_id',
      'Rename a feature (its folder and frontmatter id). References in other documents are not rewritten; check_links finds them.',
      { id: string('the current feature id'), new_id: string('the new id, feat-NNN-slug'), if_match: ifMatchArg },
      ['id', 'new_id'],
      (args) => repo.renameFeat(args.id, args.new_id, options(args, ['if_match'])),
    ),
    defineTool(
      'validate',
      'Validate content without storing it: a body (default) or, with full, a whole document with frontmatter.',
      { type: typeArg(wholeBody), content: string('the Markdown to validate'), full: boolean('content is a complete document (frontmatter and body)'), language: languageArg },
      ['type', 'content'],
      (args) => repo.validate(args.type, args.content, options(args, ['full', 'language'])),
    ),
    defineTool(
      'list_references',
      'The documents a document refers to (REQ <uuid>, FEAT feat-NNN, …), each resolved to its ref, title and path, or with the error when it does not resolve.',
      { type: typeArg(types), id: string("the source document's id"), ...pageArgs },
      ['type', 'id'],
      (args) => repo.listReferences(args.type, args.id, options(args, ['max_results', 'offset'])),
    ),
    defineTool(
      'list_incoming_references',
      'The documents that refer to a document.',
      { type: typeArg(types), id: string("the target document's id"), ...pageArgs },
      ['type', 'id'],
      (args) => repo.listIncomingReferences(args.type, args.id, options(args, ['max_results', 'offset'])),
    ),
    defineTool('check_links', 'Check the whole repository: dangling references, duplicate ids, feature folder/id mismatches, documents that do not parse.', {}, [], () =>
      repo.checkLinks(),
    ),
    defineTool(
      'mdformat',
      'Re-render a document file in canonical Markdown (path relative to the root); a document that does not parse is left alone.',
      { path: string('root-relative POSIX path of the file') },
      ['path'],
      (args) => repo.formatFile(args.path),
    ),
  );

  // The task board (board.md), under the Tirith names.
  const agentArg = string('your stable agent name (1-64 characters)');
  tools.push(
    defineTool(
      'task_list',
      'List board tasks, newest first: id, list, title, status, owner, priority, dependencies, notes (ids shortened to 8 characters).',
      {
        agent: agentArg,
        status: string('todo, in_progress, blocked or done', { enum: ['todo', 'in_progress', 'blocked', 'done'] }),
        owner: string("an agent name (or 'human' for boxes checked by hand)"),
        limit: integer('page size, 1..200 (default 20)'),
        before: string('next_before of the previous page, or an RFC 3339 timestamp'),
      },
      ['agent'],
      (args) => board.list(options(args, ['agent', 'status', 'owner', 'limit', 'before'])),
    ),
    defineTool(
      'task_pull',
      'Take the next task: the highest-priority, oldest todo task of an active task list whose dependencies are done. It becomes in_progress under you.',
      { agent: agentArg },
      ['agent'],
      (args) => board.pull({ agent: args.agent }),
    ),
    defineTool(
      'task_update',
      "Move a task to todo, in_progress, blocked or done (done checks its box in the task list). A task in progress under another agent needs force.",
      {
        agent: agentArg,
        task_id: string('the task id or a unique prefix of it'),
        status: string('todo, in_progress, blocked or done', { enum: ['todo', 'in_progress', 'blocked', 'done'] }),
        note: string('a note to append (for blocked: the reason)'),
        force: boolean('take over a task in progress under another agent'),
        if_updated_at: string("the task's updated_at as read; a mismatch changes nothing"),
      },
      ['agent', 'task_id', 'status'],
      (args) => board.update(options(args, ['agent', 'task_id', 'status', 'note', 'force', 'if_updated_at'])),
    ),
    defineTool(
      'task_create',
      'Add a task to an active or draft task list (a tsk document): appended as its last task item.',
      {
        agent: agentArg,
        list: string("the task list's full id"),
        title: string('one line'),
        description: string('details, written under the item'),
        priority: integer('higher is pulled first (default 0)'),
        depends_on: { type: 'array', items: { type: 'string' }, description: 'ids (or unique prefixes) of tasks that must be done first' },
      },
      ['agent', 'list', 'title'],
      (args) => board.create(options(args, ['agent', 'list', 'title', 'description', 'priority', 'depends_on'])),
    ),
  );
  // Tools that have nothing to work on with the selected types.
  const unavailable = new Set();
  if (wholeBody.length === 0) for (const name of ['update', 'edit', 'set_classification', 'delete', 'validate']) unavailable.add(name);
  if (!types.includes('feat')) unavailable.add('set_feat_id');
  return tools.filter((tool) => !unavailable.has(tool.name));
}

// ---------------------------------------------------------------------------
// Calling tools.

const isKnownError = (error) =>
  error instanceof ArgumentError ||
  error instanceof UsageError ||
  error instanceof NotFoundError ||
  error instanceof AlreadyExistsError ||
  error instanceof StorageError;

async function callTool(tool, rawArgs) {
  try {
    const result = await tool.run(checkArguments(tool, rawArgs));
    const text = typeof result === 'string' ? result : JSON.stringify(snakeCase(result));
    return { content: [{ type: 'text', text }], isError: false };
  } catch (error) {
    if (!isKnownError(error)) {
      // A bug, not a caller mistake: keep the stack for the operator.
      process.stderr.write(`specmgr mcp: ${tool.name} failed: ${error?.stack ?? error}\n`);
    }
    const message = error instanceof Error ? error.message : String(error);
    return { content: [{ type: 'text', text: isKnownError(error) ? message : `internal error: ${message}` }], isError: true };
  }
}

// ---------------------------------------------------------------------------
// JSON-RPC over newline-delimited stdio.

const rpcError = (id, code, message) => ({ jsonrpc: '2.0', id, error: { code, message } });

/** A failure answered with a JSON-RPC error instead of a result. */
class RpcError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

function serverVersion() {
  try {
    return createRequire(import.meta.url)('specmgr/package.json').version;
  } catch {
    return '0.0.0';
  }
}

function createServer(tools) {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const listed = tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
  const info = { name: 'specmgr', version: serverVersion() };

  const methods = {
    initialize: (params) => {
      const asked = params?.protocolVersion;
      return {
        protocolVersion: SUPPORTED_PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: info,
        instructions:
          'Specification documents (requirements, task lists, features, …) as Markdown with YAML frontmatter. ' +
          'Use list_<type> to find documents, get_<type>_template or get_<type>_example before create_<type>, ' +
          'get_<type> with raw and numbered before update with offset/limit. The task_* tools work the task board.',
      };
    },
    ping: () => ({}),
    'tools/list': () => ({ tools: listed }),
    'tools/call': async (params) => {
      const tool = typeof params?.name === 'string' ? byName.get(params.name) : undefined;
      if (tool === undefined) throw new RpcError(-32602, `unknown tool: ${JSON.stringify(params?.name ?? null)}`);
      return callTool(tool, params.arguments);
    },
  };

  /** The response to one parsed message, or undefined for a notification. */
  return async function handle(message) {
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      return rpcError(null, -32600, 'invalid request: expected a JSON-RPC 2.0 object (batches are not supported)');
    }
    const hasId = Object.hasOwn(message, 'id');
    const id = hasId ? message.id : null;
    if (message.jsonrpc !== '2.0' || typeof message.method !== 'string') {
      // A response from the client (we never send requests) or a malformed message.
      if (!Object.hasOwn(message, 'method') && (Object.hasOwn(message, 'result') || Object.hasOwn(message, 'error'))) return undefined;
      return rpcError(id, -32600, "invalid request: expected jsonrpc '2.0' and a method");
    }
    if (!hasId) return undefined; // notifications/initialized, notifications/cancelled, …: nothing to answer
    const method = Object.hasOwn(methods, message.method) ? methods[message.method] : undefined;
    if (method === undefined) return rpcError(id, -32601, `method not found: ${message.method}`);
    try {
      return { jsonrpc: '2.0', id, result: await method(message.params) };
    } catch (error) {
      if (error instanceof RpcError) return rpcError(id, error.code, error.message);
      process.stderr.write(`specmgr mcp: ${message.method} failed: ${error?.stack ?? error}\n`);
      return rpcError(id, -32603, `internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

function serveStdio(handle) {
  const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
  // Messages are handled one after another, so a client that sends
  // create_tsk and get_tsk back to back sees them in that order.
  let queue = Promise.resolve();
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    queue = queue.then(async () => {
      let message;
      try {
        message = JSON.parse(line);
      } catch (error) {
        send(rpcError(null, -32700, `parse error: ${error.message}`));
        return;
      }
      const response = await handle(message);
      if (response !== undefined) send(response);
    }).catch((error) => process.stderr.write(`specmgr mcp: ${error?.stack ?? error}\n`));
  });
  // stdin closed: finish the work in hand, let stdout drain, then exit.
  lines.on('close', () => {
    queue.then(() => process.stdout.write('', () => process.exit(0)));
  });
  process.stdout.on('error', (error) => {
    // The client went away.
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

// ---------------------------------------------------------------------------

function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        root: { type: 'string' },
        types: { type: 'string' },
        lenient: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    });
  } catch (error) {
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const known = Object.keys(documentTypes);
  const types = parsed.values.types === undefined ? known : parsed.values.types.split(',').map((t) => t.trim()).filter(Boolean);
  const unknown = types.filter((type) => !known.includes(type));
  if (unknown.length > 0 || types.length === 0) {
    process.stderr.write(`specmgr mcp: --types takes a comma-separated list of ${known.join(', ')}; got ${JSON.stringify(parsed.values.types)}\n`);
    process.exit(2);
  }
  const root = resolve(parsed.values.root ?? process.cwd());
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    process.stderr.write(`specmgr mcp: --root ${root} is not a directory\n`);
    process.exit(2);
  }
  let repo;
  try {
    repo = createRepository({
      storage: nodeStorage(root),
      layout: layoutFromEnv(process.env),
      mode: parsed.values.lenient ? 'lenient' : 'strict',
      // The tools are the reference implementation's, so are their texts.
      messages: 'reference',
    });
  } catch (error) {
    process.stderr.write(`specmgr mcp: ${error.message}\n`);
    process.exit(2);
  }
  // Keep the canonical order whatever order --types named them in.
  const selected = known.filter((type) => types.includes(type));
  serveStdio(createServer(buildTools(repo, createBoard(repo), selected)));
}

main(process.argv.slice(2));
