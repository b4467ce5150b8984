import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface LaunchCheck {
  heading: string;
  summary: string;
  items: { file: string; field: string; path?: string; message: string }[];
}

// The editor's page is the same at every size and in every engine here.
test.skip(({ isMobile }) => isMobile, 'one size is enough');

test('the editor shows the studio what is left before publishing, with file and field', async ({
  page,
}) => {
  // The list this build wrote (npm run assets → scripts/build/write-launch-check.mjs).
  const check = JSON.parse(readFileSync('out/admin/launch-check.json', 'utf8')) as LaunchCheck;
  expect(check.heading).toBe('Co zostało do uzupełnienia przed publikacją');
  // The sample content is unfinished: its placeholders, sample photos and default settings.
  expect(check.items.length).toBeGreaterThan(0);

  await page.goto('/admin/index.html');
  const panel = page.getByRole('group', { name: check.heading });
  await expect(panel).toBeVisible();
  // Closed until opened, so it never covers the editor.
  await expect(panel.getByRole('listitem').first()).toBeHidden();
  await panel.getByText(check.summary).click();

  const privacyDate = check.items.find((i) => i.file === 'content/privacy.json');
  expect(privacyDate, 'the privacy policy is unfinished in the sample content').toBeDefined();
  await expect(panel.getByRole('heading', { name: 'content/privacy.json' })).toBeVisible();
  await expect(
    panel.getByRole('listitem').filter({ hasText: privacyDate!.message }).first(),
  ).toBeVisible();
  // Values that carry no brackets are there too, such as the sample telephone.
  const phone = check.items.find((i) => i.file === 'content/studio.json' && i.path === 'phone');
  expect(phone?.message, 'the sample content has the sample telephone').toMatch(
    /^przykładowy numer telefonu/,
  );
  const phoneItem = panel.getByRole('listitem').filter({ hasText: phone!.message });
  await expect(phoneItem).toHaveCount(1);
  // Each field is named as the editor labels it, not by its place in the file.
  await expect(phoneItem).toContainText(`${phone!.field}: `);
  expect(phone!.field).not.toBe(phone!.path);
  await expect(panel.getByRole('listitem')).toHaveCount(check.items.length);

  // Out of the way while an entry is edited, back on the lists.
  await page.evaluate(() => (location.hash = '#/collections/strony/entries/privacy'));
  await expect(panel).toBeHidden();
  await page.evaluate(() => (location.hash = '#/collections/strony'));
  await expect(panel).toBeVisible();
});

test.describe('where the live site stands', () => {
  test('public: said so, with the version that is live (a rollback shows the older one)', async ({
    page,
  }) => {
    await page.route('**/oauth/health', (route) =>
      route.fulfill({
        json: {
          ok: true,
          site: 'public',
          version: { commit: 'abc1234def5678', published: '2026-12-01T13:02:00Z' },
          missing: [],
          messages: [],
          films: true,
        },
      }),
    );
    await page.goto('/admin/index.html');
    const panel = page.getByRole('group', { name: 'Co zostało do uzupełnienia przed publikacją' });
    await panel.locator('summary').click();
    const state = panel.getByRole('status');
    await expect(state).toContainText('Strona jest publiczna.');
    await expect(state).toContainText(
      'Na stronie jest wersja opublikowana 1 grudnia 2026 o 14:02 (abc1234).',
    );
  });

  test('before the launch: what the next „Opublikuj” does, and the private Preview once signed in', async ({
    page,
  }) => {
    const preview = 'https://strona-abcdefghijklmnop-swiatlocien.studio.workers.dev';
    await page.route('**/oauth/health', (route) =>
      route.fulfill({
        json: { ok: true, site: 'prelaunch', version: { commit: null, published: null } },
      }),
    );
    await page.route('https://api.github.com/repos/*/*/commits/main/status', (route) =>
      route.fulfill({
        json: {
          statuses: [
            { context: 'Strona przed startem', state: 'success', target_url: preview },
            { context: 'coś innego', state: 'success', target_url: 'https://example.com/' },
          ],
        },
      }),
    );
    await page.addInitScript(() =>
      localStorage.setItem('sveltia-cms.user', JSON.stringify({ token: 'gho_test' })),
    );
    await page.goto('/admin/index.html');
    const panel = page.getByRole('group', { name: 'Co zostało do uzupełnienia przed publikacją' });
    await panel.locator('summary').click();
    await expect(panel.getByRole('status')).toContainText(
      'Strona jeszcze nie jest publiczna: odwiedzający widzą zapowiedź',
    );
    await expect(
      panel.getByRole('link', { name: 'Podgląd całej strony przed startem' }),
    ).toHaveAttribute('href', preview);
  });
});
