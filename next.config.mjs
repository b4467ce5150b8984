/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is plain HTML in out/; there is no server at run time.
  output: 'export',
  // One spelling of every URL: /film/slubna, never /film/slubna/. Links,
  // canonicals, the sitemap and scripts/dev/serve.mjs all follow this.
  trailingSlash: false,
  // Static export has no image optimiser; responsive variants are made at build time.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { inlineCss: true },
};

export default nextConfig;
