import type { PullRequest } from './pulls';
import { label, ok, type Call, type Route } from './rest-types';
import { restUser } from './state';

/** Pull requests and their labels (the issues API): the editorial workflow's drafts. */
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

export const PULL_ROUTES: readonly Route[] = [
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
