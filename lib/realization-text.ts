import type { Locale } from '@/content/locale';
import { getService } from '@/content/services';
import type { Realization, Service } from '@/content/types';

/** A description for search engines and link previews: at most this many characters. */
const SUMMARY_MAX = 160;

/**
 * The page's description: the story's first paragraph, cut after its last
 * whole sentence that fits, else after its last whole word that fits, with an ellipsis.
 */
export function realizationSummary(realization: Pick<Realization, 'story'>): string {
  const first = (realization.story[0] ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= SUMMARY_MAX) return first;
  const head = first.slice(0, SUMMARY_MAX);
  const sentence = /^.*[.!?…](?=\s)/.exec(head)?.[0];
  if (sentence && sentence.length >= SUMMARY_MAX / 2) return sentence;
  const words = head.slice(0, SUMMARY_MAX - 1).replace(/[\s,;:–-]+\S*$/, '');
  return `${words}…`;
}

/** „14 czerwca 2026”, '14 June 2026': the day as a reader of the page's language writes it. */
export function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The services a realization names, in its language (the loader has checked every id). */
export function realizationServices(realization: Realization): Service[] {
  return realization.services.flatMap((id) => {
    const service = getService(id, realization.locale);
    return service ? [service] : [];
  });
}

/** The client's name where the studio lets the page show it. */
export const shownClient = (realization: Pick<Realization, 'client'>): string | undefined =>
  realization.client && !realization.client.hidden ? realization.client.name : undefined;
