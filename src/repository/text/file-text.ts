/**
 * Bytes ↔ text of stored documents, and rebuilding a file around a new body
 * or new frontmatter values while keeping its line endings and BOM
 * (operations.md §1.6, formats.md §8.5).
 *
 * @packageDocumentation
 */

import { editFrontmatterYaml } from '../../format/index.js';
import { renderNewFrontmatter } from '../../format/index.js';
import { toLf, trimEndOf } from '../../text/index.js';
import type { DocumentSplit } from '../../format/index.js';

// ignoreBOM keeps U+FEFF in the text, so the split sees and remembers it.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

/**
 * Decode a stored file; a leading BOM stays in the text.
 *
 * @param bytes - the raw bytes
 * @returns the text (invalid UTF-8 becomes U+FFFD)
 * @example
 * ```ts
 * decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x23])); // '\uFEFF#'
 * ```
 */
export function decodeText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/**
 * Apply a file's line-ending style to a text written with `\n` line breaks:
 * every `\n` becomes CRLF for a CRLF file, and a BOM is prepended iff the
 * file had one.
 *
 * @param text - the new file text, `\n` line breaks, no BOM
 * @param style - the original file's `eol` and `bom` (new files: `'\n'`, no BOM)
 * @returns the text exactly as it will be stored
 * @example
 * ```ts
 * styleText('a\nb\n', { eol: '\r\n', bom: true }); // '\uFEFFa\r\nb\r\n'
 * ```
 */
export function styleText(text: string, style: { eol: '\n' | '\r\n'; bom: boolean }): string {
  const lines = style.eol === '\r\n' ? text.replace(/\n/g, '\r\n') : text;
  return style.bom ? `\uFEFF${lines}` : lines;
}

/**
 * Encode a text as UTF-8 (a BOM in the text is kept).
 *
 * @param text - the text as it will be stored
 * @returns the bytes
 * @example
 * ```ts
 * encodeText('# T\n'); // Uint8Array [35, 32, 84, 10]
 * ```
 */
export function encodeText(text: string): Uint8Array {
  return encoder.encode(text);
}

/**
 * Remove trailing spaces, tabs and line breaks, so a file can end with
 * exactly one line ending.
 *
 * @param text - a body
 * @returns the body without trailing whitespace
 * @example
 * ```ts
 * trimBodyEnd('# T\n\n  \n'); // '# T'
 * ```
 */
export function trimBodyEnd(text: string): string {
  return trimEndOf(text, ' \t\r\n');
}

/**
 * The frontmatter values a rewrite changes: key → new scalar (null writes `null`).
 *
 * @example
 * ```ts
 * const changes: FrontmatterChanges = { status: 'done', classification: null };
 * ```
 */
export type FrontmatterChanges = Record<string, string | null>;

/**
 * Rebuild a document file: the part above the body (blank lines, frontmatter
 * block, blank lines) is kept byte for byte except for the changed
 * frontmatter values, which are edited in place through the YAML CST; then
 * the new body; then exactly one line ending. Without a frontmatter block
 * (adr), changed keys get a new block holding only them, in the ADR key order.
 * Line breaks are returned as `\n`; {@link styleText} applies the file's style.
 *
 * @param split - the split of the current file
 * @param body - the new body (`\n` line breaks)
 * @param changes - the frontmatter values to set
 * @param yamlOverride - the complete new YAML of the block, replacing `changes` (ADR frontmatter replacement)
 * @returns the new file text without BOM, `\n` line breaks
 * @throws Error when the block's YAML is not a block mapping (callers check parseability first)
 * @example
 * ```ts
 * rebuildFile(splitDocument(text, 'tsk'), '# New\n…', { updated: '2026-08-30T10:00:00.000Z' });
 * ```
 */
export function rebuildFile(split: DocumentSplit, body: string, changes: FrontmatterChanges, yamlOverride?: string): string {
  const block = split.frontmatter;
  const newBody = trimBodyEnd(toLf(body));
  let head: string;
  if (block !== null) {
    const yaml = yamlOverride ?? editFrontmatterYaml(block.yaml, changes);
    const above = split.text.slice(0, block.yamlStart);
    const below = split.text.slice(block.yamlStart + block.yaml.length, split.body.start);
    head = toLf(above + yaml + below);
  } else {
    // Only adr documents may lack a block; a new one follows the ADR key order.
    let fresh = Object.keys(changes).length === 0 ? '' : `${renderNewFrontmatter(changes, 'adr')}\n`;
    if (yamlOverride !== undefined) fresh = yamlOverride.trim() === '' ? '' : `---\n${yamlOverride}---\n\n`;
    head = fresh + toLf(split.text.slice(0, split.body.start));
  }
  if (newBody === '') return `${head.replace(/\n+$/, '')}\n`;
  if (head !== '' && !head.endsWith('\n')) head += '\n';
  return `${head}${newBody}\n`;
}
