import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { getClients } from '@/lib/clients';
import { getHeroSlides, getRealizations, realizationService } from '@/lib/home-media';
import { servicePath } from '@/lib/routes';
import { serviceName } from '@/lib/service-name';

import { getAbout, getContactCta, getPartners, homeAnchors } from './home';
import { serviceKinds } from './kinds';
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

const urlOf = (m: PhotoEntry | VideoEntry) => m.src;
const publicFile = (url: string) => path.join(process.cwd(), 'public', decodeURI(url));

describe('the service registry', () => {
  it('lists each service once, under its kind, in menu order', () => {
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
    for (const { kind } of serviceKinds) {
      const ofKind = servicesOfKind(kind);
      expect(ofKind.every((s) => s.kind === kind)).toBe(true);
      const orders = ofKind.map((s) => s.menu.order);
      expect(orders).toEqual(orders.toSorted((a, b) => a - b));
      const labels = ofKind.map((s) => s.menu.label);
      expect(new Set(labels).size, `two ${kind} chips read the same`).toBe(labels.length);
    }
    expect(serviceKinds.flatMap(({ kind }) => servicesOfKind(kind))).toHaveLength(services.length);
  });

  it('finds every service by its id with the one lookup, and nothing for an unknown id', () => {
    for (const s of services) expect(getService(s.id)).toEqual(s);
    expect(getService('nie-ma-takiej-uslugi')).toBeUndefined();
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

describe("the services' media", () => {
  it('references only local files that exist, or absolute URLs', () => {
    const urls = services.flatMap((s) => [
      ...(s.photos ?? []).map(urlOf),
      ...(s.videos ?? []).flatMap((v) => [urlOf(v), v.poster ?? '']),
    ]);
    for (const url of urls.filter(Boolean)) {
      if (/^https?:\/\//.test(url)) continue;
      expect(url.startsWith('/'), url).toBe(true);
      expect(existsSync(publicFile(url)), `missing public${url}`).toBe(true);
    }
  });
});

describe('home content', () => {
  it('points each hero slide at a block of the home page, over its film’s loop and poster', () => {
    expect(heroSlides.length).toBeGreaterThan(0);
    const anchors = Object.values(homeAnchors).map((a) => `#${a}`);
    for (const s of heroSlides) {
      expect(anchors).toContain(s.ctaHref);
      expect(existsSync(publicFile(s.master))).toBe(true);
      expect(s.src).toMatch(/^\/films\/[0-9a-f]{64}-r\d+\/loop\.mp4$/);
      expect(s.poster.url).toMatch(/^\/media\/film-posters\//);
    }
  });

  it('links every realization card to a service page, with a file that exists', () => {
    for (const c of realizations) {
      expect(servicePath(realizationService(c))).toMatch(/^\/(fotografia|film)\/[a-z0-9-]+$/);
      const file = c.media.type === 'video' ? c.media.master : c.media.url;
      expect(existsSync(publicFile(file))).toBe(true);
    }
  });

  it('gives every client logo its own id and an existing file', () => {
    expect(new Set(clients.map((c) => c.id)).size).toBe(clients.length);
    for (const c of clients) expect(existsSync(publicFile(c.image))).toBe(true);
  });

  it('is written with plain spaces: non-breaking ones are added at render (lib/typography.ts)', () => {
    const strings = JSON.stringify([services, about, partners, contactCta, studio]);
    expect(strings).not.toMatch(/\u00a0|&nbsp;/);
  });
});

// docs/content.md: the rules that keep the service pages from reading as one template.
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
  it.each(services.map((s) => [s.id, s] as const))('%s: one form of address', (_, s) => {
    const text = allText(s);
    expect(TY.test(text) && WY.test(text), 'both Ty and Wy').toBe(false);
  });
});
