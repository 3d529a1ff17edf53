/**
 * The argument descriptions of every Repository and `repo.adr` method
 * (operations.md §3–§6), checked by `checkArguments` before the operation
 * runs. The type, target and id rules call the existing checks, so their
 * codes, messages and order (type, then target, then the rest) stay those
 * of operations.md §2.2.
 *
 * @packageDocumentation
 */

import {
  anything,
  arg,
  arrayOf,
  boolean,
  integer,
  custom,
  isPlainObject,
  oneOf,
  options,
  optional,
  text,
  type ArgumentSpec,
  type Rule,
} from '../../errors/index.js';
import { checkId, checkTarget } from './targets.js';
import { requireOperationType, type AnyDocumentType, type TypeScope, type TypeSource } from './types.js';

/**
 * A rule that runs on absent values too (`undefined`, `null`): the type,
 * target and id rules, whose own checks word the error.
 *
 * @param expects - the words of the rule
 * @param check - the check; it throws its own UsageError
 * @returns the rule
 * @example
 * ```ts
 * const id = always('a feat id', (v) => checkId('feat', v) !== '');
 * ```
 */
export function always(expects: string, check: (value: unknown, args: readonly unknown[]) => boolean): Rule {
  return Object.freeze({ expects, optional: false, always: true, check });
}

const typeRule = (types: TypeSource, scope: TypeScope): Rule =>
  always('a document type code', (value) => requireOperationType(types, value, scope) !== undefined);

// The id shape is the type's (its record's idPattern): the type is the first argument, already checked.
const recordFor = (types: TypeSource, value: unknown): AnyDocumentType | string => types.find(String(value)) ?? String(value);

const targetRule = (types: TypeSource): Rule =>
  always('{ id }, { ref } or a string id', (value, args) => checkTarget(recordFor(types, args[0]), value) !== undefined);

const idRule = (type: string | null, types?: TypeSource): Rule =>
  always('an id', (value, args) => checkId(type ?? (types === undefined ? String(args[0]) : recordFor(types, args[0])), value) !== '');

// checkLanguage words its own errors (invalid-language), after the type, target and argument checks.
const language = anything;
const ifMatch = text;

/**
 * A language registry from `createLanguageRegistry` (or `packagedLanguages`).
 *
 * @example
 * ```ts
 * registryRule.check(packagedLanguages, []); // true
 * ```
 */
export const registryRule: Rule = custom('a language registry (createLanguageRegistry())', (value) => {
  const tables = (value as { tables?: unknown }).tables;
  return typeof value === 'object' && tables instanceof Map;
});

/**
 * The parse modes.
 *
 * @example
 * ```ts
 * modeRule.check('lenient', []); // true
 * ```
 */
export const modeRule: Rule = oneOf(['strict', 'lenient']);

const frontmatterValue = (value: unknown): boolean =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

const adrFrontmatter = custom('a plain object whose values are strings, finite numbers, booleans or null', (value) => {
  if (!isPlainObject(value)) return false;
  return Object.values(value).every(frontmatterValue);
});

// A structured type's (adr's) content is checked by create itself, with its own message (operations.md §4.9).
const createContent = (types: TypeSource): Rule =>
  custom('a string', (value, args) => types.find(String(args[0]))?.editing === 'structured' || typeof value === 'string');

const classification = always('a string or null', (value) => value === null || typeof value === 'string');

const pageOptions = options({ maxResults: integer, offset: integer });

// The section edits: the path is checked against the type's outline by the operation itself.
const sectionOptions = options({ ifMatch, language, dryRun: boolean });

/**
 * The argument descriptions of every Repository method, by name. Shared by
 * the repository's wrapper and the tests that call every method with wrong
 * values.
 *
 * @param types - where the repository finds document types
 * @returns one description per method
 * @example
 * ```ts
 * const specs = repositorySignatures(registryTypes);
 * specs.update.map((spec) => spec.name); // ['type', 'target', 'content', 'options']
 * ```
 */
