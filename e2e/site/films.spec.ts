import { expect, test, type Page } from '@playwright/test';

import { getServices } from '@/content/services';
import type { Service } from '@/content/types';
import { galleryItems, heroMedia, type VideoItem } from '@/lib/media';
import { realizationFilms } from '@/lib/realization-media';
import { publishedRealizations, realizationPath } from '@/lib/realization-routes';
import { servicePath } from '@/lib/routes';
import { canonicalPaths } from '@/lib/structured-data';
import { shownFilms } from '@/lib/video-structured-data';

import { isHlsJsChunk } from '../../scripts/build/perf/compile-hints.mjs';
import { waitForHydration } from '../support/pages';

const services = getServices();
// Both languages' pages (the English pages show the same films, described in English).
const servicesByPath = new Map([...services, ...getServices('en')].map((s) => [servicePath(s), s]));
// A realization's films are described inside its CreativeWork (its `video`).
const realizationsByPath = new Map(
  (['pl', 'en'] as const).flatMap((locale) =>
    publishedRealizations(locale).map((r) => [realizationPath(r), r] as const),
  ),
);

interface VideoObject {
  '@type': string;
  name: string;
  description: string;
  thumbnailUrl: string[];
  uploadDate: string;
  duration: string;
  contentUrl: string;
}

/** A URL of the site or its media, fetched from the server under test. */
const local = (url: string) => new URL(url).pathname;

test.describe('films for search engines', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML for every screen');

  test('every page that shows a film describes it as a VideoObject, and the sitemap lists it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    const entries = new Map(
      [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => [
        local(/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!),
        m[1]!,
      ]),
    );
    let withFilms = 0;
    for (const path of canonicalPaths()) {
      const html = await (await request.get(path)).text();
      const videos = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as VideoObject & { video?: VideoObject[] })
        .flatMap((b) => [b, ...(b.video ?? [])])
        .filter((b) => b['@type'] === 'VideoObject');
      const service = servicesByPath.get(path);
      const realization = realizationsByPath.get(path);
      const films = service
        ? shownFilms(service)
        : realization
          ? realizationFilms(realization)
          : [];
      expect(
        videos.map((v) => v.name),
        path,
      ).toEqual(films.map((f) => f.entry.title));
      const listed = [...(entries.get(path) ?? '').matchAll(/<video:title>([^<]+)</g)];
      expect(
        listed.map((m) => m[1]),
        `sitemap: ${path}`,
      ).toEqual(videos.map((v) => v.name));
      if (films.length) withFilms++;

      for (const video of videos) {
        expect(video.description.length, path).toBeGreaterThan(20);
        expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(video.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
        const thumbnail = await request.get(local(video.thumbnailUrl[0]!));
        expect(thumbnail.headers()['content-type']).toBe('image/jpeg');
        const playlist = await request.get(local(video.contentUrl));
        expect(playlist.status()).toBe(200);
        expect(await playlist.text()).toMatch(/^#EXTM3U[\s\S]*#EXT-X-STREAM-INF:BANDWIDTH=/);
      }
    }
    expect(withFilms).toBeGreaterThan(0);
  });
});

/** The bodies of the scripts the page has loaded so far. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  return async () => Promise.all(bodies);
}

/** The gallery link that opens `film` on its service's page. */
const filmLink = (page: Page, service: Service, film: VideoItem) =>
  page
    .getByRole('region', { name: /galeria/ })
    .getByRole('link')
    .nth(galleryItems(service).indexOf(film));

/** Opens `film` from its service's gallery, once hydrated; the viewer's video. */
async function openFilm(page: Page, service: Service, film: VideoItem) {
  await page.goto(servicePath(service));
  await waitForHydration(page);
  const link = filmLink(page, service, film);
  await link.scrollIntoViewIfNeeded();
  await link.click();
  return page.getByRole('dialog').locator('video');
}

