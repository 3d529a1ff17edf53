import { describe, expect, it } from 'vitest';
import { createRepository, memoryStorage, UsageError } from '../../src/index.js';
import { defaultCoverageRules } from '../../src/index.js';
import { ID, PATH, textOf, treeRepo } from './tree.js';

const lineOf = (d: { path: string; line: number; code: string }): string => `${d.code} ${d.path}:${d.line}`;

describe('coverage rules', () => {
  it('hold on the fixture tree', async () => {
    const { repo } = treeRepo();
    const result = await repo.checkCoverage();
    expect(result.diagnostics).toEqual([]);
    // reqA, reqB (accepted), feat, vcr1, vcr2; the draft reqC is not checked.
    expect(result.checked).toBe(5);
  });

  it('are broken by one edit: a vcr that verifies another requirement leaves one uncovered', async () => {
    const { repo } = treeRepo();
    await repo.edit('vcr', ID.vcr1, `REQ ${ID.reqA}: Sessions Expire`, `REQ ${ID.reqC}: Audit Log`);
    const { diagnostics } = await repo.checkCoverage();
    expect(diagnostics.map(lineOf)).toEqual([`coverage-missing /${PATH.reqA}:4`]);
    expect(diagnostics[0]?.message).toBe(
      `req ${ID.reqA} ("Sessions Expire", status accepted) has no vcr links of relation "verifies"; the coverage rule for req requires at least 1. ` +
        `Add "REQ ${ID.reqA}" to the Verifies section of a vcr document, or change the rule.`,
    );
    expect(diagnostics[0]).toMatchObject({ severity: 'error', column: 1, type: 'req', id: ID.reqA, found: 0, required: 1, rule: defaultCoverageRules[0] });
  });

  it('word an outgoing rule: a feature that names no requirement it implements', async () => {
    const { repo, storage } = treeRepo();
    const text = (await textOf(storage, PATH.feat)) ?? '';
    await storage.writeAtomic(PATH.feat, new TextEncoder().encode(text.replace(`Implements REQ ${ID.reqA}: Sessions Expire`, 'Sessions expire')));
    const { diagnostics } = await repo.checkCoverage();
    expect(diagnostics.map((d) => d.message)).toEqual([
      `feat feat-1-sessions ("Session Expiry", status progress) has no req links of relation "implements"; the coverage rule for feat requires at least 1. ` +
        'Add a reference "REQ <id>" to an existing document in its Plan > Requirements section, or change the rule.',
    ]);
    expect(diagnostics[0]?.line).toBe(4);
  });

  it('take rules from createRepository, with several types, a minimum and warnings', async () => {
    const { repo } = treeRepo({
      coverage: [{ from: 'req', requires: { type: ['vcr', 'feat'], min: 2 }, severity: 'warning' }],
    });
    const { diagnostics } = await repo.checkCoverage();
    expect(diagnostics.map((d) => `${d.severity} ${d.id} ${d.found}/${d.required}`)).toEqual([`warning ${ID.reqB} 1/2`, `warning ${ID.reqC} 0/2`]);
    expect(diagnostics[1]?.message).toBe(
      `req ${ID.reqC} ("Audit Log", status draft) has no vcr or feat links; the coverage rule for req requires at least 2. ` +
        'Link it with a vcr or feat document (a reference in either one naming the other), or change the rule.',
    );
  });

  it('check nothing with an empty rule set', async () => {
    const { repo } = treeRepo({ coverage: [] });
    await repo.edit('vcr', ID.vcr1, `REQ ${ID.reqA}: Sessions Expire`, `REQ ${ID.reqC}: Audit Log`);
    expect(await repo.checkCoverage()).toEqual({ kind: 'coverage-check', diagnostics: [], checked: 0, broken: [] });
  });

  it('refuse a malformed rule before any storage access, saying which and why', () => {
    const storage = memoryStorage();
    const attempt = (coverage: unknown) => () => createRepository({ storage, coverage: coverage as never });
    expect(attempt('req')).toThrow(new UsageError('invalid-arguments', 'createRepository: option "coverage" must be an array of coverage rules, got string "req"'));
    expect(attempt([{ from: 'req', requires: { type: 'vrc' } }])).toThrow(
      'createRepository: coverage rule 1 "requires.type" names no document type: string "vrc"; known types: req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr',
    );
    expect(attempt([{ from: 'req', requires: { type: 'vcr' } }, { from: 'req', requires: { type: 'vcr', min: 0 } }])).toThrow(
      'createRepository: coverage rule 2 "requires.min" must be an integer of at least 1, got number 0',
    );
    expect(attempt([{ from: 'req', requires: { type: 'vcr', relation: 'tests' } }])).toThrow(
      'createRepository: coverage rule 1 "requires.relation" must be one of verifies, implements, refines, mitigates, decided-by, depends-on, blocks, includes, relates-to, references, got string "tests"',
    );
    expect(attempt([{ from: 'req', require: {} }])).toThrow('createRepository: coverage rule 1 has an unknown key "require"; known keys: from, where, requires, severity');
  });
});
