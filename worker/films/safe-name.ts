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
  const extension = dot > 0 ? slug(base.slice(dot + 1)).replace(/-/g, '') : '';
  const stem =
    slug(dot > 0 ? base.slice(0, dot) : base)
      .slice(0, 80)
      .replace(/-+$/, '') || 'film';
  return { stem, extension, file: `${stem}${extension ? `.${extension}` : ''}` };
}

/**
 * The type the master is stored with, or undefined when it is not a film:
 * a `video/*` type as given, else a known extension's type.
 */
export function videoType(type: string, extension: string): string | undefined {
  const given = type.trim().toLowerCase();
  if (/^video\/[\w.+-]+$/.test(given)) return given;
  if (UNNAMED_TYPES.has(given)) return VIDEO_EXTENSIONS[extension];
  return undefined;
}
