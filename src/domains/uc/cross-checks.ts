/**
 * The uc cross-checks (formats.md §6.3): extension references and
 * sub-variation step numbers must name an existing main-scenario step and
 * must be unique within their section.
 *
 * @packageDocumentation
 */
import type { CheckContext } from '../../format/index.js';

/** One step reference found in the model: where it is and what it says. */
interface StepReference {
  /** JSON pointer of the referring section, relative to the root. */
  pointer: string;
  /** The value as written (`3a`, or the step number). */
  shown: string;
  /** The main-scenario step it names. */
  step: number;
  /** What identifies it for the duplicate check. */
  key: string;
  /** The value as the duplicate texts show it: a step number, or the reference as written. */
  value: number | string;
}

/** The part of the use-case model the checks read; every part may be missing after a structure failure. */
interface CheckedModel {
  mainSuccessScenario?: { items?: readonly unknown[] };
  extensions?: { entries?: readonly { ref?: unknown }[] };
  subVariations?: readonly { number?: unknown }[];
}

function extensionReferences(model: CheckedModel): StepReference[] {
  const entries = model.extensions?.entries;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry, index) =>
    typeof entry.ref === 'string'
      ? [{ pointer: `/extensions/entries/${index}`, shown: entry.ref, step: Number.parseInt(entry.ref, 10), key: entry.ref, value: entry.ref }]
      : [],
  );
}

function subVariationReferences(model: CheckedModel): StepReference[] {
  const variations = model.subVariations;
  if (!Array.isArray(variations)) return [];
  return variations.flatMap((variation, index) =>
    typeof variation.number === 'number'
      ? [
          {
            pointer: `/subVariations/${index}`,
            shown: String(variation.number),
            step: variation.number,
            key: String(variation.number),
            value: variation.number,
          },
        ]
      : [],
  );
}

function checkReferences(
  context: CheckContext,
  references: readonly StepReference[],
  field: string,
  steps: number | undefined,
  element: string,
): void {
  const first = new Map<string, StepReference>();
  for (const reference of references) {
    if (steps !== undefined && (reference.step < 1 || reference.step > steps)) {
      const params = { value: reference.shown, step: reference.step, steps };
      context.report({ code: 'value-cross-check', pointer: reference.pointer, field, params });
    }
    const earlier = first.get(reference.key);
    if (earlier === undefined) {
      first.set(reference.key, reference);
      continue;
    }
    const params = { value: reference.value, element, firstLine: context.lineOf(earlier.pointer) };
    context.report({ code: 'value-duplicate', pointer: reference.pointer, field, params });
  }
}

/**
 * Check every Extension reference and Sub-Variation step number against the
 * main success scenario (`value-cross-check`) and for repeats
 * (`value-duplicate`). Runs on the root section, which sees all three parts;
 * after a structure failure it checks what was matched before it, and the
 * step-range check is skipped when the scenario itself was not matched.
 *
 * @param context - the root section's check context
 * @example
 * ```ts
 * section('', { level: 1, typeName: 'UseCase', checks: [checkStepReferences] }, fields);
 * ```
 */
export function checkStepReferences(context: CheckContext): void {
  const model = (context.value ?? {}) as CheckedModel;
  const items = model.mainSuccessScenario?.items;
  const steps = Array.isArray(items) ? items.length : undefined;
  // Extension references are strings (`3a`), so a repeat is quoted; step numbers are shown in decimal.
  checkReferences(context, extensionReferences(model), `${context.path} > Extensions > Extension > ref`, steps, 'extension');
  checkReferences(context, subVariationReferences(model), `${context.path} > SubVariations > SubVariation > number`, steps, 'sub-variation');
}
