// The films' two buckets on the studio's account (docs/media.md#films),
// derived from the repository's settings instead of typed into them, and
// made by the release where missing:
//   - masters (private): the MASTERS binding of wrangler.jsonc;
//   - renditions (public): served at media.<the site's domain>, readable
//     from any origin (the site's and its Previews').
// The build and the encode job read them with S3 keys made from the
// Cloudflare token (R2's documented rule: the key id is the token's id, the
// secret the SHA-256 of the token), so the studio creates no R2 token.
import { createHash } from 'node:crypto';

import { cloudflare, CloudflareError, type CloudflareSettings } from './cloudflare-api.ts';

/** The renditions' bucket, unless FILMS_BUCKET names another. */
export const FILMS_BUCKET = 'swiatlocien-filmy';

/** Cloudflare's code for an account whose R2 is not enabled yet. */
export const R2_NOT_ENABLED = 10042;

/** The public films' address: media.<the site's domain without www>. */
export function mediaHost(siteUrl: string) {
  return `media.${new URL(siteUrl).hostname.replace(/^www\./, '')}`;
}

/** The zone a site's address lives in: its registrable name (www.swiatlocien.pl → swiatlocien.pl). */
export const zoneName = (siteUrl: string) => new URL(siteUrl).hostname.replace(/^www\./, '');

export interface FilmsEnv {
  readonly [name: string]: string;
}

/** The S3 key made from a Cloudflare token: its id, and the SHA-256 of its value. */
export async function s3Key(settings: CloudflareSettings) {
  const verified = await verifyToken(settings);
  return {
    AWS_ACCESS_KEY_ID: verified.id,
    AWS_SECRET_ACCESS_KEY: createHash('sha256').update(settings.token).digest('hex'),
  };
}

/** The token's id and status: an account's token, or a user's. */
export async function verifyToken(settings: CloudflareSettings) {
  try {
    return await cloudflare<{ id: string; status: string }>(
      settings,
      '/accounts/:account/tokens/verify',
    );
  } catch (error) {
    if (!(error instanceof CloudflareError)) throw error;
    return cloudflare<{ id: string; status: string }>(settings, '/user/tokens/verify');
  }
}

/** What the build and the encode job read about the films' buckets. */
export function filmsEnv(settings: CloudflareSettings, siteUrl: string, masters: string): FilmsEnv {
  return {
    FILMS_BUCKET: FILMS_BUCKET,
    FILMS_MASTERS_BUCKET: masters,
    FILMS_S3_ENDPOINT: `https://${settings.accountId}.r2.cloudflarestorage.com`,
    FILMS_S3_REGION: 'auto',
    NEXT_PUBLIC_MEDIA_BASE: `https://${mediaHost(siteUrl)}`,
  };
}

/** The renditions are public: any origin may read them (GET, HEAD), none may write. */
export const FILMS_CORS = {
  rules: [
    {
      allowed: { origins: ['*'], methods: ['GET', 'HEAD'], headers: ['Range'] },
      exposeHeaders: ['Content-Length', 'Content-Range', 'ETag'],
      maxAgeSeconds: 86400,
    },
  ],
};

const create = (settings: CloudflareSettings, name: string) =>
  cloudflare(settings, '/accounts/:account/r2/buckets', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });

/**
 * Both buckets, the public one's CORS rule and its domain, made where
 * missing; safe on every release. Throws a Polish message the studio can act on.
 */
export async function ensureFilmsBuckets(
  settings: CloudflareSettings,
  siteUrl: string,
  masters: string,
) {
  const done: string[] = [];
  let buckets: { name: string }[];
  try {
    ({ buckets } = await cloudflare<{ buckets: { name: string }[] }>(
      settings,
      '/accounts/:account/r2/buckets',
    ));
  } catch (error) {
    if (error instanceof CloudflareError && error.codes.includes(R2_NOT_ENABLED)) {
      throw new Error(
        'R2 nie jest włączone na koncie Cloudflare: Cloudflare → R2 → „Enable R2” (docs/setup.md, krok 3).',
      );
    }
    throw error;
  }
  for (const name of [masters, FILMS_BUCKET]) {
    if (buckets.some((b) => b.name === name)) continue;
    await create(settings, name);
    done.push(`utworzono kosz ${name}`);
  }
  const base = `/accounts/:account/r2/buckets/${FILMS_BUCKET}`;
  await cloudflare(settings, `${base}/cors`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(FILMS_CORS),
  });
  const domain = mediaHost(siteUrl);
  const { domains } = await cloudflare<{ domains: { domain: string }[] }>(
    settings,
    `${base}/domains/custom`,
  );
  if (!domains.some((d) => d.domain === domain)) {
    const zones = await cloudflare<{ id: string }[]>(
      settings,
      `/zones?name=${encodeURIComponent(zoneName(siteUrl))}`,
    );
    const zone = zones[0];
    if (!zone) {
      throw new Error(
        `Domeny ${zoneName(siteUrl)} nie ma na koncie Cloudflare: dodaj ją (docs/setup.md, krok 2).`,
      );
    }
    await cloudflare(settings, `${base}/domains/custom`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain, zoneId: zone.id, enabled: true }),
    });
    done.push(`podłączono adres ${domain}`);
  }
  return done;
}
