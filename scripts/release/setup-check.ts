#!/usr/bin/env node
// `npm run check:setup`, and the workflow „Sprawdź konfigurację”
// (.github/workflows/setup.yml): reads the studio's real configuration
// through the platforms' APIs and says, in Polish, what is missing and
// which step of docs/setup.md sets it. Never prints a secret's value.
//
// It reads the settings as the workflows get them: the repository's
// variables and the production environment's secrets in the environment;
// GitHub's API with GH_TOKEN (GitHub's own in a workflow); Cloudflare's with
// the token. GITHUB_API_URL, GITHUB_URL and CLOUDFLARE_API_BASE_URL point it
// at stand-ins in the tests.
import { appendFileSync } from 'node:fs';

import {
  API_BASE,
  cloudflare,
  CloudflareError,
  type CloudflareSettings,
} from './cloudflare-api.ts';
import { R2_NOT_ENABLED, zoneName } from './films-bucket.ts';
import { PRODUCTION_ENVIRONMENT, REPOSITORY_VARIABLES, steps } from './setup-facts.ts';

export type Verdict = 'ok' | 'missing' | 'waiting';
export interface Finding {
  readonly verdict: Verdict;
  readonly what: string;
  /** What to do, with the guide's step; empty when all is well. */
  readonly fix: string;
}

const ok = (what: string): Finding => ({ verdict: 'ok', what, fix: '' });
const missing = (what: string, fix: string): Finding => ({ verdict: 'missing', what, fix });
const waiting = (what: string, fix: string): Finding => ({ verdict: 'waiting', what, fix });

type Env = Readonly<Record<string, string | undefined>>;

/** The repository's variables and the environment's secrets, by their presence. */
export function settingsFindings(env: Env): Finding[] {
  const findings = REPOSITORY_VARIABLES.map((name) =>
    env[name]
      ? ok(`Zmienna ${name}`)
      : missing(`Zmienna ${name}`, `Dodaj ją w serwisie GitHub (${steps('variables')}).`),
  );
  const site = env.SITE_URL ?? '';
  if (site && !/^https:\/\/[^/]+$/.test(site)) {
    findings.push(
      missing(
        'Adres strony (SITE_URL)',
        `Wpisz sam adres z https://, bez ukośnika na końcu, np. https://www.swiatlocien.pl (${steps('variables')}).`,
      ),
    );
  }
  for (const name of PRODUCTION_ENVIRONMENT.secrets) {
    findings.push(
      env[name]
        ? ok(`Sekret ${name}`)
        : missing(
            `Sekret ${name}`,
            `Dodaj go w środowisku „${PRODUCTION_ENVIRONMENT.name}” (${steps('environment')}).`,
          ),
    );
  }
  return findings;
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** The environment exists and lets main, and main only, use it. */
export async function environmentFinding(env: Env): Promise<Finding> {
  const what = `Środowisko „${PRODUCTION_ENVIRONMENT.name}” tylko dla gałęzi main`;
  const api = env.GITHUB_API_URL || 'https://api.github.com';
  const base = `${api}/repos/${env.GITHUB_REPOSITORY}/environments/${PRODUCTION_ENVIRONMENT.name}`;
  const headers = {
    Authorization: `Bearer ${env.GH_TOKEN ?? ''}`,
    Accept: 'application/vnd.github+json',
  };
  const environment = await json(base, { headers });
  if (environment.status === 404)
    return missing(what, `Utwórz je w serwisie GitHub (${steps('environment')}).`);
  const policy = environment.body.deployment_branch_policy as {
    custom_branch_policies?: boolean;
  } | null;
  if (!policy?.custom_branch_policies) {
    return missing(
      what,
      `W „Deployment branches” wybierz „Selected branches” i dodaj main (${steps('environment')}).`,
    );
  }
  const rules = await json(`${base}/deployment-branch-policies`, { headers });
  const names = ((rules.body.branch_policies ?? []) as { name: string }[]).map((p) => p.name);
  return names.length === 1 && names[0] === 'main'
    ? ok(what)
    : missing(
        what,
        `Zostaw w „Deployment branches” tylko main; teraz jest tam: ${names.join(', ') || 'nic'} (${steps('environment')}).`,
      );
}

/**
 * The OAuth app's id, secret and callback, by GitHub's own answer to a
 * made-up code: its documented errors name what is wrong
 * (docs.github.com, „Troubleshooting OAuth app access token request errors”).
 */
export async function oauthFinding(env: Env): Promise<Finding> {
  const what = 'Aplikacja GitHub do logowania (identyfikator, sekret, adres zwrotny)';
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET || !env.SITE_URL) {
    return waiting(
      what,
      'Do sprawdzenia, gdy będą ustawione GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET i SITE_URL.',
    );
  }
  const callback = `${env.SITE_URL}/oauth/callback`;
  const { body } = await json(
    `${env.GITHUB_URL || 'https://github.com'}/login/oauth/access_token`,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code: 'sprawdzenie-konfiguracji',
        redirect_uri: callback,
      }),
    },
  );
  if (body.error === 'incorrect_client_credentials') {
    return missing(
      what,
      `Identyfikator albo sekret nie pasuje do aplikacji: skopiuj oba ponownie (${steps('oauth', 'environment', 'variables')}).`,
    );
  }
  if (body.error === 'redirect_uri_mismatch') {
    return missing(
      what,
      `Pole „Authorization callback URL” aplikacji musi mieć wartość ${callback} (${steps('oauth')}).`,
    );
  }
  return body.error === 'bad_verification_code'
    ? ok(what)
    : missing(what, `GitHub odpowiedział: ${String(body.error ?? 'nic')}.`);
}

