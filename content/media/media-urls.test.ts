import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { externalMediaOrigins, registryMediaUrls } from './media-urls';

describe('registry media URLs', () => {
  it('lists every local file the site shows, each once, all present in public/', () => {
    const urls = registryMediaUrls();
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('/media/fallback.jpg');
    expect(urls).toContain('/media/clients/14.svg');
    expect(urls.some((u) => u.endsWith('.mp4'))).toBe(true);
    for (const url of urls.filter((u) => u.startsWith('/'))) {
      expect(existsSync(path.join('public', url)), url).toBe(true);
    }
  });

  it('derives the external media origins from absolute URLs only', () => {
    const external = registryMediaUrls().filter((u) => /^https?:/.test(u));
    expect(externalMediaOrigins()).toEqual(
      [...new Set(external.map((u) => new URL(u).origin))].sort(),
    );
  });
});
