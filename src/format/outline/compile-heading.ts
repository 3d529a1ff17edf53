/**
 * Heading rules made executable for one heading table: test a heading text,
 * read its captures, and render a heading from a model.
 *
 * @packageDocumentation
 */
import type { Capture } from './types.js';

/** A heading rule bound to one language's heading text. */
export interface CompiledHeading {
  /** The heading text as shown to users: the literal text, or the template with placeholders. */
  readonly alias: string;
  /** Read a heading: its captures, or null when the text does not satisfy the rule. */
  match(text: string): Record<string, string | number | null> | null;
  /** Write a heading from a model's captured values. */
  render(values: Record<string, unknown>): string;
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
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const capture = captures[m[1] ?? ''];
    if (!capture) throw new TypeError(`template '${template}' uses unknown placeholder {${m[1]}}`);
    source += escapeLiteral(template.slice(last, m.index)) + capture.group;
    order.push(capture);
    last = m.index + m[0].length;
  }
  source += escapeLiteral(template.slice(last));
  const regex = new RegExp(`^${source}$`, 'u');
  return {
    alias: template,
    match(candidate) {
      const m = regex.exec(candidate);
      if (!m) return null;
      const values: Record<string, string | number> = {};
      order.forEach((capture, index) => {
        const raw = m[index + 1] ?? '';
        values[capture.property] = capture.integer ? Number.parseInt(raw, 10) : raw;
      });
      return values;
    },
    render(values) {
      return template.replace(PLACEHOLDER, (_, name: string) => {
        const capture = captures[name];
        const value = capture ? values[capture.property] : undefined;
        if (name === 'nnn' && typeof value === 'number') return String(value).padStart(3, '0');
        return String(value ?? '');
      });
    },
  };
}
