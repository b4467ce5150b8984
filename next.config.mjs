import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./', import.meta.url));

/**
 * @param {import('webpack').Configuration} config
 * @param {{ dev: boolean, isServer: boolean }} context
 */
function reloadContentOnSave(config, { dev, isServer }) {
  if (dev && isServer) {
    config.module?.rules?.push({
      exclude: /node_modules/,
      test: /[\\/]content[\\/](?!.*\.test\.ts$).*\.ts$/,
      use: [
        {
          loader: path.join(root, 'scripts/cms/content-revision-loader.cjs'),
          options: { dirs: [path.join(root, 'content'), path.join(root, 'public/media')] },
        },
      ],
    });
  }
  return config;
}

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
  // Only for `npm run cms` (next dev --webpack; scripts/cms/cms.mjs sets
  // CMS_CONTENT_RELOAD): a data file saved by the editor recompiles the
  // content modules, so the next page load shows it. Left out otherwise:
  // Next 16 refuses a Turbopack build beside a webpack config.
  ...(process.env.CMS_CONTENT_RELOAD ? { webpack: reloadContentOnSave } : {}),
};

export default nextConfig;
