import { expect, test, type Page } from '@playwright/test';

import type { Locale } from '@/content/locale';
import { getService, getServices } from '@/content/services';
import type { Service } from '@/content/types';
import { DRAFT_MAX_AGE_MS, draftKey } from '@/lib/contact/draft';
import { ENGLISH_MARKER } from '@/lib/contact/fields';
import { inquiryHref } from '@/lib/contact/inquiry';
import { uiText } from '@/lib/i18n/ui';
import { contactPath, servicePath } from '@/lib/routes';
import { serviceName } from '@/lib/service-name';

import { interceptSends, NO_BODY_OVER_BIDI, sentParams } from '../support/email';
import { deployedUrl, rootOnlyUrl } from '../support/hosts';
import { richest } from '../support/pages';

/**
 * An inquiry that knows what it is about, and loses nothing (issue #52): a
 * service page's call to ask opens the form with that service chosen, which
 * the visitor sees and can change, and the message carries it to the studio
 * (`service`, its Polish name); what the visitor types is kept on the device
 * until it is sent (lib/contact/draft.ts). Services come from the registry.
 */

const visitor = { name: 'Zofia Żółkiewska', email: 'zofia.zolkiewska@example.pl' };
const unique = (text: string) => `${text} ${Date.now()}-${Math.random()}`;

/** The form of a language, and its fields by their labels. */
function contactForm(page: Page, locale: Locale) {
  const { form, inquiry } = uiText(locale);
  const root = page.getByRole('form', { name: form.label });
  const service = root.getByLabel(inquiry.field, { exact: true });
  return {
    root,
    name: root.getByLabel(form.fields.name.label, { exact: true }),
    email: root.getByLabel(form.fields.email.label, { exact: true }),
    message: root.getByLabel(form.fields.message.label, { exact: true }),
    service,
    /** The service the list shows as chosen, by its visible name. */
    chosen: service.locator('option:checked'),
    submit: root.getByRole('button', { name: form.button.idle }),
    sent: root.getByRole('button', { name: form.button.sent }),
  };
}

type ContactForm = ReturnType<typeof contactForm>;

/** Types the visitor's name, address and this message. */
async function type(form: ContactForm, message: string) {
  await form.name.fill(visitor.name);
  await form.email.fill(visitor.email);
  await form.message.fill(message);
}

/** Types this message as the visitor and sends it. */
async function send(form: ContactForm, message: string) {
  await type(form, message);
  await form.submit.click();
  await expect(form.sent).toBeVisible();
}

const storedDraft = (page: Page, locale: Locale) =>
  page.evaluate((key) => localStorage.getItem(key), draftKey(locale));

// The service with the fullest gallery, and its English page when it has one.
const askedAbout: readonly Service[] = [richest, getService(richest.id, 'en')].filter(
  (s): s is Service => !!s,
);

for (const service of askedAbout) {
  const locale: Locale = service.locale ?? 'pl';
  test(`${servicePath(service)}: the call to ask opens the form with the service chosen, and sends it`, async ({
    page,
    browserName,
  }) => {
    test.skip(browserName === 'firefox' && !!deployedUrl, NO_BODY_OVER_BIDI);
    const sent = await interceptSends(page);
    await page.goto(servicePath(service));
    const ask = page.getByRole('main').getByRole('link', { name: uiText(locale).inquiry.ask });
    // Under the title, and again under the terms, where a reader of the whole page ends.
    await expect(ask).toHaveCount(2);
    await ask.first().click();
    await expect(page).toHaveURL(inquiryHref(locale, service));

    const form = contactForm(page, locale);
    await expect(form.service).toBeEnabled();
    await expect(form.chosen).toHaveText(serviceName(service));
    const text = unique(
      locale === 'en' ? 'Hello, is 14 June still free?' : 'Dzień dobry, czy 14 czerwca jest wolny?',
    );
    await send(form, text);

    const message = locale === 'en' ? `${ENGLISH_MARKER}\n\n${text}` : text;
    // The studio reads Polish: the service by its Polish name, from either language.
    expect(sentParams(sent, message)).toMatchObject({
      firstName: visitor.name,
      email: visitor.email,
      message,
      service: serviceName(getService(service.id)!),
    });
  });
}

