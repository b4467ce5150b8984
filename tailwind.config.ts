import type { Config } from 'tailwindcss';

/**
 * Intentionally empty. The theme (colours, fonts, the page width) is the
 * `@theme` block of app/globals.css, as Tailwind v4 intends; content paths
 * are detected automatically. The file stays because the project's design
 * card lists it, and globals.css loads it (`@config`) so that it never
 * becomes a second, silently ignored place for settings.
 */
const config = {} satisfies Config;

export default config;
