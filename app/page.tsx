import { HeroCarousel } from '@/components/hero/hero-carousel';
import { AboutSection } from '@/components/home/about-section';
import { ContactSection } from '@/components/home/contact-section';
import { PartnersHeading } from '@/components/home/partners-heading';
import { HashScroll } from '@/components/nav/hash-scroll';
import { RealizationsSection } from '@/components/home/realizations-section';
import { heroSlides } from '@/content/home';

export default function HomePage() {
  return (
    <>
      <HashScroll />
      <HeroCarousel slides={heroSlides} />
      <RealizationsSection />
      <AboutSection />
      <ContactSection />
      <PartnersHeading />
    </>
  );
}
