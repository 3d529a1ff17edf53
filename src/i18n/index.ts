/**
 * The front door of the i18n layer: what the layers above may import from it.
 *
 * @packageDocumentation
 */

// Used by the layers above.
export { availableLanguages, createLanguageRegistry, headingTable, packagedLanguages } from './registry.js';
export type { LanguageRegistry, LanguageTables } from './registry.js';
