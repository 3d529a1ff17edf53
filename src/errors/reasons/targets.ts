/**
 * The params of refused ids, refs and targets.
 *
 * @packageDocumentation
 */

/**
 * Target reasons.
 *
 * @example
 * ```ts
 * const p: TargetReasons['invalid-id'] = { problem: 'empty', id: '' };
 * ```
 */
export interface TargetReasons {
  /** An id of the wrong shape for its type. */
  'invalid-id':
    | { readonly problem: 'empty' | 'traversal' | 'not-uuid'; readonly id: unknown }
    | { readonly problem: 'too-long'; readonly id: string; readonly type: string; readonly max: number }
    | {
        readonly problem: 'folder-name';
        readonly id: unknown;
        readonly type: string;
        /** The type's id pattern, as its source text. */
        readonly pattern: string;
        /** The type's own text for a wrong folder name (`idMessages.invalid`), given the id as a quoted literal. */
        readonly typeText?: (shown: string) => string;
      };
  /** Not exactly one of `id` and `ref`. */
  'invalid-target': { readonly id: unknown; readonly ref: unknown };
  /** A ref that is not a bare name inside its collection. */
  'invalid-ref':
    | { readonly problem: 'empty' | 'traversal' | 'collection' | 'drive-letter'; readonly ref: string }
    | { readonly problem: 'characters'; readonly ref: string; readonly characters: CharacterProblem }
    | { readonly problem: 'too-long'; readonly ref: string; readonly bytes: number; readonly max: number }
    | { readonly problem: 'not-member'; readonly ref: string; readonly folder: string };
  /** A caller's file path (`parseFile`, `formatFile`) that is not a clean root-relative path. */
  'invalid-path':
    | { readonly problem: 'backslash' | 'drive-letter' | 'root'; readonly path: string }
    | { readonly problem: 'characters'; readonly path: string; readonly characters: CharacterProblem }
    | { readonly problem: 'too-long' | 'segment-too-long'; readonly path: string; readonly max: number };
  /** A path that leaves the storage root or its collection. */
  'path-outside-root': { readonly path: string; readonly base: string };
  /** `memoryStorage` given one key as a file and as a folder. */
  'file-and-folder': { readonly path: string };
}

/**
 * What is wrong with the characters of a ref or path: a control character
 * (its code point, `U+0000`), a lone surrogate, or text not in NFC.
 *
 * @example
 * ```ts
 * const c: CharacterProblem = { kind: 'control', codePoint: 'U+0000' };
 * ```
 */
export type CharacterProblem = { readonly kind: 'control'; readonly codePoint: string } | { readonly kind: 'surrogate' | 'not-nfc' };
