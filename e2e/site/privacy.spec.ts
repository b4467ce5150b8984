import { expect, test, type Page } from '@playwright/test';

import { getFormData, getFormNotice, getPrivacyPolicy } from '@/content/privacy';
import { getStudio } from '@/content/studio';
import { draftKey } from '@/lib/contact/draft';
import { privacyPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { POSTAL_CODE } from '@/lib/typography';

import { pageSets, sitePages, waitForHydration } from '../support/pages';

const privacyPolicy = getPrivacyPolicy();
const formData = getFormData();
const formNotice = getFormNotice();
const studio = getStudio();

test('the policy is linked from the footer of every page and from the contact form', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Polityka prywatności' }).click();
  await expect(page).toHaveURL(privacyPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPolicy.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    absoluteUrl(privacyPath),
  );
  await expect(page).toHaveTitle(/^Polityka prywatności \| /);

  await page.goto('/kontakt');
  const clause = page.getByText('Administratorem danych z formularza jest');
  await expect(clause).toBeVisible();
  await expect(clause.getByRole('link', { name: formNotice.link })).toHaveAttribute(
    'href',
    privacyPath,
  );
});

test('the clause sends a complaint to the Office and names the objection to the studio apart', async ({
  page,
}) => {
  await page.goto('/kontakt');
  const clause = page.getByText('Administratorem danych z formularza jest');
  await expect(clause).toContainText('skargę do Prezesa Urzędu Ochrony Danych Osobowych');
  await expect(clause).not.toContainText('sprzeciw');
  // RODO art. 21 ust. 4: clearly and separately, in a paragraph of its own, to the studio.
  const objection = page.getByText('Prawo do sprzeciwu:');
  await expect(objection).toBeVisible();
  await expect(objection).toContainText('wnieść do nas sprzeciw');
  await expect(objection).toContainText(studio.email);
  await expect(objection).not.toContainText('Urzędu');
});

test('the clause under the form and the policy show the same fields and purposes', async ({
  page,
}) => {
  const normalize = (text: string) => text.replace(/\s+/g, ' ');
  await page.goto('/kontakt');
  const clause = normalize(
    (await page.getByText('Administratorem danych z formularza jest').textContent()) ?? '',
  );
  await page.goto(privacyPath);
  const policy = normalize((await page.getByRole('main').textContent()) ?? '');
  for (const text of [clause, policy]) {
    expect(text).toContain(normalize(formData.fields));
    expect(text.toLowerCase()).toContain('te pola są wymagane');
    for (const purpose of formData.purposeList) expect(text).toContain(normalize(purpose));
  }
  expect(clause).toContain('poza Europejskim Obszarem Gospodarczym');
});

test('the policy names the administrator, EmailJS, UODO, the logs and what the browser keeps', async ({
  page,
}) => {
  await page.goto(privacyPath);
  const main = page.getByRole('main');
  for (const text of [
    'Administratorem Twoich danych osobowych jest',
    'EmailJS Pte. Ltd.',
    'Prezesa Urzędu Ochrony Danych Osobowych',
    'nie używa plików cookie',
    'Prawo do przenoszenia danych',
    'zautomatyzowanym przetwarzaniu',
    'Kopię tych zabezpieczeń',
    // Art. 13 ust. 2 lit. e: the data a contract needs are a condition of concluding it.
    'ich podanie jest warunkiem jej zawarcia',
    // What the platform serving the site processes of each visit (its request logs).
    'adres IP, datę i godzinę, treść zapytania',
    'kod odpowiedzi serwera',
    'adres strony, z której do nas trafiasz',
    'nazwę i wersję przeglądarki',
    // What the browser keeps: said of the visitors' pages, the editor at /admin named apart.
    'korzysta tylko w jednym celu',
    'zostaje tylko na Twoim urządzeniu',
    'Możesz ją usunąć w każdej chwili',
    'Wyjątkiem jest panel edycji treści pod adresem /admin',
    // The objection goes to the studio.
    `Sprzeciw wnosisz do nas: wystarczy napisać na ${studio.email}`,
  ]) {
    await expect(main.getByText(text)).toBeVisible();
  }
  // The right to object stands apart, under a heading of its own (RODO art. 21 ust. 4).
  await expect(main.getByRole('heading', { name: 'Prawo do sprzeciwu' })).toBeVisible();
});

// What the policy promises, checked at runtime: no cookies, and nothing in the browser's
// storage but the contact form's draft of what the visitor typed, which is gone once the
// message is sent (lib/contact/draft.ts). (The e-mail SDK's rate limit would keep a stamp
// in localStorage, so lib/contact/send.ts does not switch it on.)
for (const { label, pages, tag } of pageSets(sitePages)) {
  test(
    `${label}: no cookies, and nothing stored but the form’s draft until it is sent`,
    { tag },
    async ({ page, context, isMobile }) => {
      test.skip(isMobile, 'what a page stores is the same at every size');
      // In the walk every page is opened: about 40 loads, 30 s on a busy 2-core machine.
      test.slow();
      const stored = () =>
        page.evaluate(() => ({
          local: Object.keys(localStorage),
          session: Object.keys(sessionStorage),
          cookie: document.cookie,
        }));
      const nothing = { local: [], session: [], cookie: '' };
      for (const path of pages) await page.goto(path);
      expect(await stored()).toEqual(nothing);

      await page.goto('/kontakt');
      await waitForHydration(page);
      await page.route('**/api/v1.0/email/send', (route) =>
        route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
      );
      const form = page.getByRole('form', { name: 'Formularz kontaktowy' });
      await form.getByLabel('Imię i nazwisko').fill('Jan Kowalski');
      await form.getByLabel('E-mail').fill('jan.kowalski@example.pl');
      await form.getByLabel('Wiadomość').fill('Dzień dobry, proszę o wycenę sesji.');
      // While unsent: one draft, this form's, in this browser only.
      expect(await stored()).toEqual({ ...nothing, local: [draftKey('pl')] });
      await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
      await expect(form.getByRole('button', { name: 'Wiadomość wysłana' })).toBeVisible();

      expect(await context.cookies()).toEqual([]);
      expect(await stored()).toEqual(nothing);
    },
  );
}

/** On how many lines of the page the text `code` sits (0: not found), across elements. */
const linesOf = (page: Page, code: string) =>
  page.getByRole('main').evaluate((main, code) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const at = nodes
      .map((n) => n.data)
      .join('')
      .indexOf(code);
    if (at < 0) return 0;
    // The text node and offset of the `offset`-th character of main's text.
    const point = (offset: number, end: boolean): [Text, number] => {
      let rest = offset;
      for (const node of nodes) {
        if (end ? rest <= node.length : rest < node.length) return [node, rest];
        rest -= node.length;
      }
      throw new Error('offset past the end');
    };
    const range = document.createRange();
    range.setStart(...point(at, false));
    range.setEnd(...point(at + code.length, true));
    // One box per element and line; boxes on one line sit within a few px of each other.
    const tops = [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .map((r) => r.top)
      .sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - (tops[i - 1] ?? top) > 4).length;
  }, code);

test.describe('on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'where the lines are short');

  test("the Office's postal code never breaks after its hyphen", async ({ page }) => {
    const text = JSON.stringify(privacyPolicy);
    const codes = [...text.matchAll(POSTAL_CODE)].map(([code]) => code);
    expect(codes).toContain('00-193');
    await page.goto(privacyPath);
    expect(page.viewportSize()?.width).toBe(390);
    await page.evaluate(() => document.fonts.ready);
    for (const code of codes) expect(await linesOf(page, code), code).toBe(1);
  });
});
