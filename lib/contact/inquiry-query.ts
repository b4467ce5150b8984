import type { Locale } from '@/content/locale';

/**
 * How the address of the contact form names the service an inquiry is about,
 * for the form (a client island) and for the links to it (./inquiry.ts):
 * `/kontakt?usluga=fotografia/slubna`, `/en/contact?service=photography/wedding`.
 * The value is the service page's own address in that language, less its
 * leading slash and /en, so it reads as the page it came from.
 *
 * A query, not a path: /kontakt stays one static page on any host, which
 * names no service until the form reads the query in the browser.
 */
export const INQUIRY_PARAM: Readonly<Record<Locale, string>> = { pl: 'usluga', en: 'service' };

/** A service the form offers: its key in the address, its name on the page and for the studio. */
export interface InquiryChoice {
  readonly key: string;
  readonly label: string;
  /** The Polish name the studio's e-mail carries, whichever language the visitor wrote in. */
  readonly studioName: string;
}

/** The services of one kind (Fotografia, Film), as the form's list groups them. */
export interface InquiryGroup {
  readonly label: string;
  readonly choices: readonly InquiryChoice[];
}

/** `?usluga=fotografia/slubna`: the key's characters ([a-z0-9-/]) need no escaping in a query. */
export function inquiryQuery(locale: Locale, key: string): string {
  return `?${INQUIRY_PARAM[locale]}=${key}`;
}

/** The choice an address's query names, or undefined when it names none the form offers. */
export function choiceFromSearch(
  search: string,
  locale: Locale,
  groups: readonly InquiryGroup[],
): InquiryChoice | undefined {
  const key = new URLSearchParams(search).get(INQUIRY_PARAM[locale]);
  return key ? findChoice(groups, key) : undefined;
}

export function findChoice(
  groups: readonly InquiryGroup[],
  key: string,
): InquiryChoice | undefined {
  for (const group of groups) {
    const found = group.choices.find((c) => c.key === key);
    if (found) return found;
  }
  return undefined;
}
