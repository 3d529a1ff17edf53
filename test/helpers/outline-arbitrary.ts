/**
 * Model arbitraries derived from a type's outline: one generator walks the
 * `SectionDef`/`FieldDef` tree of `type.root` (sections and their
 * cardinalities, heading templates with their captures, value rules,
 * vocabularies, lists, task items, updates, qa pairs, derived values) and
 * yields body models that serialize and parse back to themselves. The
 * frontmatter comes from the type's frontmatter rules (kind, statuses).
 *
 * What an outline does not carry as data — a cross-field rule a type checks
 * in code — is the small override table at the end ({@link modelOverrides}).
 */
import fc from 'fast-check';
import { documentTypes, type BodyOf, type DocumentTag } from '../../src/domains/registry.js';
import type { QaPair } from '../../src/format/outline/fields.js';
import type { Capture, FieldDef, ListDef, SectionDef, ValueRule } from '../../src/format/outline/types.js';
import { commentText, freeText, inlineLine, paragraphText, timestamp, updateEntries, uuid } from './arbitraries.js';

/**
 * A document model of one type: frontmatter and body, as `parse` returns it
 * (formats.md §4.8).
 *
 * @example
 * ```ts
 * const m: DocumentModel<'tsk'> = { frontmatter: { type: 'tsk' }, body };
 * ```
 */
export interface DocumentModel<T extends DocumentTag> {
  /** The frontmatter mapping. */
  frontmatter: Record<string, unknown>;
  /** The body model. */
  body: BodyOf<T>;
}

type Model = Record<string, unknown>;

/** How the walk fills what the outline leaves open. */
export interface WalkOptions {
  /** Whether a mandatory free-form section may be blank (it may, except where a type's own reader says otherwise). */
  blankMandatory: boolean;
  /** The smallest number a numbered heading (`Step {n}`) takes. */
  firstNumber: number;
}

const DEFAULT_WALK: WalkOptions = { blankMandatory: true, firstNumber: 0 };
type Arb = fc.Arbitrary<unknown>;

// Repeated things get a few elements: enough for order, uniqueness and
// boundary checks between neighbours, few enough for 500 whole documents.
const EXTRA_ELEMENTS = 3;
const DEFAULT_MAX_ITEMS = 4;
// A free-form section may be present and blank (`## Notes` with nothing below).
const freeContent: fc.Arbitrary<string> = fc.oneof({ weight: 5, arbitrary: freeText }, { weight: 1, arbitrary: fc.constant('') });
const fencedCode = fc.array(inlineLine, { minLength: 1, maxLength: 2 }).map((lines) => `\`\`\`text\n${lines.join('\n')}\n\`\`\``);

// A placeholder for "any text here" while the rest of a value rule is generated from its pattern.
const HOLE = '\u0001';
// The checkbox at the start of a checklist rule's source.
const BOX = /^\^\\\[\( \|x\|X\)\\\]\\s\*/;

/**
 * Texts that satisfy a value rule. A vocabulary is its words; a pattern is
 * generated from its own source, with every `.+` filled by Markdown inline
 * text (so the value reads back as written) and `\s` by a space (or a soft
 * line break where the text may span lines). A pattern not anchored at its
 * end is a prefix: inline text follows it.
 *
 * @param rule - the value rule
 * @param multiLine - whether the value may span physical lines
 * @returns the arbitrary of valid texts
 * @example
 * ```ts
 * fc.sample(ruleText(vocabulary(['full', 'none']), false), 1); // ['none']
 * ```
 */
export function ruleText(rule: ValueRule, multiLine: boolean): fc.Arbitrary<string> {
  if (rule.kind === 'vocabulary' && rule.words) return fc.constantFrom(...rule.words);
  return patternText(rulePattern(rule), multiLine);
}

// A pattern rule is a zod string with one regex check; its pattern is the rule's data.
function rulePattern(rule: ValueRule): RegExp {
  const checks = (rule.schema.def as { checks?: { _zod: { def: { pattern?: unknown } } }[] }).checks ?? [];
  const found = checks.map((check) => check._zod.def.pattern).find((p): p is RegExp => p instanceof RegExp);
  if (!found) throw new TypeError(`value rule '${rule.display}' has no pattern to generate from`);
  return found;
}

