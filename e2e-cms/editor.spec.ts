import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { cmsCopy } from './support/ports';

const SERVICE_FILE = 'content/services/film/wizerunkowe.json';
type ServiceFile = { headline: string; sections: { title: string; points?: string[] }[] };
const readService = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, SERVICE_FILE), 'utf8')) as ServiceFile;

test('the studio changes a headline and a point, saves, and the page shows them', async ({
  page,
}) => {
  const before = readService(cmsCopy());
  const section = before.sections.find((s) => (s.points?.length ?? 0) > 1);
  const oldPoint = section?.points?.[1];
  if (!section || !oldPoint) throw new Error(`${SERVICE_FILE} has no section with points`);
  const headline = 'Ludzie i wartości Waszej firmy w jednym filmie';
  const point = 'Fundacje i stowarzyszenia, które chcą pokazać swoją codzienną pracę';

  await page.goto('/admin/index.html');
  await expect(page).toHaveTitle('Edytor treści | Światłocień');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Usługi: Filmy' }).click();
  await page.getByRole('link', { name: before.headline }).click();

  await page.getByLabel('Nagłówek strony').fill(headline);
  const points = page.getByLabel('Punkt', { exact: true });
  await expect(points.first()).toBeVisible();
  let changed = false;
  for (const field of await points.all()) {
    if ((await field.inputValue()) === oldPoint) {
      await field.fill(point);
      changed = true;
      break;
    }
  }
  expect(changed, `a field „Punkt” holding „${oldPoint}”`).toBe(true);

  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await page.getByText('Opublikuj teraz').click();

  // On disk, in the data file, and still valid for the build.
  await expect.poll(() => readService(cmsCopy()).headline).toBe(headline);
  const after = readService(cmsCopy());
  expect(after.sections.find((s) => s.title === section.title)?.points?.[1]).toBe(point);
  expect(after.sections).toHaveLength(before.sections.length);

  // The rebuilt page (the development server renders it anew from the file).
  await page.goto('/film/wizerunkowe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByRole('main').getByText(point)).toBeVisible();
});
