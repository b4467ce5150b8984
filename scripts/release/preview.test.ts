import { describe, expect, it } from 'vitest';

import { PREVIEW_DAYS, previewExpires, previewName, previewUrl } from './preview.ts';

const KEY = 'token-testowy';

describe('a draft’s Preview name', () => {
  it('reads as the draft and carries a secret only the token can make', () => {
    const name = previewName('cms/services-photo/slubna', KEY, 'swiatlocien');
    expect(name).toMatch(/^slubna-[a-z2-7]{16}$/);
    // The same draft keeps its name across saves; another draft or key gets another.
    expect(previewName('cms/services-photo/slubna', KEY, 'swiatlocien')).toBe(name);
    expect(previewName('cms/services-film/slubna', KEY, 'swiatlocien')).not.toBe(name);
    expect(previewName('cms/services-photo/slubna', 'inny', 'swiatlocien')).not.toBe(name);
  });

  it('is one DNS label that fits the Worker’s name, whatever the slug', () => {
    for (const branch of [
      `cms/realizacje/${'ślub-w-górach-'.repeat(8)}`,
      'cms/strony/2026%2Fzima',
      'cms/strony/---',
      'cms/a/Żółć',
    ]) {
      const name = previewName(branch, KEY, 'swiatlocien');
      expect(`${name}-swiatlocien`.length, branch).toBeLessThanOrEqual(63);
      expect(name, branch).toMatch(/^[a-z](?:[a-z0-9-]*[a-z0-9])?$/);
    }
    expect(previewName('cms/a/Żółć', KEY, 'swiatlocien')).toMatch(/^zolc-/);
    expect(previewName('cms/strony/---', KEY, 'swiatlocien')).toMatch(/^szkic-/);
  });

  it('cannot be made without the key', () => {
    expect(() => previewName('cms/a/b', '', 'swiatlocien')).toThrow(/CLOUDFLARE_API_TOKEN/);
  });
});

describe('a Preview’s end', () => {
  it(`is ${PREVIEW_DAYS} days after the draft was saved`, () => {
    expect(previewExpires(Date.parse('2026-12-01T10:00:00.123Z'))).toBe('2026-12-31T10:00:00Z');
  });
});

describe('the Preview URL', () => {
  const entry = {
    type: 'preview',
    preview_name: 'slubna-abc',
    preview_urls: ['https://slubna-abc-swiatlocien.studio.workers.dev'],
    deployment_urls: ['https://0123abcd-swiatlocien.studio.workers.dev'],
  };

  it('is the Preview’s own from wrangler’s output file, not one deployment’s', () => {
    const text = [{ type: 'wrangler-session' }, entry].map((e) => JSON.stringify(e)).join('\n');
    expect(previewUrl(`${text}\n`)).toBe(entry.preview_urls[0]);
    const nested = { ...entry, preview_urls: { workers_dev: entry.preview_urls[0] } };
    expect(previewUrl(JSON.stringify(nested))).toBe(entry.preview_urls[0]);
  });

  it('is an error when wrangler reported none', () => {
    expect(() => previewUrl(JSON.stringify({ type: 'preview' }))).toThrow(/preview URLs/);
  });
});
