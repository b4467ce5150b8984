// The sign-in's `state`: issued at /oauth/auth, signed with a key derived
// from the client secret, expiring, and good for one exchange. A caller who
// picks both the cookie and the query cannot make a state that verifies, so
// nothing it sends reaches GitHub with the client secret.
// cspell:ignore hkdf swiatlocien -- the KDF and a label, not copy
import { base64url, sha256 } from './encoding';

/** HKDF's info: the key is for this use only, never the client secret itself. */
const LABEL = 'swiatlocien sign-in state v1';
/** v1.<expiry, ms, base 36>.<nonce, 16 bytes>.<HMAC-SHA256 of the rest> */
const FORMAT = /^v1\.([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;
export const STATE_TTL_MS = 10 * 60_000;

export type Checked =
  | { ok: true; nonce: string; expires: number }
  | { ok: false; reason: 'mismatch' | 'forged' | 'expired' | 'used' };

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The signing key, derived from the client secret with HKDF-SHA-256 (no
 * salt, the label as info): no setting of its own, and every isolate and
 * deploy derives the same one, so a sign-in in progress survives both.
 */
export function stateKey(clientSecret: string): Promise<CryptoKey> {
  let key = keys.get(clientSecret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(clientSecret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(LABEL) },
          base,
          { name: 'HMAC', hash: 'SHA-256', length: 256 },
          false,
          ['sign'],
        ),
      );
    keys.clear();
    keys.set(clientSecret, key);
  }
  return key;
}

const sign = async (key: CryptoKey, payload: string) =>
  base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));

/** Equal strings, compared in constant time (their hashes, so lengths may differ). */
async function same(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  return crypto.subtle.timingSafeEqual(x, y);
}

/**
 * Nonces already exchanged in this isolate → their expiry. Workers run many
 * isolates, so this catches a replay only where it lands; the cookie is
 * cleared on use, and GitHub's codes are single-use anyway (docs/cms.md).
 */
const used = new Map<string, number>();

function prune(now: number) {
  for (const [nonce, expires] of used) if (expires <= now) used.delete(nonce);
}

/** A fresh state for /oauth/auth. */
export async function issueState(key: CryptoKey, now = Date.now()): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const payload = `v1.${Math.floor(now + STATE_TTL_MS).toString(36)}.${nonce}`;
  return `${payload}.${await sign(key, payload)}`;
}

/** Whether `query` is the state of the cookie, signed here, unexpired and unused. */
export async function checkState(
  key: CryptoKey,
  cookie: string,
  query: string,
  now = Date.now(),
): Promise<Checked> {
  if (!cookie || !query || !(await same(cookie, query))) return { ok: false, reason: 'mismatch' };
  const [, expiry = '', nonce = '', mac = ''] = FORMAT.exec(query) ?? [];
  if (!mac || !(await same(mac, await sign(key, query.slice(0, -mac.length - 1))))) {
    return { ok: false, reason: 'forged' };
  }
  const expires = parseInt(expiry, 36);
  if (!(expires > now)) return { ok: false, reason: 'expired' };
  prune(now);
  if (used.has(nonce)) return { ok: false, reason: 'used' };
  return { ok: true, nonce, expires };
}

/** Marks a checked state as spent (in this isolate). */
export function consumeState(state: { nonce: string; expires: number }, now = Date.now()): void {
  prune(now);
  used.set(state.nonce, state.expires);
}
