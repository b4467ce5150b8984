// The built copy in Chromium, under each page's policy: no hostile string ran
// (each would set window.__pwned), the policy blocked nothing of the site's
// own, no page error, and the hostile text shows as text.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

import { buildPolicy, inlineScriptHashes } from '../../build/csp/csp.mjs';
import { chromiumLaunchOptions } from '../../dev/browsers.mjs';
import { nearestNotFound } from '../../dev/not-found-pages.mjs';
import { serveStatic } from '../../dev/static-server.mjs';

/** Pages to visit: the home page, a service, the forms, the two 404s. */
export const PATHS = [
  '/',
  '/fotografia/slubna',
  '/film/reklamowe',
  '/kontakt',
  '/polityka-prywatnosci',
  '/nie-ma-takiej-strony',
  '/fotografia/nie-ma-takiej-uslugi',
  // A host that serves only the root 404.html (docs/deploy.md): its script sets the title.
  '/film/tylko-glowna-404',
];
const ROOT_404_ONLY = '/film/tylko-glowna-404';
/** Pages that show many text fields: some hostile string must show there as text. */
const TEXT_SHOWN = new Set(['/', '/fotografia/slubna']);

/**
 * The page file a path is served from, as static-server.mjs resolves it.
 * @param {string} out
 * @param {string} url
 */
async function pageFile(out, url) {
  const clean = decodeURIComponent(new URL(url, 'http://x').pathname).replace(/\/$/, '');
  for (const file of [`${clean}.html`, `${clean}/index.html`]) {
    if (existsSync(path.join(out, file))) return path.join(out, file);
  }
  return nearestNotFound(out, path.join(out, clean || 'x'));
}

/**
 * @param {string} out the built copy's out/
 * @param {string} unknownServiceTitle the title the 404 script must set on a service path
 * @returns {Promise<string[]>} problems
 */
export async function checkInBrowser(out, unknownServiceTitle) {
  // Each page gets the policy the CSP writer gives it (csp.mjs, from its scripts).
  const withPolicy = async (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const root404 = req.url === ROOT_404_ONLY;
    const file = root404
      ? path.join(out, '404.html')
      : req.url?.startsWith('/_next/')
        ? undefined
        : await pageFile(out, req.url ?? '/');
    const html = file?.endsWith('.html') ? readFileSync(file, 'utf8') : undefined;
    const scriptHashes = html ? inlineScriptHashes(html) : [];
    res.setHeader('Content-Security-Policy', buildPolicy({ scriptHashes }));
    if (!root404) return false;
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    return true;
  };
  const server = await serveStatic(out, {
    port: Number(process.env.HOSTILE_PORT ?? 0),
    hooks: [withPolicy],
  });
  const browser = await chromium.launch(chromiumLaunchOptions({ headlessShell: true }));
  const problems = [];
  try {
    for (const route of PATHS) {
      const page = await browser.newPage();
      const seen = /** @type {string[]} */ ([]);
      page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
      page.on('console', (m) => {
        if (/Content[ -]Security[ -]Policy/i.test(m.text())) seen.push(`CSP: ${m.text()}`);
      });
      await page.exposeBinding('__reportViolation', (_source, /** @type {string} */ text) => {
        seen.push(`CSP blocked ${text}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = /** @type {{ __reportViolation?: (t: string) => void }} */ (
            /** @type {unknown} */ (window)
          );
          w.__reportViolation?.(`${e.effectiveDirective} ${e.blockedURI || 'inline'}`);
        });
      });
      // There, the title is the 404 script's, read before hydration replaces it.
      if (route === ROOT_404_ONLY) await page.route(/\/_next\/static\/.*\.js$/, (r) => r.abort());
      await page.goto(server.origin + route, { waitUntil: 'networkidle' });
      const pwned = await page.evaluate(() => /** @type {any} */ (window).__pwned);
      if (pwned !== undefined) seen.push(`hostile string ${pwned} ran`);
      const text = await page.evaluate(() => document.body.innerText);
      if (TEXT_SHOWN.has(route) && !text.includes('window.__pwned=')) {
        seen.push('no hostile text shows on the page');
      }
      if (route === ROOT_404_ONLY) {
        const title = await page.title();
        if (!title.startsWith(`${unknownServiceTitle} | `))
          seen.push(`title: ${title.slice(0, 80)}`);
      }
      problems.push(...seen.map((p) => `${route}: ${p}`));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return problems;
}
