// GitHub's documented rules for which jobs of a workflow run, applied to the
// workflows of .github/workflows/, since GitHub itself cannot run here (no
// runner of GitHub workflows works offline: nektos/act is neither a Debian 12
// package nor on npm, whose @kie/act-js downloads it from GitHub at install).
// Expressions are evaluated by GitHub's own evaluator (@actions/expressions);
// what decides around them is written here, each rule with its source:
//
// 1. A job's `if` without a status function is `success() && (if)`.
//    docs.github.com/actions/writing-workflows/choosing-when-your-workflow-runs/using-conditions-to-control-job-execution
// 2. At job level, success() is true only when every job up the whole
//    `needs` chain succeeded: one skipped ancestor, even behind a need that
//    succeeded, skips the job. actions/runner#2205 (open since 2022), and the
//    fixes of the same chain in GSA/datagov-harvester#836, amd/gaia#3915.
// 3. The ref a run is checked against: push, its branch; workflow_dispatch,
//    the branch it was started on; pull_request, refs/pull/<n>/merge;
//    pull_request_target, the default branch, whose workflow file runs
//    (GitHub changelog 2025-11-07, „pull_request_target and environment
//    branch protections changes”).
// 4. A job whose environment's deployment branch rule does not match that
//    ref fails before any step runs (docs: „Deployment branches and tags”).
// 5. A job that calls a reusable workflow fails when a job of the callee
//    fails; the callee sees the caller's `github` context (docs: „Reusing workflows”).
// 6. A run fails when any of its jobs failed, and is otherwise green,
//    skipped jobs included.
import { data, Evaluator, Lexer, Parser } from '@actions/expressions';

export type Result = 'success' | 'failure' | 'skipped';

/** The event a run starts from, as GitHub describes it to the workflow. */
export interface RunEvent {
  readonly name: 'push' | 'pull_request' | 'pull_request_target' | 'workflow_dispatch' | 'schedule';
  /** push and workflow_dispatch: the branch; pull requests: the head branch. */
  readonly branch: string;
  /** Pull requests: their number, base branch, action and where the head lives. */
  readonly pullRequest?: {
    readonly number: number;
    readonly base: string;
    readonly action: 'opened' | 'reopened' | 'synchronize' | 'closed';
    readonly fromFork?: boolean;
  };
  readonly inputs?: Readonly<Record<string, string>>;
}

export interface Repository {
  readonly name: string;
  readonly defaultBranch: string;
  /** Each environment's deployment branch rule (branch name patterns). */
  readonly environments: Readonly<Record<string, readonly string[]>>;
  readonly vars?: Readonly<Record<string, string>>;
}

/** What a job would do once it runs: its result and outputs (default: success, none). */
export type Outcomes = Readonly<
  Record<
    string,
    { readonly result?: 'success' | 'failure'; readonly outputs?: Readonly<Record<string, string>> }
  >
>;

interface Job {
  readonly needs?: string | readonly string[];
  readonly if?: string | boolean;
  readonly uses?: string;
  readonly environment?: string | { readonly name: string };
}
export interface Workflow {
  readonly on: Readonly<Record<string, unknown>> | string | readonly string[];
  readonly jobs: Readonly<Record<string, Job>>;
}

export interface JobRun {
  readonly result: Result;
  /** Why it failed before any step: an environment refused the run's ref. */
  readonly refused?: string;
  readonly outputs: Readonly<Record<string, string>>;
}
export interface Run {
  readonly jobs: Readonly<Record<string, JobRun>>;
  readonly conclusion: 'success' | 'failure';
}

const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());

