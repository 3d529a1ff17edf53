/**
 * The packaged German heading tables (`de`), one file per document type.
 *
 * Conventions: nouns capitalised as German requires, otherwise sentence case;
 * ISO/IEC 25010:2023 characteristics as DIN usage names them, with Security as
 * "Informationssicherheit" and Safety as "Betriebssicherheit" so the two stay
 * distinct; RASCI roles as German RACI charts name them; the pattern headings
 * of languages.md §3 (`Schritt {n}: {title}`, `Funktion: {title}`,
 * `Wahrscheinlichkeit {n}`, `AC-{nnn} ({method}): {text}`).
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';
import { reqDe } from './req.js';
import { ucDe } from './uc.js';
import { tskDe } from './tsk.js';
import { qaDe } from './qa.js';
import { prbDe } from './prb.js';
import { golDe } from './gol.js';
import { rskDe } from './rsk.js';
import { decDe } from './dec.js';
import { sopDe } from './sop.js';
import { featDe } from './feat.js';
import { vcrDe } from './vcr.js';
import { sysrsDe } from './sysrs.js';
import { adrDe } from './adr.js';

/**
 * The German heading tables by document type.
 *
 * @example
 * ```ts
 * deTables.tsk?.['Task > RecentUpdates']; // 'Letzte Änderungen'
 * ```
 */
export const deTables: Readonly<Record<string, HeadingTable>> = {
  req: reqDe,
  uc: ucDe,
  tsk: tskDe,
  qa: qaDe,
  prb: prbDe,
  gol: golDe,
  rsk: rskDe,
  dec: decDe,
  sop: sopDe,
  feat: featDe,
  vcr: vcrDe,
  sysrs: sysrsDe,
  adr: adrDe,
};
