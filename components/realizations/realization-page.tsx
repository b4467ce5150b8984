import { JsonLd } from '@/components/seo/json-ld';
import { ServiceGallery } from '@/components/service/service-gallery';
import type { Realization } from '@/content/types';
import { uiText } from '@/lib/i18n/ui';
import { workText } from '@/lib/i18n/work-ui';
import { realizationGallery } from '@/lib/realization-media';
import { moreRealizations } from '@/lib/realization-routes';
import { realizationBreadcrumbs, realizationData } from '@/lib/realization-structured-data';
import { realizationServices } from '@/lib/realization-text';
import { typeset } from '@/lib/typography';

import { AskAboutRealization } from './ask-about-realization';
import { RealizationHeader } from './realization-header';
import { RealizationStory } from './realization-story';
import { RealizationsBlock } from './realizations-block';

/**
 * One realization's page (/realizacje/<slug>, /en/work/<slug>): its title
 * block and cover, its story, every photo and film in the gallery (the viewer
 * holds them all), the call to ask about the same service, and a few other
 * realizations, of its services first.
 */
export function RealizationPage({ realization }: { realization: Realization }) {
  const locale = realization.locale ?? 'pl';
  const words = uiText(locale);
  const [service] = realizationServices(realization);
  return (
    <article className="pt-[var(--header-height)]">
      <RealizationHeader realization={realization} />
      <RealizationStory realization={realization} />
      <div className="pb-16">
        <ServiceGallery
          items={realizationGallery(realization)}
          title={realization.title}
          heading={typeset(realization.title)}
          words={words.gallery}
        />
      </div>
      {service && <AskAboutRealization service={service} />}
      <RealizationsBlock
        locale={locale}
        title={workText(locale).more}
        realizations={moreRealizations(realization)}
      />
      <JsonLd data={realizationData(realization)} />
      <JsonLd data={realizationBreadcrumbs(realization)} />
    </article>
  );
}
