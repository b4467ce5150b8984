import type { Locale } from '@/content/locale';
import { getServices } from '@/content/services';

import { galleryItems, type MediaItem } from './media';
import { servicePath } from './routes';
import { serviceName } from './service-name';

export type StripItem = MediaItem & { readonly href: string; readonly title: string };

/** The gallery strip: the first media item of every service that has any, leading to it. */
export function galleryStripItems(locale: Locale = 'pl'): StripItem[] {
  return getServices(locale).flatMap((s) => {
    const first = galleryItems(s)[0];
    return first ? [{ ...first, href: servicePath(s), title: serviceName(s) }] : [];
  });
}
