/**
 * gol — Goal (formats.md §6.7): a business goal; req's shape without
 * Characteristics and Level.
 *
 * @packageDocumentation
 */
import { paragraph } from '../../format/index.js';
import { template, text } from '../../format/index.js';
import { freeSection, optional, section } from '../../format/index.js';
import { trailingSections } from '../shared/trailing-sections.js';

/**
 * The gol outline's H1 section (model `Goal`).
 *
 * @example
 * ```ts
 * defineDocumentType({ tag: 'gol', noun: 'goal', statuses: statusRules.gol, root: goalOutline, template, example });
 * ```
 */
export const goalOutline = section('', { level: 1, typeName: 'Goal', heading: template('{title}', { title: text('title') }) }, [
  paragraph('statement'),
  optional(freeSection('description', { level: 2 })),
  ...trailingSections(),
]);
