import { expect, test, type Page, type Route } from '@playwright/test';

import { EMAILJS_LIB_VERSION } from '@/lib/constants';
import { EMAIL_CASES } from '@/lib/contact/email-cases';
import { EMAIL_DEFAULTS } from '@/lib/contact/email-defaults.mjs';

import {
  interceptSends,
  NO_BODY_OVER_BIDI,
  outboxEntries,
  outboxEntry,
  SEND,
  sentParams,
} from '../support/email';
import { noJavaScript } from '../support/engines';
import { deployedUrl, NEEDS_LOCAL_EMAIL } from '../support/hosts';

const message = {
  name: 'Zofia Żółkiewska',
  email: 'zofia.zolkiewska@example.pl',
  message:
    'Dzień dobry! Szukamy fotografa na jubileusz firmy – 120 osób, wrzesień, Kraków. Ąę ść ńż.',
};

const form = (page: Page) => page.getByRole('form', { name: 'Formularz kontaktowy' });
const field = {
  name: (page: Page) => form(page).getByLabel('Imię i nazwisko'),
  email: (page: Page) => form(page).getByLabel('E-mail'),
  message: (page: Page) => form(page).getByLabel('Wiadomość'),
};
const submit = (page: Page) =>
  form(page).getByRole('button', { name: /Wyślij wiadomość|Wysyłanie|wysłana/ });

async function fill(page: Page) {
  await field.name(page).fill(message.name);
  await field.email(page).fill(message.email);
  await field.message(page).fill(message.message);
}

async function expectKept(page: Page) {
  await expect(field.name(page)).toHaveValue(message.name);
  await expect(field.email(page)).toHaveValue(message.email);
  await expect(field.message(page)).toHaveValue(message.message);
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.goto('/kontakt');
  // The fields are enabled once the script runs.
  if (javaScriptEnabled) await expect(field.name(page)).toBeEnabled();
});

test('the form has the SPEC fields, placeholders and limits', async ({ page }) => {
  await expect(page.getByTestId('no-js-note')).toHaveCount(0);
  await expect(field.name(page)).toHaveAttribute('placeholder', 'Imię i Nazwisko');
  await expect(field.email(page)).toHaveAttribute('placeholder', 'Email');
  await expect(field.email(page)).toHaveAttribute('type', 'email');
  await expect(field.message(page)).toHaveAttribute('placeholder', 'Wiadomość');
  await expect(field.message(page)).toHaveAttribute('rows', '6');
  await expect(field.message(page)).toHaveCSS('resize', 'none');
  await expect(field.name(page)).toHaveAttribute('maxlength', '100');
  await expect(field.message(page)).toHaveAttribute('maxlength', '5000');
});

test('sends the exact EmailJS payload, shows sending, then sent with cleared fields', async ({
  page,
  browserName,
}) => {
  test.skip(browserName === 'firefox' && !!deployedUrl, NO_BODY_OVER_BIDI);
  let release!: () => void;
  const answered = new Promise<void>((r) => (release = r));
  const sent = await interceptSends(page, answered);
  const unique = `${message.message} ${Date.now()}-${Math.random()}`;
  await fill(page);
  await field.message(page).fill(unique);
  const idleWidth = (await submit(page).boundingBox())!.width;
  await submit(page).click();

  await expect(submit(page)).toHaveText(/Wysyłanie/);
  await expect(form(page).getByTestId('spinner')).toBeVisible();
  await expect
    .poll(async () => (await submit(page).boundingBox())!.width)
    .toBeGreaterThan(idleWidth);
  release();

  await expect(submit(page)).toHaveText(/Wiadomość wysłana/);
  await expect(form(page).getByTestId('check')).toBeVisible();
  await expect(form(page).getByRole('status')).toContainText('Dziękujemy');
  for (const f of Object.values(field)) await expect(f(page)).toHaveValue('');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.method).toBe('POST');
  expect(sent[0]!.contentType).toContain('application/json');
  const params = { email: message.email, firstName: message.name, message: unique };
  expect(sentParams(sent, unique)).toEqual(params);
  // Where the engine reports the body, all of it; elsewhere the stand-in has
  // checked the ids and lib_version (a mismatch would have shown the failure).
  if (sent[0]!.body !== null) {
    expect(sent[0]!.body).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: EMAIL_DEFAULTS.publicKey,
      service_id: EMAIL_DEFAULTS.serviceId,
      template_id: EMAIL_DEFAULTS.templateId,
      template_params: params,
    });
  }
});

