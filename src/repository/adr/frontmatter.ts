/**
 * Replacing an ADR's whole frontmatter object in place (operations.md §4.9
 * `updateFrontmatter`): changed values edited through the YAML CST, removed
 * keys deleted with their lines, new keys inserted in the ADR key order.
 *
 * @packageDocumentation
 */

import { CST, Parser } from 'yaml';
import { editFrontmatterYaml } from '../../format/index.js';
import { keySource, scalarSource } from '../../format/index.js';

/**
 * The ADR key order of formats.md §3.9.
 *
 * @example
 * ```ts
 * ADR_KEY_ORDER.indexOf('id'); // 5
 * ```
 */
export const ADR_KEY_ORDER: readonly string[] = ['status', 'date', 'decision-makers', 'consulted', 'informed', 'id', 'version'];

type Item = { key: string; start: number; end: number };

function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

// Each top-level key with the lines it occupies: from the line of its
// leading comment or key to the line of the next key.
function topLevelItems(yaml: string): Item[] {
  const document = [...new Parser().parse(yaml)].find((token) => token.type === 'document');
  const root = document?.type === 'document' ? document.value : undefined;
  if (root === undefined || root.type !== 'block-map') return [];
  const starts = root.items.map((item) => {
    const lead = item.start.find((token) => token.type === 'comment')?.offset ?? item.key?.offset ?? 0;
    return lineStart(yaml, lead);
  });
  return root.items.map((item, i) => ({
    // Without an error callback resolveAsScalar throws on a malformed key; its source text names it as well.
    key: item.key ? (CST.resolveAsScalar(item.key, true, () => undefined)?.value ?? CST.stringify(item.key)) : '',
    start: starts[i] ?? 0,
    end: starts[i + 1] ?? yaml.length,
  }));
}

const rank = (key: string): number => {
  const i = ADR_KEY_ORDER.indexOf(key);
  return i < 0 ? ADR_KEY_ORDER.length : i;
};

/**
 * Rewrite an ADR frontmatter block's YAML to hold exactly the given values.
 * `decision_makers`, accepted on read, stands for `decision-makers`. A null
 * value removes the key, as the ADR renderer leaves null keys out.
 *
 * @param yaml - the YAML between the delimiter lines (may be `''`)
 * @param next - the new frontmatter: key → string value, or null for absent
 * @returns the new YAML text
 * @example
 * ```ts
 * replaceAdrFrontmatter('status: draft  # keep\nid: x\n', { status: 'accepted', date: '2026-08-05', id: 'x' });
 * // "status: accepted  # keep\ndate: '2026-08-05'\nid: x\n"
 * ```
 */
export function replaceAdrFrontmatter(yaml: string, next: Record<string, string | null>): string {
  const eol = /\r\n|\r|\n/.exec(yaml)?.[0] ?? '\n';
  const wanted = new Map(Object.entries(next).filter((entry): entry is [string, string] => entry[1] !== null));
  const present = topLevelItems(yaml);
  const written = (key: string): string =>
    key === 'decision-makers' && !present.some((item) => item.key === key) && present.some((item) => item.key === 'decision_makers')
      ? 'decision_makers'
      : key;
  const targets = new Map([...wanted].map(([key, value]) => [written(key), { key, value }]));
  // Remove from the back, so earlier offsets stay valid.
  let text = yaml;
  for (const item of [...present].reverse()) {
    if (!targets.has(item.key)) text = text.slice(0, item.start) + text.slice(item.end);
  }
  const kept = topLevelItems(text);
  const changes: Record<string, string> = {};
  for (const item of kept) {
    const target = targets.get(item.key);
    if (target !== undefined) changes[item.key] = target.value;
  }
  text = editFrontmatterYaml(text, changes);
  for (const [name, { key, value }] of [...targets].sort((a, b) => rank(a[1].key) - rank(b[1].key))) {
    if (kept.some((item) => item.key === name)) continue;
    const items = topLevelItems(text);
    const before = items.filter((item) => rank(item.key === 'decision_makers' ? 'decision-makers' : item.key) <= rank(key)).at(-1);
    const at = before?.end ?? items[0]?.start ?? text.length;
    const prefix = at > 0 && at === text.length && !/[\r\n]$/.test(text) ? eol : '';
    text = `${text.slice(0, at)}${prefix}${keySource(key)}: ${scalarSource(value, key === 'date')}${eol}${text.slice(at)}`;
  }
  return text;
}
