// What one request may see of this deployment, before any route runs:
//   - a draft's preview (PREVIEW_EXPIRES, set by the Preview workflow) shows
//     the site until that moment, then only the „expired” notice;
//   - production before the launch (SITE_STATE "prelaunch", set by the
//     Publish workflow while the launch list is not empty) shows the public
//     the „coming soon” notice, and the studio its editor: /admin, the
//     editor's preview (/podglad), the sign-in, and the files they load.
import { looksLikePage } from './pages';

export type Gate = 'site' | 'prelaunch' | 'expired';

export interface GateSettings {
  /** "prelaunch" until the launch list is empty; anything else is the public site. */
  SITE_STATE?: string;
  /** A preview's last moment (ISO 8601); unset on production. */
  PREVIEW_EXPIRES?: string;
}

/** The decoded path, as the router sees it; the raw one when it does not decode. */
export function decodedPath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The sign-in and film uploads: production's host only (worker/index.ts). */
export const isOAuthPath = (pathname: string) => /^\/oauth(?:\/|$)/i.test(decodedPath(pathname));

/** The editor and what it needs while the public site waits for its launch. */
function forTheStudio(pathname: string) {
  const path = decodedPath(pathname);
  if (/^\/(?:admin|podglad|oauth)(?:\/|$)/.test(path)) return true;
  // Files (scripts, styles, fonts, photos) load the editor and its preview;
  // a page, its RSC payload (.txt) and the sitemap are the site itself.
  if (path === '/robots.txt') return true;
  return !looksLikePage(path) && !/\.(?:txt|xml)$/.test(path);
}

export function gate(pathname: string, env: GateSettings, now = Date.now()): Gate {
  if (env.PREVIEW_EXPIRES !== undefined && env.PREVIEW_EXPIRES !== '') {
    const until = Date.parse(env.PREVIEW_EXPIRES);
    // A date that does not parse has expired: a preview is never open for good.
    return Number.isFinite(until) && now <= until ? 'site' : 'expired';
  }
  if (env.SITE_STATE === 'prelaunch' && !forTheStudio(pathname)) return 'prelaunch';
  return 'site';
}

/** Whether this deployment's pages are for search engines: the public site, launched. */
export const launched = (env: GateSettings) =>
  env.SITE_STATE !== 'prelaunch' && !env.PREVIEW_EXPIRES;
