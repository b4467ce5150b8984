import type { Metadata } from 'next';

import { GenericNotFound } from '@/components/not-found/generic-not-found';
import type { ServiceKind } from '@/content/kinds';
import { getStudio } from '@/content/studio';
import { uiText } from '@/lib/i18n/ui';
import { shareImage } from '@/lib/media';
import { englishServicesBySlug, resolveServiceParam, servicePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serviceName } from '@/lib/service-name';

import { ServiceNotFound } from './service-not-found';
import { ServicePage } from './service-page';

/** What both detail routes (/fotografia/[id], /film/[id]) render for a parameter. */
export function ServiceRoute({ id }: { id: string }) {
  const service = resolveServiceParam(id);
  return service ? <ServicePage service={service} /> : <ServiceNotFound />;
}

/** The title of the unknown-service page (also set by the root 404 page on a service path). */
export const unknownServiceTitle = 'Ładowanie treści...';

export function serviceMetadata(id: string): Metadata {
  const service = resolveServiceParam(id);
  if (!service) {
    return { title: unknownServiceTitle, robots: { index: false, follow: true } };
  }
  // Cross-prefix and slug-alias pages point their canonical at the service's own address.
  return pageMetadata({
    title: `${serviceName(service)} – ${getStudio().city}`,
    description: service.summary,
    path: servicePath(service),
    image: shareImage(service),
  });
}

/** An English detail route's page: the service by its English address, else the English 404. */
export function EnglishServiceRoute({ kind, slug }: { kind: ServiceKind; slug: string }) {
  const service = englishServicesBySlug(kind).get(slug);
  return service ? <ServicePage service={service} /> : <GenericNotFound locale="en" />;
}

export function englishServiceMetadata(kind: ServiceKind, slug: string): Metadata {
  const service = englishServicesBySlug(kind).get(slug);
  if (!service) {
    return { title: uiText('en').notFound.title, robots: { index: false, follow: true } };
  }
  return pageMetadata({
    title: `${serviceName(service)} – ${getStudio('en').city}`,
    description: service.summary,
    path: servicePath(service),
    image: shareImage(service),
    locale: 'en',
  });
}
