import { expect, test, type Page } from '@playwright/test';

import { getServices } from '@/content/services';
import { uiText } from '@/lib/i18n/ui';
import { contactLink } from '@/lib/navigation';
import { servicePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

/**
 * One name per service, in both languages: the title, the name above the h1,
 * the gallery's heading, the structured data (the Service, the breadcrumbs and
 * the studio's catalogue of offers) and the contact page's strip all give the
 * service the same name. Before, the English title and data said
 * „Architecture photography” while the page said „Architectural” (review EN3).
 * The name is read from each page's own title, never from today's content.
 */
const services = (['pl', 'en'] as const).flatMap((locale) =>
  getServices(locale).map((service) => ({ locale, path: servicePath(service) })),
);

/** The page's JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The name as the page shows it: typeset spaces made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** „<name> – <city> | <studio>”: the name is what stands before the last dash („Filmy – Case Study”). */
const nameInTitle = (title: string) => /^(.*) – [^–]*$/.exec(plain(title))?.[1] ?? '';

/** A title as the server HTML writes it, its entities read. */
const decode = (html: string) =>
  html.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'quot' ? '"' : e === 'lt' ? '<' : e === 'gt' ? '>' : "'",
  );

test.skip(({ isMobile }) => isMobile, 'the same names at every size');

test('every service page gives its service one name: title, eyebrow, gallery, data', async ({
  page,
}) => {
  test.slow();
  for (const { locale, path } of services) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const name = nameInTitle(await page.title());
    expect(name, path).not.toBe('');
    const header = page.locator('header:has(h1)');
    expect(plain(await header.locator('p').first().textContent()), path).toBe(name);
    const galleryHeading = page.locator('#galeria');
    if ((await galleryHeading.count()) > 0)
      expect(plain(await galleryHeading.textContent()), path).toBe(
        `${name} – ${uiText(locale).gallery.title}`,
      );
    const data = await structuredData(page);
    const service = data.find((d) => d['@type'] === 'Service');
    expect(plain(service?.name as string), path).toBe(name);
    expect(plain(service?.serviceType as string), path).toBe(name);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as {
      name: string;
    }[];
    expect(plain(crumbs.at(-1)?.name), path).toBe(name);
    const offers = (
      data.find((d) => d['@type'] === 'LocalBusiness')?.hasOfferCatalog as {
        itemListElement: { itemOffered: { name: string; url: string } }[];
      }
    ).itemListElement;
    const offer = offers.find((o) => o.itemOffered.url === absoluteUrl(path));
    expect(plain(offer?.itemOffered.name), path).toBe(name);
  }
});

test('the contact page names each service of its strip as the service’s own page does', async ({
  page,
}) => {
  for (const locale of ['pl', 'en'] as const) {
    await page.goto(contactLink(locale).href);
    const items = page.getByRole('region', { name: uiText(locale).strip.title }).getByRole('link');
    const found = await items.evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute('href') ?? '',
        title: a.querySelector('.font-display')?.textContent ?? '',
      })),
    );
    expect(found.length, locale).toBeGreaterThan(0);
    for (const { href, title } of found) {
      const own = await page.request.get(href);
      const pageTitle = /<title>([^<]*)<\/title>/.exec(await own.text())?.[1] ?? '';
      expect(plain(title), href).toBe(nameInTitle(decode(pageTitle)));
    }
  }
});
