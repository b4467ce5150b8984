import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { daysBefore, multiplyPortfolio, repeatTitle } from './scale-copy.mjs';

describe('the scale bench’s portfolio', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'scale-copy-'));
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(root, { recursive: true, force: true });
  });

  it('repeats every realization with photos of its own, each valid and at an address of its own', async () => {
    cpSync('content', path.join(root, 'content'), { recursive: true });
    cpSync('public/media/photos', path.join(root, 'public/media/photos'), { recursive: true });
    const samples = readdirSync(path.join(root, 'content/realizations')).filter((f) =>
      /(?<!\.en)\.json$/.test(f),
    ).length;
    const { realizations, photos } = multiplyPortfolio(root, 3);
    expect(realizations).toBe(samples * 2);
    // Each repeat's photo is a file of its own, whose pixels are its sample's.
    expect(new Set(photos.map((p) => p.url)).size).toBe(photos.length);
    const first = photos[0] ?? { url: '', source: '' };
    const made = readFileSync(path.join(root, 'public', first.url));
    const sample = readFileSync(path.join(root, 'public', first.source));
    expect(made.equals(sample)).toBe(false);
    const pixels = (/** @type {Buffer} */ bytes) => sharp(bytes).raw().toBuffer();
    expect((await pixels(made)).equals(await pixels(sample))).toBe(true);

    vi.stubEnv('CONTENT_DIR', path.join(root, 'content'));
    vi.stubEnv('PUBLIC_DIR', path.join(root, 'public'));
    vi.resetModules();
    const { getRealizations } = await import('@/content/realizations');
    const { englishRealizationsBySlug } = await import('@/lib/realization-routes');
    expect(getRealizations()).toHaveLength(samples * 3);
    // Every English version is published, each at an address of its own.
    expect(englishRealizationsBySlug().size).toBe(getRealizations('en').length);
  }, 60_000);

  it('titles and dates each repeat within the schema’s rules', () => {
    expect(repeatTitle('x'.repeat(90), 100, 'kopia')).toHaveLength(90);
    expect(repeatTitle('Ślub w Tatrach', 7, 'kopia')).toBe('Ślub w Tatrach (kopia 7)');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });
});
