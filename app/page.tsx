import { HeroCarousel } from '@/components/hero/hero-carousel';
import { AboutSection } from '@/components/home/about-section';
import { ContactSection } from '@/components/home/contact-section';
import { PartnersHeading } from '@/components/home/partners-heading';
import { RealizationsSection } from '@/components/home/realizations-section';
import { HashScroll } from '@/components/nav/hash-scroll';
import { heroShareImage, heroSlides } from '@/content/home';
import { siteMeta } from '@/content/site';
import { toPicture } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: siteMeta.title,
  description: siteMeta.description,
  path: '/',
  absoluteTitle: true,
  image: heroShareImage,
});

export default function HomePage() {
  return (
    <>
      <HashScroll />
      <HeroCarousel slides={heroSlides.map((s) => ({ ...s, poster: toPicture(s.poster) }))} />
      <RealizationsSection />
      <AboutSection />
      <ContactSection />
      <PartnersHeading />
    </>
  );
}
