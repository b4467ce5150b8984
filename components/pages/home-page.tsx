import { HeroCarousel } from '@/components/hero/hero-carousel';
import type { HeroSlideView } from '@/components/hero/hero-slide-media';
import { AboutSection } from '@/components/home/about-section';
import { ContactSection } from '@/components/home/contact-section';
import { PartnersHeading } from '@/components/home/partners-heading';
import { RealizationsSection } from '@/components/home/realizations-section';
import { HashScroll } from '@/components/nav/hash-scroll';
import type { Locale } from '@/content/locale';
import { getSiteMeta } from '@/content/site';
import { getHeroShareImage, getHeroSlides, type HeroSlide } from '@/lib/home-media';
import { uiText } from '@/lib/i18n/ui';
import { homePathIn } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo';
import { typeset } from '@/lib/typography';

export function homeMetadata(locale: Locale) {
  const siteMeta = getSiteMeta(locale);
  return pageMetadata({
    title: siteMeta.title,
    description: siteMeta.description,
    path: homePathIn(locale),
    absoluteTitle: true,
    image: getHeroShareImage(locale),
    locale,
  });
}

/** What the carousel (a client component) needs of a slide: not the master's URL. */
function heroSlideView({ master, ...slide }: HeroSlide): HeroSlideView {
  void master;
  // Typeset here, on the server: 'More than a picture' keeps its 'a' with its noun.
  return { ...slide, subtitle: typeset(slide.subtitle) };
}

/** The home page in a language (app/(pl)/page.tsx, app/en/[[...page]]/page.tsx). */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <HashScroll />
      <HeroCarousel
        slides={getHeroSlides(locale).map(heroSlideView)}
        labels={uiText(locale).hero}
      />
      <RealizationsSection locale={locale} />
      <AboutSection locale={locale} />
      <ContactSection locale={locale} />
      <PartnersHeading locale={locale} />
    </>
  );
}
