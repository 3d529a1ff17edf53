/**
 * What each link-check code means and how to fix it: the data the
 * diagnostics page is generated from, as `diagnosticCatalogue` is for the
 * parse codes.
 *
 * @packageDocumentation
 */

import type { LinkCheckCode } from '../row-types.js';

/**
 * The explanation of one link-check code.
 *
 * @example
 * ```ts
 * const e: LinkCheckExplanation = { title: 'Dangling reference', summary: '…', fix: '…' };
 * ```
 */
export interface LinkCheckExplanation {
  /** A short name. */
  readonly title: string;
  /** One sentence: what the finding means. */
  readonly summary: string;
  /** How to make it go away. */
  readonly fix: string;
}

/**
 * Every link-check code (`repo.checkLinks()`), each an error, with its
 * title, meaning and fix.
 *
 * @example
 * ```ts
 * linkCheckCatalogue['dangling-reference'].title; // 'Dangling reference'
 * ```
 */
export const linkCheckCatalogue: Readonly<Record<LinkCheckCode, LinkCheckExplanation>> = Object.freeze({
  'dangling-reference': Object.freeze({
    title: 'Dangling reference',
    summary: 'A typed reference (`REQ <uuid>`, `VCR <uuid>`, …) names a document that the repository does not have.',
    fix: 'Correct the id, create the document it names, or remove the reference.',
  }),
  'duplicate-id': Object.freeze({
    title: 'Duplicate id',
    summary: 'Two documents of one type carry the same `id`, so a reference to it is ambiguous.',
    fix: 'Give one of them a new UUID (and its file name with it).',
  }),
  'folder-id-mismatch': Object.freeze({
    title: 'Feature folder and id disagree',
    summary: "A feature folder's name carries another id than the `id` in its README's frontmatter.",
    fix: 'Rename the folder with repo.renameFeat, or correct the id in the frontmatter.',
  }),
  'parse-failure': Object.freeze({
    title: 'Document does not parse',
    summary: 'A document could not be read, so its references were not checked; the message is its first error.',
    fix: 'Fix the document (repo.validate or npm run demo shows every problem), then check again.',
  }),
  'no-collections': Object.freeze({
    title: 'No collection folder',
    summary: "The layout found none of its collection folders under the storage's root: a mistyped root would otherwise check nothing and pass.",
    fix: 'Point the storage at the folder that holds the collections, or fix the layout (layoutFromEnv, docsDir).',
  }),
});
