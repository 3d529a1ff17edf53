/**
 * Python-style rendering of values in message texts, mirroring the "Value
 * rendering" rules of operations.md §2.2 so that texts match the reference.
 *
 * @packageDocumentation
 */

/**
 * A number that must render as a Python float (`1.0`, `1000.0`) even though
 * JavaScript does not tell `1.0` from `1`.
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

// Python's str.isprintable is false for the Unicode "Other" and "Separator"
// categories, except the ASCII space.
const NOT_PRINTABLE = /[\p{C}\p{Z}]/u;

function hex(codePoint: number, width: number): string {
  return codePoint.toString(16).padStart(width, '0');
}

function stringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && NOT_PRINTABLE.test(ch)) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp < 0x100) out += `\\x${hex(cp, 2)}`;
      else if (cp < 0x10000) out += `\\u${hex(cp, 4)}`;
      else out += `\\U${hex(cp, 8)}`;
    } else out += ch;
  }
  return out + quote;
}

function intRepr(value: number): string {
  // Beyond 2^53 String() switches to exponent notation; Python prints digits.
  return Number.isSafeInteger(value) ? String(value === 0 ? 0 : value) : BigInt(value).toString();
}

function floatRepr(value: number): string {
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

/**
 * Render a value the way Python's `repr` prints it: strings quoted and
 * escaped, `None`, `True`/`False`, integers in decimal, floats in Python's
 * shortest form, lists as `[a, b]` and dicts as `{'k': v}` (operations.md §2.2).
 *
 * Plain numbers that are integral render as integers; wrap a number in
 * {@link PyFloat} to render it as a float. A `Map` renders as a dict whose keys
 * keep their types.
 *
 * @param value - a string, number, boolean, null/undefined, array, Map, plain object or PyFloat
 * @returns the rendered text
 * @example
 * ```ts
 * renderValue("it's");            // `"it's"`
 * renderValue(null);              // 'None'
 * renderValue([1, 'a', true]);    // "[1, 'a', True]"
 * renderValue({ k: 1e-5 });       // "{'k': 1e-05}"
 * ```
 */
export function renderValue(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value instanceof PyFloat) return floatRepr(value.value);
  if (typeof value === 'number') return Number.isInteger(value) ? intRepr(value) : floatRepr(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return stringRepr(value);
  if (Array.isArray(value)) return `[${value.map(renderValue).join(', ')}]`;
  if (value instanceof Map) {
    const entries = [...value].map(([k, v]) => `${renderValue(k)}: ${renderValue(v)}`);
    return `{${entries.join(', ')}}`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${renderValue(k)}: ${renderValue(v)}`);
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}
