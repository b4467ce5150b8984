import { describe, expect, it } from 'vitest';

import { classifyChange, isContentFile } from './content-only.mjs';

describe('a push to main', () => {
  it('is content-only when the editor saved data files and uploaded media', () => {
    expect(
      classifyChange([
        'content/services/fotografia/slubna.json',
        'content/privacy.json',
        'public/media/photos/wesele-2026.jpg',
        'content/media/image-variants.json',
      ]),
    ).toEqual({ contentOnly: true, code: [] });
  });

  it('is code when anything else changed, with the files that make it code', () => {
    expect(
      classifyChange([
        'content/studio.json',
        'content/schema/service.ts',
        'components/home/hero.tsx',
        'package.json',
        '.github/workflows/deploy.yml',
      ]),
    ).toEqual({
      contentOnly: false,
      code: [
        'content/schema/service.ts',
        'components/home/hero.tsx',
        'package.json',
        '.github/workflows/deploy.yml',
      ],
    });
  });

  it('counts the tests’ fixtures and other public files as code', () => {
    expect(isContentFile('content/__fixtures__/broken/slubna.json')).toBe(false);
    expect(isContentFile('content/project-words.txt')).toBe(false);
    expect(isContentFile('public/admin/index.html')).toBe(false);
    expect(isContentFile('public/media/clients/15.svg')).toBe(true);
  });

  it('counts a script or a page among the uploads as code: it could run on the site', () => {
    for (const file of [
      'public/media/photos/a.html',
      'public/media/img/x.js',
      'public/media/.env',
    ]) {
      expect(isContentFile(file), file).toBe(false);
    }
    for (const file of ['public/media/photos/A.JPG', 'public/media/videos/film.mov']) {
      expect(isContentFile(file), file).toBe(true);
    }
  });

  it('is content-only when nothing changed since the last green run (a film became ready)', () => {
    expect(classifyChange([])).toEqual({ contentOnly: true, code: [] });
  });
});
