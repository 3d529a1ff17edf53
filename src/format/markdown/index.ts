/**
 * Markdown parsing of document bodies: linear-time parsing per section
 * (formats.md §8.3) and the source-based text rules of formats.md §4.
 *
 * @packageDocumentation
 */

export { splitChunks } from './chunks.js';
export type { Chunk } from './chunks.js';
export { batchChunks, countContainerStarts, parseBody, parseBodyUnchunked, parseChunks } from './parse-body.js';
export type { BatchLimits } from './parse-body.js';
export { inlineSource, lineCount } from './inline.js';
export { findRawHtml } from './raw-html.js';
export type { RawHtml } from './raw-html.js';
export { deindent, blockQuoteText } from './deindent.js';
export { checkBody, checkSize, complexityLimits, defaultLimits, resolveLimits, utf8Length } from './limits.js';
export type { DocumentLimits } from './limits.js';
