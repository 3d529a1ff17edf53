#!/usr/bin/env node
// A command-line host for specmgr, built only on the library's public API.
//
//   node examples/cli.mjs --help
//
// Exit codes: 0 success; 1 a content problem (a document that does not parse
// or validate, link findings, not found, a board answer other than ok);
// 2 a usage error (unknown command or option, missing argument, an argument
// the library refuses, an unreadable input file).
import { readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AlreadyExistsError,
  NotFoundError,
  StorageError,
  UsageError,
  createBoard,
  createRepository,
  documentTypes,
  formatDiagnostic,
  layoutFromEnv,
  parse,
  toJsonSchema,
  validate,
} from 'specmgr';
import { nodeStorage } from 'specmgr/node';

const USAGE = `usage: node examples/cli.mjs [--root <dir>] [--lenient] <command> [arguments]

commands:
  list <type> [--glob <pattern>] [--lang <code>] [--max <n>] [--offset <n>]
      list the documents of a type (${Object.keys(documentTypes).join(', ')})
  get <type> <id-or-ref> [--raw] [--numbered] [--offset <n>] [--limit <n>] [--lang <code>]
      show one document: the parsed model, or with --raw the body Markdown
      (--numbered, --offset and --limit read raw lines, numbered as update counts them)
  validate <type> <file> [--body]
      check a document file (or with --body a body without frontmatter)
  check-links
      dangling references, duplicate ids and broken documents in the repository
  schema <type>
      the JSON Schema of a type's frontmatter
  board list --agent <name> [--status <s>] [--owner <name>] [--limit <n>] [--before <cursor>]
  board pull --agent <name>
  board done <task> --agent <name> [--note <text>] [--force]
  board adopt <task-list-id> --agent <name>
      the task board over the task lists (tsk documents)

options:
  --root <dir>   repository root (default: the current directory); the layout
                 comes from SPECMGR_DOCS_DIR, SPECMGR_ADR_DIR, SPECMGR_FEAT_DIR
  --lenient      accept the older document forms (with warnings)
  --messages <profile>
                 the words of diagnostics and errors: default (the library's
                 plain English) or reference (the reference implementation's texts)
  --json         print the library's result object as JSON (list, get, check-links, board)
  -h, --help     this text

exit codes: 0 ok, 1 content problem, 2 usage error
`;

const OPTIONS = {
  root: { type: 'string' },
  lenient: { type: 'boolean' },
  messages: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  glob: { type: 'string' },
  lang: { type: 'string' },
  max: { type: 'string' },
  offset: { type: 'string' },
  limit: { type: 'string' },
  raw: { type: 'boolean' },
  numbered: { type: 'boolean' },
  body: { type: 'boolean' },
  agent: { type: 'string' },
  status: { type: 'string' },
  owner: { type: 'string' },
  before: { type: 'string' },
  note: { type: 'string' },
  force: { type: 'boolean' },
};
const GLOBAL_OPTIONS = ['root', 'lenient', 'messages', 'json', 'help'];