function patternText(regex: RegExp, multiLine: boolean, filler?: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const spansLines = multiLine && regex.flags.includes('s');
  let source = regex.source
    .replace(/\(\?:\.\+\)|\.\+/g, HOLE)
    .replace(/\\s\+/g, spansLines ? '[ \\n]' : ' ')
    .replace(/\\s\*/g, ' ?')
    .replace(/\\s/g, ' ');
  const prefixOnly = !source.endsWith('$');
  if (prefixOnly) source = `${source}${HOLE}$`;
  const fill = filler ?? (spansLines || (prefixOnly && multiLine) ? fc.oneof(inlineLine, paragraphText) : inlineLine);
  return fc.stringMatching(new RegExp(source)).chain((skeleton) => {
    const holes = skeleton.split(HOLE).length - 1;
    if (holes === 0) return fc.constant(skeleton);
    return fc.array(fill, { minLength: holes, maxLength: holes }).map((texts) => {
      let index = 0;
      return skeleton.replace(new RegExp(HOLE, 'g'), () => texts[index++] ?? '');
    });
  });
}

/**
 * The value of one heading placeholder: inline text for `(.+)`, otherwise a
 * text or integer that the placeholder's group matches and that renders back
 * the same (`{nnn}` and a fixed-width group such as `(\d{3})` render zero-padded).
 */
function captureValue(name: string, capture: Capture, options: WalkOptions): Arb {
  const group = new RegExp(`^${capture.group}$`, 'u');
  if (!capture.integer) return capture.group === '(.+)' ? inlineLine : fc.stringMatching(new RegExp(`^${capture.group}$`));
  const width = name === 'nnn' ? 3 : Number(/^\(\\d\{(\d+)\}\)$/.exec(capture.group)?.[1] ?? 0);
  const render = (n: number) => String(n).padStart(width, '0');
  // Small numbers: the groups in use are `\d+`, `\d{3}` and `[1-5]`.
  return fc.integer({ min: options.firstNumber, max: 999 }).filter((n) => group.test(render(n)));
}

function captures(section: SectionDef, options: WalkOptions): Record<string, Arb> {
  const rule = section.heading;
  if (rule.kind !== 'template') return {};
  return Object.fromEntries(Object.entries(rule.captures).map(([name, capture]) => [capture.property, captureValue(name, capture, options)]));
}

function integerProperties(section: SectionDef): string[] {
  const rule = section.heading;
  if (rule.kind !== 'template') return [];
  return Object.values(rule.captures)
    .filter((capture) => capture.integer)
    .map((capture) => capture.property);
}

