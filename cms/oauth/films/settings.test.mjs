import { describe, expect, it } from 'vitest';

import { bucketSettings, masterKey } from '../../../scripts/build/films/bucket-settings.mjs';
import { masterSrc } from './master-src.mjs';
import { filmsConfigFromEnv } from './settings.mjs';
import { partPlan } from './upload-input.mjs';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
/** @type {Record<string, string | undefined>} */
const ENV = {
  FILMS_S3_ENDPOINT: 'https://0123456789abcdef0123456789abcdef.eu.r2.cloudflarestorage.com/',
  FILMS_MASTERS_BUCKET: 'swiatlocien-filmy',
  FILMS_UPLOAD_ACCESS_KEY_ID: 'klucz',
  FILMS_UPLOAD_SECRET_ACCESS_KEY: 'sekret',
  OAUTH_REPO: 'swiatlocien/strona',
};

describe('the upload service’s settings', () => {
  it('are off without the key, and off naming what is missing with only part of them', () => {
    expect(filmsConfigFromEnv({})).toEqual({ missing: [] });
    expect(filmsConfigFromEnv({ ...ENV, OAUTH_REPO: '', FILMS_MASTERS_BUCKET: undefined })).toEqual(
      {
        missing: ['FILMS_MASTERS_BUCKET', 'OAUTH_REPO'],
      },
    );
  });

  it('give a src the build reads back to the same key, with a public address or without', () => {
    for (const env of [
      ENV,
      { ...ENV, FILMS_MASTERS_PUBLIC_URL: 'https://filmy.swiatlocien.pl/' },
    ]) {
      const { films } = filmsConfigFromEnv(env);
      expect(films).toMatchObject({ region: 'auto', apiUrl: 'https://api.github.com' });
      const src = masterSrc(
        'masters/relacja z gali.mp4',
        /** @type {NonNullable<typeof films>} */ (films),
      );
      expect(src).toMatch(
        env.FILMS_MASTERS_PUBLIC_URL ? /^https:\/\/filmy\./ : /\/swiatlocien-filmy\/masters\//,
      );
      expect(masterKey(src, bucketSettings(env))).toBe('masters/relacja z gali.mp4');
    }
  });
});

describe('parts', () => {
  it('are 16 MiB, larger only when a master would need more than 10 000', () => {
    expect(partPlan(10 * GiB, 16 * MiB)).toEqual({ partSize: 16 * MiB, partCount: 640 });
    expect(partPlan(1, 16 * MiB)).toEqual({ partSize: 16 * MiB, partCount: 1 });
    const huge = partPlan(200 * GiB, 16 * MiB);
    expect(huge.partSize % MiB).toBe(0);
    expect(huge.partCount).toBeLessThanOrEqual(10_000);
  });
});
