// One measurement of the scale benchmark in a fresh process (started by
// bench/scale.mjs): prints one JSON line { ms, maxRssMb, ... }.
//   node bench/scale-child.mjs <task> <root> [args…]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [task, root, ...rest] = process.argv.slice(2);
const dist = new URL('../dist/', import.meta.url);
const library = await import(new URL('index.js', dist).href);
const node = await import(new URL('node.js', dist).href);
const TAGS = Object.keys(library.documentTypes);

function markdownFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.specmgr-bench') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(path));
    else if (entry.name.endsWith('.md')) out.push(path);
  }
  return out;
}

async function listAll(repo) {
  let rows = 0;
  let errors = 0;
  for (const tag of TAGS) {
    const page = await repo.list(tag, { maxResults: 1 });
    rows += page.total;
    errors += page.errorCount;
  }
  return { rows, errors };
}

function repository(options) {
  const cache = options.cache && typeof node.directoryCache === 'function' ? { cache: node.directoryCache(join(root, 'node_modules', '.cache', 'specmgr')) } : {};
  const workers = options.workers ? { workers: node.workerThreads() } : {};
  return createRepositoryWith({ ...cache, ...workers });
}

function createRepositoryWith(extra) {
  return library.createRepository({ storage: node.nodeStorage(root), ...extra });
}

const measure = async (fn) => {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, ...value };
};

let result;
switch (task) {
  case 'read-all':
    result = await measure(() => {
      let bytes = 0;
      const files = markdownFiles(root);
      for (const file of files) bytes += readFileSync(file).length;
      return { files: files.length, bytes };
    });
    break;
  case 'read-remark': {
    const { unified } = await import('unified');
    const remarkParse = (await import('remark-parse')).default;
    const remarkFrontmatter = (await import('remark-frontmatter')).default;
    const bare = unified().use(remarkParse).use(remarkFrontmatter).freeze();
    result = await measure(() => {
      const files = markdownFiles(root);
      for (const file of files) bare.parse(readFileSync(file, 'utf8'));
      return { files: files.length };
    });
    break;
  }
  case 'dir-parse': {
    const [tag, path] = rest;
    result = await measure(() => {
      const names = readdirSync(join(root, path, '..'));
      const parsed = library.parse(tag, readFileSync(join(root, path), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error);
      return { entries: names.length };
    });
    break;
  }
  case 'get': {
    const [tag, id] = rest;
    const repo = createRepositoryWith({});
    result = await measure(async () => {
      const found = await repo.get(tag, id);
      if (found.kind !== 'document') throw new Error(`get ${tag} ${id}: ${found.kind}`);
      return {};
    });
    break;
  }
  case 'list': {
    const [workers, cache] = rest;
    if (cache === '1' && typeof node.directoryCache !== 'function') {
      result = { na: 'no persisted cache in this build' };
      break;
    }
    const repo = repository({ workers: workers === '1', cache: cache === '1' });
    result = await measure(() => listAll(repo));
    break;
  }
  case 'warm': {
    const [tag, count] = rest;
    const repo = createRepositoryWith({});
    await listAll(repo);
    const warmList = await measure(() => listAll(repo));
    const readAll = await measure(() => {
      for (const file of markdownFiles(root)) readFileSync(file);
      return {};
    });
    const ids = [];
    const { idOf, tagOf } = await import('./scale-tree.mjs');
    for (let i = 0; ids.length < 200 && i < Number(count); i += 7) if (tagOf(i) === tag) ids.push(idOf(i));
    await repo.get(tag, ids[0]);
    const gets = await measure(async () => {
      for (const id of ids) if ((await repo.get(tag, id)).kind !== 'document') throw new Error(id);
      return {};
    });
    let sample = 0;
    while (tagOf(sample) !== tag) sample += 1;
    const text = readFileSync(join(root, (await import('./scale-tree.mjs')).pathOf(sample)), 'utf8');
    library.parse(tag, text);
    const parses = await measure(() => {
      for (let k = 0; k < 200; k++) library.parse(tag, text);
      return {};
    });
    result = { warmListMs: warmList.ms, readAllMs: readAll.ms, warmGetMs: gets.ms / ids.length, parseMs: parses.ms / 200, rows: warmList.rows };
    break;
  }
  default:
    throw new Error(`unknown task ${task}`);
}
// CPU time of every thread of the process: on a busy shared machine it shows what wall time cannot.
const cpu = process.cpuUsage();
console.log(JSON.stringify({ ...result, cpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
