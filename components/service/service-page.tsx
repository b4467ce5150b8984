import { JsonLd } from '@/components/seo/json-ld';
import type { Service } from '@/content/types';
import { galleryItems, shareImage } from '@/lib/media';
import { serviceName } from '@/lib/service-name';
import { breadcrumbs, serviceData } from '@/lib/structured-data';

import { RelatedServices } from './related-services';
import { ScrollToTop } from './scroll-to-top';
import { ServiceGallery } from './service-gallery';
import { ServiceSections } from './service-sections';
import { ServiceTerms } from './service-terms';
import { ServiceTitle } from './service-title';

/** A service's description page, the same for /fotografia/{id} and /film/{id}. */
export function ServicePage({ service }: { service: Service }) {
  return (
    <article className="pt-[var(--header-height)]">
      <ScrollToTop id={service.id} />
      <ServiceTitle service={service} />
      <ServiceGallery items={galleryItems(service)} title={serviceName(service)} />
      <ServiceSections sections={service.sections} />
      <ServiceTerms kind={service.kind} />
      <RelatedServices service={service} />
      <JsonLd data={serviceData(service, shareImage(service).url)} />
      <JsonLd data={breadcrumbs(service)} />
    </article>
  );
}
