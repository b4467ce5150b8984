#!/usr/bin/env node
// The deploy workflow's first job: is everything since the last green run of
// main content (the content gate publishes it) or is any of it code (the full
// matrix must pass first)? `node scripts/ci/classify-change.mjs --base <sha>`
// diffs <sha>..HEAD; without a base (the first run, or the base is gone) the
// change counts as code. Writes content-only=true|false to $GITHUB_OUTPUT and
// the reason to the run's summary.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { classifyChange } from './content-only.mjs';

const { values } = parseArgs({ options: { base: { type: 'string', default: '' } } });

/** @returns {string[] | undefined} */
function changedFiles(/** @type {string} */ base) {
  if (!/^[0-9a-f]{40}$/.test(base)) return undefined;
  try {
    const out = execFileSync('git', ['diff', '--name-only', '--no-renames', base, 'HEAD'], {
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
}

const files = changedFiles(values.base);
const { contentOnly, code } = files ? classifyChange(files) : { contentOnly: false, code: [] };
const reason = !files
  ? 'Nie ma wcześniejszego udanego uruchomienia do porównania: zmiana traktowana jako zmiana kodu (pełny zestaw testów).'
  : contentOnly
    ? `Zmieniła się tylko treść (${files.length} plików): bramka treści, potem publikacja.`
    : `Zmienił się kod (${code.slice(0, 10).join(', ')}${code.length > 10 ? ', …' : ''}): pełny zestaw testów, potem publikacja.`;

console.log(reason);
if (process.env.GITHUB_OUTPUT) {
  appendFileSync(process.env.GITHUB_OUTPUT, `content-only=${contentOnly}\n`);
}
if (process.env.GITHUB_STEP_SUMMARY) {
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Rodzaj zmiany\n\n${reason}\n`);
}
