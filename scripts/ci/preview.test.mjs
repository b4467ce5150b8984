import { describe, expect, it } from 'vitest';

import { previewAlias, previewUrl } from './preview.mjs';

describe('the preview alias of a draft branch', () => {
  it('is the branch as a DNS label', () => {
    expect(previewAlias('cms/services-film/slubna')).toBe('cms-services-film-slubna');
    expect(previewAlias('cms/pages/Studio_2026')).toBe('cms-pages-studio-2026');
    // Sveltia escapes a slash in a slug as %2F.
    expect(previewAlias('cms/pages/a%2Fb')).toBe('cms-pages-a-2fb');
  });

  it('fits one DNS label with the Worker’s name, cut with a hash when long', () => {
    const long = `cms/services-photo/${'bardzo-dluga-nazwa-'.repeat(5)}koniec`;
    const alias = previewAlias(long);
    expect(`${alias}-swiatlocien`.length).toBeLessThanOrEqual(63);
    expect(alias).toMatch(/^cms-services-photo-bardzo-.*-[0-9a-f]{4}$/);
    expect(previewAlias(`${long}x`)).not.toBe(alias);
  });

  it('refuses a branch no label can be made of', () => {
    expect(() => previewAlias('///')).toThrow(/branch name/);
    expect(() => previewAlias('1-cms')).toThrow();
  });
});

describe('the preview URL', () => {
  const upload = {
    type: 'version-upload',
    version_id: 'v1',
    preview_url: 'https://0123abcd-swiatlocien.studio.workers.dev',
    preview_alias_url: 'https://cms-pages-home-swiatlocien.studio.workers.dev',
  };

  it('is the alias’s URL from wrangler’s output file', () => {
    const text = [{ type: 'wrangler-session' }, upload].map((e) => JSON.stringify(e)).join('\n');
    expect(previewUrl(`${text}\n`)).toBe(upload.preview_alias_url);
    const { preview_alias_url: _, ...unaliased } = upload;
    expect(previewUrl(JSON.stringify(unaliased))).toBe(upload.preview_url);
  });

  it('is an error when wrangler reported none', () => {
    expect(() => previewUrl(JSON.stringify({ type: 'version-upload' }))).toThrow(/preview URLs/);
  });
});
