// The setup check against stand-ins of Cloudflare's API, GitHub's API and
// sign-in, and the live site's /oauth/health, all on loopback: what it says
// for a repository set up as docs/setup.md asks, and for each step left out.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  cloudflareState,
  startCloudflareStandIn,
  type CloudflareState,
} from '../../e2e/support/cloudflare-stand-in';
import {
  cloudflareFindings,
  environmentFinding,
  healthFinding,
  oauthFinding,
  report,
  settingsFindings,
  type Finding,
} from './setup-check.ts';
import { PRODUCTION_ENVIRONMENT, REPOSITORY_VARIABLES, SETUP_STEPS } from './setup-facts.ts';

const SITE = 'https://www.swiatlocien.pl';

/** GitHub (its API and sign-in) and the live site, as far as the check asks them. */
const github = {
  environment: { exists: true, custom: true, branches: ['main'] },
  app: { id: 'Iv1.app', secret: 'sekret', callback: `${SITE}/oauth/callback` },
  health: { ok: true, site: 'prelaunch', messages: [] as string[] } as Record<
    string,
    unknown
  > | null,
};

let server: http.Server;
let base = '';
let cf: CloudflareState;
let cfBase = '';
let closeCf: () => Promise<void>;

beforeEach(async () => {
  github.environment = { exists: true, custom: true, branches: ['main'] };
  github.health = { ok: true, site: 'prelaunch', messages: [] };
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      const env = '/repos/studio/strona/environments/production';
      if (req.url === env) {
        if (!github.environment.exists) return send(404, { message: 'Not Found' });
        return send(200, {
          name: 'production',
          deployment_branch_policy: {
            protected_branches: false,
            custom_branch_policies: github.environment.custom,
          },
        });
      }
      if (req.url === `${env}/deployment-branch-policies`) {
        return send(200, {
          branch_policies: github.environment.branches.map((name) => ({ name })),
        });
      }
      if (req.url === '/login/oauth/access_token') {
        const asked = JSON.parse(body) as Record<string, string>;
        if (asked.client_id !== github.app.id || asked.client_secret !== github.app.secret)
          return send(200, { error: 'incorrect_client_credentials' });
        if (asked.redirect_uri !== github.app.callback)
          return send(200, { error: 'redirect_uri_mismatch' });
        return send(200, { error: 'bad_verification_code' });
      }
      if (req.url === '/oauth/health' && github.health)
        return send(github.health.ok ? 200 : 503, github.health);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cf = cloudflareState();
  ({ base: cfBase, close: closeCf } = await startCloudflareStandIn(cf));
});
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeCf();
});

/** The workflow's environment for a repository set up as the guide says. */
const configured = () =>
  Object.fromEntries([
    ...REPOSITORY_VARIABLES.map((name) => [name, 'x']),
    ...PRODUCTION_ENVIRONMENT.secrets.map((name) => [name, 'x']),
    ['SITE_URL', SITE],
    ['GITHUB_CLIENT_ID', github.app.id],
    ['GITHUB_CLIENT_SECRET', github.app.secret],
    ['GITHUB_REPOSITORY', 'studio/strona'],
    ['GH_TOKEN', 'gh'],
    ['GITHUB_API_URL', base],
    ['GITHUB_URL', base],
  ]) as Record<string, string>;

const cloudflareOf = () =>
  cloudflareFindings(
    { token: cf.token.value, accountId: cf.accountId, base: cfBase },
    SITE,
    'swiatlocien',
  );
const verdicts = (findings: Finding[]) => findings.map((f) => f.verdict);

