import { homeAnchors } from '@/content/home';
import { serviceKinds, type ServiceKind } from '@/content/kinds';
import { servicesOfKind } from '@/content/services';

import { contactPath, privacyPath, servicePath } from './routes';
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
export function serviceMenus(): ServiceMenu[] {
  return serviceKinds.map(({ kind, label }) => ({
    kind,
    label,
    links: servicesOfKind(kind).map((s) => ({
      label: s.menu.label,
      // Typeset here, where the menus get their data, so the nav islands render it as is.
      slogan: typeset(s.menu.slogan),
      href: servicePath(s),
    })),
  }));
}

/** The plain links of the navigation bar (labels typeset: 'O nas' keeps its 'O' on the line). */
export const pageLinks = [
  { label: typeset('O nas'), href: `/#${homeAnchors.about}` },
  { label: 'Realizacje', href: `/#${homeAnchors.realizations}` },
] as const;

export const contactLink = { label: 'Kontakt', href: contactPath } as const;

/** In the footer only. */
export const privacyLink = { label: 'Polityka prywatności', href: privacyPath } as const;
