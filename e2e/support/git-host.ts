import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * A local stand-in of GitHub for the sign-in test: its OAuth authorize page
 * and token endpoint, and the few API calls Decap makes after signing in
 * (the user, the repository, its folders and files, read from the checkout).
 * Nothing reaches the internet.
 */
export interface GitHost {
  readonly url: string;
  /** The token endpoint's requests (form or JSON bodies), in order. */
  readonly tokenRequests: Record<string, string>[];
  /** When set, the token endpoint refuses every code, as GitHub does (200, `error`). */
  failTokens: boolean;
  close(): Promise<void>;
}

export const CLIENT_ID = 'klient-testowy';
export const CLIENT_SECRET = 'sekret-ktory-nie-opuszcza-serwera';
export const TOKEN = 'gho_token_testowy';
export const REPO = 'studio/strona';

/** Git's blob id of a file, as GitHub's trees give it. */
const blobSha = (data: Buffer) =>
  createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');

async function body(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return (req.headers['content-type'] ?? '').includes('json')
    ? (JSON.parse(text) as Record<string, string>)
    : Object.fromEntries(new URLSearchParams(text));
}

export function startGitHost(port: number, repoDir: string): Promise<GitHost> {
  const blobs = new Map<string, Buffer>();
  const tokenRequests: Record<string, string>[] = [];
  const host = {
    url: `http://127.0.0.1:${port}`,
    tokenRequests,
    failTokens: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function json(res: ServerResponse, status: number, data: unknown) {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(JSON.stringify(data));
  }

  function api(req: IncomingMessage, url: URL, res: ServerResponse) {
    if (req.headers.authorization !== `token ${TOKEN}`) {
      return json(res, 401, { message: 'Bad credentials' });
    }
    const repoPath = `/repos/${REPO}`;
    if (url.pathname === '/user') {
      return json(res, 200, { login: 'studio', name: 'Studio Światłocień', avatar_url: '' });
    }
    if (url.pathname === repoPath) {
      const [owner = '', name = ''] = REPO.split('/');
      return json(res, 200, {
        name,
        full_name: REPO,
        owner: { login: owner },
        default_branch: 'main',
        permissions: { admin: false, push: true, pull: true },
      });
    }
    const tree = new RegExp(`^${repoPath}/git/trees/main:(.+)$`).exec(url.pathname);
    if (tree) {
      const folder = decodeURIComponent(tree[1] ?? '');
      try {
        const entries = readdirSync(path.join(repoDir, folder), { withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => {
            const data = readFileSync(path.join(repoDir, folder, e.name));
            const sha = blobSha(data);
            blobs.set(sha, data);
            return { path: e.name, mode: '100644', type: 'blob', sha, size: data.length };
          });
        return json(res, 200, { sha: 'drzewo', tree: entries, truncated: false });
      } catch {
        return json(res, 404, { message: 'Not Found' });
      }
    }
    const blob = new RegExp(`^${repoPath}/git/blobs/([0-9a-f]{40})$`).exec(url.pathname);
    if (blob) {
      const data = blobs.get(blob[1] ?? '');
      if (!data) return json(res, 404, { message: 'Not Found' });
      return json(res, 200, { sha: blob[1], content: data.toString('base64'), encoding: 'base64' });
    }
    if (url.pathname === `${repoPath}/pulls`) return json(res, 200, []);
    if (url.pathname === `${repoPath}/commits`) {
      return json(res, 200, [
        { commit: { author: { name: 'Studio', date: new Date().toISOString() } } },
      ]);
    }
    return json(res, 404, { message: 'Not Found' });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', host.url);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      });
      return res.end();
    }
    if (url.pathname === '/login/oauth/authorize') {
      // GitHub's consent page, reduced to its two choices.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      const allow = new URL(back);
      allow.search = new URLSearchParams({ code: 'kod-dobry', state }).toString();
      const deny = new URL(back);
      deny.search = new URLSearchParams({
        error: 'access_denied',
        error_description: 'The user has denied your application access.',
        state,
      }).toString();
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        `<!DOCTYPE html><title>Authorize</title><h1>Authorize ${url.searchParams.get('client_id')}</h1>` +
          `<a href="${allow}">Authorize</a> <a href="${deny}">Cancel</a>`,
      );
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      void body(req).then((params) => {
        tokenRequests.push(params);
        const valid =
          !host.failTokens &&
          params.client_id === CLIENT_ID &&
          params.client_secret === CLIENT_SECRET &&
          params.code === 'kod-dobry';
        json(
          res,
          200,
          valid
            ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
            : {
                error: 'bad_verification_code',
                error_description: 'The code passed is incorrect or expired.',
              },
        );
      });
      return;
    }
    api(req, url, res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(host)));
}
