#!/usr/bin/env node
// May a publish nobody asked for (a film became ready) go out now? Not while
// production is on a version the studio rolled back to: that version stays
// until the studio publishes again on purpose (docs/publishing.md). Writes
// rolled-back=true|false to $GITHUB_OUTPUT, and says why on the run's summary.
import { appendFileSync } from 'node:fs';

import { liveVersion, settingsFromEnv } from './cloudflare-api.ts';
import { workerName } from './worker-config.ts';

export const ROLLED_BACK =
  'Na stronie jest wersja przywrócona przez studio: nowy film pojawi się przy następnym „Opublikuj” (docs/publishing.md).';

const live = await liveVersion(settingsFromEnv(), workerName());
const rolledBack = Boolean(live?.rolledBack);
if (rolledBack) {
  console.log(ROLLED_BACK);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${ROLLED_BACK}\n`);
}
if (process.env.GITHUB_OUTPUT) {
  appendFileSync(process.env.GITHUB_OUTPUT, `rolled-back=${rolledBack}\n`);
}