test('a film opens in the viewer and plays its adaptive ladder, hls.js loaded only on intent', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'the hls.js path, in one engine with Media Source');
  // Chromium plays HLS itself, yet with Media Source and no ManagedMediaSource
  // (no Apple engine) the viewer plays the ladder through hls.js.
  // A gallery film that is not also the page's hero.
  const [service, film] = services
    .flatMap((s) =>
      galleryItems(s)
        .filter((i): i is VideoItem => i.type === 'video' && i.url !== heroMedia(s).url)
        .map((i) => [s, i] as const),
    )
    .at(0)!;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const scripts = recordScripts(page);
  await page.goto(servicePath(service));
  await page.waitForLoadState('load');
  await waitForHydration(page);
  // hls.js is not part of the page's load (none of its event names is in a script yet).
  expect((await scripts()).some(isHlsJsChunk)).toBe(false);
  // In view after the load, only the film's start files (playlists, init segment) are
  // fetched ahead, so a tap waits for its first segment alone; no segment before the tap.
  // hls.js's start files: its own master playlist, whose first rung only it plays.
  const { hlsJs } = film;
  expect(hlsJs).toBeDefined();
  await expect
    .poll(() => hlsJs!.startUrls.filter((u) => requested.includes(u)))
    .toEqual(hlsJs!.startUrls);
  expect(requested).not.toContain(film.stream);
  expect(requested.some((p) => p.endsWith('.m4s'))).toBe(false);

  const link = filmLink(page, service, film);
  await link.scrollIntoViewIfNeeded();
  // Without the script the link opens the film's progressive MP4.
  await expect(link).toHaveAttribute('href', film.progressive!);
  expect((await scripts()).some(isHlsJsChunk)).toBe(false);
  // A pointer on the film is enough for hls.js to start loading, before any click.
  await link.hover();
  await expect.poll(async () => (await scripts()).some(isHlsJsChunk)).toBe(true);
  // Compiled while it arrives, as the page's own chunks are (scripts/build/perf/compile-hints.mjs).
  const hlsJsSource = (await scripts()).find(isHlsJsChunk)!;
  expect(hlsJsSource.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(requested.some((p) => p.endsWith('.m4s'))).toBe(false);
  await link.click();
  const video = page.getByRole('dialog').locator('video');
  await expect(video).toHaveAttribute('aria-label', film.label);
  // Media Source: hls.js feeds the element from a blob: URL.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.src)).toMatch(/^blob:/);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  // The first segment of hls.js's start rung, which the tap fetched beside hls.js.
  expect(requested).toContain(hlsJs!.firstSegment);
  // What the page fetched ahead hls.js takes from memory: nothing is asked for twice.
  for (const url of [...hlsJs!.startUrls, hlsJs!.firstSegment])
    expect(
      requested.filter((u) => u === url),
      url,
    ).toHaveLength(1);
  // The engines' own master playlist is never asked for.
  expect(requested).not.toContain(film.stream);
});

test('on Apple’s engines the viewer gives the film to the engine’s own HLS and loads no hls.js', async ({
  page,
}) => {
  // Apple's engines are known by ManagedMediaSource: Chromium, which plays HLS
  // itself, stands in for Safari with it.
  await page.addInitScript(() => {
    if (!('ManagedMediaSource' in window)) {
      Object.defineProperty(window, 'ManagedMediaSource', { value: class {}, configurable: true });
    }
  });
  await page.goto('/');
  const native = await page.evaluate(() =>
    document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
  );
  test.skip(!native, 'this engine has no native HLS');
  const service = services.find((s) => shownFilms(s).length)!;
  const film = galleryItems(service).find((i): i is VideoItem => i.type === 'video')!;
  const scripts = recordScripts(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const video = await openFilm(page, service, film);
  await expect(video).toHaveAttribute('src', film.stream!);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  expect((await scripts()).some(isHlsJsChunk)).toBe(false);
  // Its own start files, and nothing of hls.js's start rung (too small for its rate choice).
  expect(requested).toEqual(expect.arrayContaining([...film.startUrls!]));
  const hlsJsFiles = [...film.hlsJs!.startUrls, film.hlsJs!.firstSegment];
  expect(requested.filter((u) => hlsJsFiles.includes(u))).toEqual([]);
});

test('a film starts once its first segment is in, not after more is buffered', async ({ page }) => {
  // Every engine with Media Source but Apple's plays the ladder through hls.js;
  // Firefox's autoplay would wait until it judged the film could play through.
  const service = services.find((s) => shownFilms(s).length)!;
  const film = galleryItems(service).find((i): i is VideoItem => i.type === 'video' && !!i.hlsJs)!;
  const first = film.hlsJs!.firstSegment;
  // Every segment but the first waits, as on a slow link: only the first is in.
  await page.route(/\.m4s$/, (route) =>
    new URL(route.request().url()).pathname === first ? route.continue() : undefined,
  );
  const video = await openFilm(page, service, film);
  await expect(video).toHaveJSProperty('paused', false);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3);
});
