import type { APIRequestContext, Page } from '@playwright/test';

import { externalMediaOrigins } from '@/content/media/media-urls';
import { emailConfig, resolveOrigin } from '@/lib/contact/config';

/**
 * The link check's parts, used by links.spec.ts (the sitemap crawl) and by the
 * content gate's one pass over every page (every-page.spec.ts).
 */

/** Every URL a page points at, read from its DOM once it has loaded. */
interface PageRefs {
  links: string[];
  assets: string[];
  stylesheets: string[];
}

/** The candidates of a srcset: 'a.avif 640w, b.avif 1280w' → ['a.avif', 'b.avif']. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

export type Checker = ReturnType<typeof createChecker>;

/**
 * Each URL answered once: its status without following redirects (a link must
 * point at the final address, not at one that redirects), and for pages the body.
 */
export function createChecker(request: APIRequestContext) {
  const cache = new Map<string, Promise<{ status: number; body: string }>>();
  return (url: string, method: 'GET' | 'HEAD' = 'HEAD') => {
    const key = `${method} ${url}`;
    let answer = cache.get(key);
    if (!answer) {
      answer = request
        .fetch(url, { method, maxRedirects: 0 })
        .then(async (r) => ({ status: r.status(), body: method === 'GET' ? await r.text() : '' }));
      cache.set(key, answer);
    }
    return answer;
  };
}

/**
 * Records, while pages load, the requests that leave the site (to anywhere but
 * itself, the media hosts and the e-mail API) and those that fail.
 */
export function watchRequests(page: Page, origin: string) {
  const allowed = new Set([
    origin,
    ...externalMediaOrigins(),
    new URL(resolveOrigin(emailConfig.origin, { origin })).origin,
  ]);
  const offsite: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^https?:$/.test(url.protocol) && !allowed.has(url.origin)) {
      offsite.push(`${page.url()} → ${r.url()}`);
    }
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${page.url()} → ${r.url()} ${r.status()}`);
  });
  return { offsite, failed };
}

/**
 * Every reference of the loaded page that does not answer 200 directly: its
 * links to the site's own pages (and the block a link's hash names), images
 * and their srcset candidates, videos and posters, scripts, stylesheets and the
 * fonts they name. `assets` counts what was checked (a page with almost none
 * did not render).
 */
export async function brokenReferences(
  page: Page,
  pageUrl: string,
  origin: string,
  check: Checker,
): Promise<{ broken: string[]; assets: number }> {
  const broken: string[] = [];
  const expectOk = async (from: string, url: string, method: 'GET' | 'HEAD' = 'HEAD') => {
    const { status } = await check(url, method);
    if (status !== 200) broken.push(`${from} → ${url} ${status}`);
  };
  const refs: PageRefs = await page.evaluate(() => {
    const abs = (u: string | null) => (u ? new URL(u, document.baseURI).href : '');
    const all = <T extends Element>(selector: string) => [
      ...document.querySelectorAll<T>(selector),
    ];
    const srcsets = [
      ...all('img[srcset]').map((el) => el.getAttribute('srcset')!),
      ...all('source[srcset]').map((el) => el.getAttribute('srcset')!),
    ];
    return {
      links: all<HTMLAnchorElement>('a[href]').map((a) => a.href),
      assets: [
        ...all('img[src], video[src], audio[src], source[src], script[src]').map((el) =>
          abs(el.getAttribute('src')),
        ),
        ...all('video[poster]').map((el) => abs(el.getAttribute('poster'))),
        ...all('link[href]:not([rel~="canonical"]):not([rel~="alternate"])').map((el) =>
          abs(el.getAttribute('href')),
        ),
        // Resolved here, in the page; split into candidates below.
        ...srcsets.map((s) => `srcset:${s}`),
      ],
      stylesheets: all<HTMLLinkElement>('link[rel="stylesheet"]').map((l) => l.href),
    };
  });

  const assets = refs.assets.flatMap((a) =>
    a.startsWith('srcset:')
      ? srcsetUrls(a.slice('srcset:'.length)).map((u) => new URL(u, pageUrl).href)
      : [a],
  );
  // Fonts are named by the stylesheets: every url() in them is an asset too.
  for (const css of refs.stylesheets) {
    const { body } = await check(css, 'GET');
    for (const [, ref] of body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      if (!ref!.startsWith('data:')) assets.push(new URL(ref!, css).href);
    }
  }
  // An inlined image (a service hero's preview, lib/image-preview.ts) is in the page: no request.
  const checks = [...new Set(assets)]
    .filter((asset) => !asset.startsWith('data:'))
    .map((asset) => expectOk(pageUrl, asset));

  for (const link of new Set(refs.links)) {
    const url = new URL(link);
    if (url.origin !== origin) continue; // mailto:, tel: and the studio's social profiles
    const target = `${url.origin}${url.pathname}${url.search}`;
    checks.push(
      (async () => {
        await expectOk(pageUrl, target, 'GET');
        // A link to a block of a page finds it there.
        const { body } = await check(target, 'GET');
        if (url.hash && !body.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
          broken.push(`${pageUrl} → ${link}: no element with that id`);
        }
      })(),
    );
  }
  await Promise.all(checks);
  return { broken, assets: assets.length };
}
