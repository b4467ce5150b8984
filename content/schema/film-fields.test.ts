import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { getHeroSlides, getRealizations } from '@/lib/home-media';

import { getServices } from '../services';
import { group, line, list } from './fields';
import { contentFilms, filmsIn } from './film-fields';
import { ambientVideoSchema, videoSchema } from './media';

const film = (src: string, title: string) => ({
  src,
  alt: `Opis ${title}`,
  title,
  description: 'Opis filmu.',
  uploadDate: '2026-11-24',
});

describe('films found through the schema', () => {
  it('finds a film field the schema gains, wherever it sits, with no second list', () => {
    // A page that gains a film in an optional group and a list of clips in each section.
    const schema = z.strictObject({
      heading: line({ title: 'Nagłówek', description: 'Tytuł.' }),
      intro: group({ teaser: ambientVideoSchema.optional() }, { title: 'Wstęp', description: '.' }),
      sections: list(
        group(
          { clips: list(videoSchema, { title: 'Klipy', description: '.' }).optional() },
          { title: 'Sekcja', description: '.' },
        ),
        { title: 'Sekcje', description: '.' },
      ),
    });
    const data = {
      heading: 'Strona',
      intro: { teaser: { src: 'https://filmy.test/zwiastun.mov', alt: 'Zwiastun' } },
      sections: [{}, { clips: [film('/media/videos/a.mp4', 'Pierwszy'), film('/b.mp4', 'Drugi')] }],
    };
    const found = filmsIn(schema, data, { file: 'content/nowa.json', label: '„Nowa”' });
    expect(found).toEqual([
      {
        src: 'https://filmy.test/zwiastun.mov',
        title: 'Zwiastun',
        file: 'content/nowa.json',
        field: 'intro.teaser.src',
        label: '„Nowa” → „Wstęp” → „Film” → „Plik filmu”',
      },
      expect.objectContaining({
        src: '/media/videos/a.mp4',
        title: 'Pierwszy',
        field: 'sections[1].clips[0].src',
        label: '„Nowa” → „Sekcje” nr 2 → „Klipy” nr 1 → „Plik filmu”',
      }),
      expect.objectContaining({ src: '/b.mp4', field: 'sections[1].clips[1].src' }),
    ]);
  });

  it('reads every data file of the content table, Polish only, by its schema', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'film-fields-'));
    mkdirSync(path.join(root, 'content/extra'), { recursive: true });
    const page = z.strictObject({ films: list(videoSchema, { title: 'Filmy', description: '.' }) });
    const write = (file: string, data: unknown) =>
      writeFileSync(path.join(root, file), JSON.stringify(data));
    write('content/extra/gala.json', { films: [film('/gala.mp4', 'Gala')] });
    write('content/extra/gala.en.json', { films: [film('/gala.mp4', 'Gala (EN)')] });
    write('content/solo.json', { films: [film('/solo.mp4', 'Solo')] });
    const films = contentFilms(root, [
      { type: 'file', name: 'site', path: 'content/solo.json', label: 'Solo', schema: page },
      {
        type: 'folder',
        name: 'services-film',
        path: 'content/extra',
        extension: 'json',
        label: 'Dodatki',
        schema: page as never,
      },
    ]);
    expect(films.map((f) => [f.src, f.title, f.label])).toEqual([
      ['/solo.mp4', 'Solo', '„Solo” → „Filmy” nr 1 → „Plik filmu”'],
      ['/gala.mp4', 'Gala', '„Dodatki” → „gala” → „Filmy” nr 1 → „Plik filmu”'],
    ]);
  });

  it('finds every film a service page or the home page plays', () => {
    const found = contentFilms(process.cwd()).map((f) => f.src);
    const named = [
      ...getServices().flatMap((s) => (s.videos ?? []).map((v) => v.src)),
      ...getHeroSlides().map((s) => s.master),
      ...getRealizations().flatMap((c) => (c.media.type === 'video' ? [c.media.master] : [])),
    ];
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set(named));
  });
});
