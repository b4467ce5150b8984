import { describe, expect, it } from 'vitest';

import type { PhotoItem } from './media-rules';
import { PREVIEW_MESSAGE, previewService, readPreviewMessage } from './preview-entry';

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
      entry,
    });
    expect(readPreviewMessage({ type: PREVIEW_MESSAGE, kind: 'radio', entry })).toBeNull();
    expect(readPreviewMessage({ type: 'other', kind: 'foto', entry })).toBeNull();
    expect(readPreviewMessage('podglad:wpis')).toBeNull();
    expect(readPreviewMessage(null)).toBeNull();
  });
});

describe('previewService (the entry as the page would show it)', () => {
  const preview = previewService({ kind: 'foto', entry }, fallback);

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
    const bare = previewService({ kind: 'film', entry: { headline: 'Sam tekst' } }, fallback);
    expect(bare.hero).toEqual({ ...fallback, fallback: true });
    expect(bare.gallery).toEqual([]);
    expect(bare.service).toMatchObject({ kind: 'film', intro: [], sections: [] });
  });

  it('survives an entry that is not an object at all', () => {
    const empty = previewService({ kind: 'foto', entry: 'nonsense' }, fallback);
    expect(empty.service.headline).toBe('');
    expect(empty.service.menu.label).toBe('');
  });
});
