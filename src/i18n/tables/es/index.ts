/**
 * The packaged Spanish heading tables (`es`), one file per document type.
 *
 * Conventions: sentence case (only the first word capitalised, as RAE usage
 * has it); questions open with `¿`; ISO/IEC 25010:2023 characteristics as the
 * Spanish-language ISO 25000 portal names them (Security "Seguridad", Safety
 * "Protección"); RASCI roles as Spanish RACI charts name them.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';
import { reqEs } from './req.js';
import { ucEs } from './uc.js';
import { tskEs } from './tsk.js';
import { qaEs } from './qa.js';
import { prbEs } from './prb.js';
import { golEs } from './gol.js';
import { rskEs } from './rsk.js';
import { decEs } from './dec.js';
import { sopEs } from './sop.js';
import { featEs } from './feat.js';
import { vcrEs } from './vcr.js';
import { sysrsEs } from './sysrs.js';
import { adrEs } from './adr.js';

/**
 * The Spanish heading tables by document type.
 *
 * @example
 * ```ts
 * esTables.sop?.['StandardOperatingProcedure > Procedure > Step']; // 'Paso {n}: {title}'
 * ```
 */
export const esTables: Readonly<Record<string, HeadingTable>> = {
  req: reqEs,
  uc: ucEs,
  tsk: tskEs,
  qa: qaEs,
  prb: prbEs,
  gol: golEs,
  rsk: rskEs,
  dec: decEs,
  sop: sopEs,
  feat: featEs,
  vcr: vcrEs,
  sysrs: sysrsEs,
  adr: adrEs,
};
