// Who may upload: whoever the editor signed in (its GitHub token, sent as
// `Authorization: Bearer …`) and who may push to the site's repository,
// i.e. who could publish the film anyway. The Git host says so
// (`GET /repos/:owner/:repo`, `permissions.push`); a yes is kept five
// minutes, so a 10 GB upload asking for URLs every few seconds costs the
// API one call in five minutes. The cache is keyed by the token's SHA-256:
// the token itself is neither kept nor logged.
import { createHash } from 'node:crypto';

export const ACCESS_TTL_MS = 5 * 60_000;
/** Studios have a few editors; a flood of made-up tokens never gets a yes. */
const MAX_CACHED = 256;
/** A token as GitHub issues them (gho_…, ghu_…): printable, no spaces. */
const TOKEN = /^[\x21-\x7e]{1,512}$/;

/**
 * @typedef {'ok' | 'no_token' | 'invalid' | 'no_push' | 'failed'} Verdict
 *   no_token, invalid: 401; no_push: 403; failed (the Git host did not answer): 502
 */

/**
 * The token of `Authorization: Bearer <token>`, or undefined.
 * @param {string | undefined} header
 */
export function bearer(header = '') {
  const m = /^Bearer +(\S+)$/i.exec(header.trim());
  return m?.[1] && TOKEN.test(m[1]) ? m[1] : undefined;
}

/**
 * @param {{ apiUrl: string, repo: string, fetch?: typeof fetch, timeoutMs?: number, now?: () => number }} options
 */
export function createAccess({
  apiUrl,
  repo,
  fetch: send = fetch,
  timeoutMs = 10_000,
  now = Date.now,
}) {
  /** SHA-256 of a token → when its yes expires. */
  const allowed = new Map();
  const url = `${apiUrl}/repos/${repo}`;

  /** @param {string} token @returns {Promise<{ verdict: Verdict, status?: number }>} */
  async function ask(token) {
    let response;
    try {
      response = await send(url, {
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'User-Agent': 'swiatlocien-oauth',
        },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch {
      return { verdict: 'failed' };
    }
    const { status } = response;
    const data = /** @type {{ permissions?: { push?: unknown } } | null} */ (
      await response.json().catch(() => null)
    );
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

  return {
    /**
     * @param {string | undefined} token
     * @returns {Promise<{ verdict: Verdict, status?: number, cached?: boolean }>}
     */
    async check(token) {
      if (!token) return { verdict: 'no_token' };
      const key = createHash('sha256').update(token).digest('base64url');
      const t = now();
      const until = allowed.get(key);
      if (until !== undefined && until > t) return { verdict: 'ok', cached: true };
      allowed.delete(key);
      const answer = await ask(token);
      if (answer.verdict === 'ok') {
        for (const [k, expires] of allowed)
          if (expires <= t || allowed.size >= MAX_CACHED) allowed.delete(k);
        allowed.set(key, t + ACCESS_TTL_MS);
      }
      return answer;
    },
  };
}
