// Which exported file answers a request, as the platform's asset server picks
// it (wrangler.jsonc: html_handling "drop-trailing-slash", not_found_handling
// "404-page"; both measured with `wrangler dev`, docs/deploy.md), so that the
// Worker can give the response that file's policy.

/** The request path, decoded; undefined when it does not decode. */
function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * The page a clean path serves: / → index.html, /kontakt → kontakt.html,
 * /admin → admin/index.html; undefined when no exported page has that name.
 */
export function pageFile(pathname: string, pages: Readonly<Record<string, string>>) {
  const path = decoded(pathname)?.replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === undefined) return undefined;
  const candidates = path === '' ? ['index.html'] : [`${path}.html`, `${path}/index.html`];
  return candidates.find((file) => Object.hasOwn(pages, file));
}

/**
 * The 404.html the platform serves for a missing path: the nearest one up
 * the tree from the path's folder (/fotografia/xyz → fotografia/404.html,
 * /fotografia → 404.html).
 */
export function nearestNotFound(pathname: string, pages: Readonly<Record<string, string>>) {
  const segments = (decoded(pathname) ?? '/').split('/').slice(1, -1);
  for (let depth = segments.length; depth >= 0; depth--) {
    const file = [...segments.slice(0, depth), '404.html'].join('/');
    if (Object.hasOwn(pages, file)) return file;
  }
  return undefined;
}

/**
 * The folder whose 404.html answers a path that must not be served: an error
 * page's own (/film/404 → /film), a dotfile's (/film/.env/x → /film).
 */
export function folderOf(pathname: string) {
  const dot = pathname.search(/\/(?:\.|%2e)/i);
  return pathname.slice(0, dot >= 0 ? dot : pathname.lastIndexOf('/'));
}

/**
 * An error page asked for by name (/404, /404.html, /film/404, /_not-found):
 * it only ever answers as an error, with status 404.
 */
export function isErrorPagePath(pathname: string) {
  return /\/(?:404|_not-found)(?:\.html)?$/.test(decoded(pathname) ?? pathname);
}

/** A path with a segment that starts with a dot (/.env, /.git/config): never served. */
export function hasDotSegment(pathname: string) {
  return /\/\./.test(decoded(pathname) ?? pathname);
}

/** A path a page could answer (no extension, or .html): not a script, a style or an image. */
export function looksLikePage(pathname: string) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}
