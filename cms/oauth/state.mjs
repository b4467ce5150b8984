// The sign-in's `state`: issued by this service at /auth, signed with a key
// only the server knows, expiring, and good for one exchange. A caller who
// picks both the cookie and the query cannot make a state that verifies, so
// nothing it sends reaches the Git host with the client secret.
// cspell:ignore hkdf swiatlocien -- the KDF and a label, not copy
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** HKDF's info: the key is for this use only, never the client secret itself. */
const LABEL = 'swiatlocien sign-in state v1';
/** v1.<expiry, ms, base 36>.<nonce, 16 bytes>.<HMAC-SHA256 of the rest> */
const FORMAT = /^v1\.([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;
export const STATE_TTL_MS = 10 * 60_000;

/**
 * The signing key, derived from the client secret: no setting of its own,
 * and a restart keeps logins in progress valid.
 * @param {string} clientSecret
 */
export function stateKey(clientSecret) {
  return Buffer.from(hkdfSync('sha256', clientSecret, '', LABEL, 32));
}

/** @param {string} a @param {string} b */
function same(a, b) {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

/**
 * @param {{ key: Buffer, ttlMs?: number, now?: () => number }} options
 */
export function createStates({ key, ttlMs = STATE_TTL_MS, now = Date.now }) {
  /**
   * Nonces already exchanged → their expiry. Each is added within the
   * lifetime of its state, so pruning from the oldest may stop at the first
   * live one: nothing stays longer than `ttlMs` after it was added.
   */
  const used = new Map();
  /** @param {string} payload */
  const sign = (payload) => createHmac('sha256', key).update(payload).digest('base64url');

  function prune() {
    const t = now();
    for (const [nonce, expires] of used) {
      if (expires > t) break;
      used.delete(nonce);
    }
  }

  return {
    /** A fresh state for /auth. */
    issue() {
      const payload = `v1.${Math.floor(now() + ttlMs).toString(36)}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },

    /**
     * Whether `query` is the state of the cookie, signed here, unexpired and unused.
     * @param {string} cookie
     * @param {string} query
     * @returns {{ ok: true, nonce: string, expires: number } | { ok: false, reason: 'mismatch' | 'forged' | 'expired' | 'used' }}
     */
    check(cookie, query) {
      if (!cookie || !query || !same(cookie, query)) return { ok: false, reason: 'mismatch' };
      const [, expiry = '', nonce = '', mac = ''] = FORMAT.exec(query) ?? [];
      if (!mac || !same(mac, sign(query.slice(0, -mac.length - 1)))) {
        return { ok: false, reason: 'forged' };
      }
      const expires = parseInt(expiry, 36);
      if (!(expires > now())) return { ok: false, reason: 'expired' };
      prune();
      if (used.has(nonce)) return { ok: false, reason: 'used' };
      return { ok: true, nonce, expires };
    },

    /** Marks a checked state as spent. @param {{ nonce: string, expires: number }} state */
    consume({ nonce, expires }) {
      prune();
      used.set(nonce, expires);
    },

    /** How many spent states are remembered (bounded: exchanges per minute × the lifetime). */
    usedCount() {
      prune();
      return used.size;
    },
  };
}
