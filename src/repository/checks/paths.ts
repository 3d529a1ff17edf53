/**
 * The one normaliser of caller paths and refs (operations.md §1.3, §1.4,
 * §2.2): run by the repository before any storage call, so every `Storage`
 * implementation — the packaged ones and a host's own (object store, git
 * tree) — receives only clean root-relative POSIX paths.
 *
 * A clean path has no empty, `.` or `..` segment, does not start with `/`,
 * contains no backslash, no control character (U+0000–U+001F,
 * U+007F–U+009F), no drive letter (`C:`), is in Unicode NFC, and each
 * segment is at most 255 bytes of UTF-8.
 *
 * Decisions:
 * - **Non-NFC input is refused, not normalised.** Two spellings of one name
 *   are one file on some file systems and two on others; normalising would
 *   silently address a different file than the caller named. The library
 *   only writes ASCII names, so this affects hand-named files only, which
 *   stay reachable by id.
 * - **Caller file paths** (`parseFile`, `formatFile`) may contain `.`, `..`
 *   and doubled `/`; they are resolved lexically (as the reference's
 *   `normpath` does, operations.md §5.2) and the result must lie inside the
 *   root. An absolute path is accepted only below `storage.absolute('')`.
 * - **Refs** are one bare name: non-empty, no `/`, `\` or `..`, not `.`,
 *   no control character, no drive letter, NFC, at most
 *   {@link MAX_REF_BYTES} bytes of UTF-8 (so `<ref>.md` fits a file name).
 *   A ref may start with a dot (`.hidden` names `docs/tsk/.hidden.md`, a
 *   member). Nothing is decoded: `%2e%2e` and full-width dots `．．` are
 *   literal names inside the collection.
 *
 * @packageDocumentation
 */

import { describeValue, usageError, UsageError, type CharacterProblem, type ErrorParamsByReason } from '../../errors/index.js';

/**
 * The longest ref, in bytes of UTF-8: a file name is at most 255 bytes and
 * `.md` takes three.
 *
 * @example
 * ```ts
 * MAX_REF_BYTES; // 252
 * ```
 */
export const MAX_REF_BYTES = 252;
/**
 * The longest path segment, in bytes of UTF-8.
 *
 * @example
 * ```ts
 * MAX_SEGMENT_BYTES; // 255
 * ```
 */
export const MAX_SEGMENT_BYTES = 255;
/**
 * The longest caller path, in bytes of UTF-8.
 *
 * @example
 * ```ts
 * MAX_PATH_BYTES; // 4096
 * ```
 */
export const MAX_PATH_BYTES = 4096;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const DRIVE = /^[A-Za-z]:/;
const encoder = new TextEncoder();
const byteLength = (text: string): number => encoder.encode(text).length;
const codePoint = (ch: string): string => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

function isNfc(text: string): boolean {
  try {
    return text.normalize('NFC') === text;
  } catch {
    // A lone surrogate cannot be normalised; it is no file name either.
    return false;
  }
}

const hasLoneSurrogate = (text: string): boolean => /\p{Surrogate}/u.test(text);

/**
 * The problem of a name's characters, shared by refs and paths: a control
 * character, a lone surrogate, or a form other than NFC.
 *
 * @param text - the name
 * @returns the problem, or null when the characters are fine
 * @example
 * ```ts
 * characterProblem('a\u0000b'); // { kind: 'control', codePoint: 'U+0000' }
 * ```
 */
export function characterProblem(text: string): CharacterProblem | null {
  const control = CONTROL.exec(text);
  if (control !== null) return { kind: 'control', codePoint: codePoint(control[0]) };
  if (hasLoneSurrogate(text)) return { kind: 'surrogate' };
  if (!isNfc(text)) return { kind: 'not-nfc' };
  return null;
}

/**
 * Check a ref (operations.md §1.3): a bare name inside its collection,
 * never the collection folder itself or anything outside it.
 *
 * @param ref - the caller's ref
 * @returns the ref, unchanged
 * @throws UsageError `invalid-ref`
 * @example
 * ```ts
 * checkRefName('tsk-4f2a-export'); // 'tsk-4f2a-export'
 * checkRefName('.'); // throws: ref "." names the collection folder itself; a bare ref is expected
 * ```
 */
