import { readFileSync } from 'node:fs';
import {
  buildSchema,
  execute,
  parse,
  validate,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
} from 'graphql';

import {
  FieldError,
  list,
  optionalText,
  record,
  text,
  Unsupported,
  type Args,
  type GqlObject,
  type Out,
} from './graphql-model';
import { commitByOid, gitObject, pullConnection, pullNode, refNode } from './graphql-objects';
import type { HostState } from './state';

/** GitHub's schema, as far as the stand-in answers it. */
const schema = buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

const REPOSITORY_ID = 'R_kgDOswiatlocien';

function repositoryNode(state: HostState): GqlObject {
  return {
    type: 'Repository',
    fields: {
      id: () => REPOSITORY_ID,
      nameWithOwner: () => `${state.owner}/${state.name}`,
      defaultBranchRef: () => refNode(state, 'main'),
      ref: (args) => refNode(state, text(args, 'qualifiedName')),
      object: (args) => gitObject(state, optionalText(args, 'oid') ?? text(args, 'expression')),
      pullRequests: (args) => pullConnection(state, args),
    },
  };
}

function query(state: HostState): GqlObject {
  return {
    type: 'Query',
    fields: {
      repository: (args) =>
        text(args, 'owner') === state.owner && text(args, 'name') === state.name
          ? repositoryNode(state)
          : null,
    },
  };
}

const input = (args: Args) => record(args.input, 'input');

/** createCommitOnBranch: GitHub's one-call commit, refused when the branch has moved. */
function createCommitOnBranch(state: HostState, args: Args): GqlObject {
  const { branch, expectedHeadOid, fileChanges, message } = input(args);
  const target = record(branch, 'input.branch');
  if (target.repositoryNameWithOwner !== `${state.owner}/${state.name}`) {
    throw new FieldError('NOT_FOUND', 'Could not resolve to a Repository.');
  }
  const name = text(target, 'branchName');
  const head = state.repo.head(name);
  if (!head) throw new FieldError('NOT_FOUND', `Could not resolve to a Ref with the name ${name}.`);
  if (expectedHeadOid !== head) {
    throw new FieldError(
      'STALE_DATA',
      `Expected branch to point to "${String(expectedHeadOid)}" but it did not. Pull and try again.`,
    );
  }
  const changes = record(fileChanges ?? {}, 'input.fileChanges');
  const additions = (list(changes, 'additions') ?? []).map((a) => {
    const addition = record(a, 'addition');
    return { path: text(addition, 'path'), contents: text(addition, 'contents') };
  });
  const deletions = (list(changes, 'deletions') ?? []).map((d) =>
    text(record(d, 'deletion'), 'path'),
  );
  const headline = record(message, 'input.message');
  const body = optionalText(headline, 'body');
  const commit = state.repo.commitChanges(
    head,
    additions,
    deletions,
    `${text(headline, 'headline')}${body ? `\n\n${body}` : ''}`,
  );
  state.repo.setBranch(name, commit, head);
  return {
    type: 'CreateCommitOnBranchPayload',
    fields: { commit: () => commitByOid(state, commit) },
  };
}

function createRef(state: HostState, args: Args): GqlObject {
  const { repositoryId, name, oid } = input(args);
  if (repositoryId !== REPOSITORY_ID)
    throw new FieldError('NOT_FOUND', 'Could not resolve to a node.');
  const ref = String(name);
  const branch = ref.replace(/^refs\/heads\//, '');
  if (!ref.startsWith('refs/heads/') || state.repo.typeOf(String(oid)) !== 'commit') {
    throw new FieldError('UNPROCESSABLE', 'Reference is not valid.');
  }
  if (state.repo.head(branch)) {
    throw new FieldError('UNPROCESSABLE', `A ref named "${ref}" already exists in the repository.`);
  }
  state.repo.setBranch(branch, String(oid));
  return { type: 'CreateRefPayload', fields: { ref: () => refNode(state, branch) } };
}

/** convertPullRequestToDraft / markPullRequestReadyForReview. */
function setDraft(state: HostState, args: Args, draft: boolean): GqlObject {
  const id = text(input(args), 'pullRequestId');
  const pull = state.pulls.all.find((p) => `PR_${p.number}` === id);
  if (!pull)
    throw new FieldError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
  pull.draft = draft;
  state.pulls.touch(pull);
  const payload = draft
    ? 'ConvertPullRequestToDraftPayload'
    : 'MarkPullRequestReadyForReviewPayload';
  return { type: payload, fields: { pullRequest: () => pullNode(state, pull) } };
}

function mutation(state: HostState): GqlObject {
  return {
    type: 'Mutation',
    fields: {
      createCommitOnBranch: (args) => createCommitOnBranch(state, args),
      createRef: (args) => createRef(state, args),
      convertPullRequestToDraft: (args) => setDraft(state, args, true),
      markPullRequestReadyForReview: (args) => setDraft(state, args, false),
    },
  };
}

/** Every field resolves through its object's own resolver (graphql-objects.ts). */
const fieldResolver: GraphQLFieldResolver<GqlObject, unknown, Args> = (source, args, _, info) => {
  const resolve = source.fields[info.fieldName];
  if (!resolve) {
    throw new Unsupported(`Field '${info.fieldName}' of '${source.type}' has no resolver`);
  }
  return resolve(args);
};
/** An interface (GitObject, Actor) resolves to the type its object names. */
const typeResolver: GraphQLTypeResolver<Out, unknown> = (value) =>
  typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined;

/**
 * POST /api/graphql: `{ query, variables }` in, `{ data, errors? }` out, as
 * GitHub answers (HTTP 200 even when a field fails), executed by `graphql`
 * against schema.graphql. Throws Unsupported for a document the schema
 * refuses or a field the stand-in does not resolve.
 */
export function graphql(state: HostState, body: unknown): Record<string, unknown> {
  const request = record(body, 'body');
  let document;
  try {
    document = parse(text(request, 'query'));
  } catch (error) {
    throw new Unsupported(`Unparsable document: ${String(error)}`);
  }
  const refused = validate(schema, document);
  if (refused.length) throw new Unsupported(refused.map((e) => e.message).join('; '));
  const root: GqlObject = {
    type: 'Root',
    fields: { ...query(state).fields, ...mutation(state).fields },
  };
  const result = execute({
    schema,
    document,
    rootValue: root,
    variableValues: record(request.variables ?? {}, 'variables'),
    fieldResolver,
    typeResolver,
  });
  if (result instanceof Promise) throw new Unsupported('an asynchronous resolver');
  const errors = (result.errors ?? []).map((error) => {
    const cause = error.originalError;
    if (cause && !(cause instanceof FieldError)) throw cause;
    return { type: cause?.type ?? 'INVALID', path: error.path ?? [], message: error.message };
  });
  return errors.length ? { data: result.data, errors } : { data: result.data };
}

export { Unsupported };
