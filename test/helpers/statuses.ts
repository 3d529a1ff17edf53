/**
 * The status rules and tags of the built-in types, read from their records
 * (the records are the only place they are written).
 */
import { documentTypes, type DocumentTag } from '../../src/domains/registry.js';
import type { StatusRule } from '../../src/format/document-type.js';

export type { DocumentTag };

/** Every built-in tag in canonical order. */
export const documentTags = Object.keys(documentTypes) as DocumentTag[];

/** Each built-in type's status rule, by tag. */
export const statusRules = Object.fromEntries(documentTags.map((tag) => [tag, documentTypes[tag].statuses])) as Record<DocumentTag, StatusRule>;