/** A branch name pattern of GitHub's filters and rules: `*` within a segment, `**` across. */
export function branchMatches(pattern: string, branch: string) {
  const regex = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${regex}$`).test(branch);
}

/** Rule 3: the ref the run carries, and its environments are checked against. */
export function runRef(event: RunEvent, repo: Repository) {
  if (event.name === 'pull_request') return `refs/pull/${event.pullRequest?.number}/merge`;
  if (event.name === 'pull_request_target' || event.name === 'schedule') {
    return `refs/heads/${repo.defaultBranch}`;
  }
  return `refs/heads/${event.branch}`;
}

/** Whether the workflow's `on:` starts a run for the event (branch filters, types). */
export function triggers(workflow: Workflow, event: RunEvent, repo: Repository) {
  const on = workflow.on;
  const names = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on);
  if (!names.includes(event.name)) return false;
  const filter = (
    !Array.isArray(on) && typeof on === 'object'
      ? (on as Record<string, unknown>)[event.name]
      : null
  ) as {
    branches?: string[];
    'branches-ignore'?: string[];
    types?: string[];
  } | null;
  if (!filter) return true;
  const pr = event.pullRequest;
  // Pull request filters name the base branch; push filters the pushed one.
  const branch = pr ? pr.base : event.name === 'schedule' ? repo.defaultBranch : event.branch;
  if (filter.branches && !filter.branches.some((p) => branchMatches(p, branch))) return false;
  if (filter['branches-ignore']?.some((p) => branchMatches(p, branch))) return false;
  const types = filter.types ?? ['opened', 'reopened', 'synchronize'];
  return !pr || types.includes(pr.action);
}

const STATUS = ['success', 'failure', 'cancelled', 'always'];

function truthy(d: data.ExpressionData) {
  switch (d.kind) {
    case data.Kind.Null:
      return false;
    case data.Kind.Boolean:
      return (d as data.BooleanData).value;
    case data.Kind.Number: {
      const n = (d as data.NumberData).value;
      return n !== 0 && !Number.isNaN(n);
    }
    case data.Kind.String:
      return (d as data.StringData).value !== '';
    default:
      return true;
  }
}

/** An `if` as GitHub evaluates it: `${{ }}` optional, rule 1 applied. */
export function evaluateIf(
  condition: string | boolean | undefined,
  contexts: Record<string, unknown>,
  status: Record<(typeof STATUS)[number], boolean>,
) {
  if (typeof condition === 'boolean') return condition;
  const raw = (condition ?? '')
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .trim();
  const expression = raw === '' ? 'success()' : raw;
  const hasStatus = /\b(?:success|failure|cancelled|always)\s*\(/i.test(expression);
  const full = hasStatus ? expression : `success() && (${expression})`;
  const functions = new Map(
    STATUS.map((name) => [
      name,
      { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status[name] ?? false) },
    ]),
  );
  const tokens = new Lexer(full).lex().tokens;
  const expr = new Parser(tokens, Object.keys(contexts), [...functions.values()]).parse();
  const dict = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  return truthy(new Evaluator(expr, dict, functions).evaluate());
}

/** The `github` context of a run (the parts the workflows read). */
function githubContext(event: RunEvent, repo: Repository) {
  const pr = event.pullRequest;
  return {
    event_name: event.name,
    ref: runRef(event, repo),
    ref_name: pr ? `${pr.number}/merge` : event.branch,
    head_ref: pr ? event.branch : '',
    base_ref: pr ? pr.base : '',
    repository: repo.name,
    event: {
      action: pr?.action ?? '',
      inputs: event.inputs ?? {},
      pull_request: pr
        ? {
            number: pr.number,
            head: {
              ref: event.branch,
              repo: { full_name: pr.fromFork ? 'someone/fork' : repo.name },
            },
          }
        : null,
    },
  };
}

/** The whole run: every job in `needs` order, by rules 1–6. */
export function simulate(
  workflow: Workflow,
  event: RunEvent,
  repo: Repository,
  outcomes: Outcomes = {},
  callee: (uses: string) => Workflow = () => {
    throw new Error('no reusable workflows given');
  },
): Run {
  const jobs: Record<string, JobRun> = {};
  const ancestors = (id: string): string[] => {
    const direct = needsOf(workflow.jobs[id] ?? {});
    return [...new Set([...direct, ...direct.flatMap(ancestors)])];
  };
  const pending = Object.keys(workflow.jobs);
  while (pending.length > 0) {
    const id = pending.find((j) => needsOf(workflow.jobs[j]!).every((n) => jobs[n]));
    if (!id) throw new Error(`needs cycle or unknown job among ${pending.join(', ')}`);
    pending.splice(pending.indexOf(id), 1);
    const job = workflow.jobs[id]!;
    const chain = ancestors(id).map((a) => jobs[a]!.result);
    // Rule 2: success() over the whole chain.
    const status = {
      success: chain.every((r) => r === 'success'),
      failure: chain.includes('failure'),
      cancelled: false,
      always: true,
    };
    const needs = Object.fromEntries(
      needsOf(job).map((n) => [n, { result: jobs[n]!.result, outputs: jobs[n]!.outputs }]),
    );
    const contexts = {
      github: githubContext(event, repo),
      needs,
      vars: repo.vars ?? {},
      inputs: event.inputs ?? {},
    };
    if (!evaluateIf(job.if, contexts, status)) {
      jobs[id] = { result: 'skipped', outputs: {} };
      continue;
    }
    // Rule 4: the environment's branch rule against the run's ref.
    const environment =
      typeof job.environment === 'string' ? job.environment : job.environment?.name;
    if (environment !== undefined) {
      const rule = repo.environments[environment];
      const ref = runRef(event, repo);
      const branch = ref.replace(/^refs\/heads\//, '');
      if (rule && !(ref.startsWith('refs/heads/') && rule.some((p) => branchMatches(p, branch)))) {
        jobs[id] = {
          result: 'failure',
          refused: `${ref} may not use environment ${environment}`,
          outputs: {},
        };
        continue;
      }
    }
    // Rule 5: a reusable workflow's jobs decide its caller's result.
    if (job.uses) {
      const inner = simulate(callee(job.uses), event, repo, outcomes, callee);
      jobs[id] = { result: inner.conclusion, outputs: {} };
      continue;
    }
    const outcome = outcomes[id] ?? {};
    jobs[id] = { result: outcome.result ?? 'success', outputs: outcome.outputs ?? {} };
  }
  // Rule 6.
  const failed = Object.values(jobs).some((j) => j.result === 'failure');
  return { jobs, conclusion: failed ? 'failure' : 'success' };
}
