import { describe, expect, it } from 'vitest';

import { locales } from '@/content/locale';
import { getService, getServices } from '@/content/services';

import { contactPath, englishContactPath, servicePath } from '../routes';
import { serviceName } from '../service-name';
import { inquiryChoices, inquiryHref } from './inquiry';
import { choiceFromSearch, INQUIRY_PARAM } from './inquiry-query';

describe('the call to ask about a service', () => {
  it('leads to the form of its language, naming the service by its page there', () => {
    for (const locale of locales) {
      for (const service of getServices(locale)) {
        const href = inquiryHref(locale, service);
        const url = new URL(href, 'https://example.pl');
        expect(url.pathname).toBe(locale === 'en' ? englishContactPath : contactPath);
        // The key is the service page's address in that language, less its / and /en.
        const key = servicePath(service).replace(/^\/(en\/)?/, '');
        expect(url.searchParams.get(INQUIRY_PARAM[locale]), href).toBe(key);
        // Written as it reads: no escaped slash.
        expect(href).toContain(`=${key}`);
      }
    }
  });

  it('is understood by the form: every address chooses its own service', () => {
    for (const locale of locales) {
      const choices = inquiryChoices(locale);
      for (const service of getServices(locale)) {
        const { search } = new URL(inquiryHref(locale, service), 'https://example.pl');
        expect(choiceFromSearch(search, locale, choices)).toEqual({
          key: expect.any(String),
          label: serviceName(service),
          studioName: serviceName(getService(service.id)!),
        });
      }
      expect(choiceFromSearch('', locale, choices)).toBeUndefined();
      expect(choiceFromSearch(`?${INQUIRY_PARAM[locale]}=nie/ma`, locale, choices)).toBeUndefined();
    }
  });

  it('offers every service of the language, grouped by kind in menu order', () => {
    for (const locale of locales) {
      const offered = inquiryChoices(locale).flatMap((g) => g.choices.map((c) => c.label));
      expect(offered).toEqual(getServices(locale).map(serviceName));
    }
  });

  it('refuses a service the registry does not have', () => {
    const [service] = getServices();
    expect(() => inquiryHref('pl', { kind: service!.kind, id: 'nie-ma-takiej' })).toThrow(
      /nie-ma-takiej/,
    );
    const other = service!.kind === 'foto' ? 'film' : 'foto';
    expect(() => inquiryHref('pl', { kind: other, id: service!.id })).toThrow();
  });
});
