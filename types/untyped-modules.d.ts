// Declarations for the packages the tooling imports that ship no types,
// limited to what this repository uses.

declare module 'subset-font' {
  /** A font cut to the characters of `text` (and, optionally, variation axes pinned or narrowed). */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & {
    flatConfigs: Record<'recommended' | 'strict', Linter.Config>;
  };
  export default plugin;
}

// s3rver 3.7 ships no types; the films pipeline's bucket tests use this much of it.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      /** configs: a bucket's CORS (or website) configuration, as S3's XML. */
      configureBuckets?: { name: string; configs?: string[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

// hls.js's light build has the full build's API, less subtitles, alternate audio and DRM,
// but ships no declarations of its own.
declare module 'hls.js/light' {
  export { default, XhrLoader, type LoaderStats } from 'hls.js';
}

// vnu-jar's default export is the path of the Nu HTML Checker's jar (a String object).
declare module 'vnu-jar' {
  const jar: string;
  export default jar;
}
