import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { photoSchema, studioSchema } from '.';
import { formatIssues } from '../load';

// What the schema refuses outright, whatever the page would make of it
// (docs/data-files.md, "Hostile input"); the rest renders inert, which
// scripts/test/hostile-content/ proves on a whole build.
const studioFile = 'content/studio.json';
const studio = JSON.parse(readFileSync(studioFile, 'utf8')) as Record<string, unknown>;

function refusal(data: unknown): string {
  const result = studioSchema.safeParse(data);
  if (result.success) throw new Error('accepted');
  return formatIssues(studioFile, result.error);
}

describe('a bidi control in any text', () => {
  it.each(['\u202E', '\u202A', '\u2066', '\u2069'])(
    'U+%s is refused in Polish, naming the file, the field and the character',
    (control) => {
      const code = control.codePointAt(0)?.toString(16).toUpperCase() ?? '';
      expect(refusal({ ...studio, name: `Świat${control}łocień` })).toBe(
        `${studioFile}: name: niewidoczny znak zmiany kierunku tekstu (U+${code}) – usuń go (często przychodzi z wklejonym tekstem)`,
      );
    },
  );

  it('is refused in a photo’s alt text too, and an ordinary right-to-left letter is not', () => {
    const photo = { src: '/media/a.jpg', alt: 'Para\u202Eślubna' };
    expect(photoSchema.safeParse(photo).success).toBe(false);
    expect(photoSchema.safeParse({ ...photo, alt: 'Napis שלום na ścianie' }).success).toBe(true);
  });
});

describe('a link or a file that is not a web address', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:x'])(
    '%s as a social link is refused, naming the field',
    (url) => {
      const social = [{ label: 'Instagram', url }];
      expect(refusal({ ...studio, social })).toMatch(/^content\/studio\.json: social\[0\]\.url: /);
    },
  );

  it.each(['javascript:alert(1)', 'data:image/jpeg;base64,AAAA', '//evil.example/a.jpg'])(
    '%s as a photo file is refused',
    (src) => {
      expect(photoSchema.safeParse({ src, alt: 'Zdjęcie' }).success).toBe(false);
    },
  );
});
