/**
 * Heading rules made executable for one heading table: test a heading text,
 * read its captures, and render a heading from a model.
 *
 * @packageDocumentation
 */
import type { Capture, LegacyForm } from './types.js';

/**
 * A heading rule bound to one language's heading text.
 *
 * @example
 * ```ts
 * const heading: CompiledHeading = compileTemplate('Step {n}: {title}', captures);
 * heading.match('Step 2: Ship'); // { number: 2, title: 'Ship' }
 * heading.render({ number: 3, title: 'Done' }); // 'Step 3: Done'
 * ```
 */
export interface CompiledHeading {
  /** The heading text as shown to users: the literal text, or the template with placeholders. */
  readonly alias: string;
  /** Read a heading: its captures, or null when the text does not satisfy the rule. */
  match(text: string): Record<string, string | number | null> | null;
  /** Write a heading from a model's captured values. */
  render(values: Record<string, unknown>): string;
  /** Lenient mode: read a heading through the older groups of its captures, and the legacy form it is. */
  matchLegacy?(text: string): { values: Record<string, string | number>; form: LegacyForm } | null;
}

const PLACEHOLDER = /\{([a-z]+)\}/g;

function escapeLiteral(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

/**
 * Compile a literal heading text.
 *
 * @param text - the exact heading text
 * @returns the compiled heading
 * @example
 * ```ts
 * compileLiteral('Recent Updates').match('Recent Updates'); // {}
 * ```
 */
export function compileLiteral(text: string): CompiledHeading {
  return {
    alias: text,
    match: (candidate) => (candidate === text ? {} : null),
    render: () => text,
  };
}

/**
 * The placeholder names of a template, in order of appearance.
 *
 * @param template - e.g. `Option {n}: {title}`
 * @returns e.g. `['n', 'title']`
 * @example
 * ```ts
 * templatePlaceholders('AC-{nnn} ({method}): {text}'); // ['nnn', 'method', 'text']
 * ```
 */
export function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/**
 * Compile a heading template: literal pieces are escaped, every placeholder
 * becomes its capture group, and the whole is anchored (languages.md §3).
 *
 * @param template - e.g. `Schritt {n}: {title}`
 * @param captures - the placeholder definitions of the field
 * @returns the compiled heading
 * @example
 * ```ts
 * compileTemplate('Step {n}: {title}', { n: { property: 'number', group: '(\\d+)', integer: true }, title: { property: 'title', group: '(.+)', integer: false } })
 *   .match('Step 2: Check'); // { number: 2, title: 'Check' }
 * ```
 */
export function compileTemplate(template: string, captures: Readonly<Record<string, Capture>>): CompiledHeading {
  const order: Capture[] = [];
  let source = '';
  let legacySource = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const capture = captures[m[1] ?? ''];
    if (!capture) throw new TypeError(`template '${template}' uses unknown placeholder {${m[1]}}`);
    const literal = escapeLiteral(template.slice(last, m.index));
    source += literal + capture.group;
    legacySource += literal + (capture.legacy?.group ?? capture.group);
    order.push(capture);
    last = m.index + m[0].length;
  }
  source += escapeLiteral(template.slice(last));
  legacySource += escapeLiteral(template.slice(last));
  const regex = new RegExp(`^${source}$`, 'u');
  const read = (m: RegExpExecArray): Record<string, string | number> => {
    const values: Record<string, string | number> = {};
    order.forEach((capture, index) => {
      const raw = m[index + 1] ?? '';
      values[capture.property] = capture.integer ? Number.parseInt(raw, 10) : raw;
    });
    return values;
  };
  const legacyForm = order.find((capture) => capture.legacy)?.legacy?.form;
  const legacyRegex = legacyForm ? new RegExp(`^${legacySource}$`, 'u') : null;
  return {
    alias: template,
    match(candidate) {
      const m = regex.exec(candidate);
      return m ? read(m) : null;
    },
    render(values) {
      return template.replace(PLACEHOLDER, (_, name: string) => {
        const capture = captures[name];
        const value = capture ? values[capture.property] : undefined;
        if (typeof value === 'number' && capture) return String(value).padStart(fixedWidth(name, capture), '0');
        return String(value ?? '');
      });
    },
    ...(legacyRegex && legacyForm
      ? {
          matchLegacy(candidate: string) {
            const m = legacyRegex.exec(candidate);
            return m ? { values: read(m), form: legacyForm } : null;
          },
        }
      : {}),
  };
}

// `{nnn}` and a fixed-width group such as `(\d{3})` are written with leading zeros.
function fixedWidth(name: string, capture: Capture): number {
  if (name === 'nnn') return 3;
  const width = /^\(\\d\{(\d+)\}\)$/.exec(capture.group)?.[1];
  return width === undefined ? 0 : Number(width);
}
