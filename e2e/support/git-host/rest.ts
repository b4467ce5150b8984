import { ApiError, type PullRequest } from './pulls';
import { restUser, USER, type HostState } from './state';

/** What a REST route answers: a status, and a JSON body or raw bytes. */
export interface Reply {
  readonly status: number;
  readonly json?: unknown;
  readonly raw?: { readonly body: Buffer; readonly type: string };
}
interface Call {
  readonly state: HostState;
  readonly match: readonly string[];
  readonly url: URL;
  readonly accept: string;
  readonly body: Record<string, unknown>;
}
type Route = readonly [method: string, path: RegExp, answer: (call: Call) => Reply];

const ok = (json: unknown, status = 200): Reply => ({ status, json });
const label = (name: string) => ({ name, color: 'ededed', default: false, description: null });

function pullJson({ state }: Call, pull: PullRequest) {
  const url = `${state.url}/${state.owner}/${state.name}/pull/${pull.number}`;
  return {
    number: pull.number,
    node_id: `PR_${pull.number}`,
    html_url: url,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    draft: pull.draft,
    merged: pull.merged,
    merge_commit_sha: pull.mergeCommit ?? null,
    user: restUser(state.url),
    labels: pull.labels.map(label),
    head: { ref: pull.head, sha: state.repo.head(pull.head) ?? null },
    base: { ref: pull.base, sha: state.repo.head(pull.base) ?? null },
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
  };
}

/** An issue as GitHub shows a pull request through the issues API. */
function issueJson(call: Call, pull: PullRequest) {
  const { number, node_id, title, body, state, labels, user, html_url } = pullJson(call, pull);
  return {
    number,
    node_id,
    title,
    body,
    state,
    labels,
    user,
    html_url,
    pull_request: { html_url },
  };
}

const pullOf = (call: Call) => call.state.pulls.get(Number(call.match[1]));
const labelsOf = (body: Record<string, unknown>) =>
  Array.isArray(body.labels) ? body.labels.map((l) => String(l)) : [];

const ROUTES: readonly Route[] = [
  ['GET', /^\/user$/, ({ state }) => ok(restUser(state.url))],
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
  [
    'POST',
    /^\/repos\/[^/]+\/[^/]+\/pulls$/,
    (call) => {
      const { title, head, base, draft, body } = call.body;
      const pull = call.state.pulls.open({
        title: String(title),
        head: String(head),
        base: String(base),
        draft: draft === true,
        body: typeof body === 'string' ? body : '',
      });
      return ok(pullJson(call, pull), 201);
    },
  ],
  ['GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/, (call) => ok(pullJson(call, pullOf(call)))],
  [
    'PATCH',
    /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/,
    (call) => {
      const pull = pullOf(call);
      if (call.body.state === 'closed' || call.body.state === 'open') pull.state = call.body.state;
      if (typeof call.body.title === 'string') pull.title = call.body.title;
      call.state.pulls.touch(pull);
      return ok(pullJson(call, pull));
    },
  ],
  [
    'GET',
    /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/,
    (call) => {
      const pull = pullOf(call);
      const files = call.state.repo.changes(pull.base, pull.head);
      return ok(
        files.map((f) => ({
          filename: f.path,
          status: f.status,
          previous_filename: f.previousPath,
        })),
      );
    },
  ],
  [
    'PUT',
    /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/merge$/,
    (call) => {
      const { merge_method: method, commit_title: title } = call.body;
      const sha = call.state.pulls.merge(
        pullOf(call),
        String(method ?? 'merge'),
        typeof title === 'string' ? title : undefined,
      );
      return ok({ sha, merged: true, message: 'Pull Request successfully merged' });
    },
  ],
  ['GET', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)$/, (call) => ok(issueJson(call, pullOf(call)))],
  [
    'PATCH',
    /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)$/,
    (call) => {
      const pull = pullOf(call);
      if ('labels' in call.body) pull.labels = labelsOf(call.body);
      call.state.pulls.touch(pull);
      return ok(issueJson(call, pull));
    },
  ],
  [
    'POST',
    /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels$/,
    (call) => {
      const pull = pullOf(call);
      pull.labels = [...new Set([...pull.labels, ...labelsOf(call.body)])];
      call.state.pulls.touch(pull);
      return ok(pull.labels.map(label));
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
  for (const [verb, pattern, answer] of ROUTES) {
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