// Command -> its positional arguments and the options it takes besides the global ones.
const COMMANDS = {
  list: { args: ['type'], options: ['glob', 'lang', 'max', 'offset'] },
  get: { args: ['type', 'id-or-ref'], options: ['raw', 'numbered', 'offset', 'limit', 'lang'] },
  validate: { args: ['type', 'file'], options: ['body'] },
  'check-links': { args: [], options: [] },
  schema: { args: ['type'], options: [] },
  'board list': { args: [], options: ['agent', 'status', 'owner', 'limit', 'before'] },
  'board pull': { args: [], options: ['agent'] },
  'board done': { args: ['task'], options: ['agent', 'note', 'force'] },
  'board adopt': { args: ['task-list-id'], options: ['agent'] },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A mistake on the command line: reported with exit code 2. */
class CommandLineError extends Error {}

const out = (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
const err = (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
const json = (value) => out(JSON.stringify(value, null, 2));
const indent = (text, by = '    ') => text.replace(/^/gm, by);

function integer(name, value) {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new CommandLineError(`--${name} takes an integer, got ${JSON.stringify(value)}`);
  return Number(value);
}

/** The options of a library call, without the ones that were not given. */
const defined = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CommandLineError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length === 0) throw new CommandLineError('no command given');
  const name = positionals[0] === 'board' ? `board ${positionals[1] ?? ''}`.trim() : positionals[0];
  const command = COMMANDS[name];
  if (command === undefined) {
    const hint = name.startsWith('board') ? 'board takes list, pull, done or adopt' : `unknown command '${name}'`;
    throw new CommandLineError(hint);
  }
  const args = positionals.slice(name.split(' ').length);
  if (args.length !== command.args.length) {
    const expected = command.args.map((a) => `<${a}>`).join(' ') || 'no arguments';
    throw new CommandLineError(`${name} takes ${expected}, got ${args.length === 0 ? 'none' : args.map((a) => JSON.stringify(a)).join(' ')}`);
  }
  for (const option of Object.keys(values)) {
    if (!GLOBAL_OPTIONS.includes(option) && !command.options.includes(option)) {
      throw new CommandLineError(`option --${option} does not apply to ${name}`);
    }
  }
  return { name, args: Object.fromEntries(command.args.map((a, i) => [a, args[i]])), values };
}

function openRepository(values) {
  const root = resolve(values.root ?? process.cwd());
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new CommandLineError(`--root ${root} is not a directory`);
  const repo = createRepository({ storage: nodeStorage(root), layout: layoutFromEnv(process.env), mode: values.lenient ? 'lenient' : 'strict', messages: messagesOf(values) });
  return { root, repo };
}

// The --messages profile (default: the library's own words).
function messagesOf(values) {
  const name = values.messages ?? 'default';
  if (name !== 'default' && name !== 'reference') throw new CommandLineError(`--messages takes default or reference, got ${JSON.stringify(name)}`);
  return name;
}

// One diagnostic as a line, in the --messages profile's layout.
const line = (d, values) => formatDiagnostic(d, { messages: messagesOf(values) });

// ---------------------------------------------------------------------------
// Commands. Each returns its exit code.

async function list({ type }, values) {
  const { repo } = openRepository(values);
  const page = await repo.list(type, defined({ glob: values.glob, language: values.lang, maxResults: integer('max', values.max), offset: integer('offset', values.offset) }));
  if (values.json) {
    json(page);
    return 0;
  }
  const width = Math.max(6, ...page.results.map((row) => (row.error === null ? row.status.length : 6)));
  for (const row of page.results) {
    if (row.error !== null) {
      out(`${'BROKEN'.padEnd(width)}  ${row.ref}`);
      out(indent(row.error));
      continue;
    }
    const zone = row.initialZone ? `  [risk ${row.initialZone} -> ${row.residualZone}]` : '';
    out(`${row.status.padEnd(width)}  ${row.id}  ${row.title}${zone}`);
  }
  const shown = page.results.length;
  if (page.total === 0) out(`no ${type} documents`);
  else if (page.truncated) out(`${shown} of ${page.total} shown; more with --offset ${page.offset + shown}`);
  if (page.errorCount > 0) err(`${page.errorCount} ${type} document(s) do not parse`);
  return 0;
}

async function get(args, values) {
  const { repo } = openRepository(values);
  const key = args['id-or-ref'];
  const target = UUID.test(key) ? { id: key } : { ref: key };
  const offset = integer('offset', values.offset);
  const limit = integer('limit', values.limit);
  // Line options only make sense on the raw text, so they imply --raw here.
  const raw = Boolean(values.raw || values.numbered || offset !== undefined || limit !== undefined);
  const result = await repo.get(args.type, target, defined({ raw, numbered: values.numbered, offset, limit, language: values.lang }));
  if (values.json) {
    json(result);
    return result.kind === 'parse-failure' ? 1 : 0;
  }
  if (result.kind === 'parse-failure') {
    err(`${result.path} does not parse:`);
    for (const d of result.diagnostics) err(indent(line(d, values), '  '));
    return 1;
  }
  if (result.kind === 'raw') out(result.text);
  else json({ frontmatter: result.frontmatter, body: result.body });
  for (const d of result.diagnostics ?? []) err(line(d, values));
  return 0;
}

function validateFile(args, values) {
  let text;
  try {
    text = readFileSync(args.file, 'utf8');
  } catch (error) {
    throw new CommandLineError(`cannot read ${args.file}: ${error.code ?? error.message}`);
  }
  const mode = values.lenient ? 'lenient' : 'strict';
  const messages = messagesOf(values);
  const diagnostics = values.body ? validate(args.type, text, { full: false, mode, messages }).diagnostics : parse(args.type, text, { mode, messages }).diagnostics;
  for (const d of diagnostics) out(`${args.file}: ${line(d, values)}`);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  if (errors === 0) {
    out(`${args.file}: valid ${args.type}${values.body ? ' body' : ' document'}${warnings > 0 ? ` (${warnings} warning(s))` : ''}`);
    return 0;
  }
  out(`${args.file}: ${errors} error(s)${warnings > 0 ? `, ${warnings} warning(s)` : ''}`);
  return 1;
}

async function checkLinks(_args, values) {
  const { root, repo } = openRepository(values);
  const result = await repo.checkLinks();
  if (values.json) json(result);
  else {
    for (const d of result.diagnostics) out(`${relative(root, d.path) || '.'}: ${line(d, values)}`);
    out(result.diagnostics.length === 0 ? 'no findings' : `${result.diagnostics.length} finding(s)`);
  }
  return result.diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}

function schema({ type }) {
  json(toJsonSchema(type));
  return 0;
}

const short = (id) => id.slice(0, 8);

function boardOutcome(result, values, show) {
  if (values.json) json(result);
  if (result.status !== 'ok') {
    err(`board: ${result.status}: ${result.message}`);
    return 1;
  }
  if (!values.json) show(result);
  return 0;
}

async function board(name, args, values) {
  if (values.agent === undefined) throw new CommandLineError(`${name} needs --agent <name>`);
  const { repo } = openRepository(values);
  const tasks = createBoard(repo);
  const agent = values.agent;
  switch (name) {
    case 'board list': {
      const result = await tasks.list(defined({ agent, status: values.status, owner: values.owner, limit: integer('limit', values.limit), before: values.before }));
      return boardOutcome(result, values, ({ tasks: rows, total, truncated, nextBefore }) => {
        for (const row of rows) {
          const who = row.owner ?? row.by ?? '';
          out(`${row.id}  ${row.status.padEnd(11)}  ${who.padEnd(12)}  ${row.title}`);
        }
        out(rows.length === 0 ? 'no tasks' : truncated ? `${rows.length} of ${total}; more with --before '${nextBefore}'` : `${total} task(s)`);
      });
    }
    case 'board pull':
      return boardOutcome(await tasks.pull({ agent }), values, ({ task }) => out(`${short(task.id)}  in_progress  ${task.title}  (task list ${short(task.list)})`));
    case 'board done': {
      const result = await tasks.update(defined({ agent, taskId: args.task, status: 'done', note: values.note, force: values.force }));
      return boardOutcome(result, values, ({ task }) => out(`${short(task.id)}  done  ${task.title}`));
    }
    case 'board adopt':
      return boardOutcome(await tasks.adopt({ agent, list: args['task-list-id'] }), values, (r) =>
        out(`adopted ${r.adopted} task(s); task list ${short(r.list)} has ${r.tasks} task(s) on the board`),
      );
    default:
      throw new CommandLineError(`unknown command '${name}'`);
  }
}

async function run(argv) {
  const command = parseCommandLine(argv);
  if (command.help) {
    out(USAGE);
    return 0;
  }
  const { name, args, values } = command;
  switch (name) {
    case 'list':
      return list(args, values);
    case 'get':
      return get(args, values);
    case 'validate':
      return validateFile(args, values);
    case 'check-links':
      return checkLinks(args, values);
    case 'schema':
      return schema(args);
    default:
      return board(name, args, values);
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof CommandLineError) {
    err(`error: ${error.message}\n(node examples/cli.mjs --help lists the commands)`);
    process.exitCode = 2;
  } else if (error instanceof UsageError) {
    err(`error: ${error.message}`);
    process.exitCode = 2;
  } else if (error instanceof NotFoundError || error instanceof AlreadyExistsError || error instanceof StorageError) {
    err(`error: ${error.message}`);
    process.exitCode = 1;
  } else {
    err(`internal error: ${error?.stack ?? error}`);
    process.exitCode = 1;
  }
}
