// The parts of the security policy that come from the content registry and
// the build settings, for scripts/build/csp/write-csp.mjs, which loads this file
// through Vite (Node 20 cannot import TypeScript by itself).
import { externalMediaOrigins } from '@/content/media/media-urls';
import { emailConfig } from '@/lib/contact/config';
import { mediaBase } from '@/lib/films.mjs';
import { unknownServiceMarker } from '@/lib/not-found-marker';
import { siteUrl } from '@/lib/site';

export type PolicyInputs = {
  /** Origins of absolute photo and video URLs in the registry (the films' CDN apart). */
  mediaOrigins: readonly string[];
  /** NEXT_PUBLIC_EMAILJS_ORIGIN as the build reads it: a URL, or 'self'. */
  emailOrigin: string;
  /** The site's own inline scripts, by exact text: the only ones besides Next's. */
  siteScripts: readonly string[];
  /**
   * The CDN of the films (NEXT_PUBLIC_MEDIA_BASE), empty while they are served
   * by the site: posters, loops and native HLS (img-src, media-src), and the
   * playlists and segments hls.js fetches (connect-src).
   */
  filmOrigins: readonly string[];
  /** The production host (NEXT_PUBLIC_SITE_URL's): the Worker marks every other host noindex. */
  siteHost: string;
};

export function policyInputs(): PolicyInputs {
  const base = mediaBase();
  const filmOrigins = /^https?:\/\//.test(base) ? [new URL(base).origin] : [];
  return {
    mediaOrigins: externalMediaOrigins(),
    emailOrigin: emailConfig.origin,
    siteScripts: [unknownServiceMarker],
    filmOrigins,
    siteHost: new URL(siteUrl).host,
  };
}
