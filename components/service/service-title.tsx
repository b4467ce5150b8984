import type { ReactNode } from 'react';

import { HeroMediaView } from '@/components/media/hero-media-view';
import type { ServiceText } from '@/content/types';
import { uiText } from '@/lib/i18n/ui';
import type { HeroMedia } from '@/lib/media-rules';
import { serviceName } from '@/lib/service-name';
import { typeset } from '@/lib/typography';

/** The title block: logo, h1, intro paragraphs and the hero media. */
export function ServiceTitle({
  service,
  hero,
  logo,
}: {
  service: ServiceText;
  hero: HeroMedia;
  /** The studio's logo (a server component's output: the preview cannot read the studio's data). */
  logo: ReactNode;
}) {
  return (
    <header className="page-container grid items-center gap-10 pt-10 pb-12 lg:grid-cols-2 lg:pt-16">
      <div className="flex flex-col gap-5">
        {logo}
        <p className="text-sm font-semibold tracking-[0.2em] text-amber uppercase">
          {typeset(serviceName(service))}
        </p>
        <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">
          {typeset(service.headline)}
        </h1>
        {service.intro.map((paragraph, i) => (
          <p key={i} className="text-paper-muted">
            {typeset(paragraph)}
          </p>
        ))}
      </div>
      <div className="overflow-hidden rounded-2xl bg-ink-raised">
        <HeroMediaView media={hero} words={uiText(service.locale).film} />
      </div>
    </header>
  );
}
