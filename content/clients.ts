import { slugify } from '@/lib/slug';
import { clientLogoFiles } from './media/library';

/** The studio's past clients, shown in the scrolling strip on every page. */
export const clients = clientLogoFiles.map((logo) => ({
  id: `klient-${slugify(logo.name)}`,
  name: logo.name,
  image: logo.url,
  width: logo.width,
  height: logo.height,
}));

export type Client = (typeof clients)[number];
