/**
 * `specmgr trace`: trace matrices, suspect links and their confirmation
 * (issue 14).
 *
 * @packageDocumentation
 */

import { formatTraceMatrix, type TraceMatrixFormat } from '../../index.js';
import { ArgumentError } from '../argument-error.js';
import { EXIT, type CommandSpec } from '../command.js';
import { openRoot } from '../open.js';
import { expectArguments, messagesOf, modeOf, repositoryOptions, repositoryOptionsHelp, stringOption, typeNames } from '../options.js';
import { counted, printJson, shownPath } from '../output.js';

const USAGE = `usage: specmgr trace <from> <to> [--format csv|md|json|html] [options]
       specmgr trace --suspect [options]
       specmgr trace --confirm [<type> <id>] [options]

Traceability over the typed references of the documents (${typeNames()}).

  specmgr trace req vcr      the trace matrix from one type to another: one line
                             per link, with each document's coverage (by the
                             coverage rules) and each link's state (confirmed,
                             suspect, unconfirmed); printed on stdout
  --suspect                  the links whose target changed since they were
                             confirmed; exits with 1 when there is one
  --confirm                  confirm every link of the tree (the first
                             confirmation), or with <type> <id> the links of one
                             document; kept in <docsDir>/.trace.json

options:
  --format F       the matrix as csv, md (default), json, or html (one page,
                   readable without a server)
${repositoryOptionsHelp}`;

const FORMATS: readonly TraceMatrixFormat[] = ['csv', 'md', 'json', 'html'];

function formatOf(values: Record<string, unknown>): TraceMatrixFormat {
  const format = stringOption(values, 'format') ?? (values.json === true ? 'json' : 'md');
  if (!(FORMATS as readonly string[]).includes(format)) throw new ArgumentError(`--format takes csv, md, json or html, got ${JSON.stringify(format)}`);
  return format as TraceMatrixFormat;
}

/**
 * `specmgr trace <from> <to> [--format F]`, `specmgr trace --suspect`,
 * `specmgr trace --confirm [<type> <id>]`.
 *
 * @example
 * ```ts
 * await traceCommand.run({ values: { format: 'csv' }, positionals: ['req', 'vcr'] }, io);
 * ```
 */
export const traceCommand: CommandSpec = {
  name: 'trace',
  summary: 'trace matrices, suspect links and their confirmation',
  usage: USAGE,
  options: { ...repositoryOptions, format: { type: 'string' }, suspect: { type: 'boolean' }, confirm: { type: 'boolean' } },
  run: async ({ values, positionals }, io) => {
    if (values.suspect === true && values.confirm === true) throw new ArgumentError('--suspect and --confirm do not go together; run one, then the other');
    if ((values.suspect === true || values.confirm === true) && values.format !== undefined) throw new ArgumentError('--format is for a matrix (specmgr trace <from> <to>)');
    const matrixArguments = values.suspect === true || values.confirm === true ? null : { types: expectArguments('trace', positionals, ['from', 'to']), format: formatOf(values) };
    const { repo } = openRoot(stringOption(values, 'root') ?? '.', io, modeOf(values), messagesOf(values));
    if (values.suspect === true) {
      expectArguments('trace --suspect', positionals, []);
      const result = await repo.suspectLinks();
      if (values.json === true) printJson(io, result);
      else {
        // Paths as the user types them, in the message too.
        const lines = result.links.map((link) => {
          const shown = shownPath(io, link.from.path);
          return `${shown}:${link.line}: ${link.message.replaceAll(link.from.path, shown)}`;
        });
        const hint = result.links.length > 0 ? "; after review, confirm a document's links with 'specmgr trace --confirm <type> <id>'" : '';
        const tail = `${counted(result.links.length, 'suspect link')}, ${result.confirmed} confirmed, ${result.unconfirmed} never confirmed${hint}`;
        io.stdout(`${[...lines, tail].join('\n')}\n`);
      }
      if (result.state.status === 'corrupt') io.stderr(`${result.state.message ?? ''}\n`);
      return result.links.length > 0 ? EXIT.problems : EXIT.ok;
    }
    if (values.confirm === true) {
      const source = positionals.length === 0 ? undefined : expectArguments('trace --confirm', positionals, ['type', 'id']);
      const result = source === undefined ? await repo.confirmLinks() : await repo.confirmLinks({ type: source[0] ?? '', id: source[1] ?? '' });
      if (values.json === true) printJson(io, result);
      else if (result.written) io.stdout(`${counted(result.confirmed, 'link')} confirmed in ${shownPath(io, result.state.path)}\n`);
      if (!result.written) io.stderr(`${result.message ?? ''}\n`);
      return result.written ? EXIT.ok : EXIT.problems;
    }
    const [from = '', to = ''] = matrixArguments?.types ?? [];
    const matrix = await repo.traceMatrix({ from, to });
    io.stdout(formatTraceMatrix(matrix, matrixArguments?.format ?? 'md'));
    if (matrix.state.status === 'corrupt') io.stderr(`${matrix.state.message ?? ''}\n`);
    return EXIT.ok;
  },
};
