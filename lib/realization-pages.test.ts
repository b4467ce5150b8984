import { describe, expect, it } from 'vitest';

import { getRealizations } from '@/content/realizations';

import { pageWindow } from './page-window';
import {
  indexPageCount,
  indexPageOf,
  indexPageParams,
  LATEST_REALIZATIONS,
  moreRealizations,
  publishedRealizations,
  realizationPath,
  realizationRouteParams,
  REALIZATIONS_PER_PAGE,
  realizationsIndexPath,
  realizationsOnPage,
} from './realization-routes';
import { formatDay, realizationSummary } from './realization-text';

describe('the realizations’ index', () => {
  it.each(['pl', 'en'] as const)(
    '%s: lists every realization once, newest first, 24 a page',
    (locale) => {
      const count = indexPageCount(locale);
      const pages = Array.from({ length: count }, (_, i) => realizationsOnPage(locale, i + 1));
      expect(pages.flat()).toEqual(publishedRealizations(locale));
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(REALIZATIONS_PER_PAGE);
      expect(realizationsOnPage(locale, count + 1)).toEqual([]);
    },
  );

  it('has its first page at the index itself, the others in a folder, both languages', () => {
    expect(realizationsIndexPath('pl')).toBe('/realizacje');
    expect(realizationsIndexPath('pl', 1)).toBe('/realizacje');
    expect(realizationsIndexPath('pl', 3)).toBe('/realizacje/strona/3');
    expect(realizationsIndexPath('en', 2)).toBe('/en/work/page/2');
  });

  it('makes a page for each number past the first, and the folder’s 404 page', () => {
    const count = indexPageCount('pl');
    expect(count).toBeGreaterThanOrEqual(1);
    expect(indexPageParams('pl')).toEqual([
      ...Array.from({ length: count - 1 }, (_, i) => ({ page: String(i + 2) })),
      { page: '404' },
    ]);
    // Not the first (it is the index), nor past the last, nor a number written otherwise.
    for (const param of ['1', '0', '02', String(count + 1), 'x']) {
      expect(indexPageOf('pl', param), param).toBeUndefined();
    }
  });

  it('gives every realization a page, and its folder a 404 page', () => {
    expect(realizationRouteParams('pl')).toEqual([
      ...getRealizations().map((r) => ({ slug: r.slug })),
      { slug: '404' },
    ]);
    for (const r of getRealizations()) expect(realizationPath(r)).toBe(`/realizacje/${r.slug}`);
  });
});

describe('a realization’s „more”', () => {
  it('offers its neighbours, of its services first, newest first, never itself', () => {
    const all = publishedRealizations('pl');
    for (const r of all) {
      const more = moreRealizations(r);
      expect(more).not.toContain(r);
      expect(more).toHaveLength(Math.min(LATEST_REALIZATIONS, all.length - 1));
      expect([...more].sort((a, b) => all.indexOf(a) - all.indexOf(b))).toEqual(more);
      const same = all.filter((o) => o !== r && o.services.some((id) => r.services.includes(id)));
      const shared = more.filter((o) => same.includes(o));
      expect(shared).toHaveLength(Math.min(same.length, LATEST_REALIZATIONS));
    }
  });
});

describe('the page numbers offered', () => {
  it('are all of a few, and the ends and neighbours of many', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 13)).toEqual([1, null, 4, 5, 6, 7, 8, null, 13]);
    expect(pageWindow(1, 13)).toEqual([1, 2, 3, null, 13]);
    expect(pageWindow(13, 13)).toEqual([1, null, 11, 12, 13]);
  });
});

describe('a realization’s description and date', () => {
  it('take the story’s first paragraph, cut after a whole sentence within 160 characters', () => {
    const short = 'Krótki opis.';
    expect(realizationSummary({ story: [short, 'Drugi akapit.'] })).toBe(short);
    const long = `${'Pierwsze zdanie jest dość długie i ma sporo słów. '.repeat(3)}Ostatnie zdanie.`;
    const summary = realizationSummary({ story: [long] });
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/\.$/);
    expect(long.startsWith(summary)).toBe(true);
    // One long sentence: cut after a whole word, with an ellipsis.
    const words = realizationSummary({ story: ['słowo '.repeat(60)] });
    expect(words.length).toBeLessThanOrEqual(160);
    expect(words).toMatch(/słowo…$/);
    for (const r of getRealizations())
      expect(realizationSummary(r).length, r.slug).toBeLessThanOrEqual(160);
  });

  it('write the day as its language does', () => {
    expect(formatDay('2026-03-05', 'pl')).toBe('5 marca 2026');
    expect(formatDay('2026-03-05', 'en')).toBe('5 March 2026');
  });
});
