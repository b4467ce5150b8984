#!/usr/bin/env node
// `npm run films:encode`: the Films workflow's job (.github/workflows/films.yml),
// off the publish path. Encodes every film of the content whose renditions
// the bucket lacks (encode-films.mjs), within a deadline below GitHub's 6
// hours (FILMS_DEADLINE_MINUTES, encode-plan.mjs), then tells the workflow
// whether a film became ready (`ready=true` in $GITHUB_OUTPUT: it then
// starts a publish) and how many wait for the next run (`deferred=<n>`), and
// lists the films in error, in Polish, on the run's summary. Exit 1 while
// any film is in error, so the run shows red; the live site keeps what it had.
// Without FILMS_BUCKET there is nothing to do: every build encodes itself.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { countPl } from '../../../content/polish-plural.mjs';
import { mastersFromEnv } from './bucket-masters.mjs';
import { FilmError, statesFromEnv, storeFromEnv } from './build-films.mjs';
import { encodeFilms } from './encode-films.mjs';
import { deadlineFrom } from './encode-plan.mjs';
import { ToolError } from './ffmpeg.mjs';
import { errorsSummary } from './film-messages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const started = Date.now();
try {
  const store = await storeFromEnv();
  const states = await statesFromEnv();
  if (!store || !states) {
    console.log('films: no FILMS_BUCKET, nothing to encode here (every build encodes itself).');
    process.exit(0);
  }
  const { encoded, ready, errors, deferred } = await encodeFilms({
    root,
    store,
    states,
    cacheDir: path.join(root, 'node_modules/.cache/films'),
    masters: await mastersFromEnv(),
    deadline: deadlineFrom(started),
  });
  console.log(
    `films: ${encoded.length} encoded, ${ready.length} ready, ${deferred.length} for the next run, ${errors.length} in error, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (process.env.GITHUB_OUTPUT)
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      `ready=${ready.length > 0}\ndeferred=${deferred.length}\n`,
    );
  const waiting = countPl(deferred.length, {
    one: 'film czeka',
    few: 'filmy czekają',
    many: 'filmów czeka',
  });
  const later = deferred.length
    ? `\n${waiting} na kolejne uruchomienie (w tym zabrakło czasu).\n`
    : '';
  const summary =
    (ready.length
      ? `## Filmy\n\nGotowe do publikacji: ${ready.length}. Publikacja rusza sama.\n`
      : '## Filmy\n\nNic nowego do przygotowania.\n') + later;
  if (errors.length) console.error(errorsSummary(errors));
  if (process.env.GITHUB_STEP_SUMMARY) {
    const list = errors.length ? `\n${errorsSummary(errors).split('\n').join('\n\n')}\n` : '';
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary + list);
  }
  if (errors.length) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof FilmError || error instanceof ToolError ? error.message : error);
  process.exit(1);
}
