// Who may upload: whoever the editor signed in (its GitHub token, sent as
// `Authorization: Bearer …`) and who may push to the site's repository, i.e.
// who could publish the film anyway (github.ts). A yes is kept five minutes
// in the isolate, so a 10 GB upload sending parts every second costs the API
// a call in five minutes; it is keyed by the token's SHA-256: the token
// itself is neither kept nor logged.
import { type Env } from '../env';
import { sha256Hex } from '../sign-in/encoding';
import { pushAccess, type Verdict } from '../sign-in/github';

export const ACCESS_TTL_MS = 5 * 60_000;
/** Studios have a few editors; a flood of made-up tokens never gets a yes. */
const MAX_CACHED = 256;
/** A token as GitHub issues them (gho_…, ghu_…): printable, no spaces. */
const TOKEN = /^[\x21-\x7e]{1,512}$/;

/** SHA-256 of a token (and the repository) → when its yes expires. */
const allowed = new Map<string, number>();

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer +(\S+)$/i.exec((header ?? '').trim());
  return m?.[1] && TOKEN.test(m[1]) ? m[1] : undefined;
}

export async function checkAccess(
  env: Env,
  token: string | undefined,
  now = Date.now(),
): Promise<{ verdict: Verdict; status?: number; cached?: boolean }> {
  if (!token) return { verdict: 'no_token' };
  const key = await sha256Hex(`${env.CMS_REPO}\n${token}`);
  const until = allowed.get(key);
  if (until !== undefined && until > now) return { verdict: 'ok', cached: true };
  allowed.delete(key);
  const answer = await pushAccess(env, token);
  if (answer.verdict === 'ok') {
    for (const [k, expires] of allowed)
      if (expires <= now || allowed.size >= MAX_CACHED) allowed.delete(k);
    allowed.set(key, now + ACCESS_TTL_MS);
  }
  return answer;
}

/** Forget every cached yes (tests). */
export const forgetAccess = () => allowed.clear();
