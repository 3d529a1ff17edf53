/**
 * Checking a text against its value rule, with lenient-mode legacy forms.
 *
 * @packageDocumentation
 */
import { bodyLocation } from '../../diagnostics/index.js';
import { valuePattern, valueVocabulary } from '../../diagnostics/index.js';
import { legacyFormMessage } from '../outline/legacy.js';
import type { LegacyForm, ValueRule } from '../outline/types.js';
import { satisfies } from '../outline/values.js';
import type { MatchContext } from './context.js';

/**
 * Report a `legacy-form` warning at an offset.
 *
 * @param context - the match
 * @param path - the field path
 * @param offset - the body offset of the construct
 * @param form - the older and current forms
 */
export function reportLegacy(context: MatchContext, path: string, offset: number, form: LegacyForm): void {
  const location = bodyLocation(path, context.lineOf(offset));
  context.report('legacy-form', path, offset, { message: legacyFormMessage(location, form.older, form.current) });
}

/**
 * Check a text against a rule; report `value-pattern`/`value-vocabulary`,
 * or in lenient mode a `legacy-form` warning when the rule names the form.
 *
 * @param context - the match
 * @param rule - the value rule
 * @param text - the text
 * @param path - the field path of the value
 * @param offset - the body offset of the value
 * @returns whether the text satisfies the rule
 */
export function checkValue(context: MatchContext, rule: ValueRule, text: string, path: string, offset: number): boolean {
  if (satisfies(rule, text)) return true;
  const form = context.mode === 'lenient' && rule.legacy ? rule.legacy(text) : null;
  if (form) {
    reportLegacy(context, path, offset, form);
    return false;
  }
  const line = context.lineOf(offset);
  const text2 =
    rule.kind === 'vocabulary'
      ? valueVocabulary(path, line, text, rule.words ?? [])
      : valuePattern(path, line, text, rule.display);
  context.report(rule.kind === 'vocabulary' ? 'value-vocabulary' : 'value-pattern', path, offset, text2);
  return false;
}
