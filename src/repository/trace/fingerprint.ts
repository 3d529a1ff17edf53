/**
 * The fingerprint of a document's normative content, the value a confirmed
 * link remembers (issue 14 item 3).
 *
 * @packageDocumentation
 */

import { sha256Hex } from '../../text/index.js';
import { traceFacts } from './facts.js';

// Stamps that change on every write without changing what the document says.
const VOLATILE_KEYS: ReadonlySet<string> = new Set(['created', 'updated', 'version']);

const normalise = (_key: string, value: unknown): unknown => (typeof value === 'string' ? value.replace(/\s+/gu, ' ').trim() : value);

/**
 * The fingerprint of a parsed document: the SHA-256 of its model (body and
 * frontmatter) with every string's whitespace runs collapsed to one space
 * and trimmed, without `created`, `updated` and `version`, and without the
 * type's informative sections (update logs, a feature's progress; see
 * `traceFacts`). So a status change or a changed sentence changes it; a
 * re-wrapped paragraph, extra blank lines, changed indentation or a new
 * update-log entry do not. Reading the model rather than the text also
 * ignores what the format treats as equal (bullet characters, heading
 * spacing).
 *
 * @param type - the document's type tag
 * @param frontmatter - the parsed frontmatter
 * @param body - the parsed body model
 * @returns 64 lowercase hex digits
 * @example
 * ```ts
 * normativeFingerprint('req', { id, status: 'accepted', updated: '…' }, body); // 'ab12…'
 * ```
 */
export function normativeFingerprint(type: string, frontmatter: Readonly<Record<string, unknown>>, body: Readonly<Record<string, unknown>>): string {
  const front: Record<string, unknown> = {};
  for (const key of Object.keys(frontmatter).sort()) if (!VOLATILE_KEYS.has(key)) front[key] = frontmatter[key];
  const informative = new Set(traceFacts[type]?.informative ?? []);
  const normative: Record<string, unknown> = {};
  for (const key of Object.keys(body)) if (!informative.has(key)) normative[key] = body[key];
  const text = JSON.stringify({ type, frontmatter: front, body: normative }, normalise);
  return sha256Hex(new TextEncoder().encode(text));
}
