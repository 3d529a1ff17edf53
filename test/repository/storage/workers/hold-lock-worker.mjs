// Takes a lock and holds it until the process is killed.
// argv: <bundle> <root> <key>
import { pathToFileURL } from 'node:url';

const [bundle, root, key] = process.argv.slice(2);
const { nodeStorage } = await import(pathToFileURL(bundle).href);
await nodeStorage(root).lock(key);
process.send({ locked: true });
setInterval(() => undefined, 60_000);
