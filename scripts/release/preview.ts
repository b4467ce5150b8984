#!/usr/bin/env node
// A draft's Preview (.github/workflows/preview.yml, docs/deploy.md „Previews”):
//
//   node scripts/release/preview.ts name <branch>     its name: the Preview URL's first label
//   node scripts/release/preview.ts expires           when a Preview made now closes
//   node scripts/release/preview.ts url <output file> its URL, from wrangler's output file
//
// The name is the draft's slug and 16 characters of an HMAC of the branch
// keyed with the Cloudflare token (CLOUDFLARE_API_TOKEN), so each save of a
// draft replaces its own Preview, and nobody without the token can guess
// the address of a draft the studio has not sent them.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { slugify } from '../../lib/slug.ts';
import { workerName } from './worker-config.ts';

/** How long a Preview stays open after its draft was last saved. */
export const PREVIEW_DAYS = 30;
/** Characters of the HMAC in a name: 80 bits. */
const SECRET_CHARS = 16;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Uint8Array) {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * A draft branch's Preview name: `<slug>-<secret>`, one DNS label that fits
 * `<name>-<worker>` in 63 characters.
 */
export function previewName(branch: string, key: string, worker: string) {
  if (!key) throw new Error('A Preview name needs its key (CLOUDFLARE_API_TOKEN).');
  const secret = base32(createHmac('sha256', key).update(`preview:${branch}`).digest()).slice(
    0,
    SECRET_CHARS,
  );
  // Sveltia's drafts are cms/<collection>/<slug>; a slash in the slug is %2F.
  const slug = slugify((branch.split('/').at(-1) ?? '').replace(/%2f/gi, '-')).replace(
    /^[^a-z]+/,
    '',
  );
  const room = 63 - worker.length - 1 - SECRET_CHARS - 1;
  const readable = slug.slice(0, room).replace(/-+$/, '') || 'szkic';
  return `${readable}-${secret}`;
}

/** The moment a Preview made at `now` closes (the Worker's PREVIEW_EXPIRES). */
export const previewExpires = (now = Date.now()) =>
  new Date(now + PREVIEW_DAYS * 24 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, 'Z');

/** Every https address in a value of wrangler's output, in order. */
function addresses(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('https://') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addresses);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addresses);
  return [];
}

/**
 * The Preview URL `wrangler preview` reported in its output file (JSON
 * lines, WRANGLER_OUTPUT_FILE_PATH): the one that follows the latest
 * deployment, on workers.dev.
 */
export function previewUrl(text: string) {
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { type?: string; preview_urls?: unknown };
    if (entry.type !== 'preview') continue;
    const urls = addresses(entry.preview_urls);
    const url = urls.find((u) => u.includes('.workers.dev')) ?? urls[0];
    if (url) return url;
  }
  throw new Error(
    'wrangler reported no Preview URL: are preview URLs on for the Worker (preview_urls in wrangler.jsonc, a workers.dev subdomain)?',
  );
}

if (import.meta.main) {
  const [command, arg = ''] = process.argv.slice(2);
  if (command === 'name') {
    console.log(previewName(arg, process.env.CLOUDFLARE_API_TOKEN ?? '', workerName()));
  } else if (command === 'expires') console.log(previewExpires());
  else if (command === 'url') console.log(previewUrl(readFileSync(arg, 'utf8')));
  else {
    console.error('usage: preview.ts name <branch> | expires | url <wrangler output file>');
    process.exit(2);
  }
}
