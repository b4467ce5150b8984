#!/usr/bin/env node
// The W3C's Nu HTML Checker (vnu-jar from npm, on the machine's Java 17+)
// over every page of out/, beside html-validate: a second, outside opinion
// (`npm run validate:html`). Only its CSS messages are left out: its CSS
// checker predates what the site's stylesheets use (@property,
// @starting-style, margin-trim), so they are not errors of the pages.
import { spawnSync } from 'node:child_process';
import jar from 'vnu-jar';

const result = spawnSync(
  'java',
  [
    '-jar',
    String(jar),
    '--errors-only',
    '--skip-non-html',
    '--format',
    'gnu',
    '--filterpattern',
    '.*CSS: .*',
    'out',
  ],
  { stdio: 'inherit' },
);
if (result.error) {
  console.error(
    'The Nu HTML Checker needs Java 17 or newer on PATH (Debian: openjdk-17-jre-headless).',
  );
  process.exit(1);
}
process.exit(result.status ?? 1);
