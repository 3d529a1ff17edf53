/**
 * Values written the way a TypeScript user reads them in a message.
 *
 * @packageDocumentation
 */

/** Strings longer than this many UTF-16 code units are cut in a literal, with `…` appended. */
export const LITERAL_MAX_LENGTH = 80;

// Nesting past this depth renders as `…`, so a message never grows with the
// nesting of a hostile value.
const MAX_DEPTH = 8;
// At most this many items or entries of a container are shown.
const MAX_ITEMS = 10;

function clipped(text: string): string {
  return text.length > LITERAL_MAX_LENGTH ? `${text.slice(0, LITERAL_MAX_LENGTH)}…` : text;
}

function stringLiteral(text: string): string {
  return JSON.stringify(clipped(text));
}

// Why an explicit stack rather than recursion: the depth of a value found in
// a document is the writer's choice, so it must not reach the call stack.
type Frame = { value: unknown; depth: number } | { text: string };

/**
 * A value as a JSON/JavaScript literal: strings in double quotes with JSON
 * escapes, `null`, `undefined`, `true`, numbers as JavaScript prints them,
 * arrays and plain objects as JSON (at most 10 items, 8 levels, long strings
 * cut with `…`), a `Date` as its ISO string, anything else by its kind.
 *
 * @param value - any value
 * @returns the literal
 * @example
 * ```ts
 * literal('open');            // '"open"'
 * literal(['draft', null]);   // '["draft", null]'
 * literal({ a: 1 });          // '{"a": 1}'
 * literal(undefined);         // 'undefined'
 * ```
 */
export function literal(value: unknown): string {
  let out = '';
  const stack: Frame[] = [{ value, depth: 0 }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if ('text' in frame) {
      out += frame.text;
      continue;
    }
    out += scalarOrOpen(frame.value, frame.depth, stack, seen);
  }
  return out;
}

function scalarOrOpen(value: unknown, depth: number, stack: Frame[], seen: Set<object>): string {
  try {
    if (value === null) return 'null';
    switch (typeof value) {
      case 'undefined':
        return 'undefined';
      case 'string':
        return stringLiteral(value);
      case 'number':
        return Object.is(value, -0) ? '-0' : String(value);
      case 'boolean':
        return String(value);
      case 'bigint':
        return `${clipped(value.toString())}n`;
      case 'symbol':
        return clipped(value.toString());
      case 'function':
        return value.name === '' ? 'a function' : `function ${clipped(value.name)}`;
      default:
        break;
    }
    if (value instanceof Date) return stringLiteral(Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString());
    if (Array.isArray(value)) return open(value, value.map((item) => ({ item })), depth, stack, seen, '[', ']');
    const proto: unknown = Object.getPrototypeOf(value);
    if (value instanceof Map) {
      return open(value, [...(value as Map<unknown, unknown>)].map(([key, item]) => ({ key: String(key), item })), depth, stack, seen, '{', '}');
    }
    if (proto === Object.prototype || proto === null) {
      return open(value as object, Object.entries(value as object).map(([key, item]) => ({ key, item })), depth, stack, seen, '{', '}');
    }
    const name = (proto as { constructor?: { name?: unknown } } | null)?.constructor?.name;
    return typeof name === 'string' && name !== '' ? `a ${clipped(name)} object` : 'an object';
  } catch {
    return 'an unreadable value';
  }
}

function open(
  container: object,
  parts: readonly { key?: string; item: unknown }[],
  depth: number,
  stack: Frame[],
  seen: Set<object>,
  left: string,
  right: string,
): string {
  if (parts.length === 0) return left + right;
  if (seen.has(container) || depth >= MAX_DEPTH) return `${left}…${right}`;
  seen.add(container);
  const shown = parts.slice(0, MAX_ITEMS);
  // Pushed in reverse so that they pop in order.
  stack.push({ text: parts.length > MAX_ITEMS ? `, …${right}` : right });
  for (let i = shown.length - 1; i >= 0; i--) {
    const part = shown[i] as { key?: string; item: unknown };
    stack.push({ value: part.item, depth: depth + 1 });
    const prefix = part.key === undefined ? '' : `${stringLiteral(part.key)}: `;
    stack.push({ text: (i === 0 ? '' : ', ') + prefix });
  }
  return left;
}

/**
 * Words joined as a reader lists them: `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
 *
 * @param words - the items, already written as literals or names
 * @param conjunction - `or` (the default) or `and`
 * @returns the list
 * @example
 * ```ts
 * listOf(['"draft"', '"active"', '"done"']); // '"draft", "active" or "done"'
 * ```
 */
export function listOf(words: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1] as string}`;
}
