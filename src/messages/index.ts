/**
 * The messages layer: the packaged message profiles above the engine, and the
 * choice of one by name.
 *
 * @packageDocumentation
 */

export { referenceMessages } from './reference/index.js';
export type { MessageOption } from './resolve.js';
export { resolveMessages } from './resolve.js';
export type { FormatOptions } from './format.js';
export { formatDiagnostic, formatErrors, formatLabelled, operationLabel } from './format.js';
