import { getClientLogoFiles } from '@/content/clients';

import { slugify } from './slug';

/** The studio's past clients, shown in the scrolling strip on every page, each with a unique id. */
export function getClients() {
  return getClientLogoFiles().map((logo) => ({
    id: `klient-${slugify(logo.name)}`,
    name: logo.name,
    image: logo.url,
    width: logo.width,
    height: logo.height,
  }));
}

export type Client = ReturnType<typeof getClients>[number];
