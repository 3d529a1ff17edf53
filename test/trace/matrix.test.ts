import { describe, expect, it } from 'vitest';
import { formatTraceMatrix, UsageError, type TraceMatrix } from '../../src/index.js';
import { ID, PATH, textOf, treeRepo } from './tree.js';

async function sample(): Promise<TraceMatrix> {
  const { repo } = treeRepo();
  await repo.confirmLinks();
  await repo.edit('req', ID.reqA, '15 idle minutes', '10 idle minutes');
  return repo.traceMatrix({ from: 'req', to: 'vcr' });
}

const HEADER = 'req id,req title,req status,coverage,vcr id,vcr title,vcr status,relation,link';

describe('trace matrix', () => {
  it('has one row per requirement with coverage, links and suspect status', async () => {
    const matrix = await sample();
    expect(matrix.rows.map((r) => [r.document.id, r.coverage, r.suspect, r.links.map((l) => `${l.direction} ${l.relation} ${l.document.id} ${l.status}`)])).toEqual([
      [ID.reqA, 'covered', 1, [`incoming verifies ${ID.vcr1} suspect`]],
      [ID.reqB, 'covered', 0, [`incoming verifies ${ID.vcr2} confirmed`]],
      [ID.reqC, 'not-required', 0, []],
    ]);
    expect(matrix.state).toEqual({ status: 'ok', path: '/docs/.trace.json' });
    expect(matrix.rows[0]?.document.path).toBe(`/${PATH.reqA}`);
  });

  it('shows missing coverage and outgoing links', async () => {
    const { repo } = treeRepo();
    await repo.edit('vcr', ID.vcr1, `REQ ${ID.reqA}: Sessions Expire`, `REQ ${ID.reqC}: Audit Log`);
    const byReq = await repo.traceMatrix({ from: 'req', to: 'vcr' });
    expect(byReq.rows.map((r) => r.coverage)).toEqual(['missing', 'covered', 'not-required']);
    const byVcr = await repo.traceMatrix({ from: 'vcr', to: 'req' });
    expect(byVcr.rows.map((r) => `${r.coverage} ${r.links.map((l) => `${l.direction} ${l.document.id} ${l.status}`).join()}`)).toEqual([
      `covered outgoing ${ID.reqC} unconfirmed`,
      `covered outgoing ${ID.reqB} unconfirmed`,
    ]);
  });

  it('renders as CSV', async () => {
    expect(formatTraceMatrix(await sample(), 'csv')).toBe(
      [
        HEADER,
        `${ID.reqA},Sessions Expire,accepted,covered,${ID.vcr1},Session Timeout Check,progress,verifies,suspect`,
        `${ID.reqB},Passwords Are Hashed,accepted,covered,${ID.vcr2},Hash Check,progress,verifies,confirmed`,
        `${ID.reqC},Audit Log,draft,not required,,,,,`,
        '',
      ].join('\r\n'),
    );
  });

  it('renders as Markdown', async () => {
    expect(formatTraceMatrix(await sample(), 'md')).toBe(
      [
        '# Trace matrix: req to vcr',
        '',
        '3 req documents: 2 covered, 0 missing, 1 not required; 1 suspect link.',
        '',
        '| req id | req title | req status | coverage | vcr id | vcr title | vcr status | relation | link |',
        '|---|---|---|---|---|---|---|---|---|',
        `| ${ID.reqA} | Sessions Expire | accepted | covered | ${ID.vcr1} | Session Timeout Check | progress | verifies | suspect |`,
        `| ${ID.reqB} | Passwords Are Hashed | accepted | covered | ${ID.vcr2} | Hash Check | progress | verifies | confirmed |`,
        `| ${ID.reqC} | Audit Log | draft | not required |  |  |  |  |  |`,
        '',
      ].join('\n'),
    );
  });

  it('renders as JSON, the matrix itself', async () => {
    const matrix = await sample();
    const text = formatTraceMatrix(matrix, 'json');
    expect(JSON.parse(text)).toEqual(matrix);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('renders as one self-contained HTML page', async () => {
    const page = formatTraceMatrix(await sample(), 'html');
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Trace matrix: req to vcr</title>\n<style>')).toBe(true);
    expect(page).toContain('<p>3 req documents: 2 covered, 0 missing, 1 not required; 1 suspect link.</p>');
    expect(page).toContain(
      `<tr class="suspect"><td><code>${ID.reqA}</code></td><td>Sessions Expire</td><td>accepted</td><td class="covered">covered</td><td><code>${ID.vcr1}</code></td><td>Session Timeout Check</td><td>progress</td><td>verifies</td><td>suspect</td></tr>`,
    );
    expect(page).toContain(`<tr><td><code>${ID.reqC}</code></td><td>Audit Log</td><td>draft</td><td class="not-required">not required</td><td></td><td></td><td></td><td></td><td></td></tr>`);
    expect(page).not.toMatch(/<script|<link|src=|href=/);
    expect(page.endsWith('</body>\n</html>\n')).toBe(true);
  });

  it('escapes titles in every format, and shows a corrupt state file', async () => {
    const { repo, storage } = treeRepo({ files: { 'docs/.trace.json': 'nope' } });
    const text = (await textOf(storage, PATH.reqC)) ?? '';
    await storage.writeAtomic(PATH.reqC, new TextEncoder().encode(text.replace('# Audit Log', '# Audit "Log" | 1 < 2, & more')));
    const matrix = await repo.traceMatrix({ from: 'req', to: 'vcr' });
    expect(matrix.broken).toEqual([]);
    expect(formatTraceMatrix(matrix, 'csv').split('\r\n')[3]).toBe(`${ID.reqC},"Audit ""Log"" | 1 < 2, & more",draft,not required,,,,,`);
    const md = formatTraceMatrix(matrix, 'md');
    expect(md).toContain(`| ${ID.reqC} | Audit "Log" \\| 1 < 2, & more | draft |`);
    expect(md).toContain('> trace state /docs/.trace.json is not valid JSON; every link counts as never confirmed.');
    const page = formatTraceMatrix(matrix, 'html');
    expect(page).toContain('<td>Audit &quot;Log&quot; | 1 &lt; 2, &amp; more</td>');
    expect(page).toContain('<p role="note">trace state /docs/.trace.json is not valid JSON;');
  });

  it('refuses an unknown format or type', async () => {
    const matrix = await sample();
    expect(() => formatTraceMatrix(matrix, 'pdf' as never)).toThrow(
      new UsageError('invalid-arguments', `formatTraceMatrix: argument "format" must be one of 'csv', 'md', 'json', 'html', got string "pdf"`),
    );
    const { repo } = treeRepo();
    await expect(repo.traceMatrix({ from: 'req', to: 'vrc' })).rejects.toThrow(UsageError);
    await expect(repo.traceMatrix({ from: 'req' } as never)).rejects.toThrow(UsageError);
  });
});
