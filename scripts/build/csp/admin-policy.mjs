// The editor's page (/admin) has a policy of its own: it runs Sveltia CMS,
// which talks to GitHub and the films' bucket, and no site page may.
import { originSource } from './site-policy.mjs';

/**
 * The editor's page (/admin, Sveltia CMS): its own policy, and no other page's
 * changes. The editor runs from its self-hosted bundle and the modules it
 * loads on demand, all under /admin ('self'; no inline script, no eval).
 * 'wasm-unsafe-eval' lets it compile the WebP encoder it uses to shrink a
 * photo where the browser cannot encode WebP itself (Safari); it allows
 * WebAssembly only, not JavaScript's eval. It styles itself with inline
 * <style> elements, draws its preview pane in a blob: frame, shows uploads
 * and the Git host's files as blob: and data: URLs and the signed-in user's
 * avatar, talks to GitHub's API, and asks GitHub's status page whether
 * GitHub is having an incident (it says so to the studio when a save
 * fails). A build whose editor talks to another Git
 * host API (CMS_API_ROOT, scripts/build/write-admin.mjs) allows that origin instead.
 * Where the build gives the film field the films' bucket (mastersOrigins in
 * scripts/build/films/bucket-settings.mjs), the editor lists and uploads
 * masters through the bucket's S3 API (connect-src) and previews them from
 * their public address (img-src, media-src); without one, neither is allowed.
 * @param {{ apiRoot?: string, masters?: { connect: readonly string[], media: readonly string[] } }} [options]
 */
export function buildAdminPolicy({ apiRoot, masters = { connect: [], media: [] } } = {}) {
  const bucketApi = masters.connect.map(originSource);
  const bucketMedia = masters.media.map(originSource);
  /** @type {[string, ...string[]][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'", 'blob:'],
    ['img-src', "'self'", 'data:', 'blob:', ...ADMIN_IMAGE_ORIGINS, ...bucketMedia],
    ['media-src', "'self'", 'data:', 'blob:', ...bucketMedia],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      // Its own uploads (blob:), and its built-in logo, which it fetches as a data: URL.
      'blob:',
      'data:',
      ...(apiRoot ? [originSource(apiRoot)] : ADMIN_API_ORIGINS),
      ...ADMIN_STATUS_ORIGINS,
      ...bucketApi,
    ],
    ['worker-src', "'self'", 'blob:'],
    // The preview pane is a blob: document of the editor's own, which frames /podglad.
    ['frame-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** GitHub's status page, which the editor asks whether GitHub has an incident. */
export const ADMIN_STATUS_ORIGINS = ['https://www.githubstatus.com'];
/** GitHub's API, which the editor reads and commits through. */
export const ADMIN_API_ORIGINS = ['https://api.github.com'];
/** The signed-in user's avatar in the editor's header. */
export const ADMIN_IMAGE_ORIGINS = ['https://avatars.githubusercontent.com'];
