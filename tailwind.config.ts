import type { Config } from 'tailwindcss';

/**
 * The studio's theme. Tailwind v4 reads this file through `@config` in
 * app/globals.css; content paths are detected automatically.
 */
const config = {
  theme: {
    extend: {
      colors: {
        ink: {
          DEFAULT: '#0e0d0c',
          raised: '#171514',
          line: '#2b2825',
        },
        paper: {
          DEFAULT: '#f4efe6',
          muted: '#b9b1a5',
        },
        amber: {
          DEFAULT: '#e0a95f',
          deep: '#b97f35',
        },
      },
      fontFamily: {
        sans: ['var(--font-sans)'],
        display: ['var(--font-display)'],
      },
      maxWidth: {
        page: '80rem',
      },
    },
  },
} satisfies Config;

export default config;
