/**
 * The packaged sysrs template and example, written for this library; each
 * lives in its own module because a whole specification is long.
 *
 * @packageDocumentation
 */

export { systemRequirementsSpecificationExample } from './example.js';
export { systemRequirementsSpecificationTemplate } from './template.js';
