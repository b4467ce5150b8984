import { serviceKinds } from '@/content/kinds';
import { servicesOfKind } from '@/content/services';
import type { ServiceKind } from '@/content/types';
import { homeAnchors } from '@/content/home';
import { contactPath, servicePath } from './routes';

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
      slogan: s.menu.slogan,
      href: servicePath(s),
    })),
  }));
}

/** The plain links of the navigation bar. */
export const pageLinks = [
  { label: 'O nas', href: `/#${homeAnchors.about}` },
  { label: 'Realizacje', href: `/#${homeAnchors.realizations}` },
] as const;

export const contactLink = { label: 'Kontakt', href: contactPath } as const;
