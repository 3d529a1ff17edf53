/**
 * `specmgr get <type> <id|ref>`: one document, as stored or as lines.
 *
 * @packageDocumentation
 */

import type { GetOptions } from '../../index.js';
import { EXIT, type CommandSpec } from '../command.js';
import { openRoot } from '../open.js';
import { expectArguments, integerOption, messagesOf, modeOf, repositoryOptions, repositoryOptionsHelp, stringOption } from '../options.js';
import { printJson, shownPath, withNewline } from '../output.js';
import { diagnosticLines } from './diagnostics-text.js';
import { targetOf } from './target.js';

const USAGE = `usage: specmgr get <type> <id|ref> [options]

Print one document: the whole file as stored, or with --raw its body. A
document is named by its id (a UUID; a feature's folder name) or its ref
(the file name without .md). A document that does not parse prints its
problems on stderr and exits with 1.

options:
  --raw            the body only (the text below the frontmatter)
  --numbered       the body lines numbered ("12: text"), the numbers that
                   update and edit ranges use (implies --raw)
  --offset N       start at body line N, 1-based (implies --raw)
  --limit N        at most N body lines (implies --raw)
  --language L     the variant in language L (e.g. de)
${repositoryOptionsHelp}

With --json the result object is printed (kind document, raw or
parse-failure).`;

/**
 * `specmgr get <type> <id|ref> [--raw --numbered --offset N --limit N --language L] [--json]`.
 * Decision: a line window (--numbered, --offset, --limit) only exists on
 * the body text, so those options imply --raw; --raw also shows a broken
 * document's text (with its problems on stderr and exit code 1).
 *
 * @example
 * ```ts
 * await getCommand.run({ values: { raw: true }, positionals: ['tsk', listId] }, io);
 * ```
 */
export const getCommand: CommandSpec = {
  name: 'get',
  summary: 'print one document (whole file, body, or numbered lines)',
  usage: USAGE,
  options: {
    ...repositoryOptions,
    raw: { type: 'boolean' },
    numbered: { type: 'boolean' },
    offset: { type: 'string' },
    limit: { type: 'string' },
    language: { type: 'string' },
  },
  run: async ({ values, positionals }, io) => {
    const [type, key] = expectArguments('get', positionals, ['type', 'id|ref']) as [string, string];
    const offset = integerOption(values, 'offset', 1);
    const limit = integerOption(values, 'limit', 1);
    const language = stringOption(values, 'language');
    const numbered = values.numbered === true;
    const raw = values.raw === true || numbered || offset !== undefined || limit !== undefined;
    const { repo, root } = openRoot(stringOption(values, 'root') ?? '.', io, modeOf(values), messagesOf(values));
    const options: GetOptions = {
      ...(language === undefined ? {} : { language }),
      ...(raw ? { raw: true, allowBroken: !values.json, numbered, ...(offset === undefined ? {} : { offset }), ...(limit === undefined ? {} : { limit }) } : {}),
      ...(raw || values.json === true ? {} : { source: true }),
    };
    const result = await repo.get(type, targetOf(type, key), options);
    if (values.json === true) {
      printJson(io, result);
      return result.kind === 'parse-failure' ? EXIT.problems : EXIT.ok;
    }
    const failure = result.kind === 'parse-failure' ? result : result.kind === 'raw' ? result.parseFailure : undefined;
    if (result.kind === 'raw') io.stdout(withNewline(result.text));
    if (result.kind === 'document') io.stdout(withNewline(result.text ?? ''));
    const shown = shownPath(io, result.path, root);
    if (failure !== undefined) {
      io.stderr(`${shown} does not parse:\n${diagnosticLines(shown, failure.diagnostics, messagesOf(values))}`);
      return EXIT.problems;
    }
    if (result.kind === 'document') io.stderr(diagnosticLines(shown, result.diagnostics, messagesOf(values)));
    return EXIT.ok;
  },
};
