import { By, Key, type WebDriver } from 'selenium-webdriver';

import { getService } from '@/content/services';
import { inquiryHref } from '@/lib/contact/inquiry';
import { serviceMenus } from '@/lib/navigation';
import { servicePath } from '@/lib/routes';
import { serviceName } from '@/lib/service-name';

import { startWebKit } from '../../scripts/dev/webkit-driver.mjs';
import { outboxEntry } from '../support/email';
import { IN_WEB_FONT, letterDistances } from '../support/fonts';
import { deployedUrl, NEEDS_LOCAL_EMAIL } from '../support/hosts';
import { richest, sitePages, walkAt } from '../support/pages';
import {
  baseURL,
  currentPath,
  desktop,
  expect,
  expectNoRole,
  getByRole,
  normalise,
  open,
  phone,
  setViewport,
  test,
} from '../support/webkit';

/**
 * The WebKit smoke check (docs/engines.md): every page of the registry, the
 * menus, the lightbox and the form, in WebKitGTK's MiniBrowser over WebDriver.
 * The interaction specs of e2e/ run in Chromium and Firefox; this one asks
 * whether Safari's engine family renders, hydrates and works the same site.
 */

const decodeEntities = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The title and h1 the server's HTML gives a page: what WebKit must show once hydrated. */
async function servedHeadings(path: string) {
  const html = await (await fetch(baseURL + path)).text();
  const pick = (pattern: RegExp) => normalise(decodeEntities(pattern.exec(html)?.[1] ?? ''));
  return { title: pick(/<title>([^<]*)<\/title>/), h1: pick(/<h1[^>]*>([\s\S]*?)<\/h1>/) };
}

async function expectPage(driver: WebDriver, path: string) {
  const served = await servedHeadings(path);
  expect(served.h1, `${path}: the served HTML has an h1`).not.toBe('');
  // A client-side navigation on a busy 2-core machine may take longer than expect's 5 s.
  await expect.poll(() => currentPath(driver), { timeout: 15_000 }).toBe(path);
  await expect
    .poll(() => driver.getTitle(), { message: `${path}: title`, timeout: 15_000 })
    .toBe(served.title);
  const h1 = await getByRole(driver, 'heading', { name: served.h1, exact: true });
  expect(await h1.getTagName()).toBe('h1');
  expect(await driver.findElements(By.css('h1')), `${path}: one h1`).toHaveLength(1);
}

// The phone walk's pages (walkAt): WebKitGTK is this machine's slowest engine.
test('every Polish page, and an English one of each kind, loads, hydrates, shows its h1', async ({
  webkit,
}) => {
  test.setTimeout(120_000);
  for (const path of walkAt(sitePages, true)) {
    await open(webkit, path);
    await expectPage(webkit, path);
  }
});

test('the desktop Fotografia menu opens and its link leads to the service', async ({ webkit }) => {
  await open(webkit, '/');
  const nav = await getByRole(webkit, 'navigation', { name: 'Główna' });
  const toggle = await getByRole(nav, 'button', { name: 'Fotografia', exact: true });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');

  const panel = webkit.findElement(By.id((await toggle.getAttribute('aria-controls'))!));
  const target = serviceMenus()
    .find((m) => m.kind === 'foto')!
    .links.at(-1)!;
  const link = await getByRole(panel, 'link', { name: new RegExp(`^${target.label}`) });
  await link.click();
  await expectPage(webkit, target.href);
  // The route change closed the menu.
  const after = await getByRole(
    await getByRole(webkit, 'navigation', { name: 'Główna' }),
    'button',
    { name: 'Fotografia', exact: true },
  );
  await expect.poll(() => after.getAttribute('aria-expanded')).toBe('false');
});

