import { HeroCarousel } from '@/components/hero/hero-carousel';
import { AboutSection } from '@/components/home/about-section';
import { ContactSection } from '@/components/home/contact-section';
import { PartnersHeading } from '@/components/home/partners-heading';
import { RealizationsSection } from '@/components/home/realizations-section';
import { HashScroll } from '@/components/nav/hash-scroll';
import { getHeroShareImage, getHeroSlides } from '@/content/home';
import { getSiteMeta } from '@/content/site';
import { toPicture } from '@/lib/images';
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

export default function HomePage() {
  return (
    <>
      <HashScroll />
      <HeroCarousel slides={getHeroSlides().map((s) => ({ ...s, poster: toPicture(s.poster) }))} />
      <RealizationsSection />
      <AboutSection />
      <ContactSection />
      <PartnersHeading />
    </>
  );
}
