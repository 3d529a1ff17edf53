/**
 * HTML-block start and end conditions (CommonMark 0.31 §4.6, types 1-7),
 * as micromark applies them, for the line scanner behind `splitChunks`.
 *
 * @packageDocumentation
 */

/**
 * The seven HTML-block types of CommonMark §4.6.
 *
 * @example
 * ```ts
 * const comment: HtmlBlockType = 2; // `<!--` ... `-->`
 * ```
 */
export type HtmlBlockType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const RAW_NAMES = new Set(['pre', 'script', 'style', 'textarea']);

const BLOCK_NAMES = new Set(
  (
    'address article aside base basefont blockquote body caption center col colgroup dd details ' +
    'dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 ' +
    'head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option ' +
    'p param search section summary table tbody td tfoot th thead title tr track ul'
  ).split(' '),
);

const END_CONDITIONS: Record<1 | 2 | 3 | 4 | 5, RegExp> = {
  1: /<\/(?:pre|script|style|textarea)>/i,
  2: /-->/,
  3: /\?>/,
  4: />/,
  5: /\]\]>/,
};

const TAG_NAME = /^[A-Za-z][A-Za-z0-9-]*/;
const ATTRIBUTE_NAME = /^[A-Za-z_:][A-Za-z0-9_.:-]*/;
const UNQUOTED_VALUE = /^[^\s"'=<>`/]+/;

/**
 * The HTML-block type a line starts, if any.
 *
 * Type 7 is reported whether or not it may interrupt a paragraph; the caller
 * decides that. Like micromark (and unlike the letter of the spec), a closing
 * tag of a raw element such as `</pre>` is a type-7 start.
 *
 * @param text - the line from its first non-space character (tabs already expanded)
 * @returns the block type, or `0` when the line starts no HTML block
 * @example
 * ```ts
 * htmlBlockStart('<div class="x">'); // 6
 * htmlBlockStart('<b>'); // 7
 * htmlBlockStart('<b>bold</b>'); // 0
 * ```
 */
export function htmlBlockStart(text: string): HtmlBlockType | 0 {
  if (text.charCodeAt(0) !== 60 /* < */) return 0;
  if (text.startsWith('<!--')) return 2;
  if (text.startsWith('<?')) return 3;
  if (text.startsWith('<![CDATA[')) return 5;
  if (/^<![A-Za-z]/.test(text)) return 4;
  const closing = text.startsWith('</');
  const nameStart = closing ? 2 : 1;
  const name = TAG_NAME.exec(text.slice(nameStart))?.[0];
  if (name === undefined) return 0;
  const after = nameStart + name.length;
  const next = text.charAt(after);
  // micromark gives up on the whole line when the name runs into anything else.
  if (next !== '' && next !== ' ' && next !== '>' && next !== '/') return 0;
  const lower = name.toLowerCase();
  if (!closing && next !== '/' && RAW_NAMES.has(lower)) return 1;
  if (BLOCK_NAMES.has(lower)) return next === '/' && text.charAt(after + 1) !== '>' ? 0 : 6;
  return (closing ? isClosingTagRest(text.slice(after)) : isOpenTagRest(text.slice(after))) ? 7 : 0;
}

/**
 * Whether a line satisfies the end condition of an HTML block of types 1-5
 * (types 6 and 7 end at a blank line instead).
 *
 * @param type - the block's type
 * @param text - the line's content after its container markers
 * @returns `true` when the block ends on this line
 * @example
 * ```ts
 * htmlBlockEnds(2, 'still a comment -->'); // true
 * htmlBlockEnds(6, '</div>'); // false
 * ```
 */
export function htmlBlockEnds(type: HtmlBlockType, text: string): boolean {
  return type <= 5 && END_CONDITIONS[type as 1 | 2 | 3 | 4 | 5].test(text);
}

// A closing tag must be followed by nothing but spaces up to the line end.
function isClosingTagRest(rest: string): boolean {
  return /^ *> *$/.test(rest);
}

// Attributes, an optional `/`, `>` and only spaces to the line end; this
// follows micromark's state machine, which is a little laxer than the spec
// about what separates attributes.
function isOpenTagRest(rest: string): boolean {
  let i = 0;
  for (;;) {
    const spaces = /^ */.exec(rest.slice(i))?.[0].length ?? 0;
    i += spaces;
    const c = rest.charAt(i);
    if (c === '/') return /^\/> *$/.test(rest.slice(i));
    if (c === '>') return /^> *$/.test(rest.slice(i));
    const name = ATTRIBUTE_NAME.exec(rest.slice(i))?.[0];
    if (name === undefined) return false;
    i += name.length;
    const value = attributeValue(rest, i);
    if (value === -1) return false;
    i = value;
  }
}

// Skips an optional `= value` after an attribute name; returns where
// scanning resumes, or -1 when the tag is broken. A loop, not recursion:
// `a=b=c=…` may repeat as often as a line allows.
function attributeValue(rest: string, from: number): number {
  let resume = from;
  for (;;) {
    let i = resume;
    while (rest.charAt(i) === ' ') i++;
    if (rest.charAt(i) !== '=') return resume;
    i++;
    while (rest.charAt(i) === ' ') i++;
    const c = rest.charAt(i);
    if (c === '"' || c === "'") {
      const close = rest.indexOf(c, i + 1);
      if (close === -1) return -1;
      const following = rest.charAt(close + 1);
      return following === ' ' || following === '/' || following === '>' ? close + 1 : -1;
    }
    const unquoted = UNQUOTED_VALUE.exec(rest.slice(i))?.[0];
    if (unquoted === undefined) return -1;
    // micromark lets another `=value` follow an unquoted value directly.
    resume = i + unquoted.length;
  }
}
