import type { Metadata } from 'next';

import { getStudio } from '@/content/studio';
import { shareImage } from '@/lib/media';
import { resolveServiceParam, servicePath } from '@/lib/routes';
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
