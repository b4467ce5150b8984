import 'server-only';

import { getClientLogoFiles } from '../clients';
import { getRealizationCards, getSlides } from '../home';
import { getServices } from '../services';
import { getFallbackPhoto } from '../site';
import { getStudioLogo } from '../studio';

/**
 * Every media URL the registry references (photos, videos, posters, logos,
 * the fallback), local paths and absolute URLs alike, without repeats. The
 * allowed media hosts of the security policy and the link checks derive from it.
 */
export function registryMediaUrls(): readonly string[] {
  const urls = [
    getFallbackPhoto().url,
    getStudioLogo().url,
    ...getClientLogoFiles().map((c) => c.url),
    // The films' masters; their loops and posters are the films pipeline's.
    ...getSlides().map((s) => s.video.src),
    ...getRealizationCards().map((c) => c.video?.src ?? c.photo?.src ?? ''),
    ...getServices().flatMap((s) => [
      ...(s.photos ?? []).map((p) => p.src),
      ...(s.videos ?? []).flatMap((v) => [v.src, v.poster ?? '']),
    ]),
  ];
  return [...new Set(urls.filter(Boolean))];
}

/**
 * The origins of the absolute media URLs in the registry (the studio's file
 * host, an image CDN), e.g. ['https://cdn.example.com']; empty while all
 * media is local.
 */
export function externalMediaOrigins(): readonly string[] {
  const origins = registryMediaUrls()
    .filter((u) => /^https?:\/\//i.test(u))
    .map((u) => new URL(u).origin);
  return [...new Set(origins)].sort();
}
