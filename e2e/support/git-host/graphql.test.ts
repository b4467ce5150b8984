import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { graphql, Unsupported } from './graphql';
import { Pulls } from './pulls';
import { Repository } from './repository';
import type { HostState } from './state';

const checkout = mkdtempSync(path.join(os.tmpdir(), 'git-host-test-'));
execFileSync('git', ['init', '-q', checkout]);
writeFileSync(path.join(checkout, 'a.json'), '{"a":1}\n');
execFileSync('git', ['add', 'a.json'], { cwd: checkout });
const repo = Repository.fromCheckout(checkout);
const state: HostState = {
  url: 'http://127.0.0.1:1',
  owner: 'studio',
  name: 'strona',
  repo,
  pulls: new Pulls(repo),
  statuses: new Map(),
};
afterAll(() => {
  repo.remove();
  rmSync(checkout, { recursive: true, force: true });
});

const ask = (query: string, variables: Record<string, unknown> = {}) =>
  graphql(state, { query, variables: { owner: 'studio', repo: 'strona', ...variables } });

describe('the Git host stand-in’s GraphQL, as the editor asks it', () => {
  it('answers a blob by expression through an inline fragment, with aliases', () => {
    const answer = ask(`query($owner: String!, $repo: String!) {
      repository(owner: $owner, name: $repo) {
        defaultBranchRef { name }
        file_0: object(expression: "main:a.json") { ... on Blob { oid byteSize isBinary text } }
      }
    }`);
    expect(answer).toEqual({
      data: {
        repository: {
          defaultBranchRef: { name: 'main' },
          file_0: { oid: expect.any(String), byteSize: 8, isBinary: false, text: '{"a":1}\n' },
        },
      },
    });
  });

  it('commits on a branch and refuses a stale head as GitHub does: null and an error', () => {
    const head = repo.head('main');
    const commit = `mutation($input: CreateCommitOnBranchInput!) {
      createCommitOnBranch(input: $input) { commit { oid file_0: file(path: "b.json") { oid } } }
    }`;
    const input = (expectedHeadOid: string | undefined) => ({
      input: {
        branch: { repositoryNameWithOwner: 'studio/strona', branchName: 'main' },
        expectedHeadOid,
        fileChanges: { additions: [{ path: 'b.json', contents: btoa('{}') }] },
        message: { headline: 'b' },
      },
    });
    const done = ask(commit, input(head)) as {
      data: { createCommitOnBranch: { commit: { oid: string } } };
    };
    expect(done.data.createCommitOnBranch.commit.oid).toBe(repo.head('main'));
    expect(ask(commit, input(head))).toMatchObject({
      data: { createCommitOnBranch: null },
      errors: [{ type: 'STALE_DATA', path: ['createCommitOnBranch'] }],
    });
  });

  it('takes enum and input-object arguments: open pull requests by label, newest first', () => {
    const answer = ask(`query($owner: String!, $repo: String!) {
      repository(owner: $owner, name: $repo) {
        pullRequests(states: OPEN, labels: ["sveltia-cms/draft"], first: 100,
          orderBy: { field: UPDATED_AT, direction: DESC }) { totalCount nodes { number } }
      }
    }`);
    expect(answer).toEqual({
      data: { repository: { pullRequests: { totalCount: 0, nodes: [] } } },
    });
  });

  it('refuses a field GitHub’s schema has but the stand-in does not answer', () => {
    expect(() =>
      ask(`query($owner: String!, $repo: String!) {
        repository(owner: $owner, name: $repo) { forks(first: 1) { nodes { nameWithOwner } } }
      }`),
    ).toThrow(Unsupported);
    expect(() => ask('query {')).toThrow(Unsupported);
  });
});
