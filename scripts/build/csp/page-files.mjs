// Which exported HTML file is which page: the policy and the headers it
// gets depend on it (write-csp.mjs, through csp.mjs).

/**
 * Whether an exported HTML file is the editor's page.
 * @param {string} file path relative to out/
 */
export function isAdminPage(file) {
  return file === 'admin/index.html';
}

/**
 * Whether an exported HTML file is the editor's preview pane (app/podglad),
 * which /admin frames: frame-ancestors 'self' (and worker/site/headers.ts).
 * @param {string} file path relative to out/
 */
export function isPreviewPage(file) {
  return file === 'podglad.html';
}

/**
 * The request path that serves an exported HTML file on a clean-URL host:
 * index.html → /, kontakt.html → /kontakt, fotografia/slubna.html → /fotografia/slubna.
 * @param {string} file path relative to out/, with forward slashes
 */
export function cleanPath(file) {
  const bare = file.replace(/\.html$/, '');
  if (bare === 'index') return '/';
  return `/${bare.replace(/\/index$/, '')}`;
}

/**
 * Exported pages that only ever answer as error pages (status 404).
 * @param {string} file
 */
export function isErrorPage(file) {
  return /(^|\/)(404|_not-found)\.html$/.test(file);
}
