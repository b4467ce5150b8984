import { homeAnchorsFor } from '@/content/home';
import { serviceKinds, type ServiceKind } from '@/content/kinds';
import type { Locale } from '@/content/locale';
import { servicesOfKind } from '@/content/services';

import { uiText } from './i18n/ui';
import { workText } from './i18n/work-ui';
import { indexPageCount, realizationsIndexPath } from './realization-routes';
import {
  contactPath,
  englishContactPath,
  englishHomePath,
  englishPrivacyPath,
  privacyPath,
  servicePath,
} from './routes';
import { typeset } from './typography';

export interface MenuLink {
  readonly label: string;
  readonly slogan: string;
  readonly href: string;
}

export interface ServiceMenu {
  readonly kind: ServiceKind;
  readonly label: string;
  readonly links: readonly MenuLink[];
}

/** The Fotografia and Film menus, from the registry: serializable for client islands. */
export function serviceMenus(locale: Locale = 'pl'): ServiceMenu[] {
  return serviceKinds.map(({ kind, label }) => ({
    kind,
    label: locale === 'en' ? uiText('en').nav.kinds[kind] : label,
    links: servicesOfKind(kind, locale).map((s) => ({
      label: s.menu.label,
      // Typeset here, where the menus get their data, so the nav islands render it as is.
      slogan: typeset(s.menu.slogan),
      href: servicePath(s),
    })),
  }));
}

/** The home page's address in a language. */
export const homePathIn = (locale: Locale) => (locale === 'en' ? englishHomePath : '/');

/** The plain links of the navigation bar (labels typeset: 'O nas' keeps its 'O' on the line). */
export function pageLinks(locale: Locale = 'pl'): { label: string; href: `${string}#${string}` }[] {
  const anchors = homeAnchorsFor(locale);
  const home = locale === 'en' ? englishHomePath : '/';
  const { nav } = uiText(locale);
  return [
    { label: typeset(nav.about), href: `${home}#${anchors.about}` },
    { label: nav.work, href: `${home}#${anchors.realizations}` },
  ];
}

/** The realizations' index, where a language has one (the footer, the home page's block). */
export function workLink(locale: Locale = 'pl'): { label: string; href: string } | undefined {
  if (indexPageCount(locale) === 0) return undefined;
  return { label: workText(locale).all, href: realizationsIndexPath(locale) };
}

export function contactLink(locale: Locale = 'pl') {
  return {
    label: uiText(locale).nav.contact,
    href: locale === 'en' ? englishContactPath : contactPath,
  };
}

/**
 * In the footer only. In English, the English policy when it is published,
 * else the Polish one (the version that governs), marked as Polish.
 */
export function privacyLink(locale: Locale = 'pl', englishPublished = true) {
  return {
    label: uiText(locale).nav.privacy,
    href: locale === 'en' && englishPublished ? englishPrivacyPath : privacyPath,
  };
}
