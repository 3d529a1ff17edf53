/**
 * `specmgr check [root]`: check every document of a tree, for people, CI
 * and code scanning.
 *
 * @packageDocumentation
 */

import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import packageJson from '../../../package.json' with { type: 'json' };
import { checkRepository, type CheckReport } from '../../check/index.js';
import { documentTypes } from '../../domains/index.js';
import { UsageError } from '../../errors/index.js';
import { EXIT, type CliIO, type CommandSpec } from '../command.js';
import { openRoot } from '../open.js';
import { formatGithub } from '../report/github.js';
import { formatJson } from '../report/json.js';
import { formatSarif } from '../report/sarif.js';
import { relocate, shownPaths } from '../report/shown.js';
import { formatText } from '../report/text.js';

const FORMATS = {
  text: (report: CheckReport) => formatText(report),
  json: (report: CheckReport) => formatJson(report),
  sarif: (report: CheckReport) => formatSarif(report, packageJson.version),
  github: (report: CheckReport) => formatGithub(report),
} as const;

// Below this many documents a check is over before a progress line would be read.
const PROGRESS_THRESHOLD = 500;
const PROGRESS_STEP = 100;

class CheckUsage extends Error {}

const knownTypes = (): string[] => Object.keys(documentTypes);

function chosenFormat(value: unknown): keyof typeof FORMATS {
  const format = value === undefined ? 'text' : String(value);
  if (Object.hasOwn(FORMATS, format)) return format as keyof typeof FORMATS;
  throw new CheckUsage(`unknown format "${format}" for --format; use text, json, sarif or github`);
}

function chosenTypes(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const types = String(value)
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
  if (types.length === 0) throw new CheckUsage(`--types needs a comma-separated list of types, e.g. --types req,vcr; known types: ${knownTypes().join(', ')}`);
  for (const type of types) {
    if (!knownTypes().includes(type)) throw new CheckUsage(`unknown type "${type}" in --types; known types: ${knownTypes().join(', ')}`);
  }
  return types;
}

function chosenMaxWarnings(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text)) throw new CheckUsage(`--max-warnings needs a whole number of 0 or more, got "${text}"`);
  return Number(text);
}

async function chosenRoot(positionals: readonly string[], cwd: string): Promise<string> {
  if (positionals.length > 1) throw new CheckUsage(`expected at most one root folder, got ${positionals.length}: ${positionals.join(' ')}`);
  const given = positionals[0] ?? '.';
  const root = resolve(cwd, given);
  const found = await stat(root).catch(() => null);
  if (found === null) throw new CheckUsage(`root folder "${given}" does not exist`);
  if (!found.isDirectory()) throw new CheckUsage(`root "${given}" is not a folder; give the folder that holds docs/ (default: the current directory)`);
  return root;
}

// A progress line on a terminal only, rewritten in place and cleared at the end, so piped output stays clean.
function progress(io: CliIO): { onProgress?: (done: number, total: number) => void; clear: () => void } {
  if (!io.stderrIsTTY) return { clear: () => undefined };
  let width = 0;
  return {
    onProgress: (done, total) => {
      if (total <= PROGRESS_THRESHOLD || (done % PROGRESS_STEP !== 0 && done !== total)) return;
      const line = `checked ${done}/${total} documents`;
      width = Math.max(width, line.length);
      io.stderr(`\r${line}`);
    },
    clear: () => {
      if (width > 0) io.stderr(`\r${' '.repeat(width)}\r`);
    },
  };
}

async function run(args: { values: Record<string, unknown>; positionals: string[] }, io: CliIO): Promise<number> {
  const { values } = args;
  let report: CheckReport;
  let root: string;
  let maxWarnings: number | undefined;
  let format: keyof typeof FORMATS;
  try {
    format = chosenFormat(values.format);
    const types = chosenTypes(values.types);
    maxWarnings = chosenMaxWarnings(values['max-warnings']);
    root = await chosenRoot(args.positionals, io.cwd);
    const { repo } = openRoot(root, io, values.lenient === true ? 'lenient' : 'strict', 'default');
    const display = progress(io);
    try {
      report = await checkRepository(repo, {
        ...(types === undefined ? {} : { types }),
        links: values['no-links'] !== true,
        coverage: values.coverage === true && values['no-coverage'] !== true,
        ...(display.onProgress === undefined ? {} : { onProgress: display.onProgress }),
      });
    } finally {
      display.clear();
    }
  } catch (error) {
    if (!(error instanceof CheckUsage || error instanceof UsageError)) throw error;
    io.stderr(`specmgr check: ${error.message}\nRun "specmgr check --help" for the options.\n`);
    return EXIT.usage;
  }
  io.stdout(FORMATS[format](relocate(report, shownPaths(root, io.cwd))));
  const { errors, warnings } = report.summary;
  const tooManyWarnings = maxWarnings !== undefined && warnings > maxWarnings;
  if (tooManyWarnings) io.stderr(`specmgr check: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${maxWarnings}\n`);
  return errors > 0 || tooManyWarnings ? EXIT.problems : EXIT.ok;
}

/**
 * `specmgr check [root]`: every document of every collection of the
 * layout below `root` (default: the current directory; the layout from
 * `SPECMGR_DOCS_DIR`, `SPECMGR_ADR_DIR`, `SPECMGR_FEAT_DIR`), with parse
 * problems, duplicate ids, feature folder/id mismatches and dangling
 * references. Paths are shown relative to the current directory.
 *
 * Exit 0 when clean (infos, and warnings within `--max-warnings`), 1 for
 * content problems, 2 for a usage error (bad option, missing root, a root
 * that is not a folder). On a terminal, a tree of more than 500 documents
 * shows a progress line on stderr.
 *
 * @example
 * ```ts
 * const code = await checkCommand.run({ values: { format: 'sarif' }, positionals: ['specs'] }, io);
 * ```
 */
export const checkCommand: CommandSpec = {
  name: 'check',
  summary: 'Check every document of a tree: parse problems, duplicate ids, feature folders, dangling references',
  usage: [
    'Usage: specmgr check [root] [options]',
    '',
    'Checks every document of every collection below root (default: the current directory).',
    '',
    'Options:',
    '  -f, --format <text|json|sarif|github>  output format (default: text)',
    '  --lenient                              accept the older forms earlier versions wrote, with a warning',
    '  --types <req,vcr,...>                  check only these document types',
    '  --max-warnings <n>                     exit 1 when there are more than n warnings',
    '  --no-links                             skip the link check (references, duplicate ids, feature folders)',
    '  --coverage                             apply the coverage rules too (e.g. an accepted requirement needs a verification record)',
    '  --no-coverage                          do not apply them (the default; wins over --coverage)',
    '',
    'Exit status: 0 no problems, 1 problems found, 2 usage error.',
  ].join('\n'),
  options: {
    format: { type: 'string', short: 'f' },
    lenient: { type: 'boolean' },
    types: { type: 'string' },
    'max-warnings': { type: 'string' },
    'no-links': { type: 'boolean' },
    coverage: { type: 'boolean' },
    'no-coverage': { type: 'boolean' },
  },
  run,
};
