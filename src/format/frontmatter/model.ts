/**
 * The frontmatter model types after validation (formats.md §3.2, §3.9),
 * derived from the one declaration in `schema.ts`: nothing here is written
 * by hand.
 *
 * @packageDocumentation
 */
import type { FrontmatterKeys, FrontmatterModel } from './schema.js';

/**
 * The frontmatter of a whole-body document after validation: the shared keys
 * with their defaults and normalisations, the type's own keys, and any
 * unknown keys as read. Kept as a name for the derived type; without type
 * arguments `status` and `type` are plain strings, with them they are the
 * type's vocabulary and tag (`FrontmatterOf<'tsk'>` is
 * `BaseFrontmatter<'tsk', 'draft' | 'active' | 'done' | 'cancelled'>`).
 *
 * @example
 * ```ts
 * const fm: BaseFrontmatter = {
 *   classification: null, created: null, id: null, status: 'draft',
 *   type: 'req', updated: null, version: '1.0.0',
 * };
 * ```
 */
export type BaseFrontmatter<
  Tag extends string = string,
  Status extends string = string,
  Keys extends FrontmatterKeys = Record<never, never>,
> = FrontmatterModel<'base', Tag, Status, Keys>;

/**
 * The frontmatter of an ADR after validation (formats.md §3.9): `status`,
 * `date`, `decision-makers` (`decision_makers` is read as this key),
 * `consulted`, `informed`, `id` (free-form strings or null) and `version`.
 * Kept as a name for the derived type.
 *
 * @example
 * ```ts
 * const fm: AdrFrontmatter = {
 *   status: 'draft', date: null, 'decision-makers': null, consulted: null,
 *   informed: null, id: null, version: '1.0.0',
 * };
 * ```
 */
export type AdrFrontmatter<
  Status extends string = string,
  Keys extends FrontmatterKeys = Record<never, never>,
> = FrontmatterModel<'adr', string, Status, Keys>;
