/**
 * `specmgr validate <file…>`: documents on disk checked against their
 * type, without a repository.
 *
 * @packageDocumentation
 */

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { documentTypes, layoutFromEnv, parse, type Diagnostic, type TypeArgument } from '../../index.js';
import { ArgumentError } from '../argument-error.js';
import { EXIT, type CliIO, type CommandSpec } from '../command.js';
import { messagesOf, modeOf, stringOption, typeNames } from '../options.js';
import { counted, printJson, shownPath } from '../output.js';
import { diagnosticLines } from './diagnostics-text.js';
import { fileType } from './file-type.js';
import { filesToValidate } from './validate-files.js';

const USAGE = `usage: specmgr validate <file|folder>... [options]

Validate documents (frontmatter and body). A folder stands for every .md
file below it. Each file's type is its frontmatter "type", else its
collection folder (docs/req/..., docs/adr/..., .specmgr/feat/<id>/README.md;
a language variant one folder deeper, e.g. docs/req/de/...).

Output: one problem a line, "path:line:column  severity  message  [code]",
paths relative to the current directory, then a summary line.

options:
  --type T         validate every file as type T (${typeNames()})
  --language L     read every file as a variant in language L (e.g. de)
  --lenient        accept the older document forms (with a warning each)
  --messages P     the words of diagnostics: default, or reference (the reference
                   implementation's texts and line layout)
  --json           print { files: [{ path, type, language, valid, diagnostics }],
                   summary } instead
  -h, --help       this text

Exit codes: 0 no errors (warnings allowed), 1 a file has errors, 2 usage errors.`;

/**
 * One validated file, as `--json` prints it; `type` is null (and `problem`
 * says why) when the file's type could not be told or it could not be read.
 *
 * @example
 * ```ts
 * const file: ValidatedFile = { path: 'docs/req/a.md', type: 'req', language: 'en', valid: true, diagnostics: [] };
 * ```
 */
export type ValidatedFile = {
  path: string;
  type: string | null;
  language: string | null;
  valid: boolean;
  diagnostics: Diagnostic[];
  problem?: { code: 'unknown-type' | 'unreadable'; message: string };
};

type Options = { type: string | undefined; language: string | undefined; mode: 'strict' | 'lenient'; messages: 'default' | 'reference' };

// Undefined for a file a folder stood for that is no document: an ADR folder's README.md, its table of contents.
function checkFile(io: CliIO, path: string, options: Options, fromFolder: boolean): ValidatedFile | undefined {
  const shown = shownPath(io, path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as { code?: string }).code ?? String(error);
    return { path: shown, type: null, language: null, valid: false, diagnostics: [], problem: { code: 'unreadable', message: `Cannot read the file (${reason}).` } };
  }
  const found = options.type === undefined ? fileType(path, text, io.cwd, layoutFromEnv({ ...io.env })) : { ok: true as const, type: options.type, language: 'en' };
  if (!found.ok) return { path: shown, type: null, language: null, valid: false, diagnostics: [], problem: { code: 'unknown-type', message: found.message } };
  if (fromFolder && found.type === 'adr' && basename(path) === 'README.md') return undefined;
  const language = options.language ?? found.language;
  // parse, not validate: a file without a frontmatter block is a finding of that file, not a usage error.
  const result = parse(found.type as TypeArgument, text, { mode: options.mode, language, messages: options.messages });
  return { path: shown, type: found.type, language, valid: result.ok, diagnostics: result.diagnostics };
}

function summaryLine(files: readonly ValidatedFile[]): string {
  const all = files.flatMap((file) => file.diagnostics);
  const errors = all.filter((d) => d.severity === 'error').length + files.filter((file) => file.problem !== undefined).length;
  const warnings = all.filter((d) => d.severity === 'warning').length;
  const infos = all.filter((d) => d.severity === 'info').length;
  const problems = errors + warnings + infos;
  const total = counted(files.length, 'file');
  if (problems === 0) return `No problems in ${total}.`;
  const parts = [counted(errors, 'error'), counted(warnings, 'warning'), counted(infos, 'info')].filter((part) => !part.startsWith('0 '));
  const withProblems = files.filter((file) => file.problem !== undefined || file.diagnostics.length > 0).length;
  return `${counted(problems, 'problem')} (${parts.join(', ')}) in ${withProblems} of ${total}`;
}

/**
 * `specmgr validate <file|folder>... [--type T] [--language L] [--lenient] [--json]`.
 * Decisions: a folder is every `.md` file below it (`.git` and
 * `node_modules` skipped; an ADR folder's `README.md` index skipped); a
 * file whose type cannot be told is an error of that file (exit 1) saying
 * how to fix it; a path that does not exist is a usage error (exit 2)
 * before any file is read.
 *
 * @example
 * ```ts
 * await validateCommand.run({ values: {}, positionals: ['docs/req'] }, io);
 * ```
 */
export const validateCommand: CommandSpec = {
  name: 'validate',
  summary: 'validate document files (type from frontmatter or folder)',
  usage: USAGE,
  options: { type: { type: 'string' }, language: { type: 'string' }, lenient: { type: 'boolean' }, messages: { type: 'string' }, json: { type: 'boolean' } },
  run: async ({ values, positionals }, io) => {
    if (positionals.length === 0) throw new ArgumentError('missing <file|folder>; usage: specmgr validate <file|folder>...');
    const type = stringOption(values, 'type');
    if (type !== undefined && !Object.hasOwn(documentTypes, type)) throw new ArgumentError(`--type takes one of ${typeNames()}, got ${JSON.stringify(type)}`);
    const options: Options = { type, language: stringOption(values, 'language'), mode: modeOf(values), messages: messagesOf(values) };
    const { files, expanded } = filesToValidate(positionals, io.cwd);
    const results: ValidatedFile[] = [];
    for (const path of files) {
      const checked = checkFile(io, path, options, expanded.has(path));
      if (checked !== undefined) results.push(checked);
    }
    const failed = results.some((file) => !file.valid);
    if (values.json === true) {
      const all = results.flatMap((file) => file.diagnostics);
      const count = (severity: string): number => all.filter((d) => d.severity === severity).length;
      printJson(io, { files: results, summary: { files: results.length, errors: count('error') + results.filter((f) => f.problem !== undefined).length, warnings: count('warning'), infos: count('info') } });
      return failed ? EXIT.problems : EXIT.ok;
    }
    const lines = results.map((file) => (file.problem === undefined ? diagnosticLines(file.path, file.diagnostics, options.messages) : `${file.path}:1:1  error  ${file.problem.message}  [${file.problem.code}]\n`));
    io.stdout(`${lines.join('')}${summaryLine(results)}\n`);
    return failed ? EXIT.problems : EXIT.ok;
  },
};
