import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

import { buildAdminPolicy } from '../../scripts/build/csp/csp.mjs';
import { edgeUrl, get } from '../support/edge';

test.use({ baseURL: async ({}, provide) => provide(edgeUrl()) });

/** The editor's files, where scripts/build/write-admin.mjs puts them (cms/editor/vendor.json). */
const vendor = JSON.parse(readFileSync('cms/editor/vendor.json', 'utf8')) as {
  packages: { name: string; version: string }[];
};
const pinned = (name: string) =>
  `/admin/vendor/${name}@${vendor.packages.find((p) => p.name === name)?.version ?? '?'}`;
const editorBase = pinned('@sveltia/cms');

/**
 * A GET that follows one redirect: the platform answers a path with `@` (the
 * vendor folders, `name@version`) with a 307 to its encoded form (`%40`),
 * measured with wrangler dev (docs/deploy.md).
 */
async function getFollowing(path: string) {
  const first = await get(path);
  if (first.status !== 307) return first;
  expect(first.headers.location, path).toBe(path.replaceAll('@', '%40'));
  return get(String(first.headers.location));
}

test.describe('the editor at /admin', () => {
  test('is served with its own policy, noindex, and popups allowed for signing in', async () => {
    const res = await get('/admin');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(buildAdminPolicy());
    for (const path of [
      `${editorBase}/dist/sveltia-cms.js`,
      `${editorBase}/locales/pl.json`,
      '/admin/config.yml',
      '/admin/before-editor.js',
      '/admin/after-editor.js',
    ]) {
      const file = await getFollowing(path);
      expect(file.status, path).toBe(200);
      expect(file.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    // Modules the editor imports must come as JavaScript, .mjs included.
    for (const path of [
      `${editorBase}/dist/sveltia-cms.js`,
      `${pinned('exifr')}/dist/lite.esm.mjs`,
    ]) {
      expect((await getFollowing(path)).headers['content-type'], path).toMatch(/javascript/);
    }
    expect(
      (await getFollowing(`${pinned('@jsquash/webp')}/codec/enc/webp_enc.wasm`)).headers[
        'content-type'
      ],
    ).toBe('application/wasm');
    const slash = await get('/admin/');
    expect(slash.status).toBe(307);
    expect(slash.headers.location).toBe('/admin');
  });

  test('the public pages keep their policy and headers', async () => {
    for (const path of ['/', '/kontakt']) {
      const res = await get(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("script-src 'self' 'sha256-");
      expect(csp, path).not.toContain('github');
      expect(csp, path).not.toContain('frame-src');
      expect(csp, path).not.toContain('wasm-unsafe-eval');
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(res.headers['x-robots-tag'], path).toBeUndefined();
    }
  });

  test('is not in the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body.toString();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
  });

  test('opens under its policy, in Polish, with its icons, from the site alone', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content[ -]Security[ -]Policy/i.test(m.text())) violations.push(m.text());
    });
    // Offline, as every test: what the editor would fetch from elsewhere is recorded, then refused.
    const elsewhere: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    await page.goto('/admin');
    await expect(page).toHaveTitle('Edytor treści | Światłocień');
    await expect(page.getByRole('button', { name: 'Zaloguj się przez GitHub' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Witamy w edytorze treści')).toBeVisible();
    // The icons are a font: without it the buttons would show words such as „arrow_back”.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"')))
      .toBe(true);
    // Only GitHub's status page is asked for (the editor tells the studio when GitHub is down).
    expect(elsewhere.filter((url) => !url.startsWith('https://www.githubstatus.com/'))).toEqual([]);
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
