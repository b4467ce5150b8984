import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who the stand-in's API commits as: the signed-in account, as GitHub does. */
export const AUTHOR = { name: 'Studio Światłocień', email: 'studio@swiatlocien.pl' };

export interface CommitInfo {
  readonly oid: string;
  readonly message: string;
  readonly authorName: string;
  readonly authorEmail: string;
  /** ISO 8601, seconds, UTC: GitHub's DateTime. */
  readonly committedDate: string;
}

export interface TreeEntry {
  readonly path: string;
  readonly mode: string;
  readonly type: 'blob' | 'tree' | 'commit';
  readonly sha: string;
  readonly size?: number;
}

export interface FileChange {
  readonly path: string;
  readonly status: 'added' | 'modified' | 'removed' | 'renamed';
  readonly previousPath?: string;
}

/** A commit as `git log` writes it for the stand-in: hash, author, time, message. */
const COMMIT_FORMAT = '%H%x00%an%x00%ae%x00%ct%x00%B';

/** One commit of `git log --format=${COMMIT_FORMAT}`. */
function commitInfo(record: string): CommitInfo {
  const [oid = '', authorName = '', authorEmail = '', time = '0', message = ''] =
    record.split('\0');
  const committedDate = new Date(Number(time) * 1000).toISOString().replace('.000', '');
  return { oid, authorName, authorEmail, committedDate, message: message.trimEnd() };
}

/**
 * A bare Git repository driven by the `git` CLI: every branch, commit and merge
 * the stand-in makes is a real Git object, which a test reads with `git` itself.
 */
export class Repository {
  constructor(readonly dir: string) {}

