/**
 * Paging of listings (operations.md §3.1.1): clamping, never an error.
 *
 * @packageDocumentation
 */

/**
 * Page size when `maxResults` is absent.
 *
 * @example
 * ```ts
 * normalizePaging(undefined, 0).maxResults === DEFAULT_MAX_RESULTS; // true
 * ```
 */
export const DEFAULT_MAX_RESULTS = 25;
/**
 * Smallest applied page size.
 *
 * @example
 * ```ts
 * normalizePaging(0, 0).maxResults === MIN_MAX_RESULTS; // true
 * ```
 */
export const MIN_MAX_RESULTS = 1;
/**
 * Largest applied page size.
 *
 * @example
 * ```ts
 * normalizePaging(500, 0).maxResults === MAX_MAX_RESULTS; // true
 * ```
 */
export const MAX_MAX_RESULTS = 100;
/**
 * Smallest applied offset.
 *
 * @example
 * ```ts
 * normalizePaging(25, -3).offset === MIN_OFFSET; // true
 * ```
 */
export const MIN_OFFSET = 0;

/**
 * One page of a listing (`kind: 'page'`).
 *
 * @example
 * ```ts
 * const page: PagedResult<string> = { kind: 'page', total: 5, offset: 0, maxResults: 2, truncated: true, results: ['a', 'b'], errorCount: 0 };
 * ```
 */
export type PagedResult<Row> = {
  kind: 'page';
  /** The number of items before paging (after any filter). */
  total: number;
  /** The applied offset. */
  offset: number;
  /** The applied page size. */
  maxResults: number;
  /** `offset + maxResults < total`. */
  truncated: boolean;
  /** `items[offset, offset + maxResults)`. */
  results: Row[];
  /** Failed rows (or unresolved references) in the whole list, not just this page. */
  errorCount: number;
};

// Paging values come from hosts that may pass floats or junk; anything that
// is not a finite number counts as absent rather than throwing.
function integerOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/**
 * The applied paging values: `maxResults` absent → 25, else clamped into
 * [1, 100]; `offset` absent → 0, else floored at 0.
 *
 * @param maxResults - the caller's page size, possibly absent
 * @param offset - the caller's offset, possibly absent
 * @returns the applied values
 * @example
 * ```ts
 * normalizePaging(500, -3); // { maxResults: 100, offset: 0 }
 * ```
 */
export function normalizePaging(maxResults: unknown, offset: unknown): { maxResults: number; offset: number } {
  const size = integerOr(maxResults, DEFAULT_MAX_RESULTS);
  return {
    maxResults: Math.min(MAX_MAX_RESULTS, Math.max(MIN_MAX_RESULTS, size)),
    offset: Math.max(MIN_OFFSET, integerOr(offset, MIN_OFFSET)),
  };
}

/**
 * Cut one page out of a complete list.
 *
 * @param items - every item, in order
 * @param options - the caller's `maxResults` and `offset` (normalised here)
 * @param errorCount - the error count of the whole list
 * @returns the page
 * @example
 * ```ts
 * paginate(['a', 'b', 'c', 'd', 'e'], { offset: 3, maxResults: 2 }, 0).truncated; // false (exact fit)
 * ```
 */
export function paginate<Row>(
  items: readonly Row[],
  options: { maxResults?: unknown; offset?: unknown },
  errorCount: number,
): PagedResult<Row> {
  const { maxResults, offset } = normalizePaging(options.maxResults, options.offset);
  return {
    kind: 'page',
    total: items.length,
    offset,
    maxResults,
    truncated: offset + maxResults < items.length,
    results: items.slice(offset, offset + maxResults),
    errorCount,
  };
}
