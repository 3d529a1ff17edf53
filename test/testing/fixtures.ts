/** The documents the testing-kit tests read, from test/testing/fixtures. */
import { readFileSync } from 'node:fs';

/** A fixture's text. */
export function fixture(name: 'tsk-valid' | 'tsk-broken' | 'tsk-legacy' | 'tsk-de'): string {
  return readFileSync(new URL(`./fixtures/${name}.md`, import.meta.url), 'utf8');
}

export const STATUS_OPEN = '5:1  error  The status "open" is not a task list status. Use "draft", "active", "done" or "cancelled".  [frontmatter-field]';
export const RECENT_STUFF = '17:1  error  Expected the heading "## Recent Updates" here, found "## Recent Stuff". Rename the heading to "## Recent Updates".  [heading-mismatch]';
export const LEGACY_WARNING =
  '19:1  warning  This is an older form (date-only entry heading), accepted because of mode: \'lenient\'; the current form is "<timestamp> - <title>". Rewrite it in the current form.  [legacy-form]';