function listValue(def: ListDef): Arb {
  const max = def.max ?? Math.max(def.min, DEFAULT_MAX_ITEMS);
  let text: fc.Arbitrary<string>;
  if (def.value && def.item === 'task') {
    // A checklist rule may state the box as the reference does (`^\[( |x|X)\]\s*…`); the model's text is what follows it.
    const pattern = rulePattern(def.value);
    text = patternText(new RegExp(pattern.source.replace(BOX, '^'), pattern.flags), false);
  } else if (def.value) {
    text = ruleText(def.value, !def.singleLine);
  } else {
    text = def.singleLine ? inlineLine : fc.oneof({ weight: 3, arbitrary: inlineLine }, { weight: 1, arbitrary: paragraphText });
  }
  const item: Arb =
    def.item === 'task'
      ? fc.record({ checked: fc.boolean(), text, content: paragraphText }, { requiredKeys: ['checked', 'text'] })
      : fc.record({ text, notes: fc.array(paragraphText, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['text'] });
  // An empty list is no list at all, which reads back as unordered.
  return fc
    .record({ ordered: fc.boolean(), items: fc.array(item, { minLength: def.min, maxLength: max }) })
    .map((list) => (list.items.length === 0 ? { ordered: false, items: [] } : list));
}

/**
 * Make generated question/answer pairs read back as the same pairs
 * (formats.md §6.5 boundaries): only a comment or a question starts a pair.
 *
 * @param pairs - generated pairs
 * @returns the pairs without empty ones, with a question or comment added where a reader would merge two pairs
 * @example
 * ```ts
 * canonicalPairs([{ comment: '<!-- a -->' }, { answer: 'x' }]); // the second pair gets a question
 * ```
 */
export function canonicalPairs(pairs: QaPair[], question: string): QaPair[] {
  const out = pairs.filter((pair) => Object.keys(pair).length > 0).map((pair) => ({ ...pair }));
  out.forEach((pair, index) => {
    const previous = out[index - 1];
    // A lone comment absorbs a following comment-less pair.
    if (index > 0 && pair.comment === undefined && pair.question === undefined) pair.question = question;
    if (previous && previous.question === undefined && previous.answer === undefined && pair.comment === undefined) pair.comment = '<!-- next -->';
  });
  return out;
}

function qaPairsValue(def: Extract<FieldDef, { kind: 'qaPairs' }>): Arb {
  const question = def.question ? ruleText(def.question, true) : paragraphText;
  const pair = fc.record({ comment: commentText, question, answer: freeText }, { requiredKeys: [] });
  return fc.tuple(fc.array(pair, { maxLength: 3 }), question).map(([pairs, filler]) => canonicalPairs(pairs, filler));
}

// The walk follows the outline, whose depth is fixed by the type (at most six
// heading levels), never by generated input.
function fieldValue(def: FieldDef, options: WalkOptions): Arb {
  switch (def.kind) {
    case 'section':
      return def.repeated ? elements(def, options) : sectionValue(def, options);
    case 'paragraph':
      return def.value ? ruleText(def.value, true) : paragraphText;
    case 'paragraphs':
      return fc.array(paragraphText, { minLength: 1, maxLength: 2 });
    case 'list':
      return listValue(def);
    case 'comment':
      return commentText;
    case 'blockQuote':
      return paragraphText;
    case 'code':
      return fencedCode;
    case 'opaque':
      return freeText;
    case 'qaPairs':
      return qaPairsValue(def);
  }
}

function elements(def: SectionDef, options: WalkOptions): Arb {
  const min = def.repeated?.min ?? 1;
  // Update entries: newest first with non-blank content (formats.md §5.1).
  if (def.heading.kind === 'entry') {
    return min === 0 ? fc.oneof(fc.constant([]), updateEntries) : updateEntries;
  }
  const one = sectionValue(def, options);
  const numbers = integerProperties(def);
  const size = { minLength: min, maxLength: min + EXTRA_ELEMENTS };
  // Numbered elements (steps, options, criteria, phases) never repeat a number.
  if (numbers.length === 0) return fc.array(one, size);
  return fc.uniqueArray(one, { ...size, selector: (element) => numbers.map((property) => (element as Model)[property]).join(',') });
}

function objectValue(fields: readonly FieldDef[], heading: Record<string, Arb>, options: WalkOptions): fc.Arbitrary<Model> {
  const shape: Record<string, Arb> = { ...heading };
  const required = Object.keys(heading);
  for (const def of fields) {
    // A lenient-only field is a legacy form: strict documents never hold it.
    if (def.lenientOnly) continue;
    shape[def.name] = fieldValue(def, options);
    if (!def.optional) required.push(def.name);
  }
  return fc.record(shape, { requiredKeys: required }) as fc.Arbitrary<Model>;
}

function sectionValue(def: SectionDef, options: WalkOptions): Arb {
  const heading = captures(def, options);
  const body = def.body;
  switch (body.kind) {
    case 'free': {
      if (def.heading.kind === 'entry') return updateEntries.map((entries) => entries[0]);
      const content = def.optional || def.repeated || options.blankMandatory ? freeContent : freeText;
      return Object.keys(heading).length === 0 ? content : objectValue([], { ...heading, content }, options);
    }
    case 'object': {
      const value = objectValue(body.fields, heading, options);
      // A derived value (rsk `level`) is part of the model read back.
      return def.derive ? value.map((v) => ({ ...v, ...def.derive?.(v) })) : value;
    }
    case 'value': {
      const inner = fieldValue(body.field, options);
      return body.comment ? fc.record({ comment: commentText, value: inner }, { requiredKeys: ['value'] }) : inner;
    }
    case 'array':
      return elements(body.element, options);
  }
}

/**
 * Body models of an outline's H1 section.
 *
 * @param root - the type's `root`
 * @param options - what the walk fills where the outline leaves it open
 * @returns the arbitrary of body models
 * @example
 * ```ts
 * fc.sample(bodyModels(documentTypes.tsk.root), 1)[0].tasks.items.length >= 1; // true
 * ```
 */
export function bodyModels(root: SectionDef, options: WalkOptions = DEFAULT_WALK): fc.Arbitrary<Model> {
  return sectionValue(root, options) as fc.Arbitrary<Model>;
}

/**
 * Canonical frontmatter models of a type, from its frontmatter rules: every
 * allowed status (and the status pattern, its free part an id), canonical
 * timestamps and ids.
 *
 * @param tag - the type
 * @returns the arbitrary of frontmatter mappings
 * @example
 * ```ts
 * fc.sample(frontmatterModels('rsk'), 1)[0].status; // e.g. 'mitigating'
 * ```
 */
export function frontmatterModels(tag: DocumentTag): fc.Arbitrary<Model> {
  const rules = documentTypes[tag].frontmatter;
  const words = fc.constantFrom(...rules.statuses.values);
  const status = rules.statuses.pattern ? fc.oneof(words, patternText(rules.statuses.pattern, false, uuid)) : words;
  if (rules.kind === 'adr') {
    return fc.record({
      status,
      date: fc.option(fc.constantFrom('2026-02-11', '2025-12-31'), { nil: null }),
      'decision-makers': fc.option(inlineLine, { nil: null }),
      consulted: fc.option(inlineLine, { nil: null }),
      informed: fc.option(inlineLine, { nil: null }),
      id: fc.option(uuid, { nil: null }),
      version: fc.constant('1.0.0'),
    });
  }
  return fc.record({
    classification: fc.constantFrom(null, 'internal', 'public'),
    created: timestamp,
    id: modelOverrides[tag]?.id ?? uuid,
    status,
    type: fc.constant(tag),
    updated: timestamp,
    version: fc.constant('1.0.0'),
  });
}

/** What one type's models need beyond its outline. */
interface ModelOverride {
  /** The frontmatter `id`, when it is not a UUID. */
  id?: fc.Arbitrary<string>;
  /** Walk options other than the defaults. */
  walk?: WalkOptions;
  /** Adjust generated bodies to a rule the type checks in code. */
  body?: (bodies: fc.Arbitrary<Model>) => fc.Arbitrary<Model>;
}

// uc checks in code that extension refs and sub-variation numbers name
// existing main-scenario steps, each once (domains/uc/cross-checks.ts).
function ucStepReferences(bodies: fc.Arbitrary<Model>): fc.Arbitrary<Model> {
  return bodies.chain((body) => {
    const steps = ((body['mainSuccessScenario'] as { items: unknown[] }).items ?? []).length;
    const extensions = body['extensions'] as { entries: Model[] } | undefined;
    const variations = ((body['subVariations'] as Model[] | undefined) ?? []).slice(0, steps);
    const entries = extensions?.entries ?? [];
    const ref = fc.tuple(fc.integer({ min: 1, max: steps }), fc.constantFrom('', 'a', 'b', 'c')).map(([n, letter]) => `${n}${letter}`);
    return fc
      .tuple(
        fc.uniqueArray(ref, { minLength: entries.length, maxLength: entries.length }),
        fc.uniqueArray(fc.integer({ min: 1, max: steps }), { minLength: variations.length, maxLength: variations.length }),
      )
      .map(([refs, numbers]) => {
        const out: Model = { ...body };
        if (extensions) out['extensions'] = { ...extensions, entries: entries.map((entry, i) => ({ ...entry, ref: refs[i] })) };
        if (body['subVariations'] !== undefined) out['subVariations'] = variations.map((v, i) => ({ ...v, number: numbers[i] }));
        return out;
      });
  });
}

/**
 * The per-type knowledge the outlines do not carry as data:
 * - feat: the frontmatter id is the folder name `feat-<n>-<slug>`;
 * - uc: step references name existing steps, once (a check in code);
 * - sysrs: at least one Requirements list (a check in code);
 * - adr: the flat ADR model is a projection of its outline's nested one,
 *   and its reader rejects a blank mandatory section and option number 0.
 *
 * @example
 * ```ts
 * modelOverrides.feat?.id; // the feat id arbitrary
 * ```
 */
export const modelOverrides: Partial<Record<DocumentTag, ModelOverride>> = {
  feat: {
    id: fc.tuple(fc.nat({ max: 999 }), fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).map(([n, slug]) => `feat-${n}-${slug}`),
  },
  uc: { body: ucStepReferences },
  sysrs: {
    body: (bodies) => bodies.filter((body) => Object.keys(body['requirements'] as Model).length > 0),
  },
  adr: {
    walk: { blankMandatory: false, firstNumber: 1 },
    body: (bodies) =>
      bodies.map((body) => {
        const { decisionOutcome, ...rest } = body as Model & { decisionOutcome: Model };
        const { text, ...outcome } = decisionOutcome;
        return { ...rest, decisionOutcome: text, ...outcome };
      }),
  },
};

/**
 * Whole document models of a type, derived from its outline and frontmatter rules.
 *
 * @param tag - the type
 * @returns the arbitrary of document models
 * @example
 * ```ts
 * fc.assert(fc.property(modelsOf('tsk'), (m) => expectRoundTrip(tsk, m)));
 * ```
 */
export function modelsOf<T extends DocumentTag>(tag: T): fc.Arbitrary<DocumentModel<T>> {
  const bodies = bodyModels(documentTypes[tag].root, modelOverrides[tag]?.walk);
  const body = modelOverrides[tag]?.body?.(bodies) ?? bodies;
  return fc.record({ frontmatter: frontmatterModels(tag), body }) as unknown as fc.Arbitrary<DocumentModel<T>>;
}

/**
 * Every type's model arbitrary, keyed by tag.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(documentModels.tsk, (m) => expect(parse('tsk', serialize('tsk', m))).toMatchObject({ document: m })));
 * ```
 */
export const documentModels: { readonly [T in DocumentTag]: fc.Arbitrary<DocumentModel<T>> } = Object.fromEntries(
  (Object.keys(documentTypes) as DocumentTag[]).map((tag) => [tag, modelsOf(tag)]),
) as { readonly [T in DocumentTag]: fc.Arbitrary<DocumentModel<T>> };
