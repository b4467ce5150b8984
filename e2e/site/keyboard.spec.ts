import { expect, test, type Locator, type Page } from '@playwright/test';

import { getServices } from '@/content/services';
import { HERO_TRANSITION, VIDEO_START_DELAY } from '@/lib/constants';
import { galleryItems, heroMedia } from '@/lib/media';
import { serviceMenus } from '@/lib/navigation';
import { servicePath } from '@/lib/routes';

import { pauseClock } from '../support/clock';
import { interceptSends, NO_BODY_OVER_BIDI, sentParams } from '../support/email';
import { reducedMotion } from '../support/engines';
import { deployedUrl } from '../support/hosts';
import { menuToggle, phoneMenuToggle } from '../support/menus';
import { waitForHydration } from '../support/pages';

const services = getServices();

// Keyboard only: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys. No
// clicks, no element.focus(). The walk is not about animation, so it runs with
// reduced motion (nothing waits hidden for a scroll reveal).
test.use(reducedMotion);

const [foto] = serviceMenus();

/**
 * The element with focus is `expected`, and its focus is visible: the browser
 * matches :focus-visible and draws a solid outline at least 2 px wide (or a
 * ring as box-shadow) in a colour that is not transparent.
 */
async function expectVisibleFocus(expected: Locator) {
  await expect(expected).toBeFocused();
  await expect(expected).toBeVisible();
  const ring = await expected.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline:
        s.outlineStyle !== 'none' &&
        parseFloat(s.outlineWidth) >= 2 &&
        !/rgba\(.*, 0\)$|transparent/.test(s.outlineColor),
      shadow: s.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible, 'matches :focus-visible').toBe(true);
  expect(ring.outline || ring.shadow, 'draws an outline or a ring').toBe(true);
}

async function tab(page: Page, expected: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  await expectVisibleFocus(expected);
}

