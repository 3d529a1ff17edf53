/**
 * Writing a whole document in canonical form (formats.md §8.6).
 *
 * @packageDocumentation
 */
import { compileHeadings, type DocumentType } from './document-type.js';
import { renderNewFrontmatter } from './frontmatter/render.js';
import { ownKeys } from './frontmatter/own-keys.js';
import type { HeadingTable } from './outline/paths.js';
import { BodyRenderer } from './render/render-body.js';

/**
 * Render a document model: the frontmatter block in canonical key order, an
 * empty line, the body, one final newline.
 *
 * @param type - the document type
 * @param document - frontmatter and body models
 * @param headings - the heading table to write with (default: English)
 * @returns the document text
 * @example
 * ```ts
 * serializeDocument(tsk, { frontmatter: { status: 'draft' }, body });
 * ```
 */
export function serializeDocument<B>(
  type: DocumentType<B>,
  document: { frontmatter: Record<string, unknown>; body: B },
  headings: HeadingTable = type.headings,
): string {
  const compiled = compileHeadings(type, headings);
  const body = new BodyRenderer(compiled).render(type.root, document.body as Record<string, unknown>);
  const order = type.frontmatter.kind === 'adr' ? 'adr' : 'alphabetical';
  return `${renderNewFrontmatter(document.frontmatter, order, ownKeys(type.frontmatter))}\n${body}`;
}
