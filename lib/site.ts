/**
 * The public address of the site, for canonical links, the sitemap and Open
 * Graph. Set NEXT_PUBLIC_SITE_URL at build time; the default is a placeholder.
 */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.swiatlocien.pl').replace(
  /\/+$/,
  '',
);

/**
 * The absolute address of a path. The home page is the bare origin, as Next
 * writes it in the canonical link, so the sitemap and structured data agree.
 */
export function absoluteUrl(path: string): string {
  const url = new URL(path, `${siteUrl}/`).toString();
  return path === '/' ? url.replace(/\/$/, '') : url;
}
