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