  /**
   * A new bare repository whose `main` holds one commit: the tracked files of
   * `checkout` as they are on disk (uncommitted edits included), like the copy
   * the studio's repository would be.
   */
  static fromCheckout(checkout: string): Repository {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-git-host-'));
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', dir]);
    const repo = new Repository(dir);
    const index = path.join(dir, 'seed-index');
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: checkout, encoding: 'utf8' });
    execFileSync(
      'git',
      [
        '--git-dir',
        dir,
        '--work-tree',
        checkout,
        'update-index',
        '--add',
        '--remove',
        '-z',
        '--stdin',
      ],
      { cwd: checkout, env: { ...process.env, GIT_INDEX_FILE: index }, input: files },
    );
    const tree = repo.git(['write-tree'], { GIT_INDEX_FILE: index });
    rmSync(index, { force: true });
    const commit = repo.commitTree(tree, [], 'Kopia repozytorium do testu edytora');
    repo.git(['update-ref', 'refs/heads/main', commit]);
    return repo;
  }

  git(args: readonly string[], env: Record<string, string> = {}, input?: Buffer | string): string {
    return execFileSync('git', ['--git-dir', this.dir, ...args], {
      env: { ...process.env, ...env },
      input,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).trimEnd();
  }

  /** The object a revision names (`main`, `cms/x:path`, a sha), or undefined. */
  resolve(revision: string): string | undefined {
    try {
      // `rev:path` takes no suffix (it would be read as part of the path).
      const spec = revision.includes(':') ? revision : `${revision}^{object}`;
      return this.git(['rev-parse', '--verify', '--quiet', spec]) || undefined;
    } catch {
      return undefined;
    }
  }

  head(branch: string): string | undefined {
    return this.resolve(`refs/heads/${branch}`);
  }

  branches(): string[] {
    const out = this.git(['for-each-ref', '--format=%(refname:short)', 'refs/heads/']);
    return out ? out.split('\n') : [];
  }

  // Objects never change: what one git process read is kept. The editor asks for
  // every entry's text and every file's last commit when it first opens; one process
  // each would make this stand-in, not the editor, the slow part of a large repository.
  private readonly types = new Map<string, string>();
  private readonly blobs = new Map<string, Buffer>();
  private readonly lastCommits = new Map<string, Map<string, CommitInfo>>();

  typeOf(oid: string): string {
    let type = this.types.get(oid);
    if (type === undefined) {
      type = this.git(['cat-file', '-t', oid]);
      this.types.set(oid, type);
    }
    return type;
  }

  blob(oid: string): Buffer {
    let data = this.blobs.get(oid);
    if (!data) {
      data = execFileSync('git', ['--git-dir', this.dir, 'cat-file', 'blob', oid], {
        maxBuffer: 64 * 1024 * 1024,
      });
      this.blobs.set(oid, data);
    }
    return data;
  }

  /** Each file's last commit as of `commit` (an oid), read in one pass of its history. */
  private lastCommitsOf(commit: string): Map<string, CommitInfo> {
    let last = this.lastCommits.get(commit);
    if (last) return last;
    last = new Map();
    const out = this.git(['log', `--format=%x1e${COMMIT_FORMAT}%x1f`, '--name-only', commit]);
    for (const record of out.split('\x1e').filter(Boolean)) {
      const [head = '', names = ''] = record.split('\x1f');
      const info = commitInfo(head);
      for (const file of names.split('\n').filter(Boolean))
        if (!last.has(file)) last.set(file, info);
    }
    this.lastCommits.set(commit, last);
    return last;
  }

  /** Every entry of a commit's tree, recursively (GitHub's `?recursive=1`). */
  tree(revision: string): TreeEntry[] {
    const out = this.git(['ls-tree', '-r', '-t', '-l', '-z', revision]);
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta = '', file = ''] = line.split('\t');
        const [mode = '', type = 'blob', sha = '', size = '-'] = meta.split(/\s+/);
        const kind = type as TreeEntry['type'];
        return { path: file, mode, type: kind, sha, ...(kind === 'blob' ? { size: +size } : {}) };
      });
  }

  /** The newest `first` commits of a revision, those touching `file` when given. */
  history(revision: string, first: number, file?: string): CommitInfo[] {
    // A file's last commit as of a commit: the editor's question for every file.
    if (file && first === 1 && /^[0-9a-f]{40}$/.test(revision)) {
      const last = this.lastCommitsOf(revision).get(file);
      return last ? [last] : [];
    }
    const args = [
      'log',
      `-n${first}`,
      `--format=${COMMIT_FORMAT}%x1e`,
      revision,
      '--',
      ...(file ? [file] : []),
    ];
    return this.git(args)
      .split('\x1e')
      .map((record) => record.replace(/^\n/, ''))
      .filter(Boolean)
      .map(commitInfo);
  }

  commitTree(tree: string, parents: readonly string[], message: string): string {
    const env = {
      GIT_AUTHOR_NAME: AUTHOR.name,
      GIT_AUTHOR_EMAIL: AUTHOR.email,
      GIT_COMMITTER_NAME: 'GitHub',
      GIT_COMMITTER_EMAIL: 'noreply@github.com',
    };
    return this.git(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p])], env, message);
  }

  /**
   * A commit on top of `parent` with files added (base64 contents) and
   * deleted, through an index of its own: no working tree is involved.
   */
  commitChanges(
    parent: string,
    additions: readonly { path: string; contents: string }[],
    deletions: readonly string[],
    message: string,
  ): string {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'git-host-index-'));
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    try {
      this.git(['read-tree', parent], env);
      for (const file of deletions) this.git(['update-index', '--force-remove', '--', file], env);
      for (const { path: file, contents } of additions) {
        const blob = this.git(
          ['hash-object', '-w', '--stdin'],
          {},
          Buffer.from(contents, 'base64'),
        );
        this.git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], env);
      }
      return this.commitTree(this.git(['write-tree'], env), [parent], message);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** Moves a branch, only from `expected` when given (compare and swap). */
  setBranch(branch: string, oid: string, expected?: string): void {
    this.git(['update-ref', `refs/heads/${branch}`, oid, ...(expected ? [expected] : [])]);
  }

  deleteBranch(branch: string): void {
    this.git(['update-ref', '-d', `refs/heads/${branch}`]);
  }

  /** The tree of `base` and `head` merged, or undefined on a conflict. */
  mergeTree(base: string, head: string): string | undefined {
    try {
      return this.git(['merge-tree', '--write-tree', base, head]).split('\n')[0];
    } catch {
      return undefined;
    }
  }

  /** The files a pull request changes: its head against the merge base with `base`. */
  changes(base: string, head: string): FileChange[] {
    const out = this.git(['diff', '--name-status', '-M', '-z', `${base}...${head}`]);
    const parts = out.split('\0').filter(Boolean);
    const changes: FileChange[] = [];
    for (let i = 0; i < parts.length;) {
      const code = parts[i++] ?? '';
      if (code.startsWith('R')) {
        const previousPath = parts[i++] ?? '';
        changes.push({ path: parts[i++] ?? '', status: 'renamed', previousPath });
        continue;
      }
      const status = code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified';
      changes.push({ path: parts[i++] ?? '', status });
    }
    return changes;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
