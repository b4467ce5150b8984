import { photoLibrary, videoLibrary } from './media/library';
import { getService, services, type ServiceId } from './services';
import { studio } from './studio';

/** The home page's blocks that links and the hero's calls to action point at (/#o-nas). */
export const homeAnchors = {
  about: 'o-nas',
  realizations: 'realizacje',
  portfolio: 'portfolio',
  contact: 'contact',
} as const;

/** A slide of the home hero carousel: its video, poster, texts and call to action. */
export interface HeroSlide {
  readonly src: string;
  /** The clip's lighter rendition for phones. */
  readonly phoneSrc: string;
  readonly poster: string;
  readonly title: string;
  readonly subtitle: string;
  readonly ctaText: string;
  readonly ctaHref: `#${string}`;
  readonly overlay: 'dark';
}

export const heroSlides = [
  {
    src: videoLibrary.hero1.url,
    phoneSrc: videoLibrary.hero1.phoneUrl,
    poster: videoLibrary.hero1.poster,
    title: studio.name,
    subtitle: studio.tagline,
    ctaText: 'Zobacz realizacje',
    ctaHref: `#${homeAnchors.portfolio}`,
    overlay: 'dark',
  },
  {
    src: videoLibrary.hero2.url,
    phoneSrc: videoLibrary.hero2.phoneUrl,
    poster: videoLibrary.hero2.poster,
    title: studio.name,
    subtitle: studio.tagline,
    ctaText: 'Porozmawiajmy',
    ctaHref: `#${homeAnchors.contact}`,
    overlay: 'dark',
  },
] as const satisfies readonly HeroSlide[];

/** A realization card: its image or video, and the service page it leads to. */
export interface Realization {
  readonly title: string;
  readonly media:
    | {
        readonly type: 'video';
        readonly url: string;
        readonly phoneUrl: string;
        readonly poster: string;
      }
    | {
        readonly type: 'photo';
        readonly url: string;
        readonly alt: string;
        readonly width: number;
        readonly height: number;
      };
  readonly serviceId: ServiceId;
}

export const realizations = [
  {
    title: 'Fotografia przemysłowa',
    media: {
      type: 'video',
      url: videoLibrary.cardPrzemyslowa.url,
      phoneUrl: videoLibrary.cardPrzemyslowa.phoneUrl,
      poster: videoLibrary.cardPrzemyslowa.poster,
    },
    serviceId: 'przemys-owa',
  },
  {
    title: 'Film wizerunkowy',
    media: {
      type: 'video',
      url: videoLibrary.filmWizerunkowe.url,
      phoneUrl: videoLibrary.filmWizerunkowe.phoneUrl,
      poster: videoLibrary.filmWizerunkowe.poster,
    },
    serviceId: 'wizerunkowe',
  },
  {
    title: 'Fotografia architektury',
    media: { type: 'photo', ...photoLibrary[20] },
    serviceId: 'architektury',
  },
] as const satisfies readonly Realization[];

/** The realization's service, checked at build time: every card leads to a real page. */
export function realizationService(card: Realization) {
  const service = getService(card.serviceId);
  if (!service) throw new Error(`Realization card points at unknown service ${card.serviceId}`);
  return service;
}

/** The about block, built around the claim 'more than an image'. */
export const about = {
  eyebrow: 'O nas',
  title: 'Więcej niż obraz',
  paragraphs: [
    'Światłocień to krakowskie studio fotografii i filmu. Od ponad dziesięciu lat pomagamy firmom, instytucjom kultury i ludziom opowiadać o tym, co robią – tak, żeby odbiorca nie tylko zobaczył, ale też zrozumiał i zapamiętał.',
    'Zaczynamy od rozmowy, nie od sprzętu. Zanim ustawimy pierwsze światło, chcemy wiedzieć, komu i po co ma służyć zdjęcie albo film. Dlatego nasze realizacje pracują długo po premierze: w katalogu, na stronie, w prezentacji dla inwestora i w rodzinnym albumie.',
    'Jesteśmy małym zespołem fotografów, operatorów i montażystów. Pracujemy w studiu w Krakowie, w halach produkcyjnych, na scenach teatrów i w plenerze – w całej Polsce.',
  ],
  facts: [
    { value: `od ${studio.foundingYear}`, label: 'fotografujemy i filmujemy' },
    { value: String(services.length), label: 'rodzajów usług foto i wideo' },
    { value: 'cała Polska', label: 'dojeżdżamy tam, gdzie dzieje się historia' },
  ],
} as const;

export const partners = {
  title: 'Współpracujemy',
  text: 'Zaufali nam firmy produkcyjne, instytucje kultury, marki lokalne i organizatorzy wydarzeń z całej Polski.',
} as const;

export const contactCta = {
  title: 'Porozmawiajmy o Twoim projekcie',
  text: 'Napisz, co chcesz pokazać, a odpowiemy z pomysłem na realizację i wyceną – zwykle w ciągu jednego dnia roboczego.',
} as const;
