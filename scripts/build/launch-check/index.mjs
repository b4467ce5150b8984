// The launch check (`npm run check:launch`): what is still unfinished before the
// site may go live, each item with the file and the field to fix, in Polish
// for the studio. The same list is written for the editor (/admin) by
// write-launch-check.mjs and printed by preflight.mjs; the deploy workflow
// refuses to publish while it is not empty.
//
// Gaps are found by pattern, not by a list of today's gaps, so a
// placeholder someone adds tomorrow is caught too; sample values that look
// finished are found by their record:
// - a bracketed text in any string of content/**/*.json („[NIP]”, „[…]”);
// - „do potwierdzenia” / „do uzupełnienia” / TODO anywhere in such a string;
// - sample media: any field that points at a file the media record lists
//   (scripts/media/photos.tsv, videos.tsv and public/media/CREDITS.md);
// - a sample realization (content/sample-values.mjs): one item for the
//   whole entry, its sample photos counted in it (sample-realizations.mjs);
// - values that carry no brackets (content/sample-values.mjs): the sample
//   telephone, the e-mail, profiles and founding year until replaced or
//   confirmed, the legal name left out, the agreement with EmailJS not yet
//   confirmed (sample-values.mjs, one entry each), and a sample photo's
//   description (alt) left beside a photo that replaced it (sample-alt.mjs);
// - the privacy policy's date: a field of privacy.json that speaks of the
//   last update must hold a real date;
// - the facts a page states that the studio has not ticked as true (each
//   file's „Fakty do potwierdzenia”, claims.mjs);
// - in the English files (<name>.en.json): their placeholders and the
//   English policy's date, as in the Polish ones (an English page waiting for
//   a fact would drop off the English site unseen, docs/english.md), and a
//   sample's English description left beside a file that replaced it;
// - production settings still at their defaults or unset: EmailJS ids, the
//   site address (NEXT_PUBLIC_SITE_URL), the editor's repository (CMS_REPO)
//   and sign-in service (CMS_AUTH_URL), and test settings left on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { unconfirmedClaims } from './claims.mjs';
import { entryName, fieldLabel, formOf, keysOf } from './labels.mjs';
import { sameAsRead } from './same-as-read.mjs';
import { SAMPLE_TEXT_FIELDS, sampleAlt, sampleAltFiles, sampleFilmTexts } from './sample-alt.mjs';
import { englishSamples, sampleMedia } from './sample-media.mjs';
import { sampleRealization } from './sample-realizations.mjs';
import { unconfirmedValues } from './sample-values.mjs';
import { settingsItems } from './settings.mjs';
import { fieldPath, gapsIn, privacyDate, stringsOf } from './text.mjs';

/** @typedef {import('./types.mjs').LaunchItem} LaunchItem */

/**
 * The content data files: every .json under `dir`, but not test fixtures nor
 * the generated image manifest (content/media/).
 * @param {string} dir
 * @returns {string[]} absolute paths, sorted
 */
export function contentDataFiles(dir) {
  if (!existsSync(dir)) return [];
  return (
    readdirSync(dir, { recursive: true, withFileTypes: true })
      // Not the English versions (<name>.en.json): a page without English never stops the
      // launch; preflight.mjs lists them apart (content/english.ts).
      .filter((e) => e.isFile() && e.name.endsWith('.json') && !/\.[a-z]{2}\.json$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => {
        const parts = path.relative(dir, file).split(path.sep);
        return parts[0] !== 'media';
      })
      .sort()
  );
}

/**
 * The English versions of the content data files (<name>.en.json beside
 * each Polish file that has one).
 * @param {string} dir
 * @returns {string[]} absolute paths, in the order of their Polish files
 */
export function englishDataFiles(dir) {
  return contentDataFiles(dir)
    .map((file) => file.replace(/\.json$/, '.en.json'))
    .filter((file) => existsSync(file));
}

/**
 * @typedef {object} LaunchCheckOptions
 * @property {string} root the repository (or a test's fixture tree)
 * @property {Record<string, string | undefined>} env the build's environment
 * @property {string} [contentDir] default <root>/content
 * @property {string} [photosTsv] default <root>/scripts/media/photos.tsv
 * @property {string} [videosTsv] default <root>/scripts/media/videos.tsv
 * @property {string} [credits] default <root>/public/media/CREDITS.md
 * @property {string} [englishTsv] default <root>/scripts/media/english.tsv
 * @property {readonly import('./labels.mjs').EditorForm[]} [forms] the editor's
 *   forms (labels.mjs, editorForms), which name the fields as the editor does;
 *   without them a field keeps its name in the file
 */

/**
 * Every unfinished item, content first (by file, in field order), then the settings.
 * @param {LaunchCheckOptions} options
 * @returns {LaunchItem[]}
 */
