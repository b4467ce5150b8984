import { expect, test, type Page } from '@playwright/test';

import { getRealizationCards } from '@/content/home';
import { getServices } from '@/content/services';
import { inquiryHref } from '@/lib/contact/inquiry';
import { pagePairs } from '@/lib/i18n/pages';
import { uiText } from '@/lib/i18n/ui';
import { workText } from '@/lib/i18n/work-ui';
import { realizationFilms, realizationGallery, realizationPhotos } from '@/lib/realization-media';
import {
  indexPageCount,
  latestRealizations,
  publishedRealizations,
  realizationPath,
  realizationsIndexPath,
  realizationsOnPage,
} from '@/lib/realization-routes';
import { formatDay, realizationServices } from '@/lib/realization-text';
import { servicePath } from '@/lib/routes';
import { serviceName } from '@/lib/service-name';
import { absoluteUrl } from '@/lib/site';

import { waitForHydration } from '../support/pages';

/**
 * The portfolio (issue #53): the index of realizations, a realization's page
 * with every photo in its viewer, and the ways to them. Rules over whatever
 * the registry holds (content/realizations/), never today's titles or counts.
 */
const polish = publishedRealizations('pl');
const words = workText('pl');
/** The realization with the most to show: its viewer is the longest. */
const fullest = [...polish].sort(
  (a, b) => realizationGallery(b).length - realizationGallery(a).length,
)[0]!;

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('listitem').getByRole('link');

test.describe('the index', { tag: '@phone' }, () => {
  test('lists every realization, newest first, with its cover, services, title and date', async ({
    page,
  }) => {
    const count = indexPageCount('pl');
    for (let n = 1; n <= count; n++) {
      const response = await page.goto(realizationsIndexPath('pl', n));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(words.title);
      const shown = realizationsOnPage('pl', n);
      await expect(cards(page)).toHaveCount(shown.length);
      for (const [i, r] of shown.entries()) {
        const card = cards(page).nth(i);
        await expect(card).toHaveAttribute('href', realizationPath(r));
        await expect(card.getByRole('heading')).toHaveText(r.title);
        await expect(card.locator('time')).toHaveAttribute('datetime', r.date);
        await expect(card.locator('time')).toHaveText(formatDay(r.date, 'pl'));
        for (const s of realizationServices(r)) await expect(card).toContainText(serviceName(s));
        await expect(card.locator('img')).toHaveAttribute('src', r.cover.src);
      }
      // Past 24, the page numbers lead to every page; the current one is marked.
      const pages = page.getByRole('navigation', { name: words.pages });
      if (count === 1) await expect(pages).toHaveCount(0);
      else {
        await expect(pages.getByRole('link', { name: `Strona ${n}` })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    }
  });
});

test.describe('a realization’s page', () => {
  test('its headline, services linked, date and place, story, every photo and film', async ({
    page,
  }) => {
    for (const r of polish) {
      await page.goto(realizationPath(r));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.title);
      const header = main(page).locator('header').first();
      for (const s of realizationServices(r)) {
        await expect(header.getByRole('link', { name: serviceName(s) })).toHaveAttribute(
          'href',
          servicePath(s),
        );
      }
      await expect(header.locator('time')).toHaveAttribute('datetime', r.date);
      if (r.place) await expect(header).toContainText(r.place);
      if (r.client) {
        // A client the studio hides is not on the page at all.
        const html = await page.content();
        expect(html.includes(r.client.name), r.slug).toBe(!r.client.hidden);
      }
      for (const paragraph of r.story) await expect(main(page)).toContainText(paragraph);
      if (r.quote) await expect(page.getByRole('figure')).toContainText(r.quote.text);
      // Every item in the gallery, each a link to its file: no cap of eight.
      const gallery = page.getByRole('region', { name: /galeria/ });
      await expect(gallery.getByRole('link')).toHaveCount(realizationGallery(r).length);
      for (const photo of realizationPhotos(r))
        await expect(gallery.locator(`a[href="${photo.url}"]`)).toHaveCount(1);
    }
  });

  test('the viewer holds every photo and film, not eight', { tag: '@phone' }, async ({ page }) => {
    const items = realizationGallery(fullest);
    await page.goto(realizationPath(fullest));
    const gallery = page.getByRole('region', { name: /galeria/ });
    const last = gallery.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(`${items.length} / ${items.length}`);
    await dialog.getByRole('button', { name: 'Następny' }).click();
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(`1 / ${items.length}`);
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();
  });

  test('offers to ask about its first service: the form opens with it chosen', async ({ page }) => {
    const [service] = realizationServices(fullest);
    await page.goto(realizationPath(fullest));
    const ask = main(page).getByRole('link', { name: uiText('pl').inquiry.ask });
    await expect(ask).toHaveAttribute('href', inquiryHref('pl', service!));
    await ask.click();
    await expect(page).toHaveURL(inquiryHref('pl', service!));
    const form = page.getByRole('form', { name: uiText('pl').form.label });
    await expect(
      form.getByLabel(uiText('pl').inquiry.field, { exact: true }).locator('option:checked'),
    ).toHaveText(serviceName(service!));
  });
});

test('the language switch leads to the same realization in English, and back', async ({ page }) => {
  const pair = pagePairs().find(
    (p) => p.en && publishedRealizations('pl').some((r) => realizationPath(r) === p.pl),
  );
  test.skip(!pair, 'no realization has its English version');
  await page.goto(pair!.pl);
  await waitForHydration(page);
  const banner = page.getByRole('banner');
  // The desktop bar's link; the phone's is in its menu (english.spec.ts).
  await banner.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pair!.en}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Polski', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pair!.pl}$`));
});

