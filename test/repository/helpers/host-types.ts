/**
 * Two host document types, defined the way a host would: a file-stored
 * note (`nte`, referenced as `NOTE <uuid>`) and a folder-stored work
 * package (`wp`, one folder `wp-<n>-<slug>` each, referenced as `WP wp-1-x`).
 */
import * as z from 'zod';
import { defineDocumentType, items, optional, paragraph, section, template, text, updates, valueSection } from '../../../src/outline.js';

export const NOTE_ID = '4f2a0000-0000-4000-8000-00000000000a';

export const noteOutline = section('', { level: 1, typeName: 'Note', heading: template('{title}', { title: text('title') }) }, [
  paragraph('summary'),
  optional(valueSection('points', { level: 2 }, items('items'))),
  updates('recentUpdates', { level: 2 }),
]);

export const noteBody = `# Release Checklist

Everything the release needs, in one place.

## Points

- Tag the release
- Publish the notes

## Recent Updates

### 2026-08-15T00:00:00.000Z - Created

Wrote the first points.
`;

export const noteText = `---
classification: null
created: '2026-08-15T00:00:00.000Z'
id: ${NOTE_ID}
status: draft
type: nte
updated: '2026-08-15T00:00:00.000Z'
version: 1.0.0
audience: team
---

${noteBody}`;

export const note = defineDocumentType({
  tag: 'nte',
  noun: 'note',
  statuses: { values: ['draft', 'open', 'closed'], default: 'draft' },
  referenceTag: 'NOTE',
  // A frontmatter key of its own: absent reads as 'team'.
  frontmatter: { audience: z.enum(['team', 'public']).default('team') },
  root: noteOutline,
  template: noteText,
  example: noteText,
});

const packageOutline = section('', { level: 1, typeName: 'WorkPackage', heading: template('{title}', { title: text('title') }) }, [
  paragraph('goal'),
  updates('recentUpdates', { level: 2 }),
]);

export const packageBody = `# Storage Layer

Move every write behind one atomic step.

## Recent Updates

### 2026-08-15T00:00:00.000Z - Created

Opened the package.
`;

export const workPackage = defineDocumentType({
  tag: 'wp',
  noun: 'work package',
  statuses: { values: ['planned', 'running', 'finished'], default: 'planned' },
  storage: { kind: 'folder', idPattern: /^wp-[0-9]+-[a-z0-9-]+$/, file: 'README.md' },
  referenceTag: 'WP',
  root: packageOutline,
  template: packageBody,
  example: packageBody,
});

/** The German heading table of the note type. */
export const noteGerman = {
  Note: '{title}',
  'Note > Points': 'Punkte',
  'Note > RecentUpdates': 'Letzte Änderungen',
};
