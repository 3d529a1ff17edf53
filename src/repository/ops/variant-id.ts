/**
 * The id a new language variant copies from its canonical document
 * (languages.md §1, §5: a variant's id equals the canonical document's id).
 *
 * @packageDocumentation
 */

import { isMap, parseDocument as parseYaml } from 'yaml';
import { splitDocument } from '../../format/index.js';
import type { Resolution } from '../store/resolve.js';

// The `id` of a broken document's frontmatter block, when its YAML still
// reads as a mapping with a string id.
function rawFrontmatterId(resolution: Resolution): string | null {
  const yaml = splitDocument(resolution.read.text, resolution.type.tag, resolution.type.frontmatter.kind === 'adr').frontmatter?.yaml;
  if (yaml === undefined) return null;
  const doc = parseYaml(yaml, { schema: 'core', uniqueKeys: true });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  const id: unknown = doc.get('id');
  return typeof id === 'string' ? id : null;
}

/**
 * The canonical document's id, for a variant to copy: the parsed
 * frontmatter id; for a document that fails to parse, the id it was
 * addressed by, the folder name of a folder-stored type (feat; its id by definition), or the
 * `id` its frontmatter block still holds; null when none is known.
 *
 * @param resolution - the resolved canonical document (English)
 * @returns the id, or null
 * @example
 * ```ts
 * const found = await resolveDocument(context, tsk, { kind: 'ref', ref: 'tsk-7d1f…-export' }, english);
 * canonicalIdOf(found); // '7d1f…'
 * ```
 */
export function canonicalIdOf(resolution: Resolution): string | null {
  const { read, target } = resolution;
  if (read.outcome.ok) {
    const id = read.outcome.document.frontmatter.id;
    return typeof id === 'string' ? id : null;
  }
  if (target.kind === 'id') return target.id;
  if (resolution.type.storage.kind === 'folder') return resolution.ref;
  return rawFrontmatterId(resolution);
}
