/**
 * Checking a text against its value rule, with the legacy forms: a warning
 * in lenient mode, named in the error in strict mode.
 *
 * @packageDocumentation
 */
import type { DiagnosticParamsByCode } from '../../diagnostics/index.js';
import type { LegacyForm, ValueRule } from '../outline/types.js';
import { satisfies } from '../outline/values.js';
import type { BodySpot, MatchContext } from './context.js';

/**
 * Report a `legacy-form` warning.
 *
 * @param context - the match
 * @param form - the older and current forms
 * @param at - where the construct is (without `endOffset`: its first line)
 * @example
 * ```ts
 * reportLegacy(context, { older: 'unpadded phase number', current: 'Phase <NNN>: <title>' }, { field: path, offset });
 * ```
 */
export function reportLegacy(context: MatchContext, form: LegacyForm, at: BodySpot): void {
  context.report('legacy-form', { form: form.older, currentForm: form.current }, at);
}

/**
 * The params of a `value-pattern` error: the pattern, the expected form, the
 * advice of the rule for a common mistake, and (strict mode) the legacy form
 * the text is, when lenient mode would accept it.
 *
 * @param rule - the pattern rule
 * @param text - the failing text
 * @param legacy - the legacy form the text is, if any
 * @returns the params
 * @example
 * ```ts
 * patternParams(rule, '[-] a', null).mistake; // { kind: 'wrong-checkbox', box: '[-]' }
 * ```
 */
function patternParams(rule: ValueRule, text: string, legacy: LegacyForm | null): DiagnosticParamsByCode['value-pattern'] {
  const advice = rule.advise?.(text) ?? null;
  return {
    value: text,
    pattern: rule.display,
    expectedForm: rule.expectedForm,
    ...(advice?.mistake ? { mistake: advice.mistake } : {}),
    ...(advice?.suggestion !== undefined ? { suggestion: advice.suggestion } : {}),
    ...(legacy ? { legacyForm: { form: legacy.older, currentForm: legacy.current } } : {}),
  };
}

/**
 * Check a text against a rule; report `value-pattern`/`value-vocabulary`
 * (naming the legacy form in strict mode when the rule knows one), or in
 * lenient mode a `legacy-form` warning for a legacy form.
 *
 * @param context - the match
 * @param rule - the value rule
 * @param text - the text
 * @param path - the field path of the value
 * @param offset - the body offset of the value
 * @param endOffset - the body offset just after the value's source
 * @returns whether the text satisfies the rule
 *
 * @example
 * ```ts
 * checkValue(context, levelRule, 'SHALL', 'Requirement > Level > value', offset, offset + 5); // false, a value-vocabulary diagnostic
 * ```
 */
export function checkValue(context: MatchContext, rule: ValueRule, text: string, path: string, offset: number, endOffset: number): boolean {
  if (satisfies(rule, text)) return true;
  const at: BodySpot = { field: path, offset, endOffset };
  const legacy = rule.legacy ? rule.legacy(text) : null;
  if (legacy && context.mode === 'lenient') {
    reportLegacy(context, legacy, at);
    return false;
  }
  if (rule.kind === 'vocabulary') context.report('value-vocabulary', { value: text, expected: rule.words ?? [] }, at);
  else context.report('value-pattern', patternParams(rule, text, legacy), at);
  return false;
}

const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/u;
const SETEXT_1 = /^ {0,3}=+[ \t]*$/u;
const SETEXT_2 = /^ {0,3}-+[ \t]*$/u;

function lineAt(body: string, start: number): string {
  const end = body.indexOf('\n', start);
  return body.slice(start, end === -1 ? body.length : end).replace(/\r$/u, '');
}

/**
 * The heading at a body offset as the writer sees it, `#` markers included
 * (a setext heading is shown in its ATX form), for the texts that name a
 * section by its heading.
 *
 * @param context - the match
 * @param offset - the body offset of the heading
 * @returns e.g. `## Characteristics`
 * @example
 * ```ts
 * writtenHeading(context, scope.heading); // '### 2026-08-15 00:00:00.000Z - Kickoff'
 * ```
 */
export function writtenHeading(context: MatchContext, offset: number): string {
  const line = context.lineOf(offset);
  const text = lineAt(context.body, context.lines.lineStart(line));
  if (ATX.test(text)) return text.trim().replace(/[ \t]+#+$/u, '');
  const next = lineAt(context.body, context.lines.lineStart(line + 1));
  if (SETEXT_1.test(next)) return `# ${text.trim()}`;
  if (SETEXT_2.test(next)) return `## ${text.trim()}`;
  return text.trim();
}
