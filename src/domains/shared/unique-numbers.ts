/**
 * The uniqueness check of numbered repeated sections: dec options, sop
 * steps and vcr acceptance criteria (formats.md §6.9, §6.10, §6.12), unique
 * by integer value, gaps allowed.
 *
 * @packageDocumentation
 */
import type { CheckContext } from '../../format/index.js';

// `AcceptanceCriterion` → `acceptance criterion`: the element as the texts name it.
function elementWords(typeName: string): string {
  return typeName.replace(/(?<=[a-z])(?=[A-Z])/gu, ' ').toLowerCase();
}

/**
 * A check for an array section whose elements carry a `number`: a number
 * seen before (as an integer, so `01` equals `1`) is a `value-duplicate`
 * error at the later element, quoting the number in decimal.
 *
 * @param elementTypeName - the element type name, e.g. `Option`, `Step` or `AcceptanceCriterion`
 * @returns the check, for the container's `checks`
 * @example
 * ```ts
 * arraySection('procedure', { level: 2, checks: [uniqueNumbers('Step')] }, repeated(step, { min: 1 }));
 * ```
 */
export function uniqueNumbers(elementTypeName: string): (context: CheckContext) => void {
  return (context) => {
    // After a structure failure inside the container the engine hands over a
    // partial object instead of the elements; there is nothing to compare then.
    if (!Array.isArray(context.value)) return;
    const field = `${context.path} > ${elementTypeName} > number`;
    const first = new Map<number, number>();
    context.value.forEach((element: { number?: unknown }, index) => {
      if (typeof element.number !== 'number') return;
      const pointer = `/${index}`;
      const seen = first.get(element.number);
      if (seen === undefined) {
        first.set(element.number, index);
        return;
      }
      const params = { value: element.number, element: elementWords(elementTypeName), firstLine: context.lineOf(`/${seen}`) };
      context.report({ code: 'value-duplicate', pointer, field, params });
    });
  };
}
