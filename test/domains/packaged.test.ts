/**
 * The packaged templates and examples of every registered type: the shared
 * checks of test/helpers/packaged.ts, that the `.md` files and the registry
 * agree, and that a bundle carries the documents as they are on disk.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTypes } from '../../src/domains/registry.js';
import type { DocumentType } from '../../src/format/document-type.js';
import { builtInFiles, describePackagedDocuments, readText } from '../helpers/packaged.js';
import { useBundle } from '../helpers/processes.js';

const types = Object.values(documentTypes) as DocumentType[];
const domains = new URL('../../src/domains/', import.meta.url);

for (const type of types) describePackagedDocuments(type, builtInFiles(type.tag));

describe('packaged documents and the registry', () => {
  it('the folders holding a template.md and an example.md are exactly the registered types', () => {
    const folders = readdirSync(domains, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ tag: entry.name, files: readdirSync(new URL(`${entry.name}/`, domains)).filter((name) => name.endsWith('.md')).sort() }))
      .filter((folder) => folder.files.length > 0);
    expect(Object.fromEntries(folders.map((folder) => [folder.tag, folder.files]))).toEqual(
      Object.fromEntries(types.map((type) => [type.tag, ['example.md', 'template.md']])),
    );
  });
});

describe('packaged documents in a bundle', () => {
  // The same esbuild `text` loader tsup uses for dist/index.js.
  const setup = useBundle('packaged', 'packaged.mjs', {
    entry: [
      "import { documentTypes } from './src/domains/registry.js';",
      'const documents = Object.values(documentTypes).map((type) => ({ tag: type.tag, template: type.template, example: type.example }));',
      'process.stdout.write(JSON.stringify(documents));',
    ],
    require: true,
  });

  it('is one file that carries every template and example as the exact text of its .md file', () => {
    expect(readdirSync(setup.scratch)).toEqual(['packaged.mjs']);
    const bundled = JSON.parse(execFileSync(process.execPath, [setup.bundle], { cwd: setup.scratch, encoding: 'utf8' })) as { tag: string; template: string; example: string }[];
    expect(bundled).toEqual(
      types.map((type) => ({
        tag: type.tag,
        template: readText(new URL(`${type.tag}/template.md`, domains)),
        example: readText(new URL(`${type.tag}/example.md`, domains)),
      })),
    );
  });
});
