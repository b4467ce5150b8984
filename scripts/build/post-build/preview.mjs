// A preview build (SITE_PREVIEW=1: the editor's drafts, .github/workflows/preview.yml)
// is for the studio and its client, never for search engines: robots.txt
// disallows everything and there is no sitemap. The Worker also sends
// `X-Robots-Tag: noindex` on every response of such a build
// (worker/site/app.ts, from the map's `preview`).
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** robots.txt of a preview build. */
export const PREVIEW_ROBOTS = 'User-agent: *\nDisallow: /\n';

/** Whether this build is a preview: SITE_PREVIEW=1 (or true). */
export function isPreviewBuild(env = process.env) {
  return /^(1|true)$/i.test(env.SITE_PREVIEW ?? '');
}

/**
 * @param {string} out
 * @returns {Promise<{ changed: number, summary: string }>}
 */
export async function makePreview(out) {
  await writeFile(path.join(out, 'robots.txt'), PREVIEW_ROBOTS);
  await rm(path.join(out, 'sitemap.xml'), { force: true });
  return { changed: 1, summary: 'robots.txt disallows everything, no sitemap.xml' };
}