async function quietly<T>(call: () => Promise<T>): Promise<T | CloudflareError> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CloudflareError) return error;
    throw error;
  }
}

/** The account, the domain, workers.dev, R2, the Worker and its domains. */
export async function cloudflareFindings(
  settings: CloudflareSettings,
  siteUrl: string,
  worker: string,
) {
  const findings: Finding[] = [];
  const token = await quietly(() =>
    cloudflare<{ status: string }>(settings, '/user/tokens/verify'),
  );
  const account = await quietly(() => cloudflare(settings, '/accounts/:account'));
  if (account instanceof CloudflareError) {
    findings.push(
      missing(
        'Token Cloudflare i identyfikator konta',
        `Token jest nieważny albo nie pasuje do konta: utwórz go ponownie (${steps('token')}) i wklej z identyfikatorem konta (${steps('environment')}).`,
      ),
    );
    return findings;
  }
  findings.push(
    token instanceof CloudflareError || token.status === 'active'
      ? ok('Token Cloudflare i konto')
      : missing('Token Cloudflare', `Token jest wyłączony (${steps('token')}).`),
  );
  if (siteUrl) {
    const zones = await quietly(() =>
      cloudflare<{ status: string }[]>(settings, `/zones?name=${zoneName(siteUrl)}`),
    );
    const zone = zones instanceof CloudflareError ? undefined : zones[0];
    findings.push(
      zone?.status === 'active'
        ? ok(`Domena ${zoneName(siteUrl)}`)
        : zone
          ? waiting(
              `Domena ${zoneName(siteUrl)}`,
              `Cloudflare czeka na zmianę serwerów nazw u rejestratora (${steps('cloudflare')}).`,
            )
          : missing(
              `Domena ${zoneName(siteUrl)}`,
              `Dodaj ją do konta Cloudflare, a tokenowi daj do niej dostęp (${steps('cloudflare', 'token')}).`,
            ),
    );
  }
  const subdomain = await quietly(() =>
    cloudflare(settings, '/accounts/:account/workers/subdomain'),
  );
  findings.push(
    subdomain instanceof CloudflareError
      ? missing(
          'Adres workers.dev (podglądy wersji roboczych)',
          `Wybierz go w Workers & Pages (${steps('cloudflare')}).`,
        )
      : ok('Adres workers.dev (podglądy wersji roboczych)'),
  );
  const buckets = await quietly(() => cloudflare(settings, '/accounts/:account/r2/buckets'));
  findings.push(
    buckets instanceof CloudflareError && buckets.codes.includes(R2_NOT_ENABLED)
      ? missing('R2 (filmy)', `Włącz R2 na koncie (${steps('r2')}).`)
      : buckets instanceof CloudflareError
        ? missing(
            'R2 (filmy)',
            `Token nie ma dostępu do R2: dodaj uprawnienie „Workers R2 Storage: Edit” (${steps('token')}).`,
          )
        : ok('R2 (filmy)'),
  );
  const deployments = await quietly(() =>
    cloudflare(settings, `/accounts/:account/workers/scripts/${worker}/deployments`),
  );
  if (deployments instanceof CloudflareError) {
    findings.push(
      waiting('Worker strony', `Powstanie przy pierwszej publikacji (${steps('publish')}).`),
    );
    return findings;
  }
  findings.push(ok('Worker strony'));
  const domains = await cloudflare<{ hostname: string }[]>(
    settings,
    `/accounts/:account/workers/domains?service=${worker}`,
  );
  const host = siteUrl ? new URL(siteUrl).hostname : '';
  const wanted = [host, host.replace(/^www\./, '')];
  const absent = wanted.filter((h) => !domains.some((d) => d.hostname === h));
  findings.push(
    absent.length === 0
      ? ok('Adresy strony w Cloudflare')
      : missing(
          'Adresy strony w Cloudflare',
          `Brak ${absent.join(', ')}: opublikuj ponownie (${steps('publish')}); jeśli błąd się powtarza, sprawdź uprawnienia tokenu do domeny (${steps('token')}).`,
        ),
  );
  return findings;
}

