/**
 * The public address of the site, for canonical links, the sitemap and Open
 * Graph. Set NEXT_PUBLIC_SITE_URL at build time; the default is a placeholder.
 */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.swiatlocien.pl').replace(
  /\/+$/,
  '',
);

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