test.describe('what search engines read', () => {
  test.skip(
    ({ isMobile, browserName }) => isMobile || browserName !== 'chromium',
    'the same HTML for every screen and engine',
  );

  test('each realization: CreativeWork with every photo and film, breadcrumbs, cover to share', async ({
    request,
  }) => {
    for (const r of [...polish, ...publishedRealizations('en')]) {
      const path = realizationPath(r);
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
        .filter((b) => b['@type'] !== 'LocalBusiness');
      const work = blocks.find((b) => b['@type'] === 'CreativeWork') as {
        name: string;
        url: string;
        image: { '@type': string; contentUrl: string }[];
        video: { '@type': string; contentUrl: string }[];
      };
      expect(work, path).toMatchObject({ name: r.title, url: absoluteUrl(path) });
      expect(work.image.map((i) => i.contentUrl)).toEqual(
        realizationPhotos(r).map((p) => absoluteUrl(p.url)),
      );
      expect(work.video.map((v) => v['@type'])).toEqual(
        realizationFilms(r).map(() => 'VideoObject'),
      );
      expect(blocks.map((b) => b['@type'])).toContain('BreadcrumbList');
      expect(html).toContain(`<meta property="og:image" content="${absoluteUrl(r.cover.src)}"/>`);
    }
  });

  test('the sitemap lists each realization with every photo it shows', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    for (const r of [...polish, ...publishedRealizations('en')]) {
      const entry = sitemap
        .split('<url>')
        .find((u) => u.includes(`<loc>${absoluteUrl(realizationPath(r))}</loc>`));
      expect(entry, realizationPath(r)).toBeDefined();
      const images = [...entry!.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]);
      expect(images).toEqual(realizationPhotos(r).map((p) => absoluteUrl(p.url)));
      expect(entry!.match(/<video:video>/g) ?? []).toHaveLength(realizationFilms(r).length);
    }
  });

  test('an unknown realization or index page answers 404 with its language’s page', async ({
    request,
  }) => {
    for (const [path, text] of [
      ['/realizacje/nie-ma-takiej-realizacji', 'Nie znaleziono strony'],
      [realizationsIndexPath('pl', indexPageCount('pl') + 1), 'Nie znaleziono strony'],
      ['/en/work/no-such-project', 'Page not found'],
      ['/en/work/page/99', 'Page not found'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(text);
    }
  });
});

test.describe('where visitors find them', () => {
  test('the home page keeps its three cards and links the index', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('#realizacje');
    await expect(block.getByRole('listitem')).toHaveCount(getRealizationCards().length);
    await block.getByRole('link', { name: words.all }).click();
    await expect(page).toHaveURL(/\/realizacje$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
  });

  test('each service page shows its latest realizations, and none of another service', async ({
    page,
  }) => {
    for (const service of getServices()) {
      const latest = latestRealizations('pl', [service.id]);
      await page.goto(servicePath(service));
      const block = page.getByRole('region', { name: words.latest });
      if (latest.length === 0) {
        await expect(block, service.id).toHaveCount(0);
        continue;
      }
      await expect(block.getByRole('heading', { level: 3 })).toHaveText(latest.map((r) => r.title));
      await expect(block.getByRole('link', { name: words.all })).toHaveAttribute(
        'href',
        realizationsIndexPath('pl'),
      );
    }
  });

  test('the footer links the index', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: words.all }),
    ).toHaveAttribute('href', realizationsIndexPath('pl'));
  });
});
