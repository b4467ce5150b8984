import { serverState } from './background';

/**
 * The editor's test servers (decap-server and the site's development server),
 * started by the `cms setup` project on a throwaway copy of the repository.
 * CMS_E2E_PORT and CMS_E2E_BACKEND_PORT move them.
 */
export const sitePort = Number(process.env.CMS_E2E_PORT ?? 3610);
export const cmsPort = Number(process.env.CMS_E2E_BACKEND_PORT ?? 8181);
export const siteUrl = `http://127.0.0.1:${sitePort}`;
export const CMS_SERVER = 'cms';

/** The repository copy the servers work on. */
export function cmsCopy(): string {
  const { copy } = serverState(CMS_SERVER);
  if (typeof copy !== 'string') throw new Error('The cms setup recorded no repository copy');
  return copy;
}
