/**
 * fast-check arbitraries for model texts that are valid for their slot
 * (formats.md §8.6): property tests generate only such models.
 */
import fc from 'fast-check';

const WORD = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,9}$/);
const PUNCT = fc.constantFrom('.', ',', ';', ':', '!', '?', '(x)', '`code`', '**bold**', '_em_', 'é', 'ß', '–', '80 °C', '#1', '[ref]');

/** One line of inline text: words and harmless punctuation, no leading block marker. */
export const inlineLine: fc.Arbitrary<string> = fc
  .tuple(WORD, fc.array(fc.oneof({ weight: 4, arbitrary: WORD }, { weight: 1, arbitrary: PUNCT }), { maxLength: 8 }))
  .map(([first, rest]) => [first, ...rest].join(' '));

/** A paragraph: one to three inline lines (soft line breaks). */
export const paragraphText: fc.Arbitrary<string> = fc.array(inlineLine, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));

/** An HTML comment. */
export const commentText: fc.Arbitrary<string> = fc.array(inlineLine, { minLength: 1, maxLength: 2 }).map((lines) => `<!-- ${lines.join('\n')} -->`);

/** Free-form Markdown: paragraphs, bullet lists and fenced code, separated by blank lines. */
export const freeText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      paragraphText,
      fc.array(inlineLine, { minLength: 1, maxLength: 3 }).map((items) => items.map((item) => `- ${item}`).join('\n')),
      fc.array(inlineLine, { minLength: 1, maxLength: 2 }).map((lines) => `\`\`\`text\n${lines.join('\n')}\n\`\`\``),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((blocks) => blocks.join('\n\n'));

/** A canonical timestamp (`T` or space, `Z` or an offset). */
export const timestamp: fc.Arbitrary<string> = fc
  .record({
    date: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
    sep: fc.constantFrom('T', ' '),
    zone: fc.constantFrom('Z', '+02:00', '-05:30', '+00:00'),
  })
  .map(({ date, sep, zone }) => date.toISOString().slice(0, 23).replace('T', sep) + zone);

/** A canonical lowercase UUID v4. */
export const uuid: fc.Arbitrary<string> = fc.uuid({ version: 4 });

/** Update entries, newest first, with canonical `T` timestamps. */
export const updateEntries = fc
  .array(fc.record({ date: fc.integer({ min: 946_684_800_000, max: 4_000_000_000_000 }), title: inlineLine, content: freeText }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((entries) =>
    entries
      .sort((a, b) => b.date - a.date)
      .map((entry) => ({ timestamp: new Date(entry.date).toISOString(), separator: '-' as const, title: entry.title, content: entry.content })),
  );
