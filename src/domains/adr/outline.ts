/**
 * adr — Architecture Decision Record (formats.md §6.1, MADR 4.0.0). The
 * outline lists the sections in serialization order; they are read by
 * heading in any order (`anyOrder`), and the flat `Adr` model of §4.8 comes
 * from it: Decision Outcome is lifted (its H3s are top-level properties).
 *
 * @packageDocumentation
 */
import { opaque } from '../../format/index.js';
import { integer, literal, template, text } from '../../format/index.js';
import { anyOrder, arraySection, freeSection, liftedSection, optional, repeated, section } from '../../format/index.js';
import type { CheckContext } from '../../format/index.js';

/**
 * The heading of one option: `Option <n>: <title>`, capturing `number` and `title`.
 *
 * @example
 * ```ts
 * repeated(freeSection('', { level: 3, typeName: 'Option', heading: optionHeading }), { min: 1 });
 * ```
 */
export const optionHeading = template('Option {n}: {title}', { n: integer('number'), title: text('title') });

/**
 * One `### Option <n>: <title>` section; its model is `{ number, title, content }`.
 *
 * @example
 * ```ts
 * optionSection.schema.parse({ number: 2, title: 'MongoDB', content: '' });
 * ```
 */
export const optionSection = freeSection('', { level: 3, typeName: 'Option', heading: optionHeading });

const NUMBER_PATH = 'Adr > Options > Option > number';
const POSITIVE = '^[1-9][0-9]*$';

// Option numbers are positive and unique; gaps and any order are fine (formats.md §6.1).
function checkOptionNumbers(context: CheckContext): void {
  const firstLines = new Map<number, number>();
  (context.value as { number: number }[]).forEach((option, index) => {
    const pointer = `/${index}`;
    const line = context.lineOf(pointer);
    if (option.number < 1) {
      const params = { value: String(option.number), pattern: POSITIVE, expectedForm: 'an option number of 1 or more' };
      context.report({ code: 'value-pattern', pointer, field: NUMBER_PATH, params });
    }
    const first = firstLines.get(option.number);
    if (first !== undefined) {
      context.report({ code: 'adr-duplicate-option', pointer, field: NUMBER_PATH, params: { number: option.number, firstLine: first } });
    } else {
      firstLines.set(option.number, line);
    }
  });
}

/**
 * The adr outline's H1 section (field paths `Adr > …`, formats.md §4.8).
 * Raw HTML is content: the reference's ADR reader accepts it, and its ADRs
 * use it (`get_<d>`), so the whole-body rule of formats.md §4.1 does not apply.
 *
 * @example
 * ```ts
 * englishHeadings(adrOutline.def as SectionDef)['Adr > Options > Option']; // 'Option {n}: {title}'
 * ```
 */
export const adrOutline = anyOrder(
  section('', { level: 1, typeName: 'Adr', heading: template('{title}', { title: text('title') }) }, [
    freeSection('contextAndProblemStatement', { level: 2, heading: literal('Context and Problem Statement') }),
    optional(freeSection('decisionDrivers', { level: 2 })),
    freeSection('consideredOptions', { level: 2 }),
    // `text` is the free-form text before the H3s: the model's `decisionOutcome`.
    liftedSection('decisionOutcome', { level: 2 }, opaque('text'), [
      optional(freeSection('consequences', { level: 3 })),
      optional(freeSection('confirmation', { level: 3 })),
    ]),
    optional(
      arraySection(
        'options',
        { level: 2, heading: literal('Pros and Cons of the Options'), checks: [checkOptionNumbers] },
        repeated(optionSection, { min: 1 }),
      ),
    ),
    optional(freeSection('moreInformation', { level: 2 })),
  ]),
  { rawHtml: 'content' },
);
