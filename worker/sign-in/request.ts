// Reading a sign-in request strictly: whatever does not parse is a malformed
// request (400 with the Polish page), never an exception. Browsers and
// GitHub send short, well-formed URLs; anything else is refused before use.

/** Longer than any address the sign-in produces (a state is 94 characters). */
const MAX_URL = 2048;
const MAX_PARAMS = 8;
const MAX_VALUE = 512;
const MAX_COOKIE_HEADER = 4096;

/**
 * The query of a request's URL, or null when it is malformed: bad
 * percent-encoding, a parameter given twice, too many or too long.
 */
export function strictQuery(url: string): Map<string, string> | null {
  if (url.length > MAX_URL) return null;
  const mark = url.indexOf('?');
  const query = mark < 0 ? '' : (url.slice(mark + 1).split('#')[0] ?? '');
  const params = new Map<string, string>();
  const pairs = query ? query.split('&') : [];
  if (pairs.length > MAX_PARAMS) return null;
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const [rawKey, rawValue] =
      equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replaceAll('+', ' '));
      value = decodeURIComponent(rawValue.replaceAll('+', ' '));
    } catch {
      return null;
    }
    if (params.has(key) || value.length > MAX_VALUE) return null;
    params.set(key, value);
  }
  return params;
}

/**
 * The values of a cookie, as sent (the Worker's own values need no decoding),
 * or null when the header is too long to be one it set.
 */
export function cookieValues(header: string | undefined, name: string): string[] | null {
  const text = header ?? '';
  if (text.length > MAX_COOKIE_HEADER) return null;
  const values: string[] = [];
  for (const part of text.split(';')) {
    const equals = part.indexOf('=');
    if (equals >= 0 && part.slice(0, equals).trim() === name) {
      values.push(part.slice(equals + 1).trim());
    }
  }
  return values;
}

/**
 * An address as the rate limits count it: IPv4 as it is, IPv6 by its /64,
 * the block one subscriber gets and may spend address by address for free.
 */
export function limitKey(address: string) {
  if (!address.includes(':')) return address;
  const lower = address.toLowerCase();
  let groups = lower.split(':');
  if (lower.includes('::')) {
    const [head = '', tail = ''] = lower.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  }
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '') || '0');
  return `${prefix.join(':')}::/64`;
}
