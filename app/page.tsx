import { HeroCarousel } from '@/components/hero/hero-carousel';
import type { HeroSlideView } from '@/components/hero/hero-slide-media';
import { AboutSection } from '@/components/home/about-section';
import { ContactSection } from '@/components/home/contact-section';
import { PartnersHeading } from '@/components/home/partners-heading';
import { RealizationsSection } from '@/components/home/realizations-section';
import { HashScroll } from '@/components/nav/hash-scroll';
import { getHeroShareImage, getHeroSlides, type HeroSlide } from '@/content/home';
import { getSiteMeta } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

export function generateMetadata() {
  const siteMeta = getSiteMeta();
  return pageMetadata({
    title: siteMeta.title,
    description: siteMeta.description,
    path: '/',
    absoluteTitle: true,
    image: getHeroShareImage(),
  });
}

/** What the carousel (a client component) needs of a slide: not the master's URL. */
function heroSlideView({ master, ...slide }: HeroSlide): HeroSlideView {
  void master;
  return slide;
}

export default function HomePage() {
  return (
    <>
      <HashScroll />
      <HeroCarousel slides={getHeroSlides().map(heroSlideView)} />
      <RealizationsSection />
      <AboutSection />
      <ContactSection />
      <PartnersHeading />
    </>
  );
}
