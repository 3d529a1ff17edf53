/**
 * A validator for SARIF 2.1.0 logs, from the schema shipped with the dev
 * dependency @microsoft/jest-sarif, compiled once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats') as (ajv: Ajv) => Ajv;

let compiled: ReturnType<Ajv['compile']> | undefined;

/**
 * The SARIF 2.1.0 schema shipped with @microsoft/jest-sarif. It is written
 * for JSON Schema draft-04 (`id`, not `$id`) and uses no keyword whose
 * meaning changed since (no boolean exclusiveMinimum), so it is compiled as
 * draft-07 with its id renamed.
 */
export function sarifValidator(): ReturnType<Ajv['compile']> {
  if (compiled !== undefined) return compiled;
  const path = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  const { $schema, id, ...schema } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  expect($schema).toBe('http://json-schema.org/draft-04/schema#');
  // The schema's language pattern has a stray `]`, an error under the `u` flag, but valid without it.
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false, unicodeRegExp: false }));
  compiled = ajv.compile({ $id: String(id), ...schema });
  return compiled;
}

