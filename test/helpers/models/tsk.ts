/**
 * Generated task-list models (`tsk`) that are valid for every slot, for
 * round-trip properties.
 */
import fc from 'fast-check';
import { commentText, frontmatter, inlineLine, paragraphText, updates } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const taskItem = fc.record({ checked: fc.boolean(), text: inlineLine, content: paragraphText }, { requiredKeys: ['checked', 'text'] });

const body = fc.record(
  {
    title: inlineLine,
    comment: commentText,
    tasks: fc.record({ ordered: fc.boolean(), items: fc.array(taskItem, { minLength: 1, maxLength: 5 }) }),
    recentUpdates: updates,
  },
  { requiredKeys: ['title', 'tasks', 'recentUpdates'] },
);

/**
 * Whole task lists: optional comment, checked and unchecked items with
 * optional content, newest-first update entries.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(tskModels, (m) => expectRoundTrip(tsk, m)));
 * ```
 */
export const tskModels: fc.Arbitrary<DocumentModel<'tsk'>> = fc.record({ frontmatter: frontmatter('tsk', ['draft', 'active', 'done', 'cancelled']), body });
