import type { Locale } from '@/content/locale';
import { getServices } from '@/content/services';
import { getStudio, getStudioLogo } from '@/content/studio';
import type { Service } from '@/content/types';

import { pagePairs } from './i18n/pages';
import { englishHomePath, servicePath } from './routes';
import { serviceName } from './service-name';
import { absoluteUrl } from './site';

/** The studio's node, which every page's LocalBusiness carries and other nodes refer to. */
export const studioId = () => absoluteUrl('/#studio');

const homePath = (locale: Locale) => (locale === 'en' ? englishHomePath : '/');

/**
 * The canonical pages, for the sitemap: every Polish page, then every English
 * one (content/english.ts decides which are published); no cross-prefix,
 * alias or 404 pages.
 */
export function canonicalPaths(pairs = pagePairs()): string[] {
  return [...pairs.map((p) => p.pl), ...pairs.flatMap((p) => (p.en ? [p.en] : []))];
}

/** schema.org LocalBusiness for the studio, with the services it offers, in the page's language. */
export function localBusiness(locale: Locale = 'pl') {
  const studio = getStudio(locale);
  const studioLogo = getStudioLogo();
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': studioId(),
    name: studio.name,
    // The registered name only: until the studio gives it, none (the trade name is `name`).
    ...(studio.legalName ? { legalName: studio.legalName } : {}),
    slogan: studio.tagline,
    url: absoluteUrl(homePath(locale)),
    email: studio.email,
    telephone: studio.phone.replace(/\s/g, ''),
    logo: absoluteUrl(studioLogo.url),
    image: absoluteUrl(studioLogo.url),
    foundingDate: String(studio.foundingYear),
    areaServed: studio.areaServed,
    address: {
      '@type': 'PostalAddress',
      addressLocality: studio.city,
      addressRegion: studio.region,
      addressCountry: studio.country,
    },
    sameAs: studio.social.map((s) => s.url),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: locale === 'en' ? 'Photography and film services' : 'Usługi foto i wideo',
      itemListElement: getServices(locale).map((s) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: serviceName(s), url: absoluteUrl(servicePath(s)) },
      })),
    },
  };
}

/** schema.org Service for a service page, provided by the studio. */
export function serviceData(service: Service, image: string) {
  const studio = getStudio(service.locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: serviceName(service),
    serviceType: serviceName(service),
    description: service.summary,
    url: absoluteUrl(servicePath(service)),
    image: absoluteUrl(image),
    areaServed: studio.areaServed,
    provider: { '@type': 'LocalBusiness', '@id': studioId(), name: studio.name },
  };
}

/** schema.org BreadcrumbList: the home page, then each step of `trail`, in the page's language. */
export function breadcrumbList(
  locale: Locale,
  trail: readonly { readonly name: string; readonly path: string }[],
) {
  const home = { name: locale === 'en' ? 'Home' : 'Strona główna', path: homePath(locale) };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

export function breadcrumbs(service: Service) {
  return breadcrumbList(service.locale ?? 'pl', [
    { name: serviceName(service), path: servicePath(service) },
  ]);
}
