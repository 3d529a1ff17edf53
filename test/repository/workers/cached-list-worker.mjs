// Lists a collection once in a fresh process over the built package, with
// a directory cache, and prints what it saw as one JSON line: the rows'
// titles and etags, and the paths it had to read.
// argv: <dist/index.js> <dist/node.js> <root> <cacheDir> <type>
import { pathToFileURL } from 'node:url';

const [indexJs, nodeJs, root, cacheDir, type] = process.argv.slice(2);
const { createRepository } = await import(pathToFileURL(indexJs).href);
const { directoryCache, nodeStorage } = await import(pathToFileURL(nodeJs).href);
const inner = nodeStorage(root);
const reads = [];
const storage = Object.assign(Object.create(inner), {
  read: (path) => {
    reads.push(path);
    return inner.read(path);
  },
});
const repo = createRepository({ storage, cache: directoryCache(cacheDir) });
const page = await repo.list(type, { maxResults: 1000 });
process.stdout.write(`${JSON.stringify({ titles: page.results.map((row) => row.title), etags: page.results.map((row) => row.etag), reads })}\n`);
