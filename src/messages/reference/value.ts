/**
 * The reference words of the value codes and of `legacy-form`
 * (operations.md §2.3), byte for byte, built from the params.
 *
 * A value quoted as `'<v>'` is the excerpt of the value, rendered with
 * `renderValue`, so a long or multi-line value never floods a message.
 * Lines in these texts are body lines, as the reference counts them.
 *
 * @packageDocumentation
 */

import { bodyLocation, excerpt } from '../../diagnostics/index.js';
import { renderValue } from './python-repr.js';
import { frontmatterLocation } from './frontmatter.js';
import type { DiagnosticPlace, DiagnosticRenderers, DiagnosticText, ValueParams } from '../../diagnostics/index.js';

function quoted(value: string): string {
  return renderValue(excerpt(value));
}

function located(at: DiagnosticPlace): string {
  return bodyLocation(at.field, at.line);
}

/**
 * The reference text of a `legacy-form` warning: `<location>: older form
 * (<older>) accepted in lenient mode; current form: <current>`. It names the
 * current form but has no fix sentence, so there is no hint.
 *
 * @param location - `bodyLocation(path, line)` or `frontmatterLocation(type, key, line)`
 * @param older - the older form's name
 * @param current - the current form's text
 * @returns the message
 * @example
 * ```ts
 * legacyFormReference('Task > RecentUpdates > UpdateEntry (body line 7)', 'date-only entry heading', '<timestamp> - <title>').message;
 * // 'Task > RecentUpdates > UpdateEntry (body line 7): older form (date-only entry heading) accepted in lenient mode; current form: <timestamp> - <title>'
 * ```
 */
function legacyFormReference(location: string, older: string, current: string): DiagnosticText {
  return { message: `${location}: older form (${older}) accepted in lenient mode; current form: ${current}` };
}

function cardinalityRange(p: ValueParams['value-cardinality']): string {
  return p.max !== undefined ? `${p.min}..${p.max}` : `at least ${p.min}`;
}

/**
 * Renderers of the value codes (reference).
 *
 * @example
 * ```ts
 * valueReference['value-vocabulary']({ value: 'ignore', expected: ['avoid', 'reduce'] }, at).message;
 * // "Risk > Strategy > value (body line 15): 'ignore' is not one of 'avoid', 'reduce'"
 * ```
 */
export const valueReference: Pick<DiagnosticRenderers, keyof ValueParams> = {
  'value-pattern': (p, at) => ({ message: `${located(at)}: ${quoted(p.value)} does not match ${p.pattern}` }),
  'value-vocabulary': (p, at) => ({
    message: `${located(at)}: ${quoted(p.value)} is not one of ${p.expected.map((word) => renderValue(word)).join(', ')}`,
  }),
  'value-order': (p, at) => {
    const hint = 'entries must run newest first';
    return {
      message:
        `${located(at)}: entry ${quoted(p.value)} is newer than the entry above it ` +
        `(${quoted(p.previous)}, body line ${p.previousLine}); ${hint}`,
      hint,
    };
  },
  'value-duplicate': (p, at) => {
    // Numbers are shown in decimal; a reference written as text (`2a`) is quoted.
    const what = typeof p.value === 'number' ? String(p.value) : renderValue(p.value);
    return { message: `${located(at)}: duplicate ${what}; first at body line ${p.firstLine}` };
  },
  'value-cardinality': (p, at) => ({ message: `${located(at)}: expected ${cardinalityRange(p)} ${p.unit}, found ${p.found}` }),
  'value-cross-check': (p, at) => ({
    message: `${located(at)}: ${quoted(p.value)} refers to step ${p.step}, but the main success scenario has ${p.steps} step(s)`,
  }),
  'empty-content': (_p, at) => {
    const hint = 'write at least one line below the heading';
    return { message: `${located(at)}: content is blank; ${hint}`, hint };
  },
  'adr-duplicate-option': (p, at) => ({
    message: `${located(at)}: duplicate option number ${p.number}; first at body line ${p.firstLine}`,
  }),
  'adr-blank-section': (p, at) =>
    p.missing
      ? { message: `${at.field}: mandatory section ${renderValue(p.heading)} is missing` }
      : { message: `${located(at)}: mandatory section ${renderValue(p.heading)} is blank` },
  'legacy-form': (p, at) => {
    const location = at.channel === 'frontmatter' ? frontmatterLocation(p.type ?? '', at.field, at.line) : located(at);
    return legacyFormReference(location, p.form, p.currentForm);
  },
};