export function repositorySignatures(types: TypeSource): Readonly<Record<string, readonly ArgumentSpec[]>> {
  const all = arg('type', typeRule(types, 'all'));
  const wholeBody = arg('type', typeRule(types, 'whole-body'));
  const target = arg('target', targetRule(types));
  return Object.freeze({
    list: [all, arg('options', options({ maxResults: integer, offset: integer, glob: text, language }))],
    get: [
      all,
      target,
      arg('options', options({ raw: boolean, offset: integer, limit: integer, numbered: boolean, language, allowBroken: boolean, source: boolean })),
    ],
    getTemplate: [wholeBody],
    getExample: [wholeBody],
    create: [
      all,
      arg('content', createContent(types)),
      arg('options', options({ id: text, language, canonical: custom('{ id }, { ref } or a string id', (v) => typeof v === 'string' || isPlainObject(v)) })),
    ],
    update: [
      wholeBody,
      target,
      arg('content', text),
      arg(
        'options',
        options({ offset: integer, limit: integer, ifMatch, dryRun: boolean, expect: text, allowBroken: boolean, language }),
      ),
    ],
    edit: [
      wholeBody,
      target,
      arg('oldString', text),
      arg('newString', text),
      arg('options', options({ replaceAll: boolean, ifMatch, allowBroken: boolean, language })),
    ],
    setStatus: [all, target, arg('status', text), arg('options', options({ supersededBy: text, ifMatch, allowBroken: boolean, language }))],
    setClassification: [wholeBody, target, arg('classification', classification), arg('options', options({ ifMatch, allowBroken: boolean }))],
    delete: [wholeBody, target, arg('options', options({ ifMatch }))],
    // renameFeat and the repo.adr operations belong to one built-in type each, so they name it.
    renameFeat: [arg('id', idRule('feat')), arg('newId', idRule('feat')), arg('options', options({ ifMatch }))],
    validate: [all, arg('content', text), arg('options', options({ full: boolean, mode: modeRule, language, languages: registryRule }))],
    parseFile: [wholeBody, arg('path', text)],
    formatFile: [arg('path', text)],
    listReferences: [all, arg('id', idRule(null, types)), arg('options', pageOptions)],
    listIncomingReferences: [all, arg('id', idRule(null, types)), arg('options', pageOptions)],
    checkLinks: [],
    translationStatus: [all, target],
    warm: [arg('types', optional(arrayOf(text, 'an array of type codes')))],
    collection: [all],
    replaceSection: [all, target, arg('path', text), arg('value', anything), arg('options', sectionOptions)],
    removeSection: [all, target, arg('path', text), arg('options', sectionOptions)],
    appendElement: [all, target, arg('path', text), arg('element', anything), arg('options', options({ ifMatch, language, dryRun: boolean, at: oneOf(['start', 'end']) }))],
    removeElement: [all, target, arg('path', text), arg('options', sectionOptions)],
  });
}

/**
 * The argument descriptions of the `repo.adr` methods, by name.
 *
 * @example
 * ```ts
 * adrSignatures.createOption.map((spec) => spec.name); // ['id', 'partialTitle', 'value', 'options']
 * ```
 */
export const adrSignatures: Readonly<Record<string, readonly ArgumentSpec[]>> = Object.freeze({
  updateFrontmatter: [arg('id', idRule('adr')), arg('frontmatter', adrFrontmatter), arg('options', options({ ifMatch }))],
  updateSection: [arg('id', idRule('adr')), arg('key', text), arg('value', text), arg('options', options({ ifMatch }))],
  listOptions: [arg('id', idRule('adr'))],
  createOption: [arg('id', idRule('adr')), arg('partialTitle', text), arg('value', text), arg('options', options({ ifMatch }))],
  readOption: [arg('id', idRule('adr')), arg('fullTitle', text)],
  updateOption: [arg('id', idRule('adr')), arg('fullTitle', text), arg('value', text), arg('options', options({ ifMatch }))],
  deleteOption: [arg('id', idRule('adr')), arg('fullTitle', text), arg('options', options({ ifMatch }))],
  validate: [arg('id', idRule('adr'))],
});
