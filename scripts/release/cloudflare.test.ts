// The release's calls to Cloudflare, against the API's stand-in on loopback
// (e2e/support/cloudflare-stand-in.ts).
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  cloudflareState,
  startCloudflareStandIn,
  type CloudflareState,
} from '../../e2e/support/cloudflare-stand-in';
import { liveVersion, type CloudflareSettings } from './cloudflare-api.ts';
import { ensureFilmsBuckets, FILMS_BUCKET, FILMS_CORS, filmsEnv, s3Key } from './films-bucket.ts';

const SITE = 'https://www.swiatlocien.pl';
let state: CloudflareState;
let settings: CloudflareSettings;
let close: () => Promise<void>;

beforeEach(async () => {
  state = cloudflareState();
  const standIn = await startCloudflareStandIn(state);
  close = standIn.close;
  settings = { token: state.token.value, accountId: state.accountId, base: standIn.base };
});
afterEach(() => close());

const deployedWith = (vars: Record<string, string>, annotations: Record<string, string> = {}) => {
  state.workers.swiatlocien = {
    deployments: [{ versions: [{ version_id: 'v2', percentage: 100 }], annotations }],
    versions: { v2: vars },
    secrets: [],
    domains: [],
  };
};

describe('the version production serves', () => {
  it('is none before the first deploy', async () => {
    expect(await liveVersion(settings, 'swiatlocien')).toBeUndefined();
  });

  it('says whether the site is public, which commit it is, and whether it was rolled back', async () => {
    deployedWith({ SITE_STATE: 'prelaunch', SITE_COMMIT: 'abc' });
    expect(await liveVersion(settings, 'swiatlocien')).toEqual({
      siteState: 'prelaunch',
      commit: 'abc',
      rolledBack: false,
    });
    deployedWith(
      { SITE_STATE: 'public', SITE_COMMIT: 'def' },
      { 'workers/triggered_by': 'rollback' },
    );
    expect(await liveVersion(settings, 'swiatlocien')).toMatchObject({
      siteState: 'public',
      rolledBack: true,
    });
  });

  it('is an error, never „none”, when Cloudflare refuses the token', async () => {
    await expect(liveVersion({ ...settings, token: 'zly' }, 'swiatlocien')).rejects.toThrow(
      /10000/,
    );
  });
});

describe('the films’ buckets', () => {
  it('are made where missing, the public one readable from any origin at media.<domain>', async () => {
    const done = await ensureFilmsBuckets(settings, SITE, 'swiatlocien-masters');
    expect(Object.keys(state.buckets).sort()).toEqual(['swiatlocien-filmy', 'swiatlocien-masters']);
    expect(state.buckets[FILMS_BUCKET]?.cors).toEqual(FILMS_CORS);
    expect(state.buckets[FILMS_BUCKET]?.domains).toEqual(['media.swiatlocien.pl']);
    expect(state.buckets['swiatlocien-masters']?.domains).toEqual([]);
    expect(done).toHaveLength(3);
    // Again: nothing new to make.
    expect(await ensureFilmsBuckets(settings, SITE, 'swiatlocien-masters')).toEqual([]);
  });

  it('say in Polish what the studio must do when R2 is off or the domain is elsewhere', async () => {
    state.r2Enabled = false;
    await expect(ensureFilmsBuckets(settings, SITE, 'm')).rejects.toThrow(/R2 nie jest włączone/);
    state.r2Enabled = true;
    state.zones = [];
    await expect(ensureFilmsBuckets(settings, SITE, 'm')).rejects.toThrow(
      /Domeny swiatlocien\.pl nie ma/,
    );
  });

  it('are read with a key made from the token, as R2 documents', async () => {
    expect(await s3Key(settings)).toEqual({
      AWS_ACCESS_KEY_ID: state.token.id,
      AWS_SECRET_ACCESS_KEY: createHash('sha256').update(state.token.value).digest('hex'),
    });
    expect(filmsEnv(settings, SITE, 'swiatlocien-masters')).toMatchObject({
      FILMS_S3_ENDPOINT: 'https://konto123.r2.cloudflarestorage.com',
      NEXT_PUBLIC_MEDIA_BASE: 'https://media.swiatlocien.pl',
    });
  });
});