export function launchCheck({ root, env, forms = [], ...paths }) {
  const contentDir = paths.contentDir ?? path.join(root, 'content');
  const samples = sampleMedia({
    photosTsv: paths.photosTsv ?? path.join(root, 'scripts/media/photos.tsv'),
    videosTsv: paths.videosTsv ?? path.join(root, 'scripts/media/videos.tsv'),
    credits: paths.credits ?? path.join(root, 'public/media/CREDITS.md'),
    englishTsv: paths.englishTsv ?? path.join(root, 'scripts/media/english.tsv'),
  });
  const describedFiles = sampleAltFiles(samples);
  const isSampleMedia = (/** @type {string} */ url) => samples.has(url);
  /** @type {LaunchItem[]} */
  const items = [];
  for (const absolute of contentDataFiles(contentDir)) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    const form = formOf(forms, file);
    /** The title of the field at `keys`, as the editor shows it. */
    const title = (/** @type {(string | number)[]} */ keys) =>
      fieldLabel(form?.schema, keys, data).split(' → ').at(-1) ?? '';
    /** @type {LaunchItem[]} */
    const fileItems = [];
    /** @type {unknown} */
    let data;
    try {
      data = JSON.parse(readFileSync(absolute, 'utf8'));
    } catch {
      // Not JSON: the schema check (npm run check:content) names the error.
      continue;
    }
    const sampleEntry = sampleRealization(file, data, isSampleMedia);
    if (sampleEntry) {
      // One item says it all: the studio deletes or rewrites the entry, photos with it.
      const field = fieldLabel(form?.schema, keysOf(sampleEntry.field), data);
      items.push({
        ...sampleEntry,
        field,
        path: sampleEntry.field,
        entry: entryName(form, file, data),
      });
      continue;
    }
    const dated = path.basename(file) === 'privacy.json' ? privacyDate(file, data) : undefined;
    // A policy with no date field at all: one item before its fields.
    fileItems.push(...(dated?.items.filter((item) => !dated.fields.has(item.field)) ?? []));
    for (const { keys, value } of stringsOf(data)) {
      const field = fieldPath(keys);
      const holder = holderOf(data, keys);
      const sample = samples.get(value.trim());
      if (sample) {
        // Its texts go with it: the alt beside a photo or a film, a film's title,
        // description and date, each named as the editor labels it.
        const beside = (/** @type {string} */ key) => title([...keys.slice(0, -1), key]);
        const texts =
          keys.at(-1) === 'src' ? sampleTextsBeside(holder, describedFiles, sample) : [];
        const film = sample.url.endsWith('.mp4');
        const named = texts.map((key) => `„${beside(key)}”`);
        const both = existsSync(absolute.replace(/\.json$/, '.en.json'))
          ? ' (po polsku i po angielsku)'
          : '';
        const describe =
          named.length === 0
            ? ''
            : film
              ? ` i wypełnij na nowo ${named.length === 1 ? 'pole' : 'pola'} ${listPl(named)}${both}`
              : ` i opisz je na nowo w polu ${listPl(named)}${both}`;
        fileItems.push({
          kind: 'sample-media',
          file,
          field,
          message: `${sample.what}, plik ${sample.url}: ${sample.fix}${describe}`,
        });
      }
      if (keys.at(-1) === 'alt')
        fileItems.push(...sampleAlt(file, field, value, holder, { describedFiles, isSampleMedia }));
      const key = String(keys.at(-1));
      if (/** @type {readonly string[]} */ (SAMPLE_TEXT_FIELDS).includes(key))
        fileItems.push(...sampleFilmTexts(file, field, key, value, holder, samples, title(keys)));
      // A date field without a date is one item, not one per placeholder in it.
      const undated = dated?.items.filter((item) => item.field === field) ?? [];
      if (undated.length > 0) {
        fileItems.push(...undated);
        continue;
      }
      fileItems.push(...gapsIn(file, field, value));
    }
    fileItems.push(...unconfirmedValues(file, data), ...unconfirmedClaims(file, data));
    items.push(...inEditorWords(fileItems, form, data, entryName(form, file, data)));
  }
  items.push(...englishItems(root, contentDir, forms, samples));
  return [...sortByFile(items), ...settingsItems(env)];
}

/**
 * The English files' items: their placeholders and the English policy's
 * date block the launch as the Polish ones do, and a sample's English
 * description, title or film description left beside a file that replaced
 * the sample is listed as its Polish one is. Each is named in the entry the
 * studio opens, on its English side.
 * @param {string} root
 * @param {string} contentDir
 * @param {readonly import('./labels.mjs').EditorForm[]} forms
 * @param {Map<string, import('./sample-media.mjs').SampleMedia>} samples
 * @returns {LaunchItem[]}
 */
