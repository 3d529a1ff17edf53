/**
 * The model arbitraries of all 13 document types, by tag, for properties
 * that run over every type (language variants, conformance).
 */
import type fc from 'fast-check';
import type { DocumentTag } from '../../../src/domains/registry.js';
import { adrModels } from './adr.js';
import { decModels } from './dec.js';
import { featModels } from './feat.js';
import { golModels } from './gol.js';
import type { DocumentModel } from './model.js';
import { prbModels } from './prb.js';
import { qaModels } from './qa.js';
import { reqModels } from './req.js';
import { rskModels } from './rsk.js';
import { sopModels } from './sop.js';
import { sysrsModels } from './sysrs.js';
import { tskModels } from './tsk.js';
import { ucModels } from './uc.js';
import { vcrModels } from './vcr.js';

export type { DocumentModel } from './model.js';

/**
 * Every type's model arbitrary, keyed by tag.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(documentModels.tsk, (m) => expect(parse('tsk', serialize('tsk', m))).toMatchObject({ document: m })));
 * ```
 */
export const documentModels: { readonly [T in DocumentTag]: fc.Arbitrary<DocumentModel<T>> } = {
  req: reqModels,
  uc: ucModels,
  tsk: tskModels,
  qa: qaModels,
  prb: prbModels,
  gol: golModels,
  rsk: rskModels,
  dec: decModels,
  sop: sopModels,
  feat: featModels,
  vcr: vcrModels,
  sysrs: sysrsModels,
  adr: adrModels,
};
