/**
 * Random Markdown bodies for the property tests of the chunk split: lines
 * drawn from a pool of block starts, container markers and near misses.
 */

import fc from 'fast-check';

// No `[`: link reference definitions are the one construct whose effect
// crosses chunks, and they are out of scope of the equality.
export const TRICKY_LINES = [
  '# h', '## Section', '###### six', '####### seven', '#', '#hashtag', '#\tx', '  # indented', '# closed ##',
  '```', '````', '```js', '``` a`b', '~~~', '~~~~ x`y', '  ```', '   ~~~', '    ```', '\t```', '```   ',
  '<!--', '-->', '<!-- c -->', 'x -->', '<!-->', '<div>', '</div>', '<div/>', '<div class="a">', '<pre>', '</pre>',
  '<script>', 'x </script>', '<style', '<textarea>', '<a>', '<a href="x">', '<span/>', '</b>', '<b>x</b>',
  '<?', '?>', '<!DOCTYPE html>', '<!X', '>', '<![CDATA[', ']]>', '<a b=c d>', '<a b="c"d>', '<x-y z:w=\'1\'>',
  '- a', '* b', '+ c', '-', '- ', '1. one', '2) two', '1)', '10. ten', '  - nested', '    - deep', '-\tx',
  '> q', '> > qq', '>', '> ', '   > q', '- > q', '> - a', '- ```', '> ```', '  ```', '  # x', '- # x', '> # x',
  '-   ```', '>\t```', '1.  ```', '  > ```', '  <div>', '> <div>', '- <!--',
  'text', 'para two', '  indented', '    code', '\tcode', '  \t  mixed',
  '===', '---', '***', '- - -', '___', '= =',
  '- 2. x', '> - 2. x', '1. - x', '- -', '> -', '* > ```', '-    x', '-     x', '1.     y', '      ```', '     # x',
  '   - a', '     - b', '      <b>', '  <b>', '> <b>', '> > ```', '>> x', ' >  >  y', '-\t\tx', '  \t~~~', '>\t\tcode',
  '  > - ```', '1) a', '2. b', '3) c', '  1. z', '01. w', '123456789. v', '1234567890. u', '*\t', '+',
  '', '', '', '  ', '\t',
];

const LINE_ENDINGS = ['\n', '\n', '\n', '\r\n', '\r'];

/** A body of 1-40 random lines joined by random line endings. */
export const trickyBody = fc
  .array(fc.tuple(fc.constantFrom(...TRICKY_LINES), fc.constantFrom(...LINE_ENDINGS)), { minLength: 1, maxLength: 40 })
  .map((lines) => lines.map(([line, ending]) => line + ending).join(''));