/** Waits for hydration, then uses the skip link. */
async function skipToContent(page: Page) {
  await waitForHydration(page);
  await tab(page, page.getByRole('link', { name: 'Przejdź do treści' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test('desktop: open Fotografia from the keyboard, reach a chip and follow it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the dropdowns are the wide-screen layout');
  await page.goto('/kontakt');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Główna' });
  const toggle = menuToggle(nav, foto!.label);

  await tab(page, page.getByRole('link', { name: 'Przejdź do treści' }));
  await tab(page, header.getByRole('link', { name: /strona główna/ }));
  await tab(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectVisibleFocus(toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // The scroll-left arrow is disabled at the start, so Tab goes straight to the chips.
  const [first, second] = foto!.links;
  const chip = (label: string) => nav.getByRole('link', { name: new RegExp(`^${label}`) });
  await tab(page, chip(first!.label));
  await tab(page, chip(second!.label));
  await tab(page, chip(first!.label), 'Shift+Tab');
  await tab(page, chip(second!.label));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(second!.href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test(
  'phone: the menu and an accordion open from the keyboard, a chip leads on',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the full-screen menu is the phone layout');
    await page.goto('/kontakt');
    const header = page.getByRole('banner');
    const menu = phoneMenuToggle(page);
    await waitForHydration(page);
    const nav = header.getByRole('navigation', { name: 'Menu mobilne' });
    const accordion = menuToggle(nav, foto!.label);

    await tab(page, page.getByRole('link', { name: 'Przejdź do treści' }));
    await tab(page, header.getByRole('link', { name: /strona główna/ }));
    await tab(page, menu);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await tab(page, accordion);
    await page.keyboard.press('Space');
    await expect(accordion).toHaveAttribute('aria-expanded', 'true');
    const [first] = foto!.links;
    await tab(page, nav.getByRole('link', { name: new RegExp(`^${first!.label}`) }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(first!.href);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
);

test('the hero carousel: buttons, dot tabs with arrow keys, and pause and play', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboards belong to the desktop walk');
  await page.clock.install();
  await page.goto('/');
  await pauseClock(page);
  const carousel = page.getByRole('region', { name: 'Prezentacja studia' });
  const dot = (n: number) => carousel.getByRole('tab', { name: `Slajd ${n} z 2` });
  const settle = () => page.clock.runFor(HERO_TRANSITION);

  const footage = carousel.locator('video[data-active="true"]');
  await skipToContent(page);
  // Under reduced motion the footage stays still too, not only the slides.
  await page.clock.runFor(VIDEO_START_DELAY * 2);
  await expect(footage).toHaveJSProperty('paused', true);
  await tab(page, carousel.getByRole('link', { name: 'Zobacz realizacje' }));
  await tab(page, carousel.getByRole('button', { name: 'Poprzedni slajd' }));
  await page.keyboard.press('Enter');
  await expect(dot(2)).toHaveAttribute('aria-selected', 'true');
  await settle();
  // Only the selected dot is in the Tab order; arrows move between the dots.
  await tab(page, dot(2));
  await page.keyboard.press('ArrowRight');
  await expect(dot(1)).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(dot(1));
  await settle();
  await page.keyboard.press('ArrowLeft');
  await expect(dot(2)).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(dot(2));
  await settle();
  await tab(page, carousel.getByRole('button', { name: 'Następny slajd' }));
  await page.keyboard.press('Space');
  await expect(dot(1)).toHaveAttribute('aria-selected', 'true');
  await expect(carousel.getByRole('link', { name: 'Zobacz realizacje' })).toBeVisible();
  // Under reduced motion the slideshow starts paused: the button offers to resume it.
  await tab(page, carousel.getByRole('button', { name: 'Wznów pokaz slajdów' }));
  await page.keyboard.press('Enter');
  await expectVisibleFocus(carousel.getByRole('button', { name: 'Zatrzymaj pokaz slajdów' }));
  await page.clock.runFor(VIDEO_START_DELAY * 2);
  await expect(footage).toHaveJSProperty('paused', false);
  // Pausing the slideshow stops the moving picture as well (WCAG 2.2.2).
  await page.keyboard.press('Space');
  await expectVisibleFocus(carousel.getByRole('button', { name: 'Wznów pokaz slajdów' }));
  await expect(footage).toHaveJSProperty('paused', true);
  await tab(page, carousel.getByRole('button', { name: 'Następny slajd' }), 'Shift+Tab');
});

test('a gallery thumbnail opens the lightbox; arrows, Tab, Escape, focus returns', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboards belong to the desktop walk');
  const service = services.find((s) => galleryItems(s).length >= 3)!;
  const count = galleryItems(service).length;
  await page.goto(servicePath(service));
  await skipToContent(page);
  // Under the title: the call to ask, then the hero film's button if the hero is a film.
  const ask = page.getByRole('main').getByRole('link', { name: 'Zapytaj o termin i wycenę' });
  await tab(page, ask.first());
  if (heroMedia(service).type === 'video') {
    await tab(page, page.getByRole('button', { name: 'Zatrzymaj film' }));
  }
  const thumbs = page.getByRole('region', { name: /galeria/ }).getByRole('link');
  await tab(page, thumbs.nth(0));
  await tab(page, thumbs.nth(1));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  const counter = dialog.getByText(/^\d+ \/ \d+$/);
  await expectVisibleFocus(dialog.getByRole('button', { name: 'Zamknij' }));
  await expect(counter).toHaveText(`2 / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`3 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${count} / ${count}`);
  await tab(page, dialog.getByRole('button', { name: 'Poprzedni' }));
  await tab(page, dialog.getByRole('button', { name: 'Następny' }));
  // Focus is trapped: past the last button it comes back to the first.
  await tab(page, dialog.getByRole('button', { name: 'Zamknij' }));
  await tab(page, dialog.getByRole('button', { name: 'Następny' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`1 / ${count}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(thumbs.nth(1));
});

test('the contact form, filled and sent from the keyboard', async ({
  page,
  isMobile,
  browserName,
}) => {
  test.skip(isMobile, 'keyboards belong to the desktop walk');
  test.skip(browserName === 'firefox' && !!deployedUrl, NO_BODY_OVER_BIDI);
  const sent = await interceptSends(page);
  const text = `Dzień dobry, prosimy o wycenę sesji produktowej ${Date.now()}-${Math.random()}.`;
  await page.goto('/kontakt');
  await skipToContent(page);
  const main = page.getByRole('main');
  // The direct e-mail and telephone links come first, then the form.
  await tab(page, main.getByRole('link', { name: /kontakt@/ }));
  await tab(page, main.getByRole('link', { name: /\+48/ }));
  const form = page.getByRole('form', { name: 'Formularz kontaktowy' });
  const submit = form.getByRole('button', { name: /Wyślij wiadomość|Wysyłanie|wysłana/ });

  // Enter on an empty form: nothing is sent, and focus goes to the first missing field.
  await tab(page, form.getByLabel('Imię i nazwisko'));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Podaj imię i nazwisko.')).toBeVisible();
  await expectVisibleFocus(form.getByLabel('Imię i nazwisko'));
  await page.keyboard.type('Jan Kowalski');
  await tab(page, form.getByLabel('E-mail'));
  await page.keyboard.type('jan.kowalski@example.pl');
  // „Usługa”: a list the arrow keys choose from, left at „Inna sprawa…” here.
  await tab(page, form.getByLabel('Usługa'));
  await tab(page, form.getByLabel('Wiadomość'));
  await page.keyboard.type(text);
  // In the textarea Enter is a new line, not a send.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pozdrawiam');
  await tab(page, submit);
  await page.keyboard.press('Enter');

  await expect(submit).toHaveText(/Wiadomość wysłana/);
  await expect(form.getByRole('status')).toContainText('Dziękujemy');
  await expect(form.getByLabel('Imię i nazwisko')).toHaveValue('');
  expect(sent).toHaveLength(1);
  expect(sentParams(sent, `${text}\nPozdrawiam`)).toEqual({
    firstName: 'Jan Kowalski',
    email: 'jan.kowalski@example.pl',
    message: `${text}\nPozdrawiam`,
  });
});