export function checkRefName(ref: unknown): string {
  if (typeof ref !== 'string') {
    throw new UsageError('invalid-ref', `ref must be a string (a file name without .md, or a feature folder name), got ${describeValue(ref)}`);
  }
  const invalid = (params: ErrorParamsByReason['invalid-ref']): UsageError => usageError('invalid-ref', 'invalid-ref', params);
  if (/^\s*$/.test(ref)) throw invalid({ problem: 'empty', ref });
  if (ref.includes('/') || ref.includes('\\') || ref.includes('..')) throw invalid({ problem: 'traversal', ref });
  if (ref === '.') throw invalid({ problem: 'collection', ref });
  const characters = characterProblem(ref);
  if (characters !== null) throw invalid({ problem: 'characters', ref, characters });
  if (DRIVE.test(ref)) throw invalid({ problem: 'drive-letter', ref });
  const bytes = byteLength(ref);
  if (bytes > MAX_REF_BYTES) throw invalid({ problem: 'too-long', ref, bytes, max: MAX_REF_BYTES });
  return ref;
}

function outsideRoot(path: string, base: () => string): UsageError {
  return usageError('path-outside-root', 'path-outside-root', { path, base: base() });
}

function stripBase(path: string, base: string): string | null {
  const root = base.endsWith('/') && base.length > 1 ? base.slice(0, -1) : base;
  if (root === '/') return path.slice(1);
  if (path === root) return '';
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : null;
}

/**
 * Normalise a caller's file path (`parseFile`, `formatFile`) to a clean
 * root-relative path, before any storage call.
 *
 * @param path - root-relative POSIX, or absolute below `base`
 * @param base - the root as the storage reports it (`storage.absolute('')`); asked only for an absolute path or an escape's message
 * @returns the clean root-relative path of a file
 * @throws UsageError `path-outside-root` (escapes, absolute paths elsewhere) or `invalid-arguments` (characters, backslash, drive letter, length, the root itself)
 * @example
 * ```ts
 * normalizeCallerPath('./notes/../notes/a.md', () => '/'); // 'notes/a.md'
 * normalizeCallerPath('..\\x.md', () => '/'); // throws: path "..\\x.md" contains a backslash; separate folders with "/"
 * ```
 */
export function normalizeCallerPath(path: string, base: () => string): string {
  const invalid = (params: ErrorParamsByReason['invalid-path']): UsageError => usageError('invalid-arguments', 'invalid-path', params);
  const characters = characterProblem(path);
  if (characters !== null) throw invalid({ problem: 'characters', path, characters });
  if (path.includes('\\')) throw invalid({ problem: 'backslash', path });
  if (byteLength(path) > MAX_PATH_BYTES) throw invalid({ problem: 'too-long', path, max: MAX_PATH_BYTES });
  let relative = path;
  if (path.startsWith('/')) {
    const inside = stripBase(path, base());
    if (inside === null) throw outsideRoot(path, base);
    relative = inside;
  }
  if (DRIVE.test(relative)) throw invalid({ problem: 'drive-letter', path });
  const out: string[] = [];
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) throw outsideRoot(path, base);
      out.pop();
      continue;
    }
    if (byteLength(segment) > MAX_SEGMENT_BYTES) throw invalid({ problem: 'segment-too-long', path, max: MAX_SEGMENT_BYTES });
    out.push(segment);
  }
  if (out.length === 0) throw invalid({ problem: 'root', path });
  return out.join('/');
}

/**
 * Whether a root-relative path is clean in the sense of this module: what
 * every storage call of the repository receives.
 *
 * @param path - a root-relative path
 * @returns whether it has no empty, `.` or `..` segment, no leading `/`, backslash, control character or drive letter, and is NFC
 * @example
 * ```ts
 * isCleanPath('docs/tsk/a.md'); // true
 * isCleanPath('docs/./a.md'); // false
 * ```
 */
export function isCleanPath(path: string): boolean {
  if (path === '') return true;
  if (path.includes('\\') || DRIVE.test(path) || characterProblem(path) !== null) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
