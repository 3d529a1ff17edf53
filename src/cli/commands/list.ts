/**
 * `specmgr list <type>`: the documents of one type as a table.
 *
 * @packageDocumentation
 */

import type { DocSummary } from '../../index.js';
import { EXIT, type CommandSpec } from '../command.js';
import { openRoot } from '../open.js';
import { expectArguments, integerOption, messagesOf, modeOf, repositoryOptions, repositoryOptionsHelp, stringOption, typeNames } from '../options.js';
import { counted, printJson } from '../output.js';

const USAGE = `usage: specmgr list <type> [options]

List the documents of one type (${typeNames()}): id, status and title,
one line each, in collection order. A document that does not parse is listed
as BROKEN with its first problem.

options:
  --glob G         only documents whose id matches the glob G (e.g. "3b0f*")
  --language L     the language variants in L (e.g. de) instead of the English documents
  --limit N        at most N rows (default 50)
  --offset N       skip the first N rows
${repositoryOptionsHelp}

With --json the page object is printed: kind, total, offset, maxResults,
truncated, results, errorCount.`;

function table(rows: readonly DocSummary[]): string[] {
  const cells = rows.map((row) =>
    row.error === null ? [row.id ?? row.ref, row.status, row.title] : [row.id ?? row.ref, 'BROKEN', row.error.split('\n', 1)[0] ?? ''],
  );
  const idWidth = Math.max(2, ...cells.map((cell) => cell[0]!.length));
  const statusWidth = Math.max(6, ...cells.map((cell) => cell[1]!.length));
  const line = (cell: readonly string[]): string => `${cell[0]!.padEnd(idWidth)}  ${cell[1]!.padEnd(statusWidth)}  ${cell[2]}`.trimEnd();
  return [line(['ID', 'STATUS', 'TITLE']), ...cells.map(line)];
}

/**
 * `specmgr list <type> [--glob G] [--language L] [--limit N] [--offset N] [--json]`.
 * A broken document is a row, not a failure: the exit code is 0, and a
 * line on stderr counts the broken documents.
 *
 * @example
 * ```ts
 * await listCommand.run({ values: { limit: '5' }, positionals: ['req'] }, io);
 * ```
 */
export const listCommand: CommandSpec = {
  name: 'list',
  summary: 'list the documents of a type',
  usage: USAGE,
  options: { ...repositoryOptions, glob: { type: 'string' }, language: { type: 'string' }, limit: { type: 'string' }, offset: { type: 'string' } },
  run: async ({ values, positionals }, io) => {
    const [type] = expectArguments('list', positionals, ['type']) as [string];
    const maxResults = integerOption(values, 'limit', 1);
    const offset = integerOption(values, 'offset', 0);
    const glob = stringOption(values, 'glob');
    const language = stringOption(values, 'language');
    const { repo } = openRoot(stringOption(values, 'root') ?? '.', io, modeOf(values), messagesOf(values));
    const page = await repo.list(type, {
      ...(maxResults === undefined ? {} : { maxResults }),
      ...(offset === undefined ? {} : { offset }),
      ...(glob === undefined ? {} : { glob }),
      ...(language === undefined ? {} : { language }),
    });
    if (values.json === true) {
      printJson(io, page);
      return EXIT.ok;
    }
    if (page.total === 0) {
      io.stdout(`No ${type} documents.\n`);
      return EXIT.ok;
    }
    const rows = page.results as DocSummary[];
    const lines = rows.length === 0 ? [] : table(rows);
    const documents = counted(page.total, `${type} document`);
    const whole = page.offset === 0 && !page.truncated;
    const shown = whole ? documents : rows.length === 0 ? `none of ${documents} at offset ${page.offset}` : `${page.offset + 1}-${page.offset + rows.length} of ${documents}`;
    const more = page.truncated ? `; more with --offset ${page.offset + rows.length}` : '';
    io.stdout(`${[...lines, `${shown}${more}`].join('\n')}\n`);
    if (page.errorCount > 0) io.stderr(`${counted(page.errorCount, `${type} document does not`, `${type} documents do not`)} parse; 'specmgr check' shows why\n`);
    return EXIT.ok;
  },
};
