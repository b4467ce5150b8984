import { expect, test } from '@playwright/test';

import { buildAdminPolicy } from '../../scripts/build/csp/csp.mjs';
import { get, nginxUrl } from '../support/nginx';

test.use({ baseURL: async ({}, provide) => provide(nginxUrl()) });

// The editor's local backend the test build allows (scripts/build/csp/write-csp.mjs reads the same).
const localBackend = `http://127.0.0.1:${process.env.CMS_LOCAL_PORT ?? '8181'}`;

test.describe('the editor at /admin', () => {
  test('is served with its own policy, noindex, and popups allowed for signing in', async () => {
    const res = await get('/admin');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The test build is local: decap-server on the editor's machine is allowed.
    expect(res.headers['content-security-policy']).toBe(buildAdminPolicy({ localBackend }));
    for (const path of [
      '/admin/decap-cms.js',
      '/admin/config.yml',
      '/admin/polish.js',
      '/admin/preview.js',
    ]) {
      const file = await get(path);
      expect(file.status, path).toBe(200);
      expect(file.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    const slash = await get('/admin/');
    expect(slash.status).toBe(308);
    expect(slash.headers.location).toBe('/admin');
  });

  test('the public pages keep their policy and headers', async () => {
    for (const path of ['/', '/kontakt']) {
      const res = await get(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("script-src 'self' 'sha256-");
      expect(csp, path).not.toContain('github');
      expect(csp, path).not.toContain('frame-src');
      expect(csp, path).not.toContain(localBackend);
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(res.headers['x-robots-tag'], path).toBeUndefined();
    }
  });

  test('is not in the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body.toString();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
  });

  test('opens under its policy and offers to sign in, in Polish', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content[ -]Security[ -]Policy/i.test(m.text())) violations.push(m.text());
    });
    // Offline: nothing outside the site (GitHub) may be reached anyway. Nor a
    // decap-server someone runs here (npm run cms): the editor then offers
    // the GitHub sign-in, as on the live site.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.route(`${localBackend}/**`, (route) => route.abort());
    await page.goto('/admin');
    await expect(page).toHaveTitle('Edytor treści | Światłocień');
    await expect(page.getByRole('button', { name: 'Zaloguj przez GitHub' })).toBeVisible({
      timeout: 30_000,
    });
    expect(violations).toEqual([]);
  });
});

test.describe('the editor’s preview at /podglad', () => {
  test('may be framed by the site itself, and is not indexed', async () => {
    const res = await get('/podglad');
    expect(res.status).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body.toString()).toContain('<meta name="robots" content="noindex, nofollow"');
    const sitemap = (await get('/sitemap.xml')).body.toString();
    expect(sitemap).not.toContain('/podglad');
  });

  test('shows inside the editor’s frame, where another page stays blocked', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|X-Frame-Options/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto('/admin');
    const frame = async (src: string) =>
      page.evaluate(async (url) => {
        const iframe = document.createElement('iframe');
        iframe.src = url;
        iframe.title = url;
        document.body.append(iframe);
        await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
      }, src);
    await frame('/podglad');
    await expect(
      page.frameLocator('iframe[title="/podglad"]').getByRole('heading', { level: 1 }),
    ).toHaveText('Podgląd strony usługi');
    expect(blocked).toEqual([]);
    await frame('/kontakt');
    await expect.poll(() => blocked.join('\n')).toContain("frame-ancestors 'none'");
    await expect(
      page.frameLocator('iframe[title="/kontakt"]').getByRole('heading', { level: 1 }),
    ).toHaveCount(0);
  });
});
