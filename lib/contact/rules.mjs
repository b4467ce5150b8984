// The contact form's limits and e-mail rule, written once: the form
// (lib/contact/fields.ts) words its Polish messages from these, and the local
// e-mail stand-in (scripts/dev/email-stand-in.mjs) refuses exactly what the
// form refuses. Plain JavaScript so the stand-in runs under Node as it is.

export const LIMITS = /** @type {const} */ ({
  name: { min: 2, max: 100 },
  email: { max: 254 },
  message: { min: 10, max: 5000 },
});

// The same rule as the browser's type="email" check, in practice, with a
// top-level domain of at least two letters.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** @typedef {'missing' | 'short' | 'long' | 'invalid'} Problem */

/**
 * What is wrong with each field, as codes (the form words them in Polish);
 * empty when the message can be sent. Values are compared trimmed.
 * @param {{ name: string, email: string, message: string }} fields
 * @returns {Partial<Record<'name' | 'email' | 'message', Problem>>}
 */
export function contactProblems(fields) {
  /** @type {Partial<Record<'name' | 'email' | 'message', Problem>>} */
  const problems = {};
  const name = fields.name.trim();
  const email = fields.email.trim();
  const message = fields.message.trim();

  if (!name) problems.name = 'missing';
  else if (name.length < LIMITS.name.min) problems.name = 'short';
  else if (name.length > LIMITS.name.max) problems.name = 'long';

  if (!email) problems.email = 'missing';
  else if (email.length > LIMITS.email.max || !EMAIL_PATTERN.test(email))
    problems.email = 'invalid';

  if (!message) problems.message = 'missing';
  else if (message.length < LIMITS.message.min) problems.message = 'short';
  else if (message.length > LIMITS.message.max) problems.message = 'long';

  return problems;
}