describe('a repository set up as the guide says', () => {
  it('has every setting, and the rest waits only for the first publish', async () => {
    const env = configured();
    expect(verdicts(settingsFindings(env)).every((v) => v === 'ok')).toBe(true);
    expect((await environmentFinding(env)).verdict).toBe('ok');
    expect((await oauthFinding(env)).verdict).toBe('ok');
    const before = await cloudflareOf();
    expect(before.find((f) => f.what === 'Worker strony')?.verdict).toBe('waiting');
    expect(before.filter((f) => f.verdict === 'missing')).toEqual([]);
  });

  it('after the first publish: the Worker, both addresses, and the sign-in say all is well', async () => {
    cf.workers.swiatlocien = {
      deployments: [{ versions: [{ version_id: 'v', percentage: 100 }] }],
      versions: { v: { SITE_STATE: 'prelaunch' } },
      secrets: ['GITHUB_CLIENT_SECRET'],
      domains: ['www.swiatlocien.pl', 'swiatlocien.pl'],
    };
    expect(verdicts(await cloudflareOf()).every((v) => v === 'ok')).toBe(true);
    const health = await healthFinding(base);
    expect(health).toMatchObject({ verdict: 'ok', what: expect.stringContaining('przed startem') });
    expect(report([health])).toMatch(/^## Konfiguracja: wszystko na miejscu/);
  });
});

describe('each step left out', () => {
  it('is named, with the guide’s step to take', async () => {
    const env = configured();
    delete env.EMAILJS_PUBLIC_KEY;
    delete env.GITHUB_CLIENT_SECRET;
    const settings = settingsFindings(env).filter((f) => f.verdict === 'missing');
    expect(settings.map((f) => f.what)).toEqual([
      'Zmienna EMAILJS_PUBLIC_KEY',
      'Sekret GITHUB_CLIENT_SECRET',
    ]);
    expect(settings[0]?.fix).toMatch(/krok 8/);
    expect(settings[1]?.fix).toMatch(/krok 7/);
  });

  it('the environment: absent, open to every branch, or to another', async () => {
    github.environment = { exists: false, custom: true, branches: [] };
    expect((await environmentFinding(configured())).fix).toMatch(/Utwórz je/);
    github.environment = { exists: true, custom: false, branches: [] };
    expect((await environmentFinding(configured())).fix).toMatch(/Selected branches/);
    github.environment = { exists: true, custom: true, branches: ['main', 'cms/**'] };
    expect((await environmentFinding(configured())).fix).toMatch(
      /tylko main; teraz jest tam: main, cms\/\*\*/,
    );
  });

  it('the sign-in app: a wrong secret, or a wrong callback address', async () => {
    expect((await oauthFinding({ ...configured(), GITHUB_CLIENT_SECRET: 'inny' })).fix).toMatch(
      /nie pasuje do aplikacji/,
    );
    github.app.callback = 'https://example.com/callback';
    expect((await oauthFinding(configured())).fix).toContain(`${SITE}/oauth/callback`);
    github.app.callback = `${SITE}/oauth/callback`;
  });

  it('Cloudflare: R2 off, the domain not moved, no workers.dev, a bad token', async () => {
    cf.r2Enabled = false;
    cf.zones = [{ id: 'z', name: 'swiatlocien.pl', status: 'pending' }];
    cf.subdomain = undefined;
    const found = await cloudflareOf();
    expect(found.find((f) => f.what === 'R2 (filmy)')?.fix).toMatch(/Włącz R2.*krok 3/);
    expect(found.find((f) => f.what.startsWith('Domena'))?.verdict).toBe('waiting');
    expect(found.find((f) => f.what.startsWith('Adres workers.dev'))?.verdict).toBe('missing');
    const refused = await cloudflareFindings(
      { token: 'zly', accountId: cf.accountId, base: cfBase },
      SITE,
      'swiatlocien',
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.fix).toMatch(/krok 4/);
  });

  it('the live Worker: what it says is missing, or that the site does not answer yet', async () => {
    github.health = { ok: false, site: 'prelaunch', messages: ['Brak sekretu aplikacji GitHub.'] };
    expect(await healthFinding(base)).toMatchObject({
      verdict: 'missing',
      fix: 'Brak sekretu aplikacji GitHub.',
    });
    github.health = null;
    expect((await healthFinding(base)).verdict).toBe('waiting');
  });
});

describe('the guide', () => {
  it('has at most 12 steps', () => {
    expect(SETUP_STEPS.length).toBeLessThanOrEqual(12);
  });
});
