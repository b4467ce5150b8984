import type { Repository } from './repository';

/** A pull request as the stand-in keeps it; its commits are the repository's. */
export interface PullRequest {
  readonly number: number;
  title: string;
  body: string;
  readonly head: string;
  readonly base: string;
  draft: boolean;
  state: 'open' | 'closed';
  merged: boolean;
  mergeCommit?: string;
  labels: string[];
  readonly createdAt: string;
  updatedAt: string;
}

/** A refusal with GitHub's status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * The repository's pull requests and their labels, which Git itself does not
 * hold. Numbers count from 1, like issues on a new repository.
 */
export class Pulls {
  readonly all: PullRequest[] = [];
  constructor(private readonly repo: Repository) {}

  get(number: number): PullRequest {
    const pull = this.all.find((p) => p.number === number);
    if (!pull) throw new ApiError(404, 'Not Found');
    return pull;
  }

  open(input: { title: string; head: string; base: string; draft: boolean; body: string }) {
    const { head, base } = input;
    if (!this.repo.head(head) || !this.repo.head(base)) {
      throw new ApiError(422, 'Validation Failed');
    }
    if (this.all.some((p) => p.state === 'open' && p.head === head && p.base === base)) {
      throw new ApiError(422, `A pull request already exists for ${head}.`);
    }
    if (this.repo.changes(base, head).length === 0) {
      throw new ApiError(422, `No commits between ${base} and ${head}`);
    }
    const time = now();
    const pull: PullRequest = {
      ...input,
      number: this.all.length + 1,
      state: 'open',
      merged: false,
      labels: [],
      createdAt: time,
      updatedAt: time,
    };
    this.all.push(pull);
    return pull;
  }

  touch(pull: PullRequest) {
    pull.updatedAt = now();
  }

  /** GitHub's merge button: a merge commit (or a squash) on the base branch. */
  merge(pull: PullRequest, method: string, title: string | undefined): string {
    if (pull.state !== 'open') throw new ApiError(405, 'Pull Request is not mergeable');
    if (pull.draft) throw new ApiError(405, 'Pull Request is still a draft');
    const base = this.repo.head(pull.base);
    const head = this.repo.head(pull.head);
    if (!base || !head)
      throw new ApiError(422, 'Head branch was modified. Review and try the merge again.');
    const tree = this.repo.mergeTree(base, head);
    if (!tree) throw new ApiError(405, 'Pull Request is not mergeable');
    const squash = method === 'squash';
    const message =
      title ?? (squash ? pull.title : `Merge pull request #${pull.number} from ${pull.head}`);
    const commit = this.repo.commitTree(tree, squash ? [base] : [base, head], message);
    this.repo.setBranch(pull.base, commit, base);
    Object.assign(pull, { state: 'closed', merged: true, mergeCommit: commit });
    this.touch(pull);
    return commit;
  }
}
