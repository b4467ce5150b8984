/** Where the editor's test servers listen (their own ports, beside the other suites'). */
export const sitePort = Number(process.env.CMS_E2E_PORT ?? 3610);
export const cmsPort = Number(process.env.CMS_E2E_BACKEND_PORT ?? 8181);
export const siteUrl = `http://127.0.0.1:${sitePort}`;
/** The repository copy the servers work on, set by the global setup. */
export const CMS_COPY_ENV = 'SWIATLOCIEN_CMS_COPY';
export function cmsCopy(): string {
  const dir = process.env[CMS_COPY_ENV];
  if (!dir) throw new Error('No repository copy: use playwright.cms.config.ts');
  return dir;
}
