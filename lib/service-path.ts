import { serviceKinds } from '@/content/kinds';

/**
 * A path under a service prefix (/fotografia/…, /film/…). The root 404 page
 * tests it when a host serves that page for an unknown service id. Its own
 * module: the page's client script needs this and not the whole registry.
 */
export const servicePathPattern = new RegExp(
  `^/(${serviceKinds.map((k) => k.prefix).join('|')})/[^/]+/?$`,
);
