/**
 * The packaged French heading tables (`fr`), one file per document type.
 *
 * Conventions: sentence case; French typography puts a space before `:` and `?`
 * (`Fonctionnalité : {title}`, `Option {n} : {title}`, `Quel est le problème ?`).
 * That space is a plain U+0020, not the typographic (narrow) no-break space, and
 * apostrophes are the ASCII `'`: headings are matched exactly, so they must be
 * typeable on any keyboard and survive editors that normalise invisible spaces.
 * Security is "Sécurité" and Safety "Sûreté" (ISO/IEC 25010:2023).
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';
import { reqFr } from './req.js';
import { ucFr } from './uc.js';
import { tskFr } from './tsk.js';
import { qaFr } from './qa.js';
import { prbFr } from './prb.js';
import { golFr } from './gol.js';
import { rskFr } from './rsk.js';
import { decFr } from './dec.js';
import { sopFr } from './sop.js';
import { featFr } from './feat.js';
import { vcrFr } from './vcr.js';
import { sysrsFr } from './sysrs.js';
import { adrFr } from './adr.js';

/**
 * The French heading tables by document type.
 *
 * @example
 * ```ts
 * frTables.feat?.Feature; // 'Fonctionnalité : {title}'
 * ```
 */
export const frTables: Readonly<Record<string, HeadingTable>> = {
  req: reqFr,
  uc: ucFr,
  tsk: tskFr,
  qa: qaFr,
  prb: prbFr,
  gol: golFr,
  rsk: rskFr,
  dec: decFr,
  sop: sopFr,
  feat: featFr,
  vcr: vcrFr,
  sysrs: sysrsFr,
  adr: adrFr,
};
