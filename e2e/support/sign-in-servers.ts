import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CLIENT_ID, CLIENT_SECRET, REPO, startGitHost, type GitHost } from './git-host';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** Their own ports (CMS_E2E_OAUTH_PORT, CMS_E2E_GIT_HOST_PORT, CMS_E2E_ADMIN_PORT). */
const oauthPort = Number(process.env.CMS_E2E_OAUTH_PORT ?? 5510);
const gitHostPort = Number(process.env.CMS_E2E_GIT_HOST_PORT ?? 5511);
const adminPort = Number(process.env.CMS_E2E_ADMIN_PORT ?? 5512);
/** Where the editor would look for decap-server: nothing listens, the test blocks it too. */
export const UNUSED_LOCAL_BACKEND = `http://127.0.0.1:${Number(process.env.CMS_E2E_NO_BACKEND_PORT ?? 5513)}`;

export interface SignInServers {
  readonly adminUrl: string;
  readonly oauthUrl: string;
  readonly gitHost: GitHost;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
};

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the service exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The editor's page as the build writes it (cms/write-admin.mjs) with the
 * production backend pointed at the sign-in service and the stand-in's API,
 * the real sign-in service (cms/oauth/server.mjs), and the Git host stand-in.
 */
export async function startSignInServers(): Promise<SignInServers> {
  const gitHost = await startGitHost(gitHostPort, repo);
  const oauthUrl = `http://127.0.0.1:${oauthPort}/oauth`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;

  const adminDir = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-admin-'));
  const written = spawnSync(process.execPath, ['cms/write-admin.mjs', '--out', adminDir], {
    cwd: repo,
    env: {
      ...process.env,
      CMS_REPO: REPO,
      CMS_AUTH_URL: oauthUrl,
      CMS_API_ROOT: gitHost.url,
      CMS_LOCAL_PORT: new URL(UNUSED_LOCAL_BACKEND).port,
    },
    stdio: 'inherit',
  });
  if (written.status !== 0) throw new Error('Could not write the editor');
  const admin: Server = createServer((req, res) => {
    const name =
      new URL(req.url ?? '/', adminUrl).pathname.replace(/^\/admin\/?/, '') || 'index.html';
    try {
      const file = readFileSync(path.join(adminDir, path.basename(name)));
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      });
      res.end(file);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => admin.listen(adminPort, '127.0.0.1', () => resolve()));

  const oauth = spawn(process.execPath, ['cms/oauth/server.mjs'], {
    cwd: repo,
    env: {
      ...process.env,
      OAUTH_CLIENT_ID: CLIENT_ID,
      OAUTH_CLIENT_SECRET: CLIENT_SECRET,
      OAUTH_PUBLIC_URL: oauthUrl,
      OAUTH_ALLOWED_ORIGIN: adminUrl,
      OAUTH_AUTHORIZE_URL: `${gitHost.url}/login/oauth/authorize`,
      OAUTH_TOKEN_URL: `${gitHost.url}/login/oauth/access_token`,
      OAUTH_HOST: '127.0.0.1',
      OAUTH_PORT: String(oauthPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${oauthUrl}/health`, oauth);

  return {
    adminUrl,
    oauthUrl,
    gitHost,
    async close() {
      oauth.kill('SIGTERM');
      await new Promise<void>((resolve) => admin.close(() => resolve()));
      await gitHost.close();
      rmSync(adminDir, { recursive: true, force: true });
    },
  };
}
