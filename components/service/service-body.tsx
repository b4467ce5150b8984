import type { ReactNode } from 'react';

import type { ServiceText, TermsData } from '@/content/types';
import { uiText } from '@/lib/i18n/ui';
import type { HeroMedia, MediaItem } from '@/lib/media-rules';
import { serviceName } from '@/lib/service-name';

import { ServiceGallery } from './service-gallery';
import { ServiceSections } from './service-sections';
import { ServiceTerms } from './service-terms';
import { ServiceTitle } from './service-title';

export interface ServiceBodyProps {
  readonly service: ServiceText;
  readonly hero: HeroMedia;
  readonly gallery: readonly MediaItem[];
  readonly terms: TermsData;
  readonly logo: ReactNode;
  /** The call to ask about the service, under its title and under the terms. */
  readonly ask?: ReactNode;
}

/**
 * What a service page shows of its service, from data passed in: the page
 * (service-page.tsx, from the content registry) and the editor's preview
 * (components/preview/, from the entry being edited) render this one
 * component, so the preview is the page.
 */
export function ServiceBody({ service, hero, gallery, terms, logo, ask }: ServiceBodyProps) {
  return (
    <>
      <ServiceTitle service={service} hero={hero} logo={logo} ask={ask} />
      <ServiceGallery
        items={gallery}
        title={serviceName(service)}
        words={uiText(service.locale).gallery}
      />
      <ServiceSections sections={service.sections} />
      <ServiceTerms terms={terms} kind={service.kind} ask={ask} />
    </>
  );
}
