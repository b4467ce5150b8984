import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CLIENT_ID, CLIENT_SECRET, REPO, startGitHost, type GitHost } from './git-host';
import { startSiteWorker, type SiteWorker } from './sign-in-servers';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export interface EditorServers {
  /** The site's origin: /admin (the editor), /oauth (the site's Worker), the rest from out/. */
  readonly siteUrl: string;
  readonly adminUrl: string;
  readonly oauthUrl: string;
  readonly gitHost: GitHost;
  /** The site's Worker under wrangler dev: the sign-in and the film uploads. */
  readonly service: SiteWorker;
  close(): Promise<void>;
}

/** The content types of the editor's files, as the platform sends them (a module as JavaScript). */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.yml': 'application/yaml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
};

/** A file under `root` for a URL path (clean paths map to .html or index.html), or undefined. */
function fileFor(root: string, urlPath: string): string | undefined {
  const base = path.join(
    root,
    path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''),
  );
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // next candidate
    }
  }
  return undefined;
}

function serveFile(res: ServerResponse, file: string | undefined) {
  if (!file) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  res.writeHead(200, {
    'Content-Type': FILE_TYPES[path.extname(file)] ?? 'application/octet-stream',
  });
  res.end(readFileSync(file));
}

/**
 * /oauth/* to the site's Worker, its Host header kept: the Worker sees the
 * site's origin, as on the live site, where it is that origin.
 */
function proxy(req: IncomingMessage, res: ServerResponse, port: number) {
  const upstream = request(
    { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/**
 * The editor as the live site has it, on loopback: /admin written by
 * scripts/build/write-admin.mjs with the backend pointed at the Git host stand-in
 * (e2e/support/git-host/) and the sign-in at /oauth, which is the site's
 * Worker (worker/, under wrangler dev: sign-in-servers.ts) with the stand-in
 * as GitHub; every other path from the built out/ (`withSite`), so the
 * preview pane frames the real /podglad. Port 0: any free one.
 */
export async function startEditorServers(options: {
  sitePort: number;
  gitHostPort: number;
  withSite: boolean;
  /** More settings for the editor's writer (the films' bucket). */
  env?: Record<string, string>;
  /** More variables of the Worker (the masters' `src`). */
  vars?: Record<string, string>;
  /** /admin's Content-Security-Policy, as the build gives it (none by default). */
  adminPolicy?: string;
}): Promise<EditorServers> {
  // The repository the stand-in serves: this checkout, or a copy (CMS_E2E_REPO: the
  // scale bench's portfolio a hundred times over, scripts/bench/scale.mjs).
  const gitHost = await startGitHost(options.gitHostPort, process.env.CMS_E2E_REPO ?? repo);
  const adminDir = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-admin-'));
  const out = path.join(repo, 'out');
  let servicePort = 0;
  const site: Server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://site').pathname;
    if (urlPath === '/oauth' || urlPath.startsWith('/oauth/')) return proxy(req, res, servicePort);
    if (urlPath === '/admin' || urlPath.startsWith('/admin/')) {
      const file = fileFor(adminDir, urlPath.replace(/^\/admin\/?/, '/'));
      if (options.adminPolicy && file?.endsWith('.html')) {
        res.setHeader('Content-Security-Policy', options.adminPolicy);
      }
      return serveFile(res, file);
    }
    serveFile(res, options.withSite ? fileFor(out, urlPath) : undefined);
  });
  await new Promise<void>((resolve) => site.listen(options.sitePort, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const oauthUrl = `${siteUrl}/oauth`;

  let service: SiteWorker;
  try {
    service = await startSiteWorker({
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_URL: gitHost.url,
      GITHUB_API_URL: `${gitHost.url}/api/v3`,
      CMS_REPO: REPO,
      ...options.vars,
    });
  } catch (error) {
    site.close();
    await gitHost.close();
    throw error;
  }
  servicePort = service.port;

  const written = spawnSync(
    process.execPath,
    ['scripts/build/write-admin.mjs', '--out', adminDir],
    {
      cwd: repo,
      env: {
        ...process.env,
        ...options.env,
        CMS_REPO: REPO,
        CMS_AUTH_URL: oauthUrl,
        CMS_API_ROOT: gitHost.url,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (written.status !== 0) throw new Error('Could not write the editor');

  return {
    siteUrl,
    adminUrl: `${siteUrl}/admin`,
    oauthUrl,
    gitHost,
    service,
    async close() {
      await service.close();
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
      await gitHost.close();
      rmSync(adminDir, { recursive: true, force: true });
    },
  };
}
