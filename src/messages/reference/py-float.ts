/**
 * Python's number forms for message texts (operations.md §2.2 "Value
 * rendering"): integers in plain decimal, floats in Python's shortest `repr`.
 *
 * @packageDocumentation
 */

/**
 * A number that must render as a Python float (`1.0`, `1000.0`) even though
 * JavaScript does not tell `1.0` from `1`. The frontmatter reader wraps every
 * YAML float in it so that `renderValue` prints the value as the reference does.
 *
 * @example
 * ```ts
 * renderValue(new PyFloat(1)); // '1.0'
 * ```
 */
export class PyFloat {
  /**
   * @param value - the float's value
   */
  constructor(readonly value: number) {}
}

/**
 * Python's `repr()` of an integral number: plain decimal digits, also beyond
 * 2^53 where `String()` would switch to exponent notation; `-0` is `0`.
 *
 * @param value - an integral, finite number
 * @returns the decimal text
 * @example
 * ```ts
 * pythonIntRepr(2 ** 70); // '1180591620717411303424'
 * ```
 */
export function pythonIntRepr(value: number): string {
  return Number.isSafeInteger(value) ? String(value === 0 ? 0 : value) : BigInt(value).toString();
}

/**
 * Python's `repr()` of a float: the shortest round-trip digits, positional
 * between 1e-4 and 1e16 (always with a fraction, `1.0`), otherwise
 * `d.ddde±XX` with at least two exponent digits; `nan`, `inf`, `-inf`.
 *
 * @param value - any number
 * @returns the float's text
 * @example
 * ```ts
 * pythonFloatRepr(1);       // '1.0'
 * pythonFloatRepr(0.00001); // '1e-05'
 * pythonFloatRepr(1e16);    // '1e+16'
 * ```
 */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  // toExponential() without digits gives the shortest round-trip digits, as Python's repr.
  const [mantissa = '0', exp = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const e = Number(exp);
  if (e < -4 || e >= 16) {
    const frac = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const expText = String(Math.abs(e)).padStart(2, '0');
    return `${sign}${digits[0] ?? '0'}${frac}e${e < 0 ? '-' : '+'}${expText}`;
  }
  if (e < 0) return `${sign}0.${'0'.repeat(-e - 1)}${digits}`;
  const whole = digits.slice(0, e + 1).padEnd(e + 1, '0');
  const frac = digits.slice(e + 1);
  return `${sign}${whole}.${frac === '' ? '0' : frac}`;
}
