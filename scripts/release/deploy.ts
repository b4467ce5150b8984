#!/usr/bin/env node
// The Publish workflow's deploy (.github/workflows/deploy.yml): `wrangler
// deploy` of the release build, with every setting the studio keeps in the
// repository (docs/setup.md) handed to the Worker, so nothing is edited in
// wrangler.jsonc and nothing is typed into Cloudflare's dashboard:
//   - variables: SITE_STATE (the launch state), GITHUB_CLIENT_ID, CMS_REPO,
//     FILMS_S3_ENDPOINT (the account's R2), SITE_COMMIT and SITE_PUBLISHED
//     (which version is live: /oauth/health, the editor);
//   - the secret GITHUB_CLIENT_SECRET, through a file only wrangler reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** wrangler's arguments for a deploy with these settings. */
export function deployArgs(
  env: Readonly<Record<string, string | undefined>>,
  secretsFile: string | undefined,
  now = new Date(),
) {
  const state = env.SITE_STATE;
  if (state !== 'public' && state !== 'prelaunch') throw new Error(`SITE_STATE is ${state}.`);
  const sha = env.GITHUB_SHA ?? '';
  const vars = {
    SITE_STATE: state,
    GITHUB_CLIENT_ID: env.GITHUB_CLIENT_ID ?? '',
    CMS_REPO: env.CMS_REPO ?? '',
    FILMS_S3_ENDPOINT: env.CLOUDFLARE_ACCOUNT_ID
      ? `https://${env.CLOUDFLARE_ACCOUNT_ID}.r2.cloudflarestorage.com`
      : '',
    SITE_COMMIT: sha,
    SITE_PUBLISHED: now.toISOString().replace(/\.\d+Z$/, 'Z'),
  };
  return [
    'wrangler',
    'deploy',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ...(secretsFile ? ['--secrets-file', secretsFile] : []),
    '--message',
    `Publish ${sha.slice(0, 12)}${env.GITHUB_RUN_ID ? `, run ${env.GITHUB_RUN_ID}` : ''}`,
  ];
}

if (import.meta.main) {
  const dir = mkdtempSync(path.join(process.env.RUNNER_TEMP ?? tmpdir(), 'sekrety-'));
  const secret = process.env.GITHUB_CLIENT_SECRET;
  // An absent secret is left as the Worker has it (wrangler adds, never deletes).
  const file = secret ? path.join(dir, 'secrets.json') : undefined;
  if (file) writeFileSync(file, JSON.stringify({ GITHUB_CLIENT_SECRET: secret }), { mode: 0o600 });
  const result = spawnSync('npx', deployArgs(process.env, file), { stdio: 'inherit' });
  rmSync(dir, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
