/**
 * The e-mail rule's table (lib/contact/rules.mjs), for the tests: addresses
 * Polish visitors type, and what the form refuses. `browser` is the verdict of
 * the browser's own type="email" check (the HTML spec's valid e-mail address),
 * which the rule follows and tightens: every address the form accepts, the
 * browser accepts too. Left out where browsers differ (a non-ASCII domain).
 */
export interface EmailCase {
  readonly address: string;
  readonly accepted: boolean;
  readonly browser?: boolean;
}

export const EMAIL_CASES: readonly EmailCase[] = [
  // Polish providers and typical forms.
  { address: 'jan.kowalski@wp.pl', accepted: true, browser: true },
  { address: 'anna_nowak@o2.pl', accepted: true, browser: true },
  { address: 'k.wisniewska@interia.pl', accepted: true, browser: true },
  { address: 'j.kowalski@poczta.onet.pl', accepted: true, browser: true },
  { address: 'ania1987@gmail.com', accepted: true, browser: true },
  { address: 'zofia.zolkiewska@example.pl', accepted: true, browser: true },
  { address: 'biuro@firma-krakow.com.pl', accepted: true, browser: true },
  { address: 'jan+sesja@tlen.pl', accepted: true, browser: true },
  { address: 'Jan.Kowalski@WP.PL', accepted: true, browser: true },
  { address: 'kontakt@xn--wiatocie-9za.pl', accepted: true, browser: true },
  // The browser trims the ends of a type="email" value; so does the form.
  { address: '  jan@poczta.pl  ', accepted: true, browser: true },
  // The three (#31).
  { address: 'jan@poczta.pl,', accepted: false, browser: false },
  { address: 'jan@poczta.pl.x', accepted: false, browser: true },
  { address: 'jan@-.--', accepted: false, browser: false },
  // No dot in the domain, a number as the top-level domain, a dot at the end.
  { address: 'zofia@poczta', accepted: false, browser: true },
  { address: 'jan@poczta.123', accepted: false, browser: true },
  { address: 'jan@poczta.pl.', accepted: false, browser: false },
  // Broken domains.
  { address: 'jan@wp..pl', accepted: false, browser: false },
  { address: 'jan@-wp.pl', accepted: false, browser: false },
  { address: 'jan@wp-.pl', accepted: false, browser: false },
  { address: 'jan@.wp.pl', accepted: false, browser: false },
  // Two addresses, a space, a missing part, Polish letters, a non-breaking space.
  { address: 'jan@wp.pl, anna@wp.pl', accepted: false, browser: false },
  { address: 'jan@wp.pl;', accepted: false, browser: false },
  { address: 'jan kowalski@wp.pl', accepted: false, browser: false },
  { address: 'jan@@wp.pl', accepted: false, browser: false },
  { address: 'jan.kowalski', accepted: false, browser: false },
  { address: '@wp.pl', accepted: false, browser: false },
  { address: 'jan@', accepted: false, browser: false },
  { address: 'żaneta@wp.pl', accepted: false, browser: false },
  { address: 'jan@wp.pl\u00a0', accepted: false, browser: false },
  { address: 'jan@żółw.pl', accepted: false },
];
