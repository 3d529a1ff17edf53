// Runs renameFeat or feature create/delete in a loop on a real nodeStorage
// tree until it is killed. argv: <bundle> <root> <rename | create-delete>
// Sends { ready } once loaded, then { written: n } after each operation.
import { pathToFileURL } from 'node:url';

const [bundle, root, scenario] = process.argv.slice(2);
const { createRepository, nodeStorage } = await import(pathToFileURL(bundle).href);
const repo = createRepository({ storage: nodeStorage(root, { lockTimeoutMs: 60_000 }) });
const PAIR = ['feat-1-search', 'feat-2-search'];
const NEW = 'feat-1-new';
const BODY = '# Feature: New\n\n## Plan\n\n### Overview\n\nWhy.\n\n### Requirements\n\n- REQ-001: It works.\n\n### Acceptance Criteria\n\n- [ ] ACC-001: Checked.\n\n### Scope\n\n#### Included\n\n- All.\n\n#### Explicitly Out Of Scope\n\n- None.\n\n### Task List\n\n#### Phase 001: Build\n\n- [ ] Task 001.001: Build it\n\n## Progress\n\n### Current Status\n\nStarted.\n\n### Updates\n\n#### 2026-05-12T17:05:44.610+02:00 - Begun\n\nBegun.';

const ids = async () => new Set((await repo.list('feat')).results.map((row) => row.ref));
process.send({ ready: true });
let written = 0;
if (scenario === 'rename') {
  let current = (await ids()).has(PAIR[0]) ? PAIR[0] : PAIR[1];
  for (;;) {
    const next = current === PAIR[0] ? PAIR[1] : PAIR[0];
    await repo.renameFeat(current, next);
    current = next;
    process.send({ written: ++written });
  }
} else {
  let present = (await ids()).has(NEW);
  for (;;) {
    if (present) await repo.delete('feat', NEW);
    else await repo.create('feat', BODY, { id: NEW });
    present = !present;
    process.send({ written: ++written });
  }
}
