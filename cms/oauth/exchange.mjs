// The one call that spends the client secret: the code for a token, at the
// Git host's token endpoint. A failure comes back as what the journal may
// keep: the Git host's error code (GitHub answers 200 with `error`, e.g.
// bad_verification_code) or HTTP status, never its body.

/**
 * @typedef {{ token: string } | { token?: undefined, status?: number, error: string }} Outcome
 */

/** An error code as the Git host spells them; anything else is not repeated. */
const CODE = /^[a-z][a-z0-9_]{0,63}$/;
/** Node's network error codes (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT). */
const NETWORK_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/** @param {unknown} error */
function networkError(error) {
  const { name, cause } = /** @type {{ name?: unknown, cause?: { code?: unknown } }} */ (
    error ?? {}
  );
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  const code = cause?.code;
  return typeof code === 'string' && NETWORK_CODE.test(code)
    ? `unreachable:${code}`
    : 'unreachable';
}

/**
 * @param {{
 *   fetch: typeof fetch, tokenUrl: string, clientId: string, clientSecret: string,
 *   code: string, redirectUri: string, timeoutMs: number,
 * }} request
 * @returns {Promise<Outcome>}
 */
export async function exchangeCode({
  fetch,
  tokenUrl,
  clientId,
  clientSecret,
  code,
  redirectUri,
  timeoutMs,
}) {
  let response;
  try {
    response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    return { error: networkError(error) };
  }
  const status = response.status;
  /** @type {unknown} */
  let data;
  try {
    // A parse error's message quotes the body, which may hold a token: not kept.
    data = await response.json();
  } catch (error) {
    return {
      status,
      error:
        /** @type {{ name?: unknown }} */ (error)?.name === 'TimeoutError' ? 'timeout' : 'not_json',
    };
  }
  const { access_token: token, error } =
    /** @type {{ access_token?: unknown, error?: unknown }} */ (
      data && typeof data === 'object' ? data : {}
    );
  if (response.ok && typeof token === 'string' && token) return { token };
  if (typeof error === 'string')
    return { status, error: CODE.test(error) ? error : 'unknown_error' };
  return { status, error: response.ok ? 'no_token' : 'http_error' };
}
