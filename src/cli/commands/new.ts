/**
 * `specmgr new <type> --title …`: a document from its type's template,
 * written through the repository's `create`.
 *
 * @packageDocumentation
 */

import { documentTypes, formatDiagnostic, parse, serialize, type CreateResult, type Repository, type ValidateResult } from '../../index.js';
import { ArgumentError } from '../argument-error.js';
import { EXIT, type CommandSpec } from '../command.js';
import { openRoot } from '../open.js';
import { expectArguments, messagesOf, modeOf, repositoryOptions, repositoryOptionsHelp, stringOption, typeNames } from '../options.js';
import { printJson, shownPath } from '../output.js';
import { targetOf } from './target.js';

const USAGE = `usage: specmgr new <type> --title "..." [options]

Create a document of a type (${typeNames()}) from the type's template:
the template's sections with their guidance text, the given title, the
type's default status, and the template's dates set to now. Prints the new
file (relative to the current directory) and the new id.

options:
  --title T        the document title (required)
  --status S       the status to start in (default: the type's default status)
  --language L     create the variant in language L of an existing document (needs --of)
  --of ID|REF      the English document the variant translates
${repositoryOptionsHelp}

With --json the create result is printed (kind, type, id, ref, path, etag,
frontmatter). A document that would not validate is not written; its
problems are printed and the exit code is 1.`;

// The template's placeholder instants and dates, taken to mean "when it is created".
const TEMPLATE_INSTANT = '2026-01-01T00:00:00.000Z';
const TEMPLATE_DATE = '2026-01-01';

function dated<T>(value: T, instant: string): T {
  if (typeof value === 'string') return value.replaceAll(TEMPLATE_INSTANT, instant).replaceAll(TEMPLATE_DATE, instant.slice(0, 10)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => dated(item, instant)) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dated(item, instant)])) as T;
  return value;
}

type Variant = { language?: string; canonical?: ReturnType<typeof targetOf> };

async function createFromTemplate(repo: Repository, tag: keyof typeof documentTypes, title: string, status: string | undefined, variant: Variant): Promise<CreateResult | ValidateResult> {
  const record = documentTypes[tag];
  const template = parse(tag, record.template);
  if (!template.ok) throw new Error(`the packaged ${tag} template does not parse: ${template.error}`);
  const instant = repo.clock.now().toISOString();
  const body = { ...dated(template.document.body as Record<string, unknown>, instant), title };
  if (tag === 'adr') {
    return repo.create('adr', { frontmatter: { status: status ?? record.frontmatter.statuses.default, date: instant.slice(0, 10) }, body }, variant);
  }
  const text = serialize(tag, { frontmatter: template.document.frontmatter, body } as never, variant.language === undefined ? {} : { language: variant.language });
  const bodyText = text.replace(/^---\n[\s\S]*?\n---\n/, '').trimStart();
  const created = await repo.create(tag, bodyText, variant);
  if (created.kind !== 'created' || status === undefined || status === record.frontmatter.statuses.default) return created;
  const moved = await repo.setStatus(tag, { id: created.id }, status, variant.language === undefined ? {} : { language: variant.language });
  return moved.kind === 'updated' ? { ...created, etag: moved.etag, frontmatter: moved.frontmatter } : created;
}

/**
 * `specmgr new <type> --title T [--status S] [--language L --of ID|REF] [--json]`.
 * Decisions: the template's example dates become the creation time; a
 * `--status` other than the default is set right after the create (the
 * status is checked against the type's statuses first, so a wrong one
 * writes nothing); `--language` creates a variant of the `--of` document,
 * with the template's headings in that language.
 *
 * @example
 * ```ts
 * await newCommand.run({ values: { title: 'Export to CSV' }, positionals: ['req'] }, io);
 * ```
 */
export const newCommand: CommandSpec = {
  name: 'new',
  summary: "create a document from its type's template",
  usage: USAGE,
  options: { ...repositoryOptions, title: { type: 'string' }, status: { type: 'string' }, language: { type: 'string' }, of: { type: 'string' } },
  run: async ({ values, positionals }, io) => {
    const [type] = expectArguments('new', positionals, ['type']) as [string];
    if (!Object.hasOwn(documentTypes, type)) throw new ArgumentError(`unknown document type ${JSON.stringify(type)}; use one of ${typeNames()}`);
    const tag = type as keyof typeof documentTypes;
    const title = stringOption(values, 'title');
    if (title === undefined || title.trim() === '') throw new ArgumentError(`${title === undefined ? 'missing' : 'empty'} --title; usage: specmgr new ${type} --title "..."`);
    const status = stringOption(values, 'status');
    const statuses = documentTypes[tag].frontmatter.statuses.values as readonly string[];
    if (status !== undefined && !statuses.includes(status)) throw new ArgumentError(`--status of a ${type} takes one of ${statuses.join(', ')}, got ${JSON.stringify(status)}`);
    const language = stringOption(values, 'language');
    const of = stringOption(values, 'of');
    if ((language === undefined || language === 'en') !== (of === undefined)) {
      throw new ArgumentError(of === undefined ? `--language ${language} creates a variant and needs --of <id|ref>, the English document it translates` : '--of needs --language <code>, the language of the variant');
    }
    const variant: Variant = of === undefined || language === undefined ? {} : { language, canonical: targetOf(type, of) };
    const { repo, root } = openRoot(stringOption(values, 'root') ?? '.', io, modeOf(values), messagesOf(values));
    const result = await createFromTemplate(repo, tag, title, status, variant);
    if (values.json === true) printJson(io, result);
    if (result.kind !== 'created') {
      const lines = result.diagnostics.map((d) => `  ${formatDiagnostic(d, { messages: messagesOf(values) })}\n`).join('');
      if (values.json !== true) io.stderr(`specmgr new: the ${type} was not created; its text would not validate:\n${lines}`);
      return EXIT.problems;
    }
    if (values.json !== true) io.stdout(`Created ${type} ${result.id}: ${shownPath(io, result.path, root)}\n`);
    return EXIT.ok;
  },
};
