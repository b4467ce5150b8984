// The parts of the security policy that come from the content registry and
// the build settings, for scripts/build/csp/write-csp.mjs, which loads this file
// through Vite (Node 20 cannot import TypeScript by itself).
import { externalMediaOrigins } from '@/content/media/media-urls';
import { emailConfig } from '@/lib/contact/config';
import { unknownServiceMarker } from '@/lib/not-found-marker';

export type PolicyInputs = {
  /** Origins of absolute photo and video URLs in the registry. */
  mediaOrigins: readonly string[];
  /** NEXT_PUBLIC_EMAILJS_ORIGIN as the build reads it: a URL, or 'self'. */
  emailOrigin: string;
  /** The site's own inline scripts, by exact text: the only ones besides Next's. */
  siteScripts: readonly string[];
};

export function policyInputs(): PolicyInputs {
  return {
    mediaOrigins: externalMediaOrigins(),
    emailOrigin: emailConfig.origin,
    siteScripts: [unknownServiceMarker],
  };
}
