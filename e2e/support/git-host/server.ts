import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kind, parse, type SelectionSetNode } from 'graphql';

import { graphql, Unsupported } from './graphql';
import { oauth, type OAuthState } from './oauth';
import { Pulls } from './pulls';
import { Repository } from './repository';
import { rest, type Reply } from './rest';
import { REPO, TOKEN, type HostState } from './state';

/**
 * A local stand-in of GitHub (GitHub Enterprise Server's layout: /login/oauth,
 * /api/v3, /api/graphql) over a throwaway bare Git repository, answering the
 * REST and GraphQL calls the editor makes with GitHub's shapes and statuses.
 * Anything else is answered 501 and recorded in `unanswered`, so a test can
 * fail on a call it does not know. Loopback only; nothing reaches the internet.
 */
export interface GitHost extends OAuthState {
  readonly url: string;
  /** The repository the API reads and writes (`git --git-dir <repo.dir> …`). */
  readonly repo: Repository;
  readonly pulls: Pulls;
  /** Every API call, in order: `GET /repos/…` or `graphql query repository{ref}`. */
  readonly requests: string[];
  /** The calls the stand-in does not know (answered 501, or a GraphQL error). */
  readonly unanswered: string[];
  /** Back to the repository as it started: main at its first commit, no drafts, no pull requests. */
  reset(): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Link, Location, Retry-After, X-GitHub-Request-Id',
};

/** A 1×1 grey PNG. */
const AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

function send(res: ServerResponse, reply: Reply) {
  if (reply.raw) {
    res.writeHead(reply.status, { ...CORS, 'Content-Type': reply.raw.type });
    res.end(reply.raw.body);
    return;
  }
  if (reply.json === undefined) {
    res.writeHead(reply.status, CORS).end();
    return;
  }
  res.writeHead(reply.status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(reply.json));
}

/** `query repository{ref,object}`: the operation and the fields under its root, for the log. */
function summary(query: unknown): string {
  try {
    const [operation] = parse(String(query)).definitions;
    if (operation?.kind !== Kind.OPERATION_DEFINITION) return 'graphql (no operation)';
    const names = (set: SelectionSetNode | undefined) =>
      (set?.selections ?? []).map((s) => (s.kind === Kind.FIELD ? s.name.value : '…'));
    const fields = (operation.selectionSet.selections ?? []).map((s) => {
      if (s.kind !== Kind.FIELD) return '…';
      const inner = [...new Set(names(s.selectionSet))];
      return inner.length ? `${s.name.value}{${inner.join(',')}}` : s.name.value;
    });
    return `graphql ${operation.operation} ${[...new Set(fields)].join(',')}`;
  } catch {
    return 'graphql (unparsable)';
  }
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A port nothing listens on now: the stand-in names its own address in its answers. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the stand-in on 127.0.0.1:`requested` (0: a free port) with a
 * repository made from `checkout`'s tracked files.
 */
export async function startGitHost(requested: number, checkout: string): Promise<GitHost> {
  const port = requested || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const repo = Repository.fromCheckout(checkout);
  const [owner = '', name = ''] = REPO.split('/');
  const state: HostState = {
    url,
    owner,
    name,
    repo,
    pulls: new Pulls(repo),
    statuses: new Map(),
  };
  const requests: string[] = [];
  const unanswered: string[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Headers':
          'Authorization, Content-Type, If-Match, If-None-Match, Accept, X-GitHub-Api-Version',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
      });
      return res.end();
    }
    if (method === 'GET' && target.pathname.startsWith('/avatars/')) {
      // GitHub's avatar_url: a picture the editor shows beside the account.
      return send(res, { status: 200, raw: { body: AVATAR, type: 'image/png' } });
    }
    const text = await read(req);
    if (oauth(host, req, target, text, res)) return;
    const isApi = target.pathname.startsWith('/api/');
    const body = text && isApi ? (JSON.parse(text) as Record<string, unknown>) : {};
    const line =
      target.pathname === '/api/graphql' ? summary(body.query) : `${method} ${target.pathname}`;
    requests.push(line);
    const auth = req.headers.authorization ?? '';
    if (isApi && auth !== `token ${TOKEN}` && auth !== `Bearer ${TOKEN}`) {
      return send(res, { status: 401, json: { message: 'Bad credentials' } });
    }
    let reply: Reply | undefined;
    if (target.pathname === '/api/graphql' && method === 'POST') {
      try {
        reply = { status: 200, json: graphql(state, body) };
      } catch (error) {
        if (!(error instanceof Unsupported || error instanceof SyntaxError)) throw error;
        unanswered.push(`${line}: ${error.message}`);
        reply = { status: 200, json: { errors: [{ message: error.message }] } };
      }
    } else if (target.pathname.startsWith('/api/v3/')) {
      reply = rest(state, method, target, req.headers.accept ?? '', body);
    }
    if (!reply) {
      unanswered.push(line);
      reply = { status: 501, json: { message: 'Not implemented by the stand-in' } };
    }
    send(res, reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      unanswered.push(`${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) send(res, { status: 500, json: { message: 'Server Error' } });
    });
  });
  const host: GitHost = {
    url,
    repo,
    pulls: state.pulls,
    requests,
    unanswered,
    tokenRequests: [],
    failTokens: false,
    reset: () => {
      const first = repo.git(['rev-list', '--max-parents=0', 'main']);
      for (const branch of repo.branches()) if (branch !== 'main') repo.deleteBranch(branch);
      repo.setBranch('main', first);
      state.pulls.all.length = 0;
      state.statuses.clear();
      requests.length = 0;
      unanswered.length = 0;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      repo.remove();
    },
  };
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return host;
}
