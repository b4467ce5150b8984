import { expect, test, type Page } from '@playwright/test';

import { galleryItems } from '@/lib/media';
import { servicePath } from '@/lib/routes';
import { canonicalPaths } from '@/lib/structured-data';

import { edgeUrl } from '../support/edge';
import { mainNav, menuToggle, phoneMenuToggle } from '../support/menus';
import { richest, waitForHydration } from '../support/pages';

// Read when a test runs: files are loaded before the setup project starts the Worker.
test.use({ baseURL: async ({}, provide) => provide(edgeUrl()) });

type Problems = { violations: string[]; errors: string[] };

/**
 * Everything the policy blocked on the page, from both sides: the
 * `securitypolicyviolation` events the page sees (reported through a binding,
 * which the policy cannot block) and Chromium's console messages about CSP;
 * plus uncaught page errors, since a blocked script can also show as one.
 */
async function watchPolicy(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], errors: [] };
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      problems.violations.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}

const header = (page: Page) => page.getByRole('banner');

test('the home page runs under its policy and hydrates', async ({ page }) => {
  const problems = await watchPolicy(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain('sha256-');
  const toggle = menuToggle(mainNav(page), 'Fotografia');
  // The toggle is a button only once React has hydrated the menu.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // A client-side navigation loads the next page's RSC payload from 'self'.
  await header(page)
    .getByRole('link', { name: new RegExp(`^${richest.menu.label}`) })
    .first()
    .click();
  await expect(page).toHaveURL(servicePath(richest));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(richest.headline);
  expect(problems).toEqual({ violations: [], errors: [] });
});

test('a service page hydrates and its gallery opens the lightbox', async ({ page }) => {
  const problems = await watchPolicy(page);
  await page.goto(servicePath(richest));
  const gallery = page.getByRole('region', { name: /galeria/ });
  const thumbs = gallery.locator('[data-reveal]');
  await expect(thumbs).toHaveCount(galleryItems(richest).length);
  // Thumbnails fade in on scroll; click one that has settled.
  const thumb = thumbs.nth(1);
  await thumb.scrollIntoViewIfNeeded();
  await expect(thumb).toHaveCSS('opacity', '1');
  await expect(thumb).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/);
  await gallery.getByRole('link').nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(`2 / ${galleryItems(richest).length}`);
  await dialog.getByRole('button', { name: 'Następny' }).click();
  await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(`3 / ${galleryItems(richest).length}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual({ violations: [], errors: [] });
});

test('the contact form sends under the policy', async ({ page }) => {
  const problems = await watchPolicy(page);
  const sent: unknown[] = [];
  // The test build posts to its own origin (NEXT_PUBLIC_EMAILJS_ORIGIN=self),
  // which production does not answer: the browser's request is answered here,
  // after the policy has let it out.
  await page.route('**/api/v1.0/email/send', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/kontakt');
  const form = page.getByRole('form', { name: 'Formularz kontaktowy' });
  // The fields are enabled once the script runs.
  await expect(form.getByLabel('Imię i nazwisko')).toBeEnabled();
  await form.getByLabel('Imię i nazwisko').fill('Zofia Żółkiewska');
  await form.getByLabel('E-mail').fill('zofia.zolkiewska@example.pl');
  await form.getByLabel('Wiadomość').fill('Dzień dobry, prosimy o wycenę sesji wizerunkowej.');
  await form.getByRole('button', { name: /Wyślij wiadomość/ }).click();
  await expect(form.getByRole('button', { name: /wysłana/ })).toHaveText(/Wiadomość wysłana/);
  await expect(form.getByRole('status')).toContainText('Dziękujemy');
  expect(sent).toHaveLength(1);
  expect(problems).toEqual({ violations: [], errors: [] });
});

test('every page of the sitemap hydrates under its own policy', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await watchPolicy(page);
  for (const path of canonicalPaths()) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain('sha256-');
    // Hydrated, in the page's own language.
    await waitForHydration(page);
  }
  expect(problems).toEqual({ violations: [], errors: [] });
});

test('an unknown service id shows its 404 page under the policy', async ({ page }) => {
  const problems = await watchPolicy(page);
  const response = await page.goto('/fotografia/nie-ma');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main')).toHaveText('Ładowanie treści...');
  // Hydrated: the header's menu works here too.
  const toggle = menuToggle(mainNav(page), 'Film');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual({ violations: [], errors: [] });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens under the policy', async ({ page }) => {
    const problems = await watchPolicy(page);
    await page.goto('/kontakt');
    const toggle = phoneMenuToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page).getByRole('navigation', { name: 'Menu mobilne' })).toBeVisible();
    // Scroll lock is JavaScript's doing.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(problems).toEqual({ violations: [], errors: [] });
  });
});

test('the policy is enforced: an injected inline script is blocked and reported', async ({
  page,
}) => {
  const problems = await watchPolicy(page);
  await page.goto('/kontakt');
  const ran = await page.evaluate(() => {
    const injected = document.createElement('script');
    injected.textContent = 'window.__injected = true;';
    document.body.append(injected);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => problems.violations.length).toBeGreaterThan(0);
  expect(problems.violations.join('\n')).toContain('script-src');
});
