/**
 * Numbered sections: an H2 container of `### <Type> <N>: <title>` free-form
 * sections, numbers unique (formats.md §6.9 dec options, §6.10 sop steps).
 *
 * @packageDocumentation
 */
import { integer, template, text, type HeadingSpec } from '../../format/index.js';
import { arraySection, freeSection, repeated } from '../../format/index.js';
import { uniqueNumbers } from './unique-numbers.js';

/**
 * `## <Container>` holding one or more `### <Type> <N>: <title>` sections
 * (model `<Type>`: `{ number, title, content }`), checked by
 * {@link uniqueNumbers}. The model is the array of the elements.
 *
 * @param name - the container's property name, e.g. `procedure`
 * @param elementTypeName - the element type name, also the heading's first word, e.g. `Step`
 * @param options - the container's heading rule, when it is not the property name's words
 * @returns the mandatory field (wrap it in `optional(...)` where it is `[O]`)
 * @example
 * ```ts
 * optional(numberedSections('prosAndCons', 'Option', { heading: literal('Pros and Cons') })); // dec
 * ```
 */
export function numberedSections<N extends string, E extends string>(name: N, elementTypeName: E, options: { heading?: HeadingSpec<Record<never, never>> } = {}) {
  const element = freeSection('', {
    level: 3,
    typeName: elementTypeName,
    heading: template(`${elementTypeName} {n}: {title}`, { n: integer('number'), title: text('title') }),
  });
  return arraySection(name, { level: 2, ...options, checks: [uniqueNumbers(elementTypeName)] }, repeated(element, { min: 1 }));
}