function englishItems(root, contentDir, forms, samples) {
  const english = englishSamples(samples);
  const describedFiles = sampleAltFiles(english);
  const isSampleMedia = (/** @type {string} */ url) => samples.has(url);
  /** @type {LaunchItem[]} */
  const items = [];
  for (const absolute of englishDataFiles(contentDir)) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    const polishFile = file.replace(/\.en\.json$/, '.json');
    const form = formOf(forms, polishFile);
    const data = readJson(absolute);
    if (data === undefined) continue;
    const polish = readJson(path.join(root, polishFile));
    const dated =
      path.basename(polishFile) === 'privacy.json' ? privacyDate(file, data, 'en') : undefined;
    /** @type {LaunchItem[]} */
    const fileItems = [...(dated?.items.filter((item) => !dated.fields.has(item.field)) ?? [])];
    for (const { keys, value } of stringsOf(data)) {
      const field = fieldPath(keys);
      const key = String(keys.at(-1));
      // The English file holds a film's or card's texts without their file: the Polish file's.
      const own = holderOf(data, keys);
      const beside = holderOf(polish, keys);
      const holder = { ...own, src: own.src ?? beside.src, poster: own.poster ?? beside.poster };
      if (key === 'alt')
        fileItems.push(
          ...sampleAlt(file, field, value, holder, { describedFiles, isSampleMedia }, 'en'),
        );
      if (key === 'title' || key === 'description') {
        const label = fieldLabel(form?.schema, keys, data).split(' → ').at(-1) ?? key;
        fileItems.push(...sampleFilmTexts(file, field, key, value, holder, english, label, 'en'));
      }
      const undated = dated?.items.filter((item) => item.field === field) ?? [];
      fileItems.push(...(undated.length > 0 ? undated : gapsIn(file, field, value, 'en')));
    }
    const entry = `${entryName(form, polishFile, polish)} – wersja angielska`;
    items.push(...inEditorWords(fileItems, form, data, entry));
  }
  return items;
}

/**
 * A file's items with each field as the editor names it („Sekcje → 3. sekcja
 * → Tytuł sekcji”) and the entry the studio opens; its place in the file
 * stays as `path`.
 * @param {readonly LaunchItem[]} fileItems
 * @param {import('./labels.mjs').EditorForm | undefined} form
 * @param {unknown} data
 * @param {string} entry
 * @returns {LaunchItem[]}
 */
function inEditorWords(fileItems, form, data, entry) {
  return fileItems.map((item) => ({
    ...item,
    field: fieldLabel(form?.schema, keysOf(item.field), data),
    path: item.field,
    entry,
  }));
}

/**
 * A data file's JSON, or undefined when it is not JSON (the schema check names that).
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * „„A””, „„A” i „B””, „„A”, „B” i „C””: names in a Polish list.
 * @param {readonly string[]} names
 */
function listPl(names) {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} i ${names.at(-1)}`;
}

/**
 * The texts beside a sample file that came with it: its alt, and a film's
 * title, description and date, where they are still the sample's.
 * @param {Record<string, unknown>} holder
 * @param {(alt: string) => string[] | undefined} describedFiles
 * @param {import('./sample-media.mjs').SampleMedia} sample the file
 * @returns {string[]} their keys
 */
function sampleTextsBeside(holder, describedFiles, sample) {
  const alt = typeof holder.alt === 'string' && describedFiles(holder.alt) ? ['alt'] : [];
  const own = /** @type {Record<string, string | undefined>} */ (sample.texts ?? {});
  return [
    ...alt,
    ...SAMPLE_TEXT_FIELDS.filter(
      (key) => own[key] && sameAsRead(String(holder[key] ?? '')) === sameAsRead(own[key] ?? ''),
    ),
  ];
}

/**
 * The object that holds the value at `keys`, or an empty one.
 * @param {unknown} data
 * @param {readonly (string | number)[]} keys
 * @returns {Record<string, unknown>}
 */
function holderOf(data, keys) {
  /** @type {unknown} */
  let node = data;
  for (const key of keys.slice(0, -1)) {
    node =
      node && typeof node === 'object'
        ? /** @type {Record<string, unknown>} */ (node)[key]
        : undefined;
  }
  return node && typeof node === 'object' ? /** @type {Record<string, unknown>} */ (node) : {};
}

/**
 * Content items grouped by file, keeping each file's field order: files with
 * texts to write first (placeholders, „do potwierdzenia”, the policy's date),
 * then those with only sample media, each group by name.
 * @param {LaunchItem[]} items
 */
function sortByFile(items) {
  const files = [...new Set(items.map((i) => i.file))];
  const onlyMedia = (/** @type {string} */ file) =>
    items.every((i) => i.file !== file || i.kind === 'sample-media' || i.kind === 'sample-entry');
  // An English file right after its Polish one.
  const order = (/** @type {string} */ file) => file.replace(/\.en\.json$/, '.json\u0001');
  files.sort(
    (a, b) => Number(onlyMedia(a)) - Number(onlyMedia(b)) || order(a).localeCompare(order(b)),
  );
  return files.flatMap((file) => items.filter((i) => i.file === file));
}
