import { AskAboutService } from '@/components/contact/ask-about-service';
import { RealizationsBlock } from '@/components/realizations/realizations-block';
import { JsonLd } from '@/components/seo/json-ld';
import { getServiceTerms } from '@/content/terms';
import type { Service } from '@/content/types';
import { workText } from '@/lib/i18n/work-ui';
import { heroWithPreview } from '@/lib/image-preview';
import { galleryItems, heroMedia, shareImage } from '@/lib/media';
import { latestRealizations } from '@/lib/realization-routes';
import { breadcrumbs, serviceData } from '@/lib/structured-data';
import { videoObjects } from '@/lib/video-structured-data';

import { RelatedServices } from './related-services';
import { ScrollToTop } from './scroll-to-top';
import { ServiceBody } from './service-body';
import { ServiceLogo } from './service-logo';

/** A service's description page, the same for /fotografia/{id} and /film/{id}. */
export function ServicePage({ service }: { service: Service }) {
  return (
    <article className="pt-[var(--header-height)]">
      <ScrollToTop id={service.id} />
      <ServiceBody
        service={service}
        hero={heroWithPreview(heroMedia(service))}
        gallery={galleryItems(service)}
        terms={getServiceTerms(service.locale)}
        logo={<ServiceLogo />}
        ask={<AskAboutService locale={service.locale ?? 'pl'} service={service} />}
      />
      <RealizationsBlock
        locale={service.locale ?? 'pl'}
        title={workText(service.locale).latest}
        realizations={latestRealizations(service.locale ?? 'pl', [service.id])}
      />
      <RelatedServices service={service} />
      <JsonLd data={serviceData(service, shareImage(service).url)} />
      <JsonLd data={breadcrumbs(service)} />
      {videoObjects(service).map((video, i) => (
        // The same film may be listed twice.
        <JsonLd key={`${i}:${video.contentUrl}`} data={video} />
      ))}
    </article>
  );
}
