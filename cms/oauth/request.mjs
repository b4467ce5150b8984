// Reading a request strictly: whatever does not parse is a malformed request
// (400 with the Polish page), never an exception. Browsers and the Git host
// send short, well-formed URLs; anything else is refused before it is used.

/** Longer than any address the sign-in produces (a state is 94 characters). */
const MAX_URL = 2048;
const MAX_PARAMS = 8;
const MAX_VALUE = 512;
const MAX_COOKIE_HEADER = 4096;

/**
 * The path and the query of a request's target, or null when it is malformed:
 * bad percent-encoding, a parameter given twice, too many or too long.
 * @param {string | undefined} target
 * @returns {{ path: string, params: Map<string, string> } | null}
 */
export function parseTarget(target = '/') {
  if (target.length > MAX_URL || !target.startsWith('/')) return null;
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? '' : target.slice(mark + 1);
  const params = new Map();
  const pairs = query ? query.split('&') : [];
  if (pairs.length > MAX_PARAMS) return null;
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const [rawKey, rawValue] =
      equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    let key;
    let value;
    try {
      key = decodeURIComponent(rawKey.replaceAll('+', ' '));
      value = decodeURIComponent(rawValue.replaceAll('+', ' '));
    } catch {
      return null;
    }
    if (params.has(key) || value.length > MAX_VALUE) return null;
    params.set(key, value);
  }
  return { path, params };
}

/**
 * The values of a cookie, as sent (the service's own values need no decoding),
 * or null when the header is too long to be one this service set.
 * @param {string | undefined} header
 * @param {string} name
 * @returns {string[] | null}
 */
export function cookieValues(header = '', name) {
  if (header.length > MAX_COOKIE_HEADER) return null;
  const values = [];
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals >= 0 && part.slice(0, equals).trim() === name) {
      values.push(part.slice(equals + 1).trim());
    }
  }
  return values;
}
