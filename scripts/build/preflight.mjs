#!/usr/bin/env node
// `npm run check:launch`: the launch check. Lists, in Polish, everything still
// unfinished before the site may go live (scripts/build/launch-check/), with
// the file and the field to fix; exits 1 while anything is left, 0 when
// nothing is. Reads the same environment as the production build. In GitHub
// Actions it also writes the list to the run's summary page, so the studio
// sees what is left. `-- --report-only` (the Publish workflow) exits 0 and
// writes the count as `items` to $GITHUB_OUTPUT: the deploy decides what it
// means (scripts/release/launch-state.ts).
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { buildEnv } from './build-env.mjs';
import { englishGapsOf, englishMarkdown, englishReport } from './launch-check/english.mjs';
import { launchCheck } from './launch-check/index.mjs';
import { editorForms } from './launch-check/labels.mjs';
import { itemCount, markdownReport, textReport } from './launch-check/report.mjs';

// --root: another tree than this repository (the tests' fixtures).
const { values } = parseArgs({
  options: { root: { type: 'string' }, 'report-only': { type: 'boolean', default: false } },
});
const root = values.root ?? fileURLToPath(new URL('../..', import.meta.url));
const env = buildEnv(root);
const forms = await editorForms();
const items = launchCheck({ root, env, forms });

// Pages without their English version: listed, never blocking (docs/english.md).
const gaps = await englishGapsOf(root, forms);

console.log(textReport(items));
if (gaps) console.log(englishReport(gaps));
if (env.GITHUB_STEP_SUMMARY) {
  appendFileSync(
    env.GITHUB_STEP_SUMMARY,
    markdownReport(items) + (gaps ? englishMarkdown(gaps) : ''),
  );
}
if (values['report-only']) {
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `items=${items.length}\n`);
} else if (items.length > 0) {
  if (env.GITHUB_ACTIONS) {
    console.log(
      `::error title=Publikacja wstrzymana::Do uzupełnienia przed publikacją: ${itemCount(items.length)} (lista w podsumowaniu tego uruchomienia).`,
    );
  }
  process.exitCode = 1;
}
