import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { releaseSandbox } from '../../deploy/release-sandbox.mjs';
import { interceptSends } from '../support/email';
import { OUT } from '../support/nginx';

/**
 * A visitor's open page across a deploy: the production nginx configuration
 * in a server's release layout (deploy/release-sandbox.mjs), switched by
 * deploy/activate-release.sh from release A (this build) to release B while
 * the contact page of A is open. B is this build without the chunks A's page
 * has not loaded yet, as a new build whose lazily loaded chunks have other
 * names: the form's sender (@emailjs/browser, loaded on sending) is then
 * only in A's set.
 */
test('an open page sends the contact form after a switch to a new release', async ({ page }) => {
  const box = await releaseSandbox();
  try {
    const csp = readFileSync('deploy/nginx/generated/csp.conf', 'utf8');
    box.upload('a', { site: OUT, csp });
    expect((await box.activate('a')).stderr).toBe('');

    const loaded = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_next/static/')) loaded.add(pathname);
    });
    const lazily: { url: string; status: number }[] = [];
    const sent = await interceptSends(page);
    await page.goto(`${box.url}/kontakt`);
    const form = page.getByRole('form', { name: 'Formularz kontaktowy' });
    // The fields are enabled once the page has hydrated.
    await expect(form.getByLabel('Imię i nazwisko')).toBeEnabled();
    await form.getByLabel('Imię i nazwisko').fill('Zofia Żółkiewska');
    await form.getByLabel('E-mail').fill('zofia.zolkiewska@example.pl');
    const message = 'Dzień dobry, prosimy o wycenę sesji wizerunkowej.';
    await form.getByLabel('Wiadomość').fill(message);

    // Release B: its own pages (marked), without A's chunks not loaded so far.
    const b = box.upload('b', { site: OUT, csp });
    const notLoaded = readdirSync(path.join(b, 'site/_next/static'), { recursive: true })
      .map((file) => `/_next/static/${String(file)}`)
      .filter((file) => /\.(js|css)$/.test(file) && !loaded.has(file));
    expect(notLoaded.length).toBeGreaterThan(0);
    for (const file of notLoaded) rmSync(path.join(b, 'site', file));
    const kontakt = path.join(b, 'site/kontakt.html');
    const html = readFileSync(kontakt, 'utf8');
    rmSync(kontakt); // a hard link to out/: replaced, not written through
    writeFileSync(kontakt, html.replace('<head>', '<head><!-- release b -->'));

    expect(await box.activate('b')).toMatchObject({
      code: 0,
      stdout: 'Live: release b (was a).\n',
    });
    // Once the old workers are gone, only release B answers.
    await box.settled();
    expect((await box.get('/kontakt')).body).toContain('<!-- release b -->');

    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (notLoaded.includes(pathname)) lazily.push({ url: pathname, status: response.status() });
    });
    await form.getByRole('button', { name: /Wyślij wiadomość/ }).click();
    await expect(form.getByRole('button', { name: /wysłana/ })).toHaveText(/Wiadomość wysłana/);
    await expect(form.getByRole('status')).toContainText('Dziękujemy');
    expect(sent).toHaveLength(1);
    // The sender came from A's set, served by release B.
    expect(lazily.length).toBeGreaterThan(0);
    expect(lazily.every((r) => r.status === 200)).toBe(true);
    const ownAssets = readFileSync(path.join(b, 'assets.list'), 'utf8');
    for (const { url } of lazily) expect(ownAssets).not.toContain(url.slice(1));
  } finally {
    await box.stop();
  }
});
