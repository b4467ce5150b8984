import { describe, expect, it } from 'vitest';

import type { PhotoItem } from './media-rules';
import { PREVIEW_MESSAGE, previewService, readPreviewMessage } from './preview-entry';
import { overBase } from './preview-over-base';

const fallback: PhotoItem = { type: 'photo', url: '/media/fallback.jpg', alt: 'Studio' };

const entry = {
  menu: { label: 'Ślubna', slogan: 'Wasz dzień', order: 1 },
  headline: 'Reportaż z dnia, który pamięta się latami',
  intro: ['Pierwszy akapit.', '', 'Drugi akapit.'],
  photos: [
    { src: 'blob:http://127.0.0.1/abc', alt: 'Para młoda' },
    { src: '', alt: 'jeszcze bez pliku' },
  ],
  videos: [{ src: '/media/video/slub.mp4', alt: 'Film ze ślubu' }],
  sections: [
    {
      title: 'Co otrzymujecie',
      blocks: [
        { type: 'lead', text: 'Wyselekcjonowaną relację:' },
        { type: 'bullets', items: ['•\tzdjęcia w pełnej rozdzielczości', ''] },
        { type: 'steps', items: [] },
        { type: 'unknown', text: 'x' },
      ],
    },
  ],
};

describe('readPreviewMessage', () => {
  it('takes the editor’s message for a known kind and nothing else', () => {
    expect(readPreviewMessage({ type: PREVIEW_MESSAGE, kind: 'film', entry })).toEqual({
      kind: 'film',
      locale: 'pl',
      entry,
    });
    expect(
      readPreviewMessage({ type: PREVIEW_MESSAGE, kind: 'film', locale: 'en', entry }),
    ).toMatchObject({ locale: 'en' });
    expect(readPreviewMessage({ type: PREVIEW_MESSAGE, kind: 'radio', entry })).toBeNull();
    expect(readPreviewMessage({ type: 'other', kind: 'foto', entry })).toBeNull();
    expect(readPreviewMessage('podglad:wpis')).toBeNull();
    expect(readPreviewMessage(null)).toBeNull();
  });
});

describe('previewService (the entry as the page would show it)', () => {
  const preview = previewService({ kind: 'foto', locale: 'pl', entry }, fallback);

  it('keeps the text, leaving out what is not written yet', () => {
    expect(preview.service.headline).toBe(entry.headline);
    expect(preview.service.intro).toEqual(['Pierwszy akapit.', 'Drugi akapit.']);
    expect(preview.service.sections).toEqual([
      {
        title: 'Co otrzymujecie',
        blocks: [
          { type: 'lead', text: 'Wyselekcjonowaną relację:' },
          { type: 'bullets', items: ['•\tzdjęcia w pełnej rozdzielczości'] },
        ],
      },
    ]);
  });

  it('applies the page’s media rules: the video leads, the first photo is its poster', () => {
    expect(preview.hero).toMatchObject({
      type: 'video',
      url: '/media/video/slub.mp4',
      poster: { url: 'blob:http://127.0.0.1/abc' },
      label: 'Film ze ślubu',
    });
    expect(preview.gallery.map((item) => item.url)).toEqual([
      'blob:http://127.0.0.1/abc',
      '/media/video/slub.mp4',
    ]);
  });

  it('shows the fallback photo as the hero of an entry without media', () => {
    const bare = previewService(
      { kind: 'film', locale: 'pl', entry: { headline: 'Sam tekst' } },
      fallback,
    );
    expect(bare.hero).toEqual({ ...fallback, fallback: true });
    expect(bare.gallery).toEqual([]);
    expect(bare.service).toMatchObject({ kind: 'film', intro: [], sections: [] });
  });

  it('survives an entry that is not an object at all', () => {
    const empty = previewService({ kind: 'foto', locale: 'pl', entry: 'nonsense' }, fallback);
    expect(empty.service.headline).toBe('');
    expect(empty.service.menu.label).toBe('');
  });
});

describe('the English side of an entry', () => {
  // As the editor holds it: only the translated fields; the list of photos the same files.
  const english = {
    menu: { label: 'Wedding', slogan: '' },
    headline: 'Your day, told quietly',
    intro: ['One paragraph.'],
    photos: [{ src: 'blob:http://127.0.0.1/abc', alt: 'The couple' }, { alt: 'no file yet' }],
  };

  it('is drawn over the Polish side: blank and missing fields are the Polish ones', () => {
    const merged = overBase(entry, english) as typeof entry;
    expect(merged.headline).toBe('Your day, told quietly');
    expect(merged.menu).toEqual({ label: 'Wedding', slogan: 'Wasz dzień', order: 1 });
    expect(merged.intro).toEqual(['One paragraph.']);
    expect(merged.photos).toEqual([
      { src: 'blob:http://127.0.0.1/abc', alt: 'The couple' },
      { src: '', alt: 'no file yet' },
    ]);
    expect(merged.videos).toEqual(entry.videos);
    expect(merged.sections).toEqual(entry.sections);
  });

  it('is an English page in the preview', () => {
    const preview = previewService({ kind: 'foto', locale: 'en', entry: english }, fallback);
    expect(preview.service.locale).toBe('en');
    expect(previewService({ kind: 'foto', locale: 'pl', entry }, fallback).service.locale).toBe(
      undefined,
    );
  });
});
