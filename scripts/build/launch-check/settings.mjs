// The production settings the launch check reads: every setting the live
// site needs (the build's environment: .github/workflows/deploy.yml), those
// still at their defaults or unset being unfinished items, and the test
// settings that must not reach it.
//   NEXT_PUBLIC_EMAILJS_SERVICE_ID, _TEMPLATE_ID, _PUBLIC_KEY  the contact form
//   NEXT_PUBLIC_EMAILJS_ORIGIN  test only ('self': the local stand-in)
//   NEXT_PUBLIC_SITE_URL        canonical links, sitemap, Open Graph
//   CMS_REPO, CMS_AUTH_URL      the editor's repository and sign-in service
//   CMS_API_ROOT                test only (a stand-in Git host)
// CMS_BRANCH defaults to main, which is right; CONTENT_DIR and PUBLIC_DIR
// are the unit tests' own.
import { EMAIL_DEFAULTS } from '../../../lib/contact/email-defaults.mjs';

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/** Where the production settings live, as the studio's developer sees them. */
export const SETTINGS_FILE =
  'ustawienia repozytorium na GitHubie (Settings → Secrets and variables → Actions)';

/** The EmailJS API; any other origin is a test stand-in ('self'). */
const EMAILJS_API = EMAIL_DEFAULTS.origin;
/** GitHub's API, the editor's default; any other is a test's stand-in Git host. */
const GITHUB_API = 'https://api.github.com';

/**
 * The production settings still at their defaults, from the environment the
 * build reads.
 * @param {Record<string, string | undefined>} env
 * @returns {LaunchItem[]}
 */
export function settingsItems(env) {
  /** @type {LaunchItem[]} */
  const items = [];
  /** @param {string} field @param {string} message */
  const add = (field, message) =>
    items.push({ kind: 'setting', file: SETTINGS_FILE, field, message });
  const emailjs = /** @type {const} */ ([
    ['SERVICE_ID', 'serviceId', 'identyfikator usługi (Service ID)'],
    ['TEMPLATE_ID', 'templateId', 'identyfikator szablonu (Template ID)'],
    ['PUBLIC_KEY', 'publicKey', 'klucz publiczny (Public Key)'],
  ]);
  for (const [name, key, what] of emailjs) {
    const value = env[`NEXT_PUBLIC_EMAILJS_${name}`];
    if (!value || value === EMAIL_DEFAULTS[key]) {
      add(
        `EMAILJS_${name} (NEXT_PUBLIC_EMAILJS_${name})`,
        `${what} EmailJS ${value ? 'ma wartość przykładową' : 'nie jest ustawiony'}: formularz kontaktowy nie dostarczy wiadomości – wpisz wartość z panelu EmailJS`,
      );
    }
  }
  const origin = env.NEXT_PUBLIC_EMAILJS_ORIGIN;
  if (origin && origin.replace(/\/+$/, '') !== EMAILJS_API) {
    add(
      'NEXT_PUBLIC_EMAILJS_ORIGIN',
      `formularz wysyła wiadomości do „${origin}” zamiast do EmailJS (ustawienie do testów): usuń tę zmienną`,
    );
  }
  const site = env.NEXT_PUBLIC_SITE_URL;
  if (!site) {
    add(
      'SITE_URL (NEXT_PUBLIC_SITE_URL)',
      'adres strony nie jest ustawiony: linki kanoniczne, mapa strony i podgląd w mediach społecznościowych wskazywałyby adres przykładowy – wpisz adres strony, np. https://www.twoja-domena.pl',
    );
  } else if (!/^https:\/\/[^/\s]+\.[^/\s]+\/?$/.test(site)) {
    add(
      'SITE_URL (NEXT_PUBLIC_SITE_URL)',
      `adres strony „${site}” nie jest adresem https:// domeny: wpisz adres, pod którym strona będzie działać, np. https://www.twoja-domena.pl`,
    );
  }
  if (!env.CMS_REPO) {
    add(
      'CMS_REPO',
      'edytor treści (/admin) nie wie, w którym repozytorium zapisywać zmiany, i wskazuje przykładowe: wpisz „właściciel/nazwa” repozytorium strony',
    );
  }
  const auth = env.CMS_AUTH_URL;
  if (!auth) {
    add(
      'CMS_AUTH_URL',
      'adres usługi logowania edytora nie jest ustawiony: na stronie w internecie nie da się zalogować do edytora (/admin) – wpisz adres usługi, np. https://www.twoja-domena.pl/oauth (docs/cms.md)',
    );
  } else if (!/^https:\/\/[^/\s]+\.[^/\s]+(?:\/\S*)?$/.test(auth)) {
    add(
      'CMS_AUTH_URL',
      `adres usługi logowania edytora „${auth}” nie jest adresem https:// domeny: na stronie w internecie nie da się zalogować do edytora – wpisz adres usługi, np. https://www.twoja-domena.pl/oauth`,
    );
  }
  const api = env.CMS_API_ROOT;
  if (api && api.replace(/\/+$/, '') !== GITHUB_API) {
    add(
      'CMS_API_ROOT',
      `edytor zapisuje zmiany przez „${api}” zamiast przez GitHub (ustawienie do testów): usuń tę zmienną`,
    );
  }
  return items;
}
