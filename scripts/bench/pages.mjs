// The pages `npm run bench` measures, and its budgets (issue 26). The JS
// budget is also held on every test run by e2e/site/js-budget.spec.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The newest realization's address, read from its data file (the registry's
 * order: the latest date, then the address), or none without realizations.
 */
function newestRealization() {
  const dir = fileURLToPath(new URL('../../content/realizations', import.meta.url));
  if (!existsSync(dir)) return undefined;
  const dated = readdirSync(dir)
    .filter((f) => /(?<!\.en)\.json$/.test(f))
    .map((f) => ({
      slug: path.basename(f, '.json'),
      date: String(JSON.parse(readFileSync(path.join(dir, f), 'utf8')).date),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return dated[0]?.slug;
}
const newest = newestRealization();

/**
 * The home page, the photo page with the most media, a film page with a hero
 * video, and the contact page (the form's island); the two service pages
 * in English, whose longer headlines wrap differently (issue #52); the
 * realizations' index and the newest realization (issue #53).
 * @type {readonly { name: string, path: string }[]}
 */
export const benchPages = [
  { name: 'home', path: '/' },
  { name: 'photo page, most media', path: '/fotografia/slubna' },
  { name: 'film page with video', path: '/film/produktowe' },
  { name: 'contact', path: '/kontakt' },
  { name: 'photo page in English', path: '/en/photography/wedding' },
  { name: 'film page in English', path: '/en/film/product' },
  { name: 'realizations index', path: '/realizacje' },
  ...(newest ? [{ name: 'newest realization', path: `/realizacje/${newest}` }] : []),
];

/**
 * Judged on the medians of a first visit (a fresh Chrome and profile per run,
 * Lighthouse mobile, devtools throttling), beside the bare Next.js page (the
 * floor) measured in the same run, so that the machine's load weighs on both.
 */
export const budgets = {
  /** TBT at most this many times the floor's TBT. */
  tbtVsFloor: 1.25,
  /** The performance score at most this far below the floor's. */
  performanceBelowFloor: 2,
  lcpMs: 1500,
  cls: 0.01,
  /** JS (bytes on the wire, gzip) loaded before any interaction, above the floor's. */
  jsAboveFloorBytes: 30 * 1024,
};