test('the phone Menu opens, its Film accordion opens, and a link leads to the service', async ({
  webkit,
}) => {
  await setViewport(webkit, phone);
  await open(webkit, '/');
  const banner = await getByRole(webkit, 'banner');
  await expectNoRole(banner, 'navigation', { name: 'Główna' });
  const toggle = await getByRole(banner, 'button', { name: 'Menu', exact: true });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await getByRole(banner, 'button', { name: 'Zamknij menu', exact: true });

  const nav = await getByRole(banner, 'navigation', { name: 'Menu mobilne' });
  const accordion = await getByRole(nav, 'button', { name: 'Film', exact: true });
  await accordion.click();
  await expect.poll(() => accordion.getAttribute('aria-expanded')).toBe('true');
  const target = serviceMenus().find((m) => m.kind === 'film')!.links[0]!;
  const link = await getByRole(nav, 'link', { name: new RegExp(`^${target.label}`) });
  await link.click();
  await expectPage(webkit, target.href);
  await getByRole(await getByRole(webkit, 'banner'), 'button', { name: 'Menu', exact: true });
});

test('a gallery photo opens the lightbox; Escape closes it and focus returns', async ({
  webkit,
}) => {
  await open(webkit, servicePath(richest));
  const gallery = await getByRole(webkit, 'region', { name: /galeria/ });
  const thumb = (await gallery.findElements(By.css('a[href]')))[2]!;
  await webkit.executeScript('arguments[0].scrollIntoView({ block: "center" })', thumb);
  await thumb.click();
  const dialog = await getByRole(webkit, 'dialog', { name: /podgląd/ });
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  await expect.poll(async () => normalise(await dialog.getText())).toMatch(/\b3 \/ \d+\b/);
  await getByRole(dialog, 'button', { name: 'Zamknij', exact: true });

  await webkit.actions().sendKeys(Key.ESCAPE).perform();
  await expectNoRole(webkit, 'dialog');
  await expect
    .poll(() => webkit.executeScript('return document.activeElement === arguments[0]', thumb))
    .toBe(true);
});

test('a first visit draws the headline in the brand typeface, at both sizes', async () => {
  test.setTimeout(120_000);
  const english = getService(richest.id, 'en');
  for (const [path, viewport] of [
    [servicePath(richest), phone],
    [english ? servicePath(english) : servicePath(richest), desktop],
  ] as const) {
    // A browser of its own per visit: nothing cached, as on a visitor's first visit.
    const { driver, close } = await startWebKit();
    try {
      await setViewport(driver, viewport);
      await driver.get(baseURL + path);
      await driver.executeAsyncScript('document.fonts.ready.then(arguments[0])');
      const h1 = await getByRole(driver, 'heading', { name: (await servedHeadings(path)).h1 });
      const { toBrand, toFallback } = (await driver.executeScript(letterDistances, h1)) as {
        toBrand: number;
        toFallback: number;
      };
      expect(toBrand, path).toBeLessThan(IN_WEB_FONT.toBrand);
      expect(toFallback, path).toBeGreaterThan(IN_WEB_FONT.toFallback);
    } finally {
      await close();
    }
  }
});

test('the contact form, opened from a service, sends a message naming it and thanks the visitor', async ({
  webkit,
}) => {
  test.skip(!!deployedUrl, NEEDS_LOCAL_EMAIL);
  await open(webkit, inquiryHref('pl', richest));
  const form = await getByRole(webkit, 'form', { name: 'Formularz kontaktowy' });
  const unique = `Dzień dobry! Prosimy o wycenę sesji w WebKit. ${Date.now()}-${Math.random()}`;
  const name = await getByRole(form, 'textbox', { name: 'Imię i nazwisko' });
  await expect.poll(() => name.isEnabled()).toBe(true);
  await name.sendKeys('Zofia Żółkiewska');
  await (await getByRole(form, 'textbox', { name: 'E-mail' })).sendKeys('zofia@example.pl');
  await (await getByRole(form, 'textbox', { name: 'Wiadomość' })).sendKeys(unique);
  await (await getByRole(form, 'button', { name: 'Wyślij wiadomość' })).click();

  await getByRole(form, 'button', { name: 'Wiadomość wysłana' }, 20_000);
  expect(normalise(await (await getByRole(form, 'status')).getText())).toContain('Dziękujemy');
  expect(outboxEntry(unique)).toMatchObject({
    firstName: 'Zofia Żółkiewska',
    email: 'zofia@example.pl',
    service: serviceName(richest),
  });
});
