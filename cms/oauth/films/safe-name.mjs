// A master's name as a key: what the studio called the file, made safe for a
// URL and a shell (lower-case ASCII, Polish letters without their marks,
// `-` between words), its extension kept, so the bucket's listing still
// reads like the studio's folder: „Relacja z gali.MP4” → relacja-z-gali.mp4.

/** Letters NFD does not take apart (ł has no combining form). */
const LETTERS = /** @type {Record<string, string>} */ ({
  ł: 'l',
  Ł: 'L',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
});

/** Extensions of masters the build's ffmpeg reads, and their types when the browser gives none. */
export const VIDEO_EXTENSIONS = /** @type {Record<string, string>} */ ({
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
  mxf: 'application/mxf',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
});

/** Types browsers give a file they cannot name; the extension decides then. */
const UNNAMED_TYPES = new Set(['', 'application/octet-stream', 'application/mxf']);

/** @param {string} text */
function slug(text) {
  return text
    .replace(/[łŁßæøđ]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The name's stem and extension, both made safe; the stem at most 80
 * characters, `film` when nothing of it is left.
 * @param {string} name e.g. Relacja z gali.MP4
 */
export function safeName(name) {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? slug(base.slice(dot + 1)).replace(/-/g, '') : '';
  const stem =
    slug(dot > 0 ? base.slice(0, dot) : base)
      .slice(0, 80)
      .replace(/-+$/, '') || 'film';
  return { stem, extension };
}

/**
 * The name with a number before the extension, for the n-th try of a
 * free key: relacja-z-gali.mp4, relacja-z-gali-2.mp4, …
 * @param {{ stem: string, extension: string }} name @param {number} n from 1
 */
export function numbered({ stem, extension }, n) {
  return `${stem}${n > 1 ? `-${n}` : ''}${extension ? `.${extension}` : ''}`;
}

/**
 * The type the master is stored with, or undefined when it is not a film:
 * a `video/*` type as given, else a known extension's type.
 * @param {string} type the browser's File.type
 * @param {string} extension as safeName gives it
 */
export function videoType(type, extension) {
  const given = type.trim().toLowerCase();
  if (/^video\/[\w.+-]+$/.test(given)) return given;
  if (UNNAMED_TYPES.has(given)) return VIDEO_EXTENSIONS[extension];
  return undefined;
}
