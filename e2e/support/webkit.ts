import { test as base, expect } from '@playwright/test';
import { By, error as webdriverErrors, type WebDriver, type WebElement } from 'selenium-webdriver';

import { setViewport, startWebKit } from '../../scripts/dev/webkit-driver.mjs';
import { deployedUrl, localUrl } from './hosts';

export const baseURL = deployedUrl ?? localUrl;

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 390, height: 844 };

/**
 * The roles the smoke check looks for, with the elements that may carry them.
 * Which of those candidates has the role, and its accessible name, is WebKit's
 * own answer (WebDriver's computed role and label): the same question a
 * Playwright getByRole asks, put to Safari's engine family.
 */
const candidates = {
  banner: 'header, [role="banner"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section, [role="region"]',
  form: 'form, [role="form"]',
  dialog: 'dialog, [role="dialog"]',
  button: 'button, summary, [role="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  textbox: 'input, textarea, [role="textbox"]',
  status: '[role="status"], output',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
} as const;
export type Role = keyof typeof candidates;

type Scope = WebDriver | WebElement;
type Query = {
  /** A string matches a part of the name (case-insensitive) unless exact; a RegExp is tested. */
  name?: string | RegExp;
  exact?: boolean;
};

/** White space as Playwright normalises it: non-breaking spaces included. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function nameMatches(name: string, wanted: Query['name'], exact = false): boolean {
  if (wanted === undefined) return true;
  const actual = normalise(name);
  if (wanted instanceof RegExp) return wanted.test(actual);
  return exact
    ? actual === normalise(wanted)
    : actual.toLowerCase().includes(normalise(wanted).toLowerCase());
}

/**
 * The displayed elements in `scope` with this role and name, in document
 * order. Only displayed ones: WebKitWebDriver computes no role for an element
 * that is not rendered (display: none), as it is in no accessibility tree.
 */
async function findByRole(scope: Scope, role: Role, query: Query): Promise<WebElement[]> {
  const found: WebElement[] = [];
  for (const element of await scope.findElements(By.css(candidates[role]))) {
    if (!(await element.isDisplayed())) continue;
    if ((await element.getAriaRole()) !== role) continue;
    if (!nameMatches(await element.getAccessibleName(), query.name, query.exact)) continue;
    found.push(element);
  }
  return found;
}

const describeQuery = (role: Role, { name, exact }: Query) =>
  `role ${role}${name === undefined ? '' : ` named ${String(name)}${exact ? ' (exact)' : ''}`}`;

/**
 * The one element with this role and name, waiting until there is exactly
 * one (elements that React replaces meanwhile are looked up again).
 */
export async function getByRole(
  scope: Scope,
  role: Role,
  query: Query = {},
  timeout = 10_000,
): Promise<WebElement> {
  let matches: WebElement[] = [];
  await expect
    .poll(
      async () => {
        try {
          matches = await findByRole(scope, role, query);
        } catch (error) {
          if (error instanceof webdriverErrors.StaleElementReferenceError) return -1;
          throw error;
        }
        return matches.length;
      },
      { message: `one element of ${describeQuery(role, query)}`, timeout },
    )
    .toBe(1);
  return matches[0]!;
}

/** Every element with this role and name, now (no waiting). */
export const allByRole = (scope: Scope, role: Role, query: Query = {}) =>
  findByRole(scope, role, query);

/** Waits until no displayed element has this role and name. */
export async function expectNoRole(scope: Scope, role: Role, query: Query = {}) {
  await expect
    .poll(
      async () => {
        try {
          return (await findByRole(scope, role, query)).length;
        } catch (error) {
          if (error instanceof webdriverErrors.StaleElementReferenceError) return -1;
          throw error;
        }
      },
      { message: `no element of ${describeQuery(role, query)}` },
    )
    .toBe(0);
}

/** The path of the page the browser shows. */
export async function currentPath(driver: WebDriver): Promise<string> {
  return new URL(await driver.getCurrentUrl()).pathname;
}

/**
 * Hydration is done once the menu toggles are buttons with aria-expanded
 * (before it they are <summary> elements, see components/nav/disclosure.tsx).
 */
export async function waitForHydration(driver: WebDriver) {
  const banner = await getByRole(driver, 'banner');
  await expect
    .poll(
      async () => {
        const toggles = await findByRole(banner, 'button', {
          name: /^(Fotografia|Photography|Menu)$/,
          exact: true,
        }).catch(() => []);
        return toggles.length > 0 && (await toggles[0]!.getAttribute('aria-expanded'));
      },
      { message: 'the menu toggle becomes a button with aria-expanded', timeout: 15_000 },
    )
    .toBe('false');
}

type WebKitFixtures = { webkit: WebDriver };

/**
 * Tests get `webkit`, one MiniBrowser session per worker (scripts/dev/webkit-driver.mjs),
 * sized to the desktop viewport at the start of each test.
 */
export const test = base.extend<object, WebKitFixtures>({
  webkit: [
    async ({}, provide) => {
      const { driver, close } = await startWebKit();
      await provide(driver);
      await close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test.beforeEach(async ({ webkit }) => {
  await setViewport(webkit, desktop);
});

/** Opens a path of the site and waits until it is hydrated. */
export async function open(driver: WebDriver, path: string) {
  await driver.get(baseURL + path);
  await waitForHydration(driver);
}

export { expect, setViewport };