/** What the live Worker itself says (/oauth/health): its settings and launch state. */
export async function healthFinding(siteUrl: string): Promise<Finding> {
  const what = 'Logowanie do edytora na stronie';
  let health: { ok?: boolean; site?: string; messages?: string[] };
  try {
    health = (await json(`${siteUrl}/oauth/health`)).body;
  } catch {
    return waiting(
      what,
      `Strona jeszcze nie odpowiada: zadziała po pierwszej publikacji i zmianie serwerów nazw (${steps('cloudflare', 'publish')}).`,
    );
  }
  if (health.ok)
    return ok(`${what} (strona: ${health.site === 'prelaunch' ? 'przed startem' : 'publiczna'})`);
  return missing(what, (health.messages ?? []).join(' ') || 'Strona nie podała, czego brakuje.');
}

export function report(findings: readonly Finding[]) {
  const mark = { ok: '✓', missing: '✗', waiting: '…' } as const;
  const lines = findings.map((f) => `- ${mark[f.verdict]} ${f.what}${f.fix ? `: ${f.fix}` : ''}`);
  const broken = findings.filter((f) => f.verdict === 'missing').length;
  const head =
    broken === 0
      ? '## Konfiguracja: wszystko na miejscu'
      : `## Konfiguracja: do poprawienia ${broken} z ${findings.length}`;
  return `${head}\n\n${lines.join('\n')}\n`;
}

if (import.meta.main) {
  const env = process.env;
  const { workerName } = await import('./worker-config.ts');
  const findings = [...settingsFindings(env)];
  if (env.GITHUB_REPOSITORY && env.GH_TOKEN) findings.push(await environmentFinding(env));
  findings.push(await oauthFinding(env));
  if (env.CLOUDFLARE_API_TOKEN && env.CLOUDFLARE_ACCOUNT_ID) {
    const settings = {
      token: env.CLOUDFLARE_API_TOKEN,
      accountId: env.CLOUDFLARE_ACCOUNT_ID,
      base: env.CLOUDFLARE_API_BASE_URL || API_BASE,
    };
    findings.push(...(await cloudflareFindings(settings, env.SITE_URL ?? '', workerName())));
  }
  if (env.SITE_URL) findings.push(await healthFinding(env.SITE_URL));
  const text = report(findings);
  console.log(text);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, text);
  process.exitCode = findings.some((f) => f.verdict === 'missing') ? 1 : 0;
}
