import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { getClientLogoFiles } from './clients';
import {
  contentDir,
  ContentError,
  dataFilesIn,
  fillPlaceholders,
  imageSize,
  readDataFile,
} from './load';
import variants from './media/image-variants.json' with { type: 'json' };
import { contentFiles, serviceSchema } from './schema';

/** An editor path (content/…) in the content folder read (CONTENT_DIR, else content/). */
const inContent = (file: string) => path.join(contentDir(), path.relative('content', file));

// `npm run check:content`: every data file of the site, against its schema.
describe('every data file', () => {
  const files = contentFiles.flatMap((entry) =>
    entry.type === 'file'
      ? [[inContent(entry.path), entry.schema] as const]
      : dataFilesIn(inContent(entry.path)).map((file) => [file, entry.schema] as const),
  );

  it('covers every page file and every service file', () => {
    const services = contentFiles.flatMap((entry) =>
      entry.type === 'folder'
        ? readdirSync(inContent(entry.path)).filter((f) => /(?<!\.[a-z]{2})\.json$/.test(f))
        : [],
    );
    const pages = contentFiles.filter((entry) => entry.type === 'file');
    expect(files).toHaveLength(pages.length + services.length);
  });

  it.each(files)('%s follows its schema', (file, schema) => {
    expect(() => readDataFile(file, schema)).not.toThrow();
  });
});

describe('a file that breaks the schema', () => {
  const broken = 'e2e/support/fixtures/content/broken/slubna.json';

  it('fails with one line per problem: the file, the field path and what is wrong', () => {
    expect(() => readDataFile(broken, serviceSchema)).toThrow(ContentError);
    expect(() => readDataFile(broken, serviceSchema)).toThrow(
      [
        'Błędy w treści:',
        `${broken}: photos[1].alt: nie może być puste`,
        `${broken}: sections[2].blocks[0].items[0]: oczekiwano tekstu, a jest liczba całkowita`,
        `${broken}: (cały plik): nieznane pole: „headline2” – usuń je albo popraw nazwę`,
      ].join('\n'),
    );
  });

  it('names a file that is not JSON', () => {
    expect(() => readDataFile(path.join('content', 'project-words.txt'), z.unknown())).toThrow(
      /^content\/project-words\.txt: to nie jest poprawny JSON: /,
    );
  });

  it('names an unknown placeholder with its field', () => {
    expect(() =>
      fillPlaceholders(
        { a: [{ b: 'od {studio.rok}' }] },
        { 'studio.name': 'X' },
        'content/home.json',
      ),
    ).toThrow(
      'content/home.json: a[0].b: nieznane pole zastępcze {studio.rok} (znane: {studio.name})',
    );
  });
});

describe('a word that agrees with a number ({services.count|…})', () => {
  const fact = (count: number, label: string, locale: 'pl' | 'en' = 'pl') =>
    fillPlaceholders({ label }, { 'services.count': String(count) }, 'content/home.json', locale)
      .label;

  it('takes the Polish form of every count: 1 rodzaj, 3 rodzaje, 5 rodzajów, 22 rodzaje, 112 rodzajów', () => {
    const label = '{services.count|rodzaj|rodzaje|rodzajów} usług';
    expect([1, 3, 5, 12, 22, 25, 112].map((n) => `${n} ${fact(n, label)}`)).toEqual([
      '1 rodzaj usług',
      '3 rodzaje usług',
      '5 rodzajów usług',
      '12 rodzajów usług',
      '22 rodzaje usług',
      '25 rodzajów usług',
      '112 rodzajów usług',
    ]);
  });

  it('takes the English form in English, and names a field with the wrong number of forms', () => {
    expect(fact(1, 'film {services.count|service|services}', 'en')).toBe('film service');
    expect(fact(6, 'film {services.count|service|services}', 'en')).toBe('film services');
    expect(() => fact(6, '{services.count|rodzaj|rodzajów}')).toThrow(
      /content\/home\.json: label: \{services\.count\|rodzaj\|rodzajów\}: wpisz trzy formy słowa/,
    );
  });
});

describe('image sizes', () => {
  it('come from the variants manifest for photos and from the file for SVG logos', () => {
    for (const [url, entry] of Object.entries(variants).slice(0, 3)) {
      expect(imageSize(url)).toEqual({ width: entry.width, height: entry.height });
    }
    for (const logo of getClientLogoFiles().filter((l) => l.url.endsWith('.svg'))) {
      expect(imageSize(logo.url)).toEqual({
        width: expect.any(Number) as number,
        height: expect.any(Number) as number,
      });
    }
    expect(imageSize('https://cdn.example.com/a.jpg')).toBeUndefined();
  });
});
