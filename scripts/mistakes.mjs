#!/usr/bin/env node
// Prints the table of common mistakes (test/fixtures/mistakes/) as the built
// library reports them: `npm run mistakes` (builds first).
import * as lib from '../dist/index.js';
import { mistakesTable, runMistakes } from './mistakes-table.mjs';

process.stdout.write(mistakesTable(runMistakes(lib), lib));
