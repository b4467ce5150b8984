// One rule for when a value is still the sample: the sample values
// (sample-values.mjs) and the sample descriptions (sample-alt.mjs) compare
// alike, so a space or a slash the studio adds does not hide a sample.

/** Compared as the studio would read them: no spaces, no trailing slash, any case. */
export const sameAsRead = (/** @type {unknown} */ value) =>
  String(value).replace(/\s/g, '').replace(/\/+$/, '').toLowerCase();
