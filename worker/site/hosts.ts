// Which host a request came to: production's (NEXT_PUBLIC_SITE_URL's, from
// the build's map), its bare domain, a local run, or anything else (the
// workers.dev address, a preview version's URL), which is a preview.
import { type SitePolicies } from './policies';

/** Hosts of a local run (wrangler dev): served as production is. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type HostKind = 'production' | 'bare' | 'local' | 'preview';

export function hostKind(url: URL, policies: Pick<SitePolicies, 'siteHost'>): HostKind {
  if (url.host === policies.siteHost) return 'production';
  if (LOOPBACK.has(url.hostname)) return 'local';
  if (`www.${url.host}` === policies.siteHost) return 'bare';
  return 'preview';
}
