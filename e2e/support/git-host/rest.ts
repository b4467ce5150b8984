import { ApiError } from './pulls';
import { PULL_ROUTES } from './rest-pulls';
import { ok, type Reply, type Route } from './rest-types';
import { restUser, USER, type HostState } from './state';

export type { Reply } from './rest-types';

const ROUTES: readonly Route[] = [
  ['GET', /^\/user$/, ({ state }) => ok(restUser(state.url))],
  // What the film uploads ask (worker/films/access.ts): may the signed-in account push?
  [
    'GET',
    /^\/repos\/[^/]+\/[^/]+$/,
    ({ state }) =>
      ok({
        full_name: `${state.owner}/${state.name}`,
        private: true,
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      }),
  ],
  [
    'GET',
    /^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)$/,
    ({ match }) =>
      decodeURIComponent(match[1] ?? '') === USER.login
        ? { status: 204 }
        : ok({ message: 'Not Found' }, 404),
  ],
  [
    'GET',
    /^\/repos\/[^/]+\/[^/]+\/git\/trees\/(.+)$/,
    ({ state, match, url }) => {
      const sha = state.repo.resolve(`${decodeURIComponent(match[1] ?? '')}^{tree}`);
      if (!sha) return ok({ message: 'Not Found' }, 404);
      const tree = state.repo.tree(sha);
      const entries = url.searchParams.has('recursive')
        ? tree
        : tree.filter((e) => !e.path.includes('/'));
      return ok({ sha, tree: entries, truncated: false });
    },
  ],
  [
    'GET',
    /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]{40})$/,
    ({ state, match, accept }) => {
      const sha = match[1] ?? '';
      if (state.repo.resolve(sha) !== sha || state.repo.typeOf(sha) !== 'blob') {
        return ok({ message: 'Not Found' }, 404);
      }
      const data = state.repo.blob(sha);
      if (!accept.includes('application/vnd.github.raw')) {
        return ok({ sha, size: data.length, content: data.toString('base64'), encoding: 'base64' });
      }
      const binary = data.subarray(0, 8000).includes(0);
      return {
        status: 200,
        raw: {
          body: data,
          type: binary ? 'application/octet-stream' : 'text/plain; charset=utf-8',
        },
      };
    },
  ],
  // A commit status: what the preview workflow reports for a draft (docs/publishing.md).
  [
    'POST',
    /^\/repos\/[^/]+\/[^/]+\/statuses\/([0-9a-f]{40})$/,
    ({ state, match, body }) => {
      const sha = match[1] ?? '';
      const status = String(body.state);
      if (state.repo.resolve(sha) !== sha) return ok({ message: 'No commit found for SHA' }, 422);
      if (!['error', 'failure', 'pending', 'success'].includes(status)) {
        return ok({ message: 'Validation Failed' }, 422);
      }
      const context = typeof body.context === 'string' ? body.context : 'default';
      const statuses = state.statuses.get(sha) ?? new Map();
      statuses.set(context, {
        context,
        state: status as 'success',
        targetUrl: typeof body.target_url === 'string' ? body.target_url : undefined,
        description: typeof body.description === 'string' ? body.description : undefined,
      });
      state.statuses.set(sha, statuses);
      return ok({ state: status, context, target_url: body.target_url ?? null }, 201);
    },
  ],
  [
    'PATCH',
    /^\/repos\/[^/]+\/[^/]+\/git\/refs\/heads\/(.+)$/,
    ({ state, match, body }) => {
      const branch = decodeURI(match[1] ?? '');
      const sha = String(body.sha);
      if (!state.repo.head(branch)) return ok({ message: 'Reference does not exist' }, 422);
      if (state.repo.resolve(sha) !== sha) return ok({ message: 'Object does not exist' }, 422);
      state.repo.setBranch(branch, sha);
      return ok({ ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } });
    },
  ],
  [
    'DELETE',
    /^\/repos\/[^/]+\/[^/]+\/git\/refs\/heads\/(.+)$/,
    ({ state, match }) => {
      const branch = decodeURI(match[1] ?? '');
      if (!state.repo.head(branch)) return ok({ message: 'Reference does not exist' }, 422);
      state.repo.deleteBranch(branch);
      return { status: 204 };
    },
  ],
];

/**
 * A call to the REST API (the path after /api/v3), or undefined when the
 * stand-in does not know it. Only the configured repository exists.
 */
export function rest(
  state: HostState,
  method: string,
  url: URL,
  accept: string,
  body: Record<string, unknown>,
): Reply | undefined {
  const path = url.pathname.replace(/^\/api\/v3/, '');
  const repoPath = /^\/repos\/([^/]+)\/([^/]+)/.exec(path);
  for (const [verb, pattern, answer] of [...ROUTES, ...PULL_ROUTES]) {
    const match = method === verb ? pattern.exec(path) : null;
    if (!match) continue;
    if (repoPath && `${repoPath[1]}/${repoPath[2]}` !== `${state.owner}/${state.name}`) {
      return ok({ message: 'Not Found' }, 404);
    }
    try {
      return answer({ state, match, url, accept, body });
    } catch (error) {
      if (error instanceof ApiError) return ok({ message: error.message }, error.status);
      throw error;
    }
  }
  return undefined;
}
