import { getServices } from '@/content/services';
import { servicePath } from '@/lib/routes';

const services = getServices();

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

/**
 * The budgets, per page. Times and scores are those of Lighthouse's mobile run
 * under applied throttling (slow 4G, 4x CPU), median of 3; the simulated
 * figures are reported beside them, not judged.
 */
export const budgets = {
  /** JS above the framework floor before any interaction, gzip. */
  jsAboveFloorBytes: 30 * 1024,
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.01,
  /** Bytes fetched before any interaction, home page only. */
  homeBytesBeforeInteraction: 1024 * 1024,
} as const;
