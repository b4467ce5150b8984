#!/usr/bin/env node
// The films' settings for a job's later steps ($GITHUB_ENV): the buckets
// (made where missing), the CDN address, and an S3 key made from the
// Cloudflare token, masked in the log (docs/media.md#films).
//
//   node scripts/release/films-settings.ts
import { appendFileSync } from 'node:fs';

import { settingsFromEnv } from './cloudflare-api.ts';
import { ensureFilmsBuckets, filmsEnv, s3Key } from './films-bucket.ts';
import { workerConfig } from './worker-config.ts';

const settings = settingsFromEnv();
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || process.env.SITE_URL || '';
if (!siteUrl) {
  console.error(
    'NEXT_PUBLIC_SITE_URL is needed (the repository variable SITE_URL, docs/setup.md).',
  );
  process.exit(1);
}
const masters =
  workerConfig().r2_buckets.find((b: { binding: string }) => b.binding === 'MASTERS')
    ?.bucket_name ?? 'swiatlocien-masters';
for (const step of await ensureFilmsBuckets(settings, siteUrl, masters))
  console.log(`Filmy: ${step}.`);
const key = await s3Key(settings);
// The runner hides this value wherever a later step would print it.
console.log(`::add-mask::${key.AWS_SECRET_ACCESS_KEY}`);
const lines = Object.entries({ ...filmsEnv(settings, siteUrl, masters), ...key }).map(
  ([name, value]) => `${name}=${value}\n`,
);
if (process.env.GITHUB_ENV) appendFileSync(process.env.GITHUB_ENV, lines.join(''));
console.log(`Ustawienia filmów: ${lines.map((line) => line.split('=')[0]).join(', ')}.`);
