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
  readonly service: SignInService;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
};

export interface SignInService {
  /** Where it listens, e.g. http://127.0.0.1:5306 (its public URL may differ). */
  readonly origin: string;
  readonly port: number;
  /** Its journal so far: the JSON lines it wrote to stderr (cms/oauth/log.mjs). */
  journal(): Record<string, unknown>[];
  /** Whether the process is still running. */
  running(): boolean;
  close(): Promise<void>;
}

/**
 * The real sign-in service (cms/oauth/server.mjs) as a process on loopback,
 * with `env` on top of the environment (port 0: any free one). Resolves once
 * it says where it listens.
 */
export function startSignInService(env: Record<string, string>): Promise<SignInService> {
  const child: ChildProcess = spawn(process.execPath, ['cms/oauth/server.mjs'], {
    cwd: repo,
    env: { ...process.env, OAUTH_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The sign-in service did not start')), 10_000);
    child.once('exit', (code) => reject(new Error(`The sign-in service exited (${code})`)));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(part) as Record<string, unknown>;
        } catch {
          process.stderr.write(`${part}\n`);
          continue;
        }
        lines.push(line);
        if (line.event !== 'listening') continue;
        clearTimeout(timer);
        const port = Number(String(line.address).split(':').at(-1));
        resolve({
          origin: `http://127.0.0.1:${port}`,
          port,
          journal: () => [...lines],
          running: () => child.exitCode === null && child.signalCode === null,
          close: async () => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
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

  const service = await startSignInService({
    OAUTH_CLIENT_ID: CLIENT_ID,
    OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    OAUTH_PUBLIC_URL: oauthUrl,
    OAUTH_ALLOWED_ORIGIN: adminUrl,
    OAUTH_AUTHORIZE_URL: `${gitHost.url}/login/oauth/authorize`,
    OAUTH_TOKEN_URL: `${gitHost.url}/login/oauth/access_token`,
    OAUTH_PORT: String(oauthPort),
  });

  return {
    adminUrl,
    oauthUrl,
    gitHost,
    service,
    async close() {
      await service.close();
      await new Promise<void>((resolve) => admin.close(() => resolve()));
      await gitHost.close();
      rmSync(adminDir, { recursive: true, force: true });
    },
  };
}
