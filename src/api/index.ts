/**
 * The front door of the api layer: what the layers above may import from it.
 *
 * @packageDocumentation
 */

// Used by the layers above.
export { toJsonSchema } from './json-schema.js';
export { parse } from './parse.js';
export type { ParseOptions } from './parse.js';
export { serialize } from './serialize.js';
export type { SerializeOptions } from './serialize.js';
export { requireMode } from './usage.js';
export type { TypeArgument } from './usage.js';
export { labelledResult, requireFullFits, validate, validationResult } from './validate.js';
export type { ValidateOptions, ValidateResult } from './validate.js';
