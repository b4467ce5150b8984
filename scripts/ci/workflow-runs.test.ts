// Which jobs of the workflows run for each thing that happens to the
// repository, by GitHub's documented rules (github-rules.ts), and whether
// production is deployed exactly when it should be. A green run here is no
// proof that GitHub agrees: it applies the rules as their sources state them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { PRODUCTION_ENVIRONMENT } from '../release/setup-facts.ts';
import {
  branchMatches,
  simulate,
  triggers,
  type Outcomes,
  type Repository,
  type RunEvent,
  type Workflow,
} from './github-rules.ts';

const workflow = (name: string) =>
  parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow & Record<string, unknown>;
const callee = (uses: string) => workflow(uses.replace('./.github/workflows/', ''));

/** The repository as docs/setup.md has the studio configure it. */
const repo: Repository = {
  name: 'studio/strona',
  defaultBranch: 'main',
  environments: { [PRODUCTION_ENVIRONMENT.name]: PRODUCTION_ENVIRONMENT.branches },
  vars: { SITE_URL: 'https://www.swiatlocien.pl' },
};

const publish = workflow('deploy.yml');
const tests = workflow('ci.yml');
const preview = workflow('preview.yml');
const films = workflow('films.yml');

const push = (branch: string): RunEvent => ({ name: 'push', branch });
const draftEvent = (
  action: 'opened' | 'synchronize' | 'closed',
  name: RunEvent['name'] = 'pull_request_target',
): RunEvent => ({
  name,
  branch: 'cms/services-photo/slubna',
  pullRequest: { number: 12, base: 'main', action },
});

/** Publish's outcomes for a change of this kind. */
const changeOf = (contentOnly: boolean, more: Outcomes = {}): Outcomes => ({
  classify: { outputs: { 'content-only': String(contentOnly) } },
  release: { outputs: { 'launch-items': '0' } },
  ...more,
});

const deployed = (run: ReturnType<typeof simulate>) => run.jobs.deploy?.result === 'success';

describe('a push to main', () => {
  it('from „Opublikuj” (content only) deploys, without the code matrix', () => {
    const event = push('main');
    expect(triggers(publish, event, repo)).toBe(true);
    expect(triggers(tests, event, repo)).toBe(false);
    const run = simulate(publish, event, repo, changeOf(true), callee);
    expect(run.jobs['full-matrix']?.result).toBe('skipped');
    expect(run.jobs.release?.result).toBe('success');
    expect(deployed(run)).toBe(true);
    expect(run.conclusion).toBe('success');
  });

  it('of code runs the matrix first, then deploys', () => {
    const run = simulate(publish, push('main'), repo, changeOf(false), callee);
    expect(run.jobs['full-matrix']?.result).toBe('success');
    expect(deployed(run)).toBe(true);
  });

  it('started by the Films workflow (workflow_dispatch on main) deploys', () => {
    const event: RunEvent = { name: 'workflow_dispatch', branch: 'main' };
    expect(triggers(publish, event, repo)).toBe(true);
    expect(deployed(simulate(publish, event, repo, changeOf(true), callee))).toBe(true);
  });

  it('that does not deploy never ends green', () => {
    const cases: [string, Outcomes][] = [
      ['the matrix fails', changeOf(false, { 'test-all': { result: 'failure' } })],
      ['the content gate fails', changeOf(true, { release: { result: 'failure' } })],
      [
        'the launch list is refused after the launch',
        changeOf(true, { deploy: { result: 'failure' } }),
      ],
      ['classify fails', { classify: { result: 'failure' } }],
    ];
    for (const [why, outcomes] of cases) {
      const run = simulate(publish, push('main'), repo, outcomes, callee);
      expect(deployed(run), why).toBe(false);
      expect(run.conclusion, why).toBe('failure');
    }
  });

  it('would deploy nothing and show green with the default `if` on deploy (the rule this guards)', () => {
    const { if: _, ...deploy } = publish.jobs.deploy!;
    const careless = { ...publish, jobs: { ...publish.jobs, deploy } };
    const run = simulate(careless, push('main'), repo, changeOf(true), callee);
    expect(run.jobs.deploy?.result).toBe('skipped');
    expect(run.conclusion).toBe('success');
  });
});

