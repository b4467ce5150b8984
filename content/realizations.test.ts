import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { englishRealizationsBySlug, englishRealizationSlug } from '@/lib/realization-routes';

import { ContentError } from './load';
import { getRealizations, loadRealizations, newestFirst } from './realizations';
import { getService } from './services';

// The realizations' registry: rules over whatever the studio has published
// (content/realizations/), and the loader's refusals on files of its own.

describe('the realizations', () => {
  const all = getRealizations();

  it('come newest first, one day’s by address', () => {
    expect([...all].sort(newestFirst)).toEqual(all);
  });

  it('name only services the site has, in both languages', () => {
    for (const r of all) for (const id of r.services) expect(getService(id), r.slug).toBeDefined();
    for (const r of getRealizations('en'))
      for (const id of r.services) expect(getService(id, 'en'), r.slug).toBeDefined();
  });

  it('have an English address each, from the English title, none taken twice', () => {
    const english = [...englishRealizationsBySlug().entries()];
    for (const [slug, r] of english) {
      expect(slug).toBe(englishRealizationSlug(r));
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(new Set(english.map(([slug]) => slug)).size).toBe(english.length);
  });
});

describe('a realization file the loader refuses', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'realizations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const valid = {
    title: 'Sesja na dachu kamienicy',
    services: ['portretowa'],
    date: '2026-04-02',
    cover: { src: '/media/photos/01.jpg', alt: 'Las i łąka u stóp gór' },
    story: ['Jeden akapit opisu.'],
  };
  const only = (name: string, data: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(data));
    return () => loadRealizations(dir);
  };

  it('loads a valid one, its file name its address', () => {
    expect(only('sesja-na-dachu.json', valid)()).toMatchObject([{ slug: 'sesja-na-dachu' }]);
  });

  it('names a file name that is not an address, or one the routes keep', () => {
    for (const name of ['Sesja na dachu.json', 'sesja_na_dachu.json', '404.json']) {
      expect(only(name, valid)).toThrow(ContentError);
      expect(only(name, valid)).toThrow(/nazwa pliku jest adresem strony/);
    }
  });

  it('names a service no file has, by the file and the field', () => {
    const load = only('sesja.json', { ...valid, services: ['portretowa', 'podwodna'] });
    expect(load).toThrow(/sesja\.json: services\[1\]: nie ma usługi podwodna/);
  });

  it('names a missing cover, a date not written RRRR-MM-DD and no service at all', () => {
    const { cover: _, ...noCover } = valid;
    void _;
    expect(only('a.json', noCover)).toThrow(/a\.json: cover: /);
    expect(only('b.json', { ...valid, date: '2.04.2026' })).toThrow(
      /b\.json: date: Wpisz datę w postaci RRRR-MM-DD/,
    );
    expect(only('c.json', { ...valid, services: [] })).toThrow(/c\.json: services: /);
  });
});
