import {
  count,
  FieldError,
  list,
  optionalText,
  text,
  type GqlObject,
  type Out,
} from './graphql-model';
import type { PullRequest } from './pulls';
import { AUTHOR, type CommitInfo } from './repository';
import { USER, type HostState } from './state';

/** GitHub's GraphQL cuts `Blob.text` off at 512 KB and says so in `isTruncated`. */
const TEXT_LIMIT = 512 * 1024;

export function userNode(state: HostState): GqlObject {
  return {
    type: 'User',
    fields: {
      id: () => USER.nodeId,
      databaseId: () => USER.id,
      login: () => USER.login,
      name: () => USER.name,
      email: () => USER.email,
      avatarUrl: () => `${state.url}/avatars/${USER.login}`,
    },
  };
}

function commitNode(state: HostState, info: CommitInfo): GqlObject {
  return {
    type: 'Commit',
    fields: {
      oid: () => info.oid,
      message: () => info.message,
      committedDate: () => info.committedDate,
      author: () => ({
        type: 'GitActor',
        fields: {
          name: () => info.authorName,
          email: () => info.authorEmail,
          avatarUrl: () => `${state.url}/avatars/${info.authorEmail}`,
          user: () => (info.authorEmail === AUTHOR.email ? userNode(state) : null),
        },
      }),
      history: (args) => {
        const file = optionalText(args, 'path');
        const nodes = state.repo.history(info.oid, count(args, 'first', 100), file);
        return {
          type: 'CommitHistoryConnection',
          fields: { nodes: () => nodes.map((c) => commitNode(state, c)) },
        };
      },
      // The statuses posted for the commit (the preview link); no deployments or check suites.
      status: () => statusNode(state, info.oid),
      deployments: () => ({ type: 'DeploymentConnection', fields: { nodes: () => [] } }),
      checkSuites: () => ({ type: 'CheckSuiteConnection', fields: { nodes: () => [] } }),
      file: (args) => {
        const oid = state.repo.resolve(`${info.oid}:${text(args, 'path')}`);
        return oid ? { type: 'TreeEntry', fields: { oid: () => oid } } : null;
      },
    },
  };
}

/** A commit's combined status: null without any, as GitHub answers. */
function statusNode(state: HostState, oid: string): Out {
  const statuses = [...(state.statuses.get(oid)?.values() ?? [])];
  if (statuses.length === 0) return null;
  return {
    type: 'Status',
    fields: {
      contexts: () =>
        statuses.map((s) => ({
          type: 'StatusContext',
          fields: {
            context: () => s.context,
            state: () => s.state.toUpperCase(),
            targetUrl: () => s.targetUrl ?? null,
            description: () => s.description ?? null,
          },
        })),
    },
  };
}

export function commitByOid(state: HostState, oid: string): GqlObject {
  const [info] = state.repo.history(oid, 1);
  if (!info) throw new FieldError('NOT_FOUND', `Could not resolve to a commit ${oid}`);
  return commitNode(state, info);
}

function blobNode(state: HostState, oid: string): GqlObject {
  const data = () => state.repo.blob(oid);
  const binary = () => data().subarray(0, 8000).includes(0);
  return {
    type: 'Blob',
    fields: {
      oid: () => oid,
      byteSize: () => data().length,
      isBinary: binary,
      isTruncated: () => data().length > TEXT_LIMIT,
      text: () => (binary() ? null : data().subarray(0, TEXT_LIMIT).toString('utf8')),
    },
  };
}

/** `object(oid:)` or `object(expression: "branch:path")`: a blob, a commit or a tree. */
export function gitObject(state: HostState, revision: string): Out {
  const oid = state.repo.resolve(revision);
  if (!oid) return null;
  const type = state.repo.typeOf(oid);
  if (type === 'blob') return blobNode(state, oid);
  if (type === 'commit') return commitByOid(state, oid);
  return { type: 'Tree', fields: { oid: () => oid } };
}

export function refNode(state: HostState, qualifiedName: string): Out {
  const branch = qualifiedName.replace(/^refs\/heads\//, '');
  const head = state.repo.head(branch);
  if (!head) return null;
  return {
    type: 'Ref',
    fields: {
      name: () => branch,
      prefix: () => 'refs/heads/',
      target: () => commitByOid(state, head),
    },
  };
}

const CHANGE_TYPES = {
  added: 'ADDED',
  modified: 'MODIFIED',
  removed: 'DELETED',
  renamed: 'RENAMED',
};

export function pullNode(state: HostState, pull: PullRequest): GqlObject {
  const n = (name: string, fields: Record<string, () => Out>): GqlObject => ({
    type: name,
    fields,
  });
  return n('PullRequest', {
    id: () => `PR_${pull.number}`,
    number: () => pull.number,
    title: () => pull.title,
    url: () => `${state.url}/${state.owner}/${state.name}/pull/${pull.number}`,
    state: () => (pull.merged ? 'MERGED' : pull.state.toUpperCase()),
    isDraft: () => pull.draft,
    isCrossRepository: () => false,
    createdAt: () => pull.createdAt,
    updatedAt: () => pull.updatedAt,
    headRefName: () => pull.head,
    headRefOid: () => state.repo.head(pull.head) ?? null,
    author: () => userNode(state),
    labels: () =>
      n('LabelConnection', {
        nodes: () => pull.labels.map((name) => n('Label', { name: () => name })),
      }),
    files: () =>
      n('PullRequestChangedFileConnection', {
        nodes: () =>
          state.repo.changes(pull.base, pull.head).map((change) =>
            n('PullRequestChangedFile', {
              path: () => change.path,
              changeType: () => CHANGE_TYPES[change.status],
            }),
          ),
      }),
  });
}

/** `pullRequests(states:, labels:, headRefName:, first:, orderBy:)` on a repository. */
export function pullConnection(
  state: HostState,
  args: Readonly<Record<string, unknown>>,
): GqlObject {
  const states = list(args, 'states');
  const labels = list(args, 'labels');
  const head = optionalText(args, 'headRefName');
  const matching = state.pulls.all
    .filter((p) => !states || states.includes(p.merged ? 'MERGED' : p.state.toUpperCase()))
    .filter((p) => !labels || p.labels.some((l) => labels.includes(l)))
    .filter((p) => !head || p.head === head)
    .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.number - a.number);
  return {
    type: 'PullRequestConnection',
    fields: {
      totalCount: () => matching.length,
      nodes: () => matching.slice(0, count(args, 'first', 100)).map((p) => pullNode(state, p)),
    },
  };
}
