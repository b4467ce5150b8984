// The contact form's limits and e-mail rule, written once: the form
// (lib/contact/fields.ts) words its Polish messages from these, and the local
// e-mail stand-in (scripts/dev/email-stand-in.mjs) refuses exactly what the
// form refuses. Plain JavaScript so the stand-in runs under Node as it is.

export const LIMITS = /** @type {const} */ ({
  name: { min: 2, max: 100 },
  email: { max: 254 },
  message: { min: 10, max: 5000 },
});

/** One label of a domain name, as the HTML spec's valid e-mail address has it. */
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';

/**
 * The HTML spec's valid e-mail address (what the browser's type="email"
 * accepts), plus what it lets through and no mail service would deliver: the
 * domain needs a dot, and its last label is a real top-level domain, letters
 * only, at least two of them. So `jan@poczta.pl,`, `jan@poczta.pl.x`,
 * `jan@-.--` and `jan@poczta` are refused. Non-ASCII domains (`jan@żółw.pl`)
 * are refused, as Firefox and WebKit refuse them; the browser would need them
 * in punycode (`xn--`), which passes.
 */
export const EMAIL_PATTERN = new RegExp(
  `^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:${LABEL}\\.)+[a-zA-Z]{2,63}$`,
);

/**
 * The address as the browser's type="email" keeps it: line breaks removed,
 * then spaces, tabs and line feeds trimmed at both ends (the spec's value
 * sanitization). Only ASCII whitespace: a non-breaking space stays, and fails.
 * @param {string} value
 */
export function normalizeEmail(value) {
  return value.replace(/[\r\n]/g, '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
}

/**
 * @param {string} value what was typed, or what the stand-in received
 * @returns {boolean} true when the form would send to this address
 */
export function isValidEmail(value) {
  const email = normalizeEmail(value);
  return email.length <= LIMITS.email.max && EMAIL_PATTERN.test(email);
}

/** @typedef {'missing' | 'short' | 'long' | 'invalid'} Problem */

/**
 * What is wrong with each field, as codes (the form words them in Polish);
 * empty when the message can be sent. The name and message are compared
 * trimmed, the address as the browser keeps it (normalizeEmail).
 * @param {{ name: string, email: string, message: string }} fields
 * @returns {Partial<Record<'name' | 'email' | 'message', Problem>>}
 */
export function contactProblems(fields) {
  /** @type {Partial<Record<'name' | 'email' | 'message', Problem>>} */
  const problems = {};
  const name = fields.name.trim();
  const email = normalizeEmail(fields.email);
  const message = fields.message.trim();

  if (!name) problems.name = 'missing';
  else if (name.length < LIMITS.name.min) problems.name = 'short';
  else if (name.length > LIMITS.name.max) problems.name = 'long';

  if (!email) problems.email = 'missing';
  else if (!isValidEmail(email)) problems.email = 'invalid';

  if (!message) problems.message = 'missing';
  else if (message.length < LIMITS.message.min) problems.message = 'short';
  else if (message.length > LIMITS.message.max) problems.message = 'long';

  return problems;
}