describe('a draft saved in the editor', () => {
  it('runs no code test matrix, for its push or its pull request', () => {
    expect(triggers(tests, push('cms/services-photo/slubna'), repo)).toBe(false);
    const pr = draftEvent('synchronize', 'pull_request');
    expect(triggers(tests, pr, repo)).toBe(true);
    expect(simulate(tests, pr, repo).jobs['test-all']?.result).toBe('skipped');
    // Another branch's pull request is still tested.
    const feature: RunEvent = { ...pr, branch: 'feature/menu' };
    expect(simulate(tests, feature, repo).jobs['test-all']?.result).toBe('success');
  });

  it('gets its Preview with the token only main’s workflow may use, and never deploys', () => {
    for (const action of ['opened', 'synchronize'] as const) {
      const event = draftEvent(action);
      expect(triggers(preview, event, repo)).toBe(true);
      expect(triggers(publish, event, repo)).toBe(false);
      const run = simulate(preview, event, repo, { draft: { outputs: { open: 'true' } } });
      expect(run.jobs.preview, action).toEqual({ result: 'success', outputs: {} });
      expect(run.jobs.remove?.result).toBe('skipped');
    }
    expect(triggers(preview, push('cms/services-photo/slubna'), repo)).toBe(false);
  });

  it('is deleted from the previews once published or discarded', () => {
    const run = simulate(preview, draftEvent('closed'), repo, {
      draft: { outputs: { open: 'false', branch: 'cms/services-photo/slubna' } },
    });
    expect(run.jobs.preview?.result).toBe('skipped');
    expect(run.jobs.remove?.result).toBe('success');
    expect(run.conclusion).toBe('success');
  });

  it('from a fork, or not from the editor, gets no Preview', () => {
    const run = simulate(preview, draftEvent('opened'), repo, {
      draft: { outputs: { open: 'false' } },
    });
    expect(run.jobs.preview?.result).toBe('skipped');
  });

  it('could not reach the token from its own branch’s workflows (the rule this relies on)', () => {
    const stolen: Workflow = {
      on: { push: null },
      jobs: { take: { environment: PRODUCTION_ENVIRONMENT.name } },
    };
    const run = simulate(stolen, push('cms/services-photo/slubna'), repo);
    expect(run.jobs.take?.refused).toMatch(/may not use environment/);
    // The old Preview's rule, cms/**, refused its pull_request runs the same way.
    const old: Repository = { ...repo, environments: { preview: ['cms/**'] } };
    const oldJob: Workflow = {
      on: { pull_request: null },
      jobs: { preview: { environment: 'preview' } },
    };
    const refused = simulate(oldJob, draftEvent('opened', 'pull_request'), old);
    expect(refused.jobs.preview?.refused).toMatch(/refs\/pull\/12\/merge/);
  });
});

describe('the Films workflow', () => {
  it('runs on main’s pushes, each hour, and for a draft, with the token of main only', () => {
    for (const event of [
      push('main'),
      { name: 'schedule', branch: 'main' } as RunEvent,
      { name: 'workflow_dispatch', branch: 'main', inputs: { 'pull-request': '12' } } as RunEvent,
    ]) {
      expect(triggers(films, event, repo), event.name).toBe(true);
      expect(simulate(films, event, repo).jobs.encode?.result, event.name).toBe('success');
    }
    expect(triggers(films, push('cms/x'), repo)).toBe(false);
  });
});

describe('concurrency (docs: at most one running and one pending run per group; a newer pending one cancels the older)', () => {
  const group = (job: unknown) => (job as { concurrency?: unknown }).concurrency;

  it('deploys one at a time, never cancelled half-way; a superseded run ends cancelled, not green', () => {
    expect(group(publish.jobs.deploy)).toEqual({
      group: 'deploy-production',
      'cancel-in-progress': false,
    });
    expect(JSON.stringify(publish.jobs.deploy)).toMatch(/gh run cancel/);
    // No lock on the whole run: content never waits behind a code change's matrix.
    expect(publish.concurrency).toBeUndefined();
  });

  it('replaces a draft’s Preview with each save; encodes one film job at a time', () => {
    expect(preview.concurrency).toMatchObject({ 'cancel-in-progress': true });
    expect(String((preview.concurrency as { group: string }).group)).toMatch(
      /pull_request\.number/,
    );
    expect(films.concurrency).toEqual({ group: 'films', 'cancel-in-progress': false });
  });
});

describe('branch patterns', () => {
  it('match as GitHub’s filters do', () => {
    expect(branchMatches('cms/**', 'cms/services-photo/slubna')).toBe(true);
    expect(branchMatches('cms/*', 'cms/services-photo/slubna')).toBe(false);
    expect(branchMatches('main', 'main')).toBe(true);
    expect(branchMatches('main', 'mainline')).toBe(false);
  });
});
