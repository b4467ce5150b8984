#!/usr/bin/env node
// The preview workflow's helpers (.github/workflows/preview.yml):
//
//   node scripts/ci/preview.mjs alias <branch>        the version's preview alias
//   node scripts/ci/preview.mjs url <wrangler output> its preview URL, from the
//                                                     file WRANGLER_OUTPUT_FILE_PATH names
//
// The alias is wrangler's own rule for a branch (its --preview-alias
// generator): a DNS label, `<alias>-<worker name>` at most 63 characters, cut
// with a 4-hex hash of the branch when too long, so that
// cms/services-film/slubna gets https://cms-services-film-slubna-swiatlocien.<subdomain>.workers.dev.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Worker's name in wrangler.jsonc. */
export const WORKER_NAME = 'swiatlocien';

/**
 * @param {string} branch a Git branch (Sveltia's drafts: cms/<collection>/<slug>)
 * @param {string} [worker]
 */
export function previewAlias(branch, worker = WORKER_NAME) {
  const alias = branch
    .replace(/[^a-zA-Z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  if (!/^[a-z](?:[a-z0-9-]*[a-z0-9])?$/.test(alias)) {
    throw new Error(`No preview alias can be made of the branch name ${JSON.stringify(branch)}.`);
  }
  const room = 63 - worker.length - 1;
  if (alias.length <= room) return alias;
  const suffix = `-${createHash('sha256').update(branch).digest('hex').slice(0, 4)}`;
  return `${alias.slice(0, room - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * The preview URL of the version `wrangler versions upload` made, from its
 * output file (JSON lines): the alias's URL, else the version's own.
 * @param {string} text
 */
export function previewUrl(text) {
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    if (entry.type !== 'version-upload') continue;
    const url = entry.preview_alias_url ?? entry.preview_url;
    if (typeof url === 'string' && url.startsWith('https://')) return url;
  }
  throw new Error(
    'wrangler reported no preview URL: are preview URLs on for the Worker (preview_urls in wrangler.jsonc, a workers.dev subdomain)?',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, arg = ''] = process.argv.slice(2);
  if (command === 'alias') console.log(previewAlias(arg));
  else if (command === 'url') console.log(previewUrl(readFileSync(arg, 'utf8')));
  else {
    console.error('usage: preview.mjs alias <branch> | url <wrangler output file>');
    process.exit(2);
  }
}
