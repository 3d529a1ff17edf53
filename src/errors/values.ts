/**
 * Showing a caller's value in an argument error: its JavaScript type and a
 * short literal, never throwing.
 *
 * @packageDocumentation
 */

/**
 * The longest literal shown in a message, in UTF-16 units.
 *
 * @example
 * ```ts
 * SHOWN_LENGTH; // 60
 * ```
 */
export const SHOWN_LENGTH = 60;

/**
 * Cut a literal to {@link SHOWN_LENGTH} units, marking the cut with `…`.
 *
 * @param text - the literal
 * @returns the literal, at most {@link SHOWN_LENGTH} units and `…`
 * @example
 * ```ts
 * clip('abc'); // 'abc'
 * ```
 */
export const clip = (text: string): string => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text);

function objectLiteral(value: object): string {
  try {
    const json = JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner));
    return json === undefined ? '{…}' : clip(json);
  } catch {
    // Cyclic values and throwing getters: the type is enough.
    return '{…}';
  }
}

/**
 * Show a value as its JavaScript type and a short literal, for messages.
 * Never throws (cyclic objects, throwing getters, revoked proxies included).
 *
 * @param value - any value
 * @returns the rendering, e.g. `string "true"`, `number NaN`, `array of 2 items`
 * @example
 * ```ts
 * describeValue('true'); // 'string "true"'
 * describeValue([1, 2]); // 'array of 2 items'
 * ```
 */
export function describeValue(value: unknown): string {
  try {
    if (value === null) return 'null';
    switch (typeof value) {
      case 'undefined':
        return 'undefined';
      case 'string':
        return `string ${JSON.stringify(clip(value))}`;
      case 'number':
      case 'boolean':
        return `${typeof value} ${String(value)}`;
      case 'bigint':
        return `bigint ${clip(value.toString())}n`;
      case 'symbol':
        return `symbol ${clip(value.toString())}`;
      case 'function':
        return `function ${value.name === '' ? '(anonymous)' : clip(value.name)}`;
      default:
        break;
    }
    if (Array.isArray(value)) return value.length === 1 ? 'array of 1 item' : `array of ${value.length} items`;
    if (value instanceof Date) return `Date ${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) return `object ${objectLiteral(value)}`;
    const name = (proto as { constructor?: { name?: unknown } } | null)?.constructor?.name;
    return typeof name === 'string' && name !== '' ? `${clip(name)} object` : 'object';
  } catch {
    return 'an unreadable value';
  }
}

/**
 * Whether a value is a plain object (`{}` or `Object.create(null)`): not an
 * array, a class instance, a Date, a Map or a function.
 *
 * @param value - any value
 * @returns whether it is a plain object
 * @example
 * ```ts
 * isPlainObject({ a: 1 }); // true
 * isPlainObject(new Date()); // false
 * ```
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  try {
    const proto: unknown = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}

