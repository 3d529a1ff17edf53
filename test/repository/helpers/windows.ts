/**
 * The §10.3 window cases over the text `l1\nl2\nl3\nl4\n`: offset, limit,
 * numbered, and the expected window.
 */
export const WINDOW_CASES: [number, number | undefined, boolean, string][] = [
  [2, 2, false, 'l2\nl3\n'],
  [5, undefined, false, ''],
  [3, 99, false, 'l3\nl4\n'],
  [2, 0, false, ''],
  [0, 2, false, 'l1\nl2\n'],
  [1, -3, false, ''],
  [2, 2, true, '2: l2\n3: l3\n'],
  [-5, undefined, true, '1: l1\n2: l2\n3: l3\n4: l4\n'],
];
