/**
 * Rendering an ADR body (formats.md §6.1, §8.6). The flat model is nested
 * back into the shape of the outline's sections and written by the shared
 * body renderer, so headings come from the same heading table as reading.
 *
 * @packageDocumentation
 */
import type { CompiledHeading } from '../../format/outline/compile-heading.js';
import type { SectionDef } from '../../format/outline/types.js';
import { BodyRenderer } from '../../format/render/render-body.js';
import type { AdrBody } from './model.js';
import { adrOutline } from './outline.js';

const root = adrOutline.def as SectionDef;

/**
 * The model the outline's sections describe: each composite section's lead
 * text and lifted children gathered under it again, and the options
 * container left out unless it holds an option (formats.md §6.1).
 *
 * @param body - the flat adr body model
 * @returns the nested model for the outline renderer
 * @example
 * ```ts
 * nestAdrBody(body).decisionOutcome; // { text: 'Chosen option: …', consequences: '…' }
 * ```
 */
export function nestAdrBody(body: AdrBody): Record<string, unknown> {
  const flat = body as Record<string, unknown>;
  const nested: Record<string, unknown> = { title: body.title };
  if (root.body.kind !== 'object') return nested;
  for (const def of root.body.fields) {
    const value = flat[def.name];
    if (def.kind !== 'section' || def.body.kind !== 'object') {
      const empty = Array.isArray(value) && value.length === 0;
      if (value !== undefined && !empty) nested[def.name] = value;
      continue;
    }
    const inner: Record<string, unknown> = {};
    for (const child of def.body.fields) {
      const childValue = child.kind === 'section' ? flat[child.name] : value;
      if (childValue !== undefined) inner[child.name] = childValue;
    }
    nested[def.name] = inner;
  }
  return nested;
}

/**
 * Render an ADR body in canonical Markdown: `# title`, then the sections in
 * the order of formats.md §6.1, `### Consequences`/`### Confirmation` under
 * Decision Outcome, options under `## Pros and Cons of the Options`.
 *
 * @param body - the flat adr body model
 * @param headings - the compiled heading table to write with
 * @returns the body Markdown, ending with one newline
 * @example
 * ```ts
 * renderAdrBody(body, compileHeadings(adr, adr.headings));
 * ```
 */
export function renderAdrBody(body: AdrBody, headings: ReadonlyMap<string, CompiledHeading>): string {
  return new BodyRenderer(headings).render(root, nestAdrBody(body));
}
