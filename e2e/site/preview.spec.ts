import { expect, test, type Page } from '@playwright/test';

import { getServiceTerms } from '@/content/terms';
import { PREVIEW_MESSAGE } from '@/lib/preview-entry';
import { servicePath } from '@/lib/routes';

import { deployedUrl, rootOnlyUrl } from '../support/hosts';
import { richest, waitForHydration } from '../support/pages';

/**
 * The editor's preview pane (/podglad, docs/cms.md): the editor posts it the
 * entry being edited, and it must show exactly what the service's page shows,
 * because both are drawn by one component (components/service/service-body.tsx).
 */

const service = richest;
// The entry as the editor holds it: the data file's fields (id and kind come from its path).
const { kind, ...fields } = service;
const entry = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'id'));
const message = { type: PREVIEW_MESSAGE, kind, entry };

/**
 * An element as markup with its attributes sorted: a server-rendered and a
 * client-rendered element may write the same attributes in another order.
 * `data-drawn` is left out: it only says whether a block below the first
 * screen has been drawn yet (components/layout/draw-when-idle.tsx), a matter
 * of timing, not of what is shown. So is the query of the call to ask: the
 * page names its service there (`/kontakt?usluga=…`), while the editor's
 * entry carries no id, so the preview's call leads to the plain form.
 */
function markup(root: Element): string {
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter((a) => a.name !== 'data-drawn')
      .map((a) => {
        const value =
          a.name === 'href' ? a.value.replace(/^(\/kontakt|\/en\/contact)\?.*$/, '$1') : a.value;
        return `${a.name}="${value}"`;
      })
      .sort()
      .join(' ');
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
  };
  return write(root);
}

/** The parts of a service page the preview draws: as markup, or with media inside, by name. */
async function drawn(page: Page) {
  const article = page.locator('article').first();
  const gallery = article.getByRole('region', { name: /– galeria$/ });
  return {
    title: await article.locator('> header > div').first().evaluate(markup),
    gallery: await gallery
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
      ),
    sections: await article.locator('> div').evaluate(markup),
    terms: await article.getByRole('region', { name: getServiceTerms().title }).evaluate(markup),
  };
}

test('shows what the page itself shows for the entry the editor posts', async ({ page }) => {
  await page.goto(servicePath(service));
  await waitForHydration(page);
  const live = await drawn(page);

  await page.goto('/podglad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podgląd strony usługi');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await waitForHydration(page);
  // From the page's own origin, as the editor (same site) posts it.
  await page.evaluate((data) => window.postMessage(data, window.location.origin), message);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Podgląd strony usługi');
  expect(await drawn(page)).toEqual(live);
});

test('follows every change the editor posts', async ({ page }) => {
  await page.goto('/podglad');
  await waitForHydration(page);
  const post = (data: unknown) =>
    page.evaluate((d) => window.postMessage(d, window.location.origin), data);
  await post(message);
  await post({
    ...message,
    entry: { ...entry, headline: 'Zdjęcia z dnia, o którym i w domu, i w pracy' },
  });
  // Typeset as on the page: a one-letter word keeps to the next one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Zdjęcia z\u00a0dnia, o\u00a0którym i\u00a0w\u00a0domu, i\u00a0w\u00a0pracy',
  );
});

test('ignores messages from any other site', async ({ page }) => {
  test.skip(!!deployedUrl, 'needs a local host without headers (the `serve` host of the suite)');
  // Another origin frames the preview and posts it a page of its own. The
  // site's own headers forbid that frame (frame-ancestors 'self',
  // e2e/edge/admin.spec.ts); this checks the preview's own origin check behind
  // them, on the `serve` host, which sends no headers, framed by the same
  // host under another name (localhost: another origin).
  await page.goto(`${rootOnlyUrl.replace('127.0.0.1', 'localhost')}/`);
  await page.evaluate(async (src) => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'obca strona';
    document.body.append(iframe);
    await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  }, `${rootOnlyUrl}/podglad`);
  const preview = page.frame({ url: `${rootOnlyUrl}/podglad` });
  if (!preview) throw new Error('the preview did not load in the frame');
  const heading = page
    .frameLocator('iframe[title="obca strona"]')
    .getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Podgląd strony usługi');
  await waitForHydration(preview);
  // Every heading the preview shows from now on.
  await preview.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenHeadings: seen });
    new MutationObserver(() => seen.push(document.querySelector('h1')?.textContent ?? '')).observe(
      document.body,
      { subtree: true, childList: true, characterData: true },
    );
  });
  const foreign = { ...message, entry: { ...entry, headline: 'Strona podrzucona z zewnątrz' } };
  await page.evaluate(
    (data) => document.querySelector('iframe')?.contentWindow?.postMessage(data, '*'),
    foreign,
  );
  // Then the site's own message: shown, and nothing of the other site's shown before it.
  const own = { ...message, entry: { ...entry, headline: 'Nagłówek wpisany w edytorze' } };
  await preview.evaluate((data) => window.postMessage(data, window.location.origin), own);
  await expect(heading).toHaveText('Nagłówek wpisany w\u00a0edytorze');
  const seen = await preview.evaluate(
    () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
  );
  expect(seen.join('\n')).not.toContain('podrzucona');
});