// 429 has its own message; every other refusal the same one, so `npm test` sends one
// of them (500) and the walks (npm run test:all) the rest.
for (const status of [400, 403, 412, 429, 451, 500, 503]) {
  const tag = status === 429 || status === 500 ? ['@logic'] : ['@walk'];
  test(
    `an HTTP ${status} answer shows a message and keeps every character`,
    { tag },
    async ({ page, isMobile }) => {
      test.skip(isMobile, 'the answer is handled the same at every size');
      await page.route(SEND, (route) => route.fulfill({ status, body: 'Błąd' }));
      await fill(page);
      await submit(page).click();
      await expect(form(page).getByRole('alert')).toBeVisible();
      await expect(form(page).getByRole('alert')).toContainText(/Spróbuj|spróbuj/);
      // A refusal (429 too) never reads as if the message had gone.
      await expect(form(page).getByRole('alert')).not.toContainText(/(?<!nie )został\w* wysłan/);
      await expectKept(page);
    },
  );
}

test(
  'a network failure shows a message and keeps the text',
  { tag: '@logic' },
  async ({ page }) => {
    await page.route(SEND, (route) => route.abort('internetdisconnected'));
    await fill(page);
    await submit(page).click();
    await expect(form(page).getByRole('alert')).toContainText('nie ma połączenia');
    await expectKept(page);
  },
);

test('a send with no answer is aborted at the timeout, so trying again delivers it once', async ({
  page,
}) => {
  test.skip(!!deployedUrl, NEEDS_LOCAL_EMAIL);
  await page.clock.install();
  await page.reload();
  // The first send is held past the timeout, then let through to the local
  // stand-in: had the form not aborted it, the stand-in would deliver it late.
  const held: Route[] = [];
  await page.route(SEND, (route) => (held.length === 0 ? void held.push(route) : route.continue()));
  const unique = `${message.message} ${Date.now()}-${Math.random()}`;
  await fill(page);
  await field.message(page).fill(unique);
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/email/send'));
  await submit(page).click();
  await expect(submit(page)).toHaveText(/Wysyłanie/);
  await expect.poll(() => held.length).toBe(1);

  await page.clock.runFor(20_000);
  await expect(form(page).getByRole('alert')).toContainText('trwało zbyt długo');
  await expect(field.email(page)).toHaveValue(message.email);
  await expect(field.message(page)).toHaveValue(unique);
  // The browser cancelled the request itself: its late answer reaches no one.
  // Firefox reports the cancel only once the held request is let go.
  await held[0]!.continue().catch(() => undefined);
  expect((await aborted).failure()?.errorText).toMatch(/abort/i);

  await form(page).getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(submit(page)).toHaveText(/Wiadomość wysłana/);
  expect(outboxEntries(unique)).toHaveLength(1);
});

test(
  'after a failure, trying again sends the same message',
  { tag: '@logic' },
  async ({ page }) => {
    let calls = 0;
    await page.route(SEND, (route) =>
      ++calls === 1
        ? route.fulfill({ status: 500, body: 'Server Error' })
        : route.fulfill({ status: 200, body: 'OK' }),
    );
    await fill(page);
    await submit(page).click();
    await form(page).getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(submit(page)).toHaveText(/Wiadomość wysłana/);
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    expect(calls).toBe(2);
  },
);

