// The Content-Security-Policy of the static export, built from what the build
// actually emitted: Next inlines its bootstrap and RSC payload as <script>
// elements whose text differs per page, so script-src lists the sha256 of each
// page's own inline scripts instead of 'unsafe-inline'. Pure functions; the
// files are written by scripts/build/csp/write-csp.mjs.
//
// The functions live one concern a file beside this one; this module is the
// one place the writer, the tests and the e2e specs import them from.
export {
  ADMIN_API_ORIGINS,
  ADMIN_IMAGE_ORIGINS,
  ADMIN_STATUS_ORIGINS,
  buildAdminPolicy,
} from './admin-policy.mjs';
export { ASSETS_IGNORE, headerRules, headersFile, policyMap } from './header-files.mjs';
export {
  executableInlineScripts,
  inlineHandlers,
  inlineScriptHashes,
  sha256Source,
} from './inline-scripts.mjs';
export { cleanPath, isAdminPage, isErrorPage, isPreviewPage } from './page-files.mjs';
export { buildPolicy, emailConnectSources, originSource, siteSources } from './site-policy.mjs';