test('/kontakt opened directly names no service; the visitor chooses, changes or clears it', async ({
  page,
  browserName,
}) => {
  test.skip(browserName === 'firefox' && !!deployedUrl, NO_BODY_OVER_BIDI);
  const sent = await interceptSends(page);
  await page.goto(contactPath);
  const form = contactForm(page, 'pl');
  await expect(form.service).toBeEnabled();
  await expect(form.chosen).toHaveText(uiText('pl').inquiry.none);
  // Every service of the registry is offered, by its name.
  const names = getServices().map(serviceName);
  await expect(form.service.locator('option')).toHaveText([uiText('pl').inquiry.none, ...names]);

  const [first, second] = getServices();
  await form.service.selectOption({ label: serviceName(first!) });
  await form.service.selectOption({ label: serviceName(second!) });
  await expect(form.chosen).toHaveText(serviceName(second!));
  const text = unique('Dzień dobry, prosimy o wycenę.');
  await send(form, text);
  expect(sentParams(sent, text)?.service).toBe(serviceName(second!));

  // With none chosen the message is exactly as it always was.
  await form.service.selectOption({ label: uiText('pl').inquiry.none });
  const plain = unique('Dzień dobry, mam pytanie o studio.');
  await send(form, plain);
  expect(sentParams(sent, plain)).toEqual({
    firstName: visitor.name,
    email: visitor.email,
    message: plain,
  });
});

test('the service in the address works on a host that serves only files (npx serve)', async ({
  page,
}) => {
  test.skip(!!deployedUrl, 'the local `serve` host');
  await page.goto(`${rootOnlyUrl}${inquiryHref('pl', richest)}`);
  await expect(contactForm(page, 'pl').chosen).toHaveText(serviceName(richest));
});

test.describe('the draft', () => {
  test('survives a reload and a closed tab, and is gone once the message is sent', async ({
    page,
    context,
  }) => {
    await page.goto(inquiryHref('pl', richest));
    let form = contactForm(page, 'pl');
    await expect(form.service).toBeEnabled();
    const text = unique('Dzień dobry, piszę w sprawie ślubu –');
    await type(form, text);

    await page.reload();
    const restored = page.getByText(uiText('pl').form.draftRestored);
    await expect(form.message).toHaveValue(text);
    await expect(form.name).toHaveValue(visitor.name);
    await expect(form.email).toHaveValue(visitor.email);
    await expect(form.chosen).toHaveText(serviceName(richest));
    await expect(restored).toBeVisible();

    // The tab closed, the form opened again from the bar's „Kontakt”: all of it is back.
    await page.close();
    page = await context.newPage();
    await page.goto(contactPath);
    form = contactForm(page, 'pl');
    await expect(form.message).toHaveValue(text);
    await expect(form.chosen).toHaveText(serviceName(richest));
    // Only on this device: the English form has its own (here none).
    expect(await storedDraft(page, 'en')).toBeNull();

    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    );
    await form.submit.click();
    await expect(form.sent).toBeVisible();
    await expect(form.message).toHaveValue('');
    expect(await storedDraft(page, 'pl')).toBeNull();
    await page.reload();
    await expect(form.name).toBeEnabled();
    await expect(form.message).toHaveValue('');
    await expect(form.name).toHaveValue('');
    await expect(page.getByText(uiText('pl').form.draftRestored)).toBeHidden();
  });

  test('is deleted at the visitor’s word, in English too', async ({ page }) => {
    await page.goto('/en/contact');
    const form = contactForm(page, 'en');
    await expect(form.name).toBeEnabled();
    await form.name.fill('Aoife Byrne');
    await form.message.fill('Hello, we are getting married in Kraków.');
    await page.reload();
    await expect(form.message).toHaveValue('Hello, we are getting married in Kraków.');
    await page.getByRole('button', { name: uiText('en').form.draftDiscard }).click();
    await expect(form.name).toHaveValue('');
    await expect(form.message).toHaveValue('');
    await expect(form.name).toBeFocused();
    expect(await storedDraft(page, 'en')).toBeNull();
    await page.reload();
    await expect(form.name).toBeEnabled();
    await expect(form.message).toHaveValue('');
  });

  test('older than its time is not brought back', { tag: '@logic' }, async ({ page }) => {
    await page.clock.install();
    await page.goto(contactPath);
    const form = contactForm(page, 'pl');
    await expect(form.name).toBeEnabled();
    await form.message.fill('Dzień dobry, wrócę do tego.');
    // A month and a minute later by the page's clock (Date.now, which the draft reads).
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now + DRAFT_MAX_AGE_MS + 60_000);
    await page.reload();
    await expect(form.name).toBeEnabled();
    await expect(form.message).toHaveValue('');
    expect(await storedDraft(page, 'pl')).toBeNull();
  });
});
