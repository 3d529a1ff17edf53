/**
 * The source text of one YAML scalar written into a frontmatter block:
 * plain when that is safe, quoted otherwise.
 *
 * @packageDocumentation
 */

import { isMap, isScalar, parseDocument } from 'yaml';

// Characters that make a single-quoted scalar impossible or misleading:
// line breaks, other controls, and what YAML or Python's printer would escape.
const NEEDS_ESCAPE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/;

// Plain scalars must read back as the same string under YAML 1.2 core (our
// reader) and YAML 1.1 (the reference's loader: `yes`, `2026-08-30`, `1_0`).
const SCHEMAS = ['core', 'yaml-1.1'] as const;

function readsBackAs(source: string, key: string, text: string): boolean {
  for (const schema of SCHEMAS) {
    let doc;
    try {
      doc = parseDocument(source, { schema, uniqueKeys: true });
    } catch {
      return false;
    }
    if (doc.errors.length > 0 || doc.warnings.length > 0 || !isMap(doc.contents)) return false;
    const [pair, ...rest] = doc.contents.items;
    if (pair === undefined || rest.length > 0) return false;
    if (!isScalar(pair.key) || pair.key.value !== key) return false;
    if (!isScalar(pair.value) || pair.value.value !== text) return false;
  }
  return true;
}

function plainCandidate(text: string): boolean {
  // A leading bracket opens a flow collection: never plain, and not worth a (recursive) parse.
  return text !== '' && !NEEDS_ESCAPE.test(text) && !/^[\s[\]{}]|[\s]$|\t/.test(text);
}

/**
 * Whether a string can be written as a plain YAML scalar, as a value (or as a
 * key), and read back as the same string by YAML 1.2 core and YAML 1.1 loaders.
 *
 * @param text - the string
 * @param asKey - check it in key position instead of value position
 * @returns true when plain is safe
 * @example
 * ```ts
 * isPlainSafe('draft');      // true
 * isPlainSafe('1.0.0');      // true
 * isPlainSafe('yes');        // false (a YAML 1.1 boolean)
 * isPlainSafe('a: b');       // false
 * ```
 */
export function isPlainSafe(text: string, asKey = false): boolean {
  if (!plainCandidate(text)) return false;
  return asKey ? readsBackAs(`${text}: x\n`, text, 'x') : readsBackAs(`k: ${text}\n`, 'k', text);
}

function doubleQuoted(text: string): string {
  let out = '"';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (NEEDS_ESCAPE.test(ch)) out += cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/**
 * The quoted source of a string: single-quoted (`'` doubled), or
 * double-quoted with escapes when it holds line breaks or other characters a
 * single-quoted scalar cannot carry on one line.
 *
 * @param text - the string
 * @returns the scalar's source, always on one line
 * @example
 * ```ts
 * quotedScalar("it's");  // "'it''s'"
 * quotedScalar('a\nb');  // '"a\\nb"'
 * ```
 */
export function quotedScalar(text: string): string {
  return NEEDS_ESCAPE.test(text) ? doubleQuoted(text) : `'${text.replace(/'/g, "''")}'`;
}

/**
 * The source of a frontmatter scalar value: `null` for null, a quoted
 * scalar when `quoted` is requested (timestamps) or plain is unsafe, plain
 * otherwise.
 *
 * @param value - the string or null
 * @param quoted - always quote (timestamps are written single-quoted)
 * @returns the scalar's source, on one line
 * @example
 * ```ts
 * scalarSource(null);                               // 'null'
 * scalarSource('draft');                            // 'draft'
 * scalarSource('2026-08-30T10:00:00.000Z', true);   // "'2026-08-30T10:00:00.000Z'"
 * scalarSource('null');                             // "'null'"
 * ```
 */
export function scalarSource(value: string | null, quoted = false): string {
  if (value === null) return 'null';
  return !quoted && isPlainSafe(value) ? value : quotedScalar(value);
}

/**
 * The source of a mapping key: plain when safe, quoted otherwise.
 *
 * @param key - the key
 * @returns the key's source
 * @example
 * ```ts
 * keySource('status');  // 'status'
 * keySource('a: b');    // "'a: b'"
 * ```
 */
export function keySource(key: string): string {
  return isPlainSafe(key, true) ? key : quotedScalar(key);
}
