import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildVariants, checkVariants } from '@/scripts/build/images/build-variants.mjs';

/**
 * A photo the studio uploads in the editor arrives as a commit of two
 * things: the file in public/media/photos/ and a data file that references
 * it. The committed variants manifest does not know it yet. `npm run check`
 * must still pass (the loader reads the size from the file), and the build's
 * first step makes its variants and manifest entry, then checks them.
 */
describe('a photo uploaded in the editor', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'new-photo-'));
  const src = '/media/photos/nowe-zdjecie.jpg';
  const alt = 'Operator z kamerą na statywie w jasnej hali produkcyjnej';
  // Any service: the first film page's file.
  const id = readdirSync('content/services/film')
    .filter((f) => /(?<!\.en)\.json$/.test(f))[0]!
    .replace(/\.json$/, '');
  const service = path.join(root, `content/services/film/${id}.json`);

  beforeAll(async () => {
    cpSync('content', path.join(root, 'content'), { recursive: true });
    const data = JSON.parse(readFileSync(service, 'utf8')) as { photos?: unknown[] };
    data.photos = [{ src, alt }, ...(data.photos ?? [])];
    writeFileSync(service, JSON.stringify(data, null, 2));
    mkdirSync(path.join(root, 'public/media/photos'), { recursive: true });
    await sharp({ create: { width: 800, height: 533, channels: 3, background: '#3b5a7a' } })
      .jpeg()
      .toFile(path.join(root, 'public', src));
    vi.stubEnv('CONTENT_DIR', path.join(root, 'content'));
    vi.stubEnv('PUBLIC_DIR', path.join(root, 'public'));
    vi.resetModules();
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(root, { recursive: true, force: true });
  });

  it('loads before any build, with the size read from the file', async () => {
    const { getService } = await import('@/content/services');
    const { shareImage } = await import('@/lib/media');
    const edited = getService(id);
    expect(edited?.photos?.[0]).toEqual({ src, alt });
    // No variants yet: the page shows the original file, with its size.
    expect(shareImage(edited!)).toEqual({
      type: 'photo',
      url: src,
      width: 800,
      height: 533,
      alt,
    });
  });

  it('gets its variants and manifest entry at the build’s first step, checked after', async () => {
    const lines: string[] = [];
    const manifest = await buildVariants({
      root,
      cache: path.join(root, '.cache'),
      log: (line) => lines.push(line),
    });
    expect(manifest[src]).toMatchObject({ width: 800, height: 533, widths: [480, 800] });
    expect(lines).toEqual([expect.stringMatching(/^image variants: 1 sources, 4 encoded/)]);
    expect(await checkVariants(root)).toEqual([]);

    const written = JSON.parse(
      readFileSync(path.join(root, 'content/media/image-variants.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual([src]);
  });

  it('fails the check when a variant or the photo goes missing', async () => {
    const variants = path.join(root, 'public/media/img');
    rmSync(variants, { recursive: true });
    expect(await checkVariants(root)).toEqual([
      expect.stringMatching(/^\/media\/img\/photos-nowe-zdjecie-480-[0-9a-f]{10}\.avif: missing$/),
      expect.stringMatching(/webp: missing$/),
      expect.stringMatching(/avif: missing$/),
      expect.stringMatching(/webp: missing$/),
    ]);
    rmSync(path.join(root, 'public', src));
    expect(await checkVariants(root)).toEqual([`${src}: in the manifest, but the file is gone`]);
  });
});

describe('a portrait photo from a phone (stored sideways, with an EXIF orientation)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'phone-photo-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is measured and encoded upright', async () => {
    mkdirSync(path.join(root, 'public/media/photos'), { recursive: true });
    mkdirSync(path.join(root, 'content/media'), { recursive: true });
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7a5a3b' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(root, 'public/media/photos/telefon.jpg'));
    const manifest = await buildVariants({ root, cache: path.join(root, '.cache'), log: () => {} });
    expect(manifest['/media/photos/telefon.jpg']).toMatchObject({ width: 400, height: 600 });
    const variant = readdirSync(path.join(root, 'public/media/img')).find((f) =>
      f.endsWith('.webp'),
    );
    const shown = await sharp(path.join(root, 'public/media/img', variant ?? '')).metadata();
    expect([shown.width, shown.height]).toEqual([400, 600]);
    expect(await checkVariants(root)).toEqual([]);
  });
});
