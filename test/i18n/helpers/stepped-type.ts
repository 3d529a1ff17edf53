/**
 * A test-only document type whose H1 holds a literal section and a pattern
 * section side by side, the one shape the packaged types lack, for the
 * literal-against-pattern collision rule (languages.md §3).
 */
import { defineDocumentType } from '../../../src/format/document-type.js';
import { integer, template, text } from '../../../src/format/outline/heading.js';
import { freeSection, optional, repeated, section } from '../../../src/format/outline/sections.js';

const step = freeSection('', { level: 2, typeName: 'Step', heading: template('Step {n}: {title}', { n: integer('number'), title: text('title') }) });

/**
 * `# <title>`, then an optional `## Notes`, then `## Step <n>: <title>` sections.
 *
 * @example
 * ```ts
 * steppedType.headings; // { Doc: '{title}', 'Doc > Notes': 'Notes', 'Doc > Step': 'Step {n}: {title}' }
 * ```
 */
export const steppedType = defineDocumentType({
  tag: 'stp',
  noun: 'stepped document',
  statuses: { values: ['draft'], default: 'draft' },
  root: section('', { level: 1, typeName: 'Doc', heading: template('{title}', { title: text('title') }) }, [
    optional(freeSection('notes', { level: 2 })),
    repeated(step, { min: 0 }),
  ]),
  template: '',
  example: '',
});
