/**
 * The params of refused document types and host types.
 *
 * @packageDocumentation
 */

/**
 * Type reasons.
 *
 * @example
 * ```ts
 * const p: TypeReasons['unknown-type'] = { type: 'tks', expected: ['req', 'tsk'], unsupported: [] };
 * ```
 */
export interface TypeReasons {
  /** A type code no registered type has, or a structured type where only whole-body types are taken. */
  'unknown-type': {
    /** The value the caller gave. */
    readonly type: unknown;
    /** The tags the operation takes. */
    readonly expected: readonly string[];
    /** Registered tags the operation does not take (adr, edited by its own operations). */
    readonly unsupported: readonly string[];
  };
  /** A host type that clashes with the built-in types or another host type. */
  'host-type':
    | { readonly where: string; readonly problem: 'built-in-tag' | 'duplicate-tag'; readonly tag: string }
    | { readonly where: string; readonly problem: 'layout-dir'; readonly tag: string; readonly layoutDir: string }
    | { readonly where: string; readonly problem: 'structured' }
    | { readonly where: string; readonly problem: 'reference-tag'; readonly referenceTag: string; readonly takenBy: string };
  /** `create` of a folder-stored type without an id, where the default id does not fit the type. */
  'folder-id-required': { readonly type: string; readonly id: string; readonly pattern: string };
  /** `create` or `rename` would overwrite an existing folder. */
  'folder-exists': { readonly noun: string; readonly id: string; readonly path: string };
}
