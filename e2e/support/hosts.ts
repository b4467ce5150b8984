/**
 * Where the suite runs. Locally: out/ served by scripts/dev/serve.mjs (the
 * production Worker in wrangler dev: the nearest 404.html, every header) and
 * by the `serve` package from npm (`npx serve out`: only the root 404.html,
 * like GitHub Pages or Netlify). With BASE_URL: a deployed site, and no local
 * server at all.
 */
export const deployedUrl = process.env.BASE_URL?.replace(/\/$/, '') || undefined;

const localPort = Number(process.env.E2E_PORT ?? 4173);
export const localUrl = `http://127.0.0.1:${localPort}`;

const rootOnlyPort = Number(process.env.SERVE_E2E_PORT ?? localPort + 100);
/** `npx serve out`, a host that answers every unknown path with the root 404.html. */
export const rootOnlyUrl = `http://127.0.0.1:${rootOnlyPort}`;

/** Why a test that needs the local e-mail stand-in (scripts/dev/email-stand-in.mjs) is skipped. */
export const NEEDS_LOCAL_EMAIL =
  'needs the local e-mail stand-in of scripts/dev/serve.mjs; a deployed site sends real e-mail';
