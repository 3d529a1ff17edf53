import { describe, expect, it } from 'vitest';
import { isAllowedStatus } from '../../../src/format/document-type.js';
import { documentTags, statusRules } from '../../helpers/statuses.js';

describe('status rules (formats.md §3.5)', () => {
  it('lists the tags in canonical order, adr last', () => {
    expect(documentTags).toEqual(['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs', 'adr']);
    expect(Object.keys(statusRules).sort()).toEqual([...documentTags].sort());
  });

  it('keeps the vocabulary order of the specification', () => {
    expect(statusRules.req.values).toEqual(['draft', 'proposed', 'accepted', 'superseded', 'deprecated', 'rejected', 'implemented']);
    expect(statusRules.gol.values).toEqual(statusRules.req.values);
    expect(statusRules.uc.values).toEqual(['draft', 'proposed', 'accepted', 'deprecated', 'superseded']);
    expect(statusRules.tsk.values).toEqual(['draft', 'active', 'done', 'cancelled']);
    expect(statusRules.qa.values).toEqual(['draft', 'active', 'done', 'cancelled']);
    expect(statusRules.prb.values).toEqual(['draft', 'active', 'resolved', 'cancelled']);
    expect(statusRules.rsk.values).toEqual(['open', 'mitigating', 'accepted', 'occurred', 'closed', 'dropped']);
    expect(statusRules.dec.values).toEqual(['draft', 'proposed', 'accepted', 'rejected', 'deprecated', 'superseded']);
    expect(statusRules.sop.values).toEqual(['draft', 'review', 'approved', 'active', 'retired']);
    expect(statusRules.sysrs.values).toEqual(statusRules.sop.values);
    expect(statusRules.feat.values).toEqual(['planning', 'progress', 'review', 'done']);
    expect(statusRules.vcr.values).toEqual(['draft', 'progress', 'complete', 'approved']);
    expect(statusRules.adr.values).toEqual(['draft', 'proposed', 'rejected', 'accepted', 'deprecated', 'superseded']);
  });

  it('has the documented defaults', () => {
    const defaults = Object.fromEntries(documentTags.map((tag) => [tag, statusRules[tag].default]));
    expect(defaults).toEqual({
      req: 'draft', uc: 'draft', tsk: 'draft', qa: 'draft', prb: 'draft', gol: 'draft', rsk: 'open',
      dec: 'draft', sop: 'draft', feat: 'planning', vcr: 'draft', sysrs: 'draft', adr: 'draft',
    });
    for (const tag of documentTags) expect(statusRules[tag].values).toContain(statusRules[tag].default);
  });

  it('allows superseded by <id> for adr only, exactly and case-sensitively', () => {
    expect(isAllowedStatus(statusRules.adr, 'superseded by 4f2a')).toBe(true);
    expect(isAllowedStatus(statusRules.adr, 'superseded by ')).toBe(false);
    expect(isAllowedStatus(statusRules.adr, 'superseded by a\nb')).toBe(false);
    expect(isAllowedStatus(statusRules.dec, 'superseded by 4f2a')).toBe(false);
    expect(isAllowedStatus(statusRules.req, 'Draft')).toBe(false);
    expect(isAllowedStatus(statusRules.rsk, 'draft')).toBe(false);
    expect(isAllowedStatus(statusRules.feat, 'progress')).toBe(true);
    for (const tag of documentTags) expect(statusRules[tag].pattern === undefined).toBe(tag !== 'adr');
  });
});
