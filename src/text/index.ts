/**
 * The front door of the text layer: what the layers above may import from it.
 *
 * @packageDocumentation
 */

// Used by the layers above.
export { LineIndex, splitLines, toLf, trimEndOf } from './lines.js';
export { sha256Hex } from './sha256.js';
export { listOf, literal, LITERAL_MAX_LENGTH } from './literal.js';
