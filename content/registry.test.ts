import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { getClients } from '@/lib/clients';
import { CLIENT_LOGO_COUNT } from '@/lib/constants';
import { servicePath } from '@/lib/routes';
import { serviceName } from '@/lib/service-name';

import {
  getAbout,
  getContactCta,
  getHeroSlides,
  getPartners,
  getRealizations,
  realizationService,
} from './home';
import { getService, getServices, servicesOfKind } from './services';
import { getStudio } from './studio';
import type { PhotoEntry, Section, VideoEntry } from './types';

const clients = getClients();
const about = getAbout();
const contactCta = getContactCta();
const heroSlides = getHeroSlides();
const partners = getPartners();
const realizations = getRealizations();
const services = getServices();
const studio = getStudio();

/** Every text of a section's blocks, in order. */
const blockText = (section: Section) =>
  section.blocks.flatMap((b) => ('text' in b ? [b.text] : b.items));
/** The items of a section's lists and steps. */
const listItems = (section: Section) =>
  section.blocks.flatMap((b) => ('items' in b ? b.items : []));

const PHOTO_IDS = [
  'wizerunkowa',
  'portretowa',
  'przemys-owa',
  'produktowa',
  'teatralna',
  'eventowa',
  'slubna',
  'architektury',
];
const FILM_IDS = [
  'wizerunkowe',
  'reklamowe',
  'produktowe',
  'eventowe',
  'przemys-owe',
  'case-study',
  'jubileuszowe',
];
const PHOTO_LABELS = [
  'Wizerunkowa',
  'Portretowa',
  'Przemysłowa',
  'Produktowa',
  'Teatralna',
  'Eventowa',
  'Ślubna',
  'Architektury',
];
const FILM_LABELS = [
  'Wizerunkowe',
  'Reklamowe',
  'Produktowe',
  'Eventowe',
  'Przemysłowe',
  'Case Study',
  'Jubileuszowe',
];

const urlOf = (m: PhotoEntry | VideoEntry) => m.src;
const publicFile = (url: string) => path.join(process.cwd(), 'public', decodeURI(url));

