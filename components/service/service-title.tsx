import type { ReactNode } from 'react';

import { HeroMediaView } from '@/components/media/hero-media-view';
import type { ServiceText } from '@/content/types';
import { uiText } from '@/lib/i18n/ui';
import type { HeroMedia } from '@/lib/media-rules';
import { serviceName } from '@/lib/service-name';
import { typeset } from '@/lib/typography';

/**
 * The title block: logo, h1, intro paragraphs, the call to ask about the
 * service, and the hero media. Side by side from 1024 px; below that, one
 * column with the hero first, edge to edge on a phone: the work is what a
 * visitor sees first, and the headline follows it in the first screen
 * (e2e/site/first-screen.spec.ts). The text comes first in the document, so
 * a screen reader meets the h1 first and the hero's film button last.
 */
export function ServiceTitle({
  service,
  hero,
  logo,
  ask,
}: {
  service: ServiceText;
  hero: HeroMedia;
  /** The studio's logo (a server component's output: the preview cannot read the studio's data). */
  logo: ReactNode;
  /** The call to ask about this service (components/contact/ask-about-service.tsx). */
  ask?: ReactNode;
}) {
  return (
    <header className="page-container grid items-center gap-8 pb-12 sm:pt-8 lg:grid-cols-2 lg:gap-10 lg:pt-16">
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
        {ask && <div className="pt-2">{ask}</div>}
      </div>
      <div className="-order-1 -mx-5 overflow-hidden bg-ink-raised sm:mx-0 sm:rounded-2xl lg:order-none">
        <HeroMediaView media={hero} words={uiText(service.locale).film} />
      </div>
    </header>
  );
}