test('a double click sends once', { tag: '@logic' }, async ({ page }) => {
  let calls = 0;
  await page.route(SEND, async (route) => {
    calls++;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await fill(page);
  await submit(page).dblclick();
  await expect(submit(page)).toHaveText(/Wiadomość wysłana/);
  expect(calls).toBe(1);
});

test('empty or invalid input is not sent and is explained in Polish', async ({ page }) => {
  let calls = 0;
  await page.route(SEND, (route) => {
    calls++;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await submit(page).click();
  await expect(form(page).getByText('Podaj imię i nazwisko.')).toBeVisible();
  await expect(form(page).getByText(/Podaj adres e-mail/)).toBeVisible();
  await expect(form(page).getByText('Napisz, w czym możemy pomóc.')).toBeVisible();
  await expect(field.name(page)).toBeFocused();
  await expect(field.name(page)).toHaveAttribute('aria-invalid', 'true');

  await fill(page);
  await field.email(page).fill('zofia@przyklad');
  await submit(page).click();
  await expect(form(page).getByText(/Wpisz poprawny adres e-mail/)).toBeVisible();
  await expect(field.email(page)).toBeFocused();
  expect(calls).toBe(0);
});

test('an address the rule refuses is explained in Polish and not sent; the browser agrees', async ({
  page,
}) => {
  let calls = 0;
  await page.route(SEND, (route) => {
    calls++;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await fill(page);
  for (const address of ['jan@poczta.pl,', 'jan@poczta.pl.x', 'jan@-.--']) {
    await field.email(page).fill(address);
    await submit(page).click();
    await expect(
      form(page).getByText('Wpisz poprawny adres e-mail, np. jan.kowalski@example.pl.'),
    ).toBeVisible();
    await expect(field.email(page)).toBeFocused();
    await expect(field.message(page)).toHaveValue(message.message);
  }
  expect(calls).toBe(0);
  // The rule is the browser's own type="email" check, tightened: whatever the
  // form accepts, the browser accepts too (lib/contact/email-cases.ts).
  const verdicts = await field.email(page).evaluate(
    (input: HTMLInputElement, addresses) =>
      addresses.map((address) => {
        input.value = address;
        return !input.validity.typeMismatch;
      }),
    EMAIL_CASES.filter((c) => c.browser !== undefined).map((c) => c.address),
  );
  expect(verdicts).toEqual(
    EMAIL_CASES.filter((c) => c.browser !== undefined).map((c) => c.browser),
  );
});

test('a filled honeypot looks sent but sends nothing', { tag: '@logic' }, async ({ page }) => {
  let calls = 0;
  await page.route(SEND, (route) => {
    calls++;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await fill(page);
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await submit(page).click();
  await expect(submit(page)).toHaveText(/Wiadomość wysłana/);
  expect(calls).toBe(0);
});

test('a message reaches the local stand-in and its outbox', { tag: '@logic' }, async ({ page }) => {
  test.skip(!!deployedUrl, NEEDS_LOCAL_EMAIL);
  const unique = `${message.message} ${Date.now()}-${Math.random()}`;
  await fill(page);
  await field.message(page).fill(unique);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/email/send'));
  await submit(page).click();
  expect((await answer).status()).toBe(200);
  await expect(submit(page)).toHaveText(/Wiadomość wysłana/);
  expect(outboxEntry(unique)).toMatchObject({ firstName: message.name });
});

test.describe('without JavaScript', () => {
  test.use(noJavaScript);

  test('the form area gives the e-mail and telephone', async ({ page }) => {
    // Nothing changes a page without scripts once it has loaded: single reads
    // (noJavaScript in support/engines.ts says why not waiting assertions).
    const note = page.getByTestId('no-js-note');
    expect((await note.textContent())?.replace(/\s+/g, ' ')).toContain(
      'Formularz działa po włączeniu JavaScriptu',
    );
    expect(await note.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await note.getByRole('link', { name: /\+48/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByLabel('Imię i nazwisko').isDisabled()).toBe(true);
  });
});

test(
  'the gallery strip scrolls by mouse drag and leads on with Dalej',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    const strip = page.getByRole('region', { name: 'Nasze realizacje' });
    await expect(strip.getByText('Dalej').first()).toBeVisible();
    const row = strip.locator('ul').locator('xpath=..');
    const left = () => row.evaluate((el) => el.scrollLeft);
    await strip.scrollIntoViewIfNeeded();
    if (!isMobile) {
      const box = (await row.boundingBox())!;
      await page.mouse.move(box.x + box.width - 40, box.y + 80);
      await page.mouse.down();
      await page.mouse.move(box.x + 40, box.y + 80, { steps: 8 });
      await page.mouse.up();
      await expect.poll(left).toBeGreaterThan(200);
      // The drag did not follow a link.
      await expect(page).toHaveURL('/kontakt');
    }
    const first = strip.getByRole('link').first();
    const href = await first.getAttribute('href');
    if (isMobile) {
      // A phone scrolls the strip by touch; arrows would squeeze the first card between them.
      await expect(strip.getByRole('button', { name: /przewiń w prawo/ })).toBeHidden();
      await expect(strip.getByRole('button', { name: /przewiń w lewo/ })).toBeHidden();
      const card = (await first.boundingBox())!;
      expect(card.width).toBeGreaterThanOrEqual(250);
      await row.evaluate((el) => el.scrollBy({ left: 300, behavior: 'instant' }));
      await expect.poll(left).toBeGreaterThan(0);
      await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    } else {
      await strip.getByRole('button', { name: /przewiń w prawo/ }).click();
      await expect.poll(left).toBeGreaterThan(0);
      await strip.getByRole('button', { name: /przewiń w lewo/ }).click();
    }
    await first.click();
    await expect(page).toHaveURL(href!);
  },
);