describe('the service registry', () => {
  it('holds the known ids and labels, in menu order', () => {
    expect(servicesOfKind('foto').map((s) => s.id)).toEqual(PHOTO_IDS);
    expect(servicesOfKind('film').map((s) => s.id)).toEqual(FILM_IDS);
    expect(servicesOfKind('foto').map((s) => s.menu.label)).toEqual(PHOTO_LABELS);
    expect(servicesOfKind('film').map((s) => s.menu.label)).toEqual(FILM_LABELS);
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });

  it('finds a service by id with the one lookup', () => {
    expect(getService('slubna')?.menu.label).toBe('Ślubna');
    expect(getService('przemyslowa')).toBeUndefined();
  });

  it.each(services.map((s) => [s.id, s] as const))('%s has complete, Polish copy', (_, s) => {
    expect(s.headline.length).toBeGreaterThan(10);
    expect(s.headline.length).toBeLessThanOrEqual(80);
    expect(s.summary.length).toBeGreaterThan(40);
    expect(s.summary.length).toBeLessThanOrEqual(160);
    expect(s.menu.slogan.trim()).not.toBe('');
    expect(s.intro.length).toBeGreaterThanOrEqual(2);
    expect(s.intro.length).toBeLessThanOrEqual(3);
    expect(s.sections.length).toBeGreaterThanOrEqual(4);
    expect(s.sections.length).toBeLessThanOrEqual(5);
    for (const section of s.sections) {
      expect(section.title.trim()).not.toBe('');
      expect(blockText(section).join('').trim(), `section „${section.title}” is empty`).not.toBe(
        '',
      );
    }
    const text = JSON.stringify(s);
    expect(text).toMatch(/[ąćęłńóśźż]/);
    expect(text).not.toMatch(/\blorem\b|\bipsum\b/i);
    expect(text).not.toMatch(/\bTODO\b/);
  });

  it('has a numbered-steps section on every page', () => {
    for (const s of services) {
      const stepped = s.sections.some((sec) =>
        sec.blocks.some(
          (b) =>
            b.type === 'steps' && b.items.length >= 3 && b.items.every((p) => /^\d+\.\s/.test(p)),
        ),
      );
      expect(stepped, `${s.id} has no numbered steps`).toBe(true);
    }
  });

  it('keeps some legacy bullet lines with a mark and a tab', () => {
    const marked = services.filter((s) =>
      s.sections.some((sec) => listItems(sec).some((p) => p.startsWith('•\t'))),
    );
    expect(marked.length).toBeGreaterThanOrEqual(2);
  });

  // A list in the accusative or dative („Co otrzymujecie: Pełną galerię…”, „Komu: Firmom…”)
  // continues its title: nothing may stand between them but a sentence that ends in a colon.
  it.each(services.map((s) => [s.id, s] as const))(
    '%s: a list governed by its title follows the title',
    (_, s) => {
      const governing = /^(Co (otrzymuj|dostaj|przekazuj|daje)|Kogo |Komu )/;
      for (const section of s.sections.filter((sec) => governing.test(sec.title))) {
        const at = section.blocks.findIndex((b) => b.type === 'bullets');
        if (at < 0) continue;
        const before = section.blocks[at - 1];
        const leadIn = before && 'text' in before && before.text.trim().endsWith(':');
        expect(at === 0 || leadIn, `„${section.title}”: the list comes after other text`).toBe(
          true,
        );
      }
    },
  );

  it('ends every item of a list with a full stop, or none (one list, one kind)', () => {
    for (const s of services) {
      for (const section of s.sections) {
        for (const block of section.blocks) {
          if (block.type !== 'bullets') continue;
          const stops = block.items.filter((p) => p.trim().endsWith('.')).length;
          expect([0, block.items.length], `${s.id}: „${section.title}”`).toContain(stops);
        }
      }
    }
  });
});

