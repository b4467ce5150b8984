// Which pushes to main are content-only: they take the content gate (minutes)
// instead of the full test matrix. Content is what the studio changes in the
// editor: the data files (content/**/*.json, not the tests' fixtures) and
// uploaded media (public/media/**), with the image manifest the build
// regenerates (content/media/image-variants.json). Anything else is code.

/**
 * What the studio uploads under public/media/: photos, films, logos, and the
 * credits. Any other file there (an .html, a .js) is code, whatever its folder.
 */
const MEDIA = /\.(?:jpe?g|png|webp|avif|gif|svg|mp4|m4v|mov|webm)$/i;

/** @param {string} file a path relative to the repository, with forward slashes */
export function isContentFile(file) {
  if (file.startsWith('public/media/'))
    return MEDIA.test(file) || file === 'public/media/CREDITS.md';
  if (!file.startsWith('content/') || !file.endsWith('.json')) return false;
  return !file.split('/').includes('__fixtures__');
}

/**
 * @param {readonly string[]} files every path the change adds, edits or deletes
 * @returns {{ contentOnly: boolean, code: string[] }} the code files, when any
 */
export function classifyChange(files) {
  const code = files.filter((file) => !isContentFile(file));
  // Nothing since the last green run (a publish the Films workflow started
  // for a film that became ready): that code passed; the content gate suffices.
  return { contentOnly: code.length === 0, code };
}
