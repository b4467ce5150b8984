import { services } from '@/content/services';
import { servicePath } from '@/lib/routes';

const photoPages = services.filter((s) => s.kind === 'foto');
// The photo page with the most media is the heaviest page of its kind.
const richestPhotoPage = [...photoPages].sort(
  (a, b) =>
    (b.photos?.length ?? 0) +
    (b.videos?.length ?? 0) -
    ((a.photos?.length ?? 0) + (a.videos?.length ?? 0)),
)[0];
const filmWithVideo = services.find((s) => s.kind === 'film' && (s.videos?.length ?? 0) > 0);
if (!richestPhotoPage || !filmWithVideo) throw new Error('The registry has no pages to measure');

/** The pages the benchmark and the JS budget measure, derived from the registry. */
export const benchPages = [
  { name: 'home', path: '/' },
  { name: 'photo page, most media', path: servicePath(richestPhotoPage) },
  { name: 'film page with video', path: servicePath(filmWithVideo) },
  { name: 'contact', path: '/kontakt' },
] as const;

/** The budgets of issue #5, per page. */
export const budgets = {
  /** JS above the framework floor, gzip. */
  jsAboveFloorBytes: 30 * 1024,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  /** Bytes fetched before any interaction, home page only. */
  homeBytesBeforeInteraction: 1024 * 1024,
} as const;
