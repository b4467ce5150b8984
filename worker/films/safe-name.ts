// A master's name as the last part of its key: what the studio called the
// file, made safe for a URL and a shell (lower-case ASCII, Polish letters
// without their marks, `-` between words), its extension kept, so the
// bucket's listing still reads like the studio's folder:
// „Relacja z gali.MP4” → relacja-z-gali.mp4. Uniqueness is the key's own
// random folder (uploads.ts), never the name.

/** Letters NFD does not take apart (ł has no combining form). */
const LETTERS: Record<string, string> = { ł: 'l', Ł: 'L', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd' };

/** Extensions of masters the build's ffmpeg reads, and their types when the browser gives none. */
export const VIDEO_EXTENSIONS: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
  mxf: 'application/mxf',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
};

/** Types browsers give a file they cannot name; the extension decides then. */
const UNNAMED_TYPES = new Set(['', 'application/octet-stream', 'application/mxf']);
/** Longer than any film's extension: the rest of a long one is cut, so the key keeps its shape. */
const MAX_EXTENSION = 10;

function slug(text: string): string {
  return text
    .replace(/[łŁßæøđ]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The name made safe: its stem at most 80 characters (`film` when nothing is left), its extension. */
export function safeName(name: string): { stem: string; extension: string; file: string } {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension =
    dot > 0
      ? slug(base.slice(dot + 1))
          .replace(/-/g, '')
          .slice(0, MAX_EXTENSION)
      : '';
  const stem =
    slug(dot > 0 ? base.slice(0, dot) : base)
      .slice(0, 80)
      .replace(/-+$/, '') || 'film';
  return { stem, extension, file: `${stem}${extension ? `.${extension}` : ''}` };
}

/**
 * The master's file name and stored type, or undefined when it is not a
 * film: the name must end in a known film extension (a file without one
 * takes its type's), whatever type the browser gives, so no `.html` is ever
 * stored as a film; the type is a given `video/*` one, else the extension's.
 */
export function videoFile(
  name: ReturnType<typeof safeName>,
  type: string,
): { file: string; contentType: string } | undefined {
  const given = type.trim().toLowerCase();
  const isVideo = /^video\/[\w.+-]+$/.test(given);
  if (!isVideo && !UNNAMED_TYPES.has(given)) return undefined;
  const extension =
    name.extension ||
    Object.keys(VIDEO_EXTENSIONS).find((e) => VIDEO_EXTENSIONS[e] === given) ||
    '';
  const known = VIDEO_EXTENSIONS[extension];
  if (!known) return undefined;
  return { file: `${name.stem}.${extension}`, contentType: isVideo ? given : known };
}
