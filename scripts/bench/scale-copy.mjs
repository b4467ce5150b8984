// The scale bench's portfolio (scale.mjs): every realization of a copy's
// content/realizations/ repeated until there are `factor` times as many, each
// repeat with photo files of its own. A repeat's photo is its sample's bytes
// with a tag after the image's end (decoders stop before it), so Git, the
// variant hash and the build each see a new file, while its variants are the
// sample's pixel for pixel: primeVariantCache links those in as a previous
// build would have left them, without hours of encoding.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { VARIANT_FORMATS, variantUrl, variantWidths } from '../../lib/image-variants.mjs';
import { variantHash } from '../build/images/variant-hash.mjs';

/** Where the repeats' photos go: a folder of their own, like an upload folder. */
export const BENCH_PHOTOS = '/media/photos/bench';

/** @typedef {{ src: string, alt: string }} Photo */
/** @typedef {{ title: string, date: string, cover: Photo, photos?: Photo[] } & Record<string, unknown>} Entry */

/**
 * '2025-09-13' minus `days`, as RRRR-MM-DD.
 * @param {string} date
 * @param {number} days
 */
export function daysBefore(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/**
 * A repeat's title: the sample's, numbered, within the schema's 90 characters.
 * @param {string} title
 * @param {number} n
 * @param {string} word „kopia”, 'copy'
 */
export function repeatTitle(title, n, word) {
  const tag = ` (${word} ${n})`;
  return `${title.slice(0, 90 - tag.length)}${tag}`;
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** @param {string} file @param {unknown} data */
const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/**
 * The copy's realizations repeated: `factor` times as many, each repeat a day
 * apart further back, with its own photos. Returns what was added: the files
 * and each new photo with the sample file it was made from.
 * @param {string} root the copy
 * @param {number} factor
 * @returns {{ realizations: number, photos: { url: string, source: string }[] }}
 */
export function multiplyPortfolio(root, factor) {
  const dir = path.join(root, 'content/realizations');
  const samples = readdirSync(dir).filter((f) => /(?<!\.en)\.json$/.test(f));
  mkdirSync(path.join(root, 'public', BENCH_PHOTOS), { recursive: true });
  /** @type {{ url: string, source: string }[]} */
  const photos = [];
  let realizations = 0;
  for (let n = 2; n <= factor; n++) {
    for (const name of samples) {
      const slug = path.basename(name, '.json');
      /** @type {Entry} */
      const pl = readJson(path.join(dir, name));
      const enFile = path.join(dir, `${slug}.en.json`);
      /** @type {Partial<Entry> | undefined} */
      const en = existsSync(enFile) ? readJson(enFile) : undefined;
      /** @type {Map<string, string>} */
      const renamed = new Map();
      const own = (/** @type {string} */ src) => {
        let url = renamed.get(src);
        if (!url) {
          url = `${BENCH_PHOTOS}/${slug.slice(0, 24)}-${n}-${renamed.size + 1}.jpg`;
          renamed.set(src, url);
          const bytes = readFileSync(path.join(root, 'public', src));
          writeFileSync(
            path.join(root, 'public', url),
            Buffer.concat([bytes, Buffer.from(`bench ${slug} ${n}`)]),
          );
          photos.push({ url, source: src });
        }
        return url;
      };
      const move = (/** @type {Photo[] | undefined} */ list) =>
        list?.map((p) => ({ ...p, src: own(p.src) }));
      const repeat = `${slug}-kopia-${n}`;
      writeJson(path.join(dir, `${repeat}.json`), {
        ...pl,
        title: repeatTitle(pl.title, n, 'kopia'),
        date: daysBefore(pl.date, n),
        cover: { ...pl.cover, src: own(pl.cover.src) },
        ...(pl.photos ? { photos: move(pl.photos) } : {}),
      });
      if (en) {
        writeJson(path.join(dir, `${repeat}.en.json`), {
          ...en,
          ...(en.title ? { title: repeatTitle(en.title, n, 'copy') } : {}),
          ...(en.photos ? { photos: move(en.photos) } : {}),
        });
      }
      realizations += 1;
    }
  }
  return { realizations, photos };
}

/**
 * The variants of every repeated photo in the copy's cache, linked from its
 * sample's: the same pixels give the same files, under the names the build
 * looks for (lib/image-variants.mjs). As if an earlier build had made them.
 * @param {string} root the copy
 * @param {{ url: string, source: string }[]} photos
 * @returns {number} files linked
 */
export function primeVariantCache(root, photos) {
  const cache = path.join(root, 'node_modules/.cache/image-variants');
  /** @type {Record<string, { width: number, hash: string }>} */
  const manifest = readJson(path.join(root, 'content/media/image-variants.json'));
  let linked = 0;
  for (const { url, source } of photos) {
    const known = manifest[source];
    if (!known) throw new Error(`${source}: not in the variants manifest (build the site once)`);
    const hash = variantHash(readFileSync(path.join(root, 'public', url)));
    for (const width of variantWidths(known.width)) {
      for (const format of VARIANT_FORMATS) {
        const from = path.join(cache, path.basename(variantUrl(source, known.hash, width, format)));
        const to = path.join(cache, path.basename(variantUrl(url, hash, width, format)));
        if (!existsSync(to)) {
          linkSync(from, to);
          linked += 1;
        }
      }
    }
  }
  return linked;
}
