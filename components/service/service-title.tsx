import { Logo } from '@/components/brand/logo';
import { HeroMediaView } from '@/components/media/hero-media-view';
import type { Service } from '@/content/types';
import { heroMedia } from '@/lib/media';
import { serviceName } from '@/lib/service-name';
import { typeset } from '@/lib/typography';

/** The title block: logo, h1, intro paragraphs and the hero media. */
export function ServiceTitle({ service }: { service: Service }) {
  return (
    <header className="page-container grid items-center gap-10 pt-10 pb-12 lg:grid-cols-2 lg:pt-16">
      <div className="flex flex-col gap-5">
        <Logo className="h-10 w-auto self-start" />
        <p className="text-sm font-semibold tracking-[0.2em] text-amber uppercase">
          {typeset(serviceName(service))}
        </p>
        <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">
          {typeset(service.headline)}
        </h1>
        {service.intro.map((paragraph) => (
          <p key={paragraph} className="text-paper-muted">
            {typeset(paragraph)}
          </p>
        ))}
      </div>
      <div className="overflow-hidden rounded-2xl bg-ink-raised">
        <HeroMediaView media={heroMedia(service)} />
      </div>
    </header>
  );
}