describe('media facts of the specification', () => {
  const photoCount = (id: string) => getService(id)?.photos?.length ?? 0;
  const videoCount = (id: string) => getService(id)?.videos?.length ?? 0;

  it('gives some photo pages between 11 and 26 photos, and none more', () => {
    const counts = PHOTO_IDS.map(photoCount);
    expect(counts.filter((n) => n >= 11 && n <= 26).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(26);
  });

  it('leaves the product photo and advertising film pages without media', () => {
    for (const id of ['produktowa', 'reklamowe']) {
      expect(photoCount(id) + videoCount(id)).toBe(0);
    }
  });

  it('gives the product film 2 videos and other film pages 1 or none', () => {
    expect(videoCount('produktowe')).toBe(2);
    const others = FILM_IDS.filter((id) => id !== 'produktowe').map(videoCount);
    expect(others.every((n) => n <= 1)).toBe(true);
    expect(others.filter((n) => n === 1).length).toBeGreaterThanOrEqual(1);
    // Beyond the advertising page, at least one film page falls back for lack of video.
    const withoutVideo = FILM_IDS.filter((id) => id !== 'reklamowe' && videoCount(id) === 0);
    expect(withoutVideo.length).toBeGreaterThanOrEqual(1);
  });

  it('references only local files that exist, or absolute URLs', () => {
    const urls = services.flatMap((s) => [
      ...(s.photos ?? []).map(urlOf),
      ...(s.videos ?? []).flatMap((v) => [urlOf(v), v.poster ?? '']),
    ]);
    const local = urls.filter((u) => u.startsWith('/'));
    expect(local.length).toBeGreaterThan(50);
    for (const url of urls.filter(Boolean)) {
      if (/^https?:\/\//.test(url)) continue;
      expect(url.startsWith('/'), url).toBe(true);
      expect(existsSync(publicFile(url)), `missing public${url}`).toBe(true);
    }
  });
});

describe('home content', () => {
  it('has two hero slides with the SPEC texts and anchors', () => {
    expect(heroSlides.map((s) => [s.title, s.subtitle, s.ctaText, s.ctaHref])).toEqual([
      ['Światłocień', 'Więcej niż obraz', 'Zobacz realizacje', '#portfolio'],
      ['Światłocień', 'Więcej niż obraz', 'Porozmawiajmy', '#contact'],
    ]);
    // Each plays its film's loop over the poster the films pipeline made of it.
    for (const s of heroSlides) {
      expect(existsSync(publicFile(s.master))).toBe(true);
      expect(s.src).toMatch(/^\/films\/[0-9a-f]{64}-r\d+\/loop\.mp4$/);
      expect(s.poster.url).toMatch(/^\/media\/film-posters\//);
    }
  });

  it('links the three realization cards to the SPEC paths', () => {
    expect(realizations.map((c) => servicePath(realizationService(c)))).toEqual([
      '/fotografia/przemys-owa',
      '/film/wizerunkowe',
      '/fotografia/architektury',
    ]);
    for (const c of realizations) {
      const file = c.media.type === 'video' ? c.media.master : c.media.url;
      expect(existsSync(publicFile(file))).toBe(true);
    }
  });

  it('has 14 client logos with unique ids and existing files', () => {
    expect(CLIENT_LOGO_COUNT).toBe(14);
    expect(clients).toHaveLength(CLIENT_LOGO_COUNT);
    expect(new Set(clients.map((c) => c.id)).size).toBe(CLIENT_LOGO_COUNT);
    for (const c of clients) expect(existsSync(publicFile(c.image))).toBe(true);
  });

  it('is written with plain spaces: non-breaking ones are added at render (lib/typography.ts)', () => {
    const strings = JSON.stringify([services, about, partners, contactCta, studio]);
    expect(strings).not.toMatch(/\u00a0|&nbsp;/);
  });
});

// docs/content.md: the rules that keep fifteen pages from reading as one template.
describe('the copy', () => {
  const lower = (text: string) => text.toLocaleLowerCase('pl');
  const allText = (s: (typeof services)[number]) =>
    [
      s.headline,
      s.summary,
      s.menu.slogan,
      ...s.intro,
      ...s.sections.flatMap((x) => [x.title, ...blockText(x)]),
    ].join('\n');

  it.each(services.map((s) => [s.id, s] as const))(
    '%s: the h1 does not repeat the service name shown above it',
    (_, s) => {
      expect(lower(s.headline)).not.toContain(lower(serviceName(s)));
    },
  );

  it('opens no intro with the studio name', () => {
    const openers = services
      .flatMap((s) => s.intro)
      .filter((p) => /^(W studiu |Studio )?Światłocień/u.test(p));
    expect(openers).toEqual([]);
  });

  it('uses no section title on more than two pages', () => {
    const count = new Map<string, number>();
    for (const s of services)
      for (const x of s.sections) count.set(x.title, (count.get(x.title) ?? 0) + 1);
    expect([...count].filter(([, n]) => n > 2)).toEqual([]);
  });

  // One person is addressed as Ty, a couple or an organisation as Wy.
  const TY = /(?<!\p{L})(Ty|Cię|Ciebie|Tobie|Tobą|Twój|Twoj\p{L}*|Twoi\p{L}*)(?!\p{L})/u;
  const WY = /(?<!\p{L})(Wy|Was|Wam|Wami|Wasz\p{L}*)(?!\p{L})/u;
  const tyPages = new Set(['wizerunkowa', 'portretowa']);
  it.each(services.map((s) => [s.id, s] as const))('%s: one form of address', (id, s) => {
    expect(allText(s)).not.toMatch(tyPages.has(id) ? WY : TY);
  });
});
