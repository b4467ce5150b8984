import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';

import { buildAdminPolicy, cleanPath } from '../../scripts/build/csp/csp.mjs';
import { serveStatic } from '../../scripts/dev/static-server.mjs';

/**
 * The editor as `npm run cms` offers it, without Next's development server:
 * /admin from public/admin (`node scripts/build/write-admin.mjs` renews it without a
 * build) and every other path from the built site in out/ (`npm run
 * build:local`: /podglad, /icon.svg, the photos' variants). Each page carries
 * its Content-Security-Policy: the editor's from scripts/build/csp/admin-policy.mjs
 * (the source, so a change to it is tested at once), the others' from the
 * build's map for the Worker (worker/site/generated/policies.json). On
 * 127.0.0.1, where Sveltia offers its local mode.
 */
export async function serveEditorSite(root: string) {
  const pagePolicies = await cleanPathPolicies(
    path.join(root, 'worker/site/generated/policies.json'),
  );
  const admin = { public: path.join(root, 'public'), cleanUrls: true, directoryListing: false };
  const hook = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      res.setHeader('Content-Security-Policy', buildAdminPolicy());
      res.setHeader('Cache-Control', 'no-cache');
      await serveHandler(req, res, admin);
      return true;
    }
    const policy = pagePolicies.get(pathname.replace(/\.html$/, ''));
    if (policy) res.setHeader('Content-Security-Policy', policy);
    return false;
  };
  return serveStatic(path.join(root, 'out'), { hooks: [hook] });
}

/** Each page's Content-Security-Policy by its clean path (/kontakt), from the build's map. */
async function cleanPathPolicies(file: string): Promise<Map<string, string>> {
  const map = JSON.parse(await readFile(file, 'utf8')) as { pages: Record<string, string> };
  return new Map(Object.entries(map.pages).map(([page, policy]) => [cleanPath(page), policy]));
}
