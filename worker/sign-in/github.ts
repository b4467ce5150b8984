// The two calls to GitHub: the code for a token (the one that spends the
// client secret; arctic's OAuth2Client, its endpoints from GITHUB_URL so the
// tests can point it at a stand-in), and whether a token may push to the
// site's repository (the REST API at GITHUB_API_URL). A failure comes back as
// what the log may keep: GitHub's error code or HTTP status, never a body.
import {
  ArcticFetchError,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';

import { type Env } from '../env';

/** How long GitHub may take to answer. */
export const GITHUB_TIMEOUT_MS = 10_000;
/** An error code as GitHub spells them; anything else is not repeated. */
const CODE = /^[a-z][a-z0-9_]{0,63}$/;

export type Exchange = { token: string } | { token?: undefined; status?: number; error: string };

const trimmed = (url: string) => url.replace(/\/+$/, '');

export const authorizeEndpoint = (env: Env) =>
  `${trimmed(env.GITHUB_URL || 'https://github.com')}/login/oauth/authorize`;
const tokenEndpoint = (env: Env) =>
  `${trimmed(env.GITHUB_URL || 'https://github.com')}/login/oauth/access_token`;

/** The OAuth client of the editor's GitHub app, with this origin's callback. */
export const oauthClient = (env: Env, redirectUri: string) =>
  new OAuth2Client(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET ?? null, redirectUri);

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: number | null = null;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The code for a token; GitHub answers a bad code with 200 and `error`. */
export async function exchangeCode(env: Env, redirectUri: string, code: string): Promise<Exchange> {
  try {
    const tokens = await within(
      oauthClient(env, redirectUri).validateAuthorizationCode(tokenEndpoint(env), code, null),
      GITHUB_TIMEOUT_MS,
    );
    const { access_token: token, error } = tokens.data as {
      access_token?: unknown;
      error?: unknown;
    };
    if (typeof token === 'string' && token) return { token };
    if (typeof error === 'string')
      return { status: 200, error: CODE.test(error) ? error : 'unknown_error' };
    return { status: 200, error: 'no_token' };
  } catch (error) {
    if (error instanceof Timeout) return { error: 'timeout' };
    if (error instanceof OAuth2RequestError)
      return { error: CODE.test(error.code) ? error.code : 'unknown_error' };
    if (error instanceof ArcticFetchError) return { error: 'unreachable' };
    if (error instanceof UnexpectedResponseError)
      return { status: error.status, error: 'http_error' };
    if (error instanceof UnexpectedErrorResponseBodyError)
      return { status: error.status, error: 'not_json' };
    throw error;
  }
}

/** no_token, invalid: 401; no_push: 403; failed (GitHub did not answer): 502 */
export type Verdict = 'ok' | 'no_token' | 'invalid' | 'no_push' | 'failed';

/**
 * Whether the token may push to CMS_REPO, i.e. could publish the film anyway
 * (`GET /repos/{owner}/{name}` → `permissions.push`).
 */
export async function pushAccess(
  env: Env,
  token: string,
): Promise<{ verdict: Verdict; status?: number }> {
  let response: Response;
  try {
    response = await within(
      fetch(`${trimmed(env.GITHUB_API_URL || 'https://api.github.com')}/repos/${env.CMS_REPO}`, {
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'User-Agent': 'swiatlocien-worker',
        },
        redirect: 'manual',
      }),
      GITHUB_TIMEOUT_MS,
    );
  } catch {
    return { verdict: 'failed' };
  }
  const { status } = response;
  const data = (await response.json().catch(() => null)) as {
    permissions?: { push?: unknown };
  } | null;
  if (status === 401) return { verdict: 'invalid', status };
  // GitHub hides a private repository from a token that may not see it (404);
  // a 403 with no requests left is its rate limit, not a refusal.
  if (status === 403 && response.headers.get('x-ratelimit-remaining') === '0') {
    return { verdict: 'failed', status };
  }
  if (status === 403 || status === 404) return { verdict: 'no_push', status };
  if (status !== 200 || !data) return { verdict: 'failed', status };
  return { verdict: data.permissions?.push === true ? 'ok' : 'no_push', status };
}
