#!/usr/bin/env node
// The Publish workflow's choice before a deploy: is the site going out to
// the public, or does it wait for its launch list (docs/setup.md)?
//
//   node scripts/release/launch-state.ts --items <n>
//
// <n> is what the launch check left (`npm run check:launch -- --report-only`).
// None left: the public site. Some left, and the site has never been public:
// production opens the editor only (SITE_STATE "prelaunch"), so the studio
// empties the list on the live site. Some left after the launch: nothing is
// deployed and the run fails, in Polish; a live site never goes back into
// hiding. Writes state=public|prelaunch to $GITHUB_OUTPUT.
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { countPl } from '../../content/polish-plural.mjs';
import { LAUNCH_LIST } from '../../content/sample-values.mjs';
import { liveVersion, settingsFromEnv, type LiveVersion } from './cloudflare-api.ts';
import { workerName } from './worker-config.ts';

export type Decision =
  { readonly state: 'public' | 'prelaunch'; readonly reason: string } | { readonly refuse: string };

const items = (n: number) => countPl(n, { one: 'pozycja', few: 'pozycje', many: 'pozycji' });

/**
 * What to deploy, given the items left and the version live now (none before
 * the first deploy). The list is named as the editor names it; its count
 * stands in brackets, where no verb has to agree with it („jest 2 pozycje”).
 */
export function decide(left: number, live: LiveVersion | undefined): Decision {
  const list = `„${LAUNCH_LIST}”`;
  if (left === 0)
    return { state: 'public', reason: `Lista ${list} jest pusta: strona jest publiczna.` };
  if (live?.siteState === 'public') {
    return {
      refuse: `Strona jest już publiczna, a lista ${list} nie jest pusta (${items(left)}): zmiana nie trafiła na stronę. Uzupełnij wskazane pola w edytorze (lista wyżej, w kroku kontroli) i opublikuj ponownie.`,
    };
  }
  return {
    state: 'prelaunch',
    reason: `Lista ${list} nie jest jeszcze pusta (${items(left)}). Edytor (/admin) działa na stronie, a odwiedzający widzą zapowiedź. Gdy lista będzie pusta, kolejne „Opublikuj” otworzy stronę dla wszystkich.`,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { items: { type: 'string' } } });
  const left = Number(values.items);
  if (!Number.isInteger(left) || left < 0) {
    console.error('usage: launch-state.ts --items <n>');
    process.exit(2);
  }
  const decision = decide(left, await liveVersion(settingsFromEnv(), workerName()));
  const summary = 'refuse' in decision ? decision.refuse : decision.reason;
  console.log(summary);
  if (process.env.GITHUB_STEP_SUMMARY) {
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Start strony\n\n${summary}\n`);
  }
  if ('refuse' in decision) {
    console.log(`::error title=Nie opublikowano::${summary}`);
    process.exit(1);
  }
  if (process.env.GITHUB_OUTPUT)
    appendFileSync(process.env.GITHUB_OUTPUT, `state=${decision.state}\n`);
}
