import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { readyEnv } from './launch-check/__fixtures__/ready-env.mjs';

const fixtures = path.join(import.meta.dirname, 'launch-check/__fixtures__');
const summaryDir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
afterAll(() => rmSync(summaryDir, { recursive: true, force: true }));

/** `npm run check:launch` on a fixture tree, as GitHub Actions runs it. */
function preflight(/** @type {string} */ tree, /** @type {Record<string, string>} */ env) {
  const summary = path.join(summaryDir, `${path.basename(tree)}.md`);
  const { PATH, HOME } = process.env;
  const run = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, 'preflight.mjs'), '--root', path.resolve(fixtures, tree)],
    {
      encoding: 'utf8',
      env: {
        PATH,
        HOME,
        NODE_ENV: 'production',
        GITHUB_ACTIONS: 'true',
        GITHUB_STEP_SUMMARY: summary,
        ...env,
      },
    },
  );
  return { ...run, summary: () => readFileSync(summary, 'utf8') };
}

// Each run loads the content schema (the editor's labels: launch-check/labels.mjs) in a fresh Node.
describe('npm run check:launch', { timeout: 30_000 }, () => {
  it('exits 0 and says so when nothing is left', () => {
    const run = preflight('clean', readyEnv);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/: nic – strona może zostać opublikowana/);
    expect(run.summary()).toMatch(/^## Co zostało do uzupełnienia przed publikacją: nic\n/);
  });

  it('exits 1 while anything is left, with the reasons in Polish in the log and the summary', () => {
    const run = preflight('unfinished', {});
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^Co zostało do uzupełnienia przed publikacją: \d+ pozycj/);
    expect(run.stdout).toContain('\nStudio (content/studio.json)\n  • Adres siedziby: miejsce');
    expect(run.stdout).toContain('\n  • NIP: miejsce do uzupełnienia: [NIP]');
    expect(run.stdout).toContain('\n  • Telefon: przykładowy numer telefonu „+48512345678”');
    expect(run.stdout).toContain(
      '\n  • Zdjęcia → 1. zdjęcie → Tekst alternatywny: opis „Dwa rude cocker spaniele',
    );
    expect(run.stdout).toContain('::error title=Publikacja wstrzymana::');
    expect(run.summary()).toMatch(
      /^## Co zostało do uzupełnienia przed publikacją: treść nie jest jeszcze gotowa/,
    );
    expect(run.summary()).toContain('- **CMS\\_REPO**: edytor treści');
    expect(run.summary()).toContain('- **CMS\\_AUTH\\_URL**: adres usługi logowania edytora');
  });

  it('with --report-only (the Publish workflow) counts what is left and leaves the decision to the deploy', () => {
    const output = path.join(summaryDir, 'output.txt');
    writeFileSync(output, '');
    const tree = path.resolve(fixtures, 'unfinished');
    const run = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, 'preflight.mjs'), '--root', tree, '--report-only'],
      { encoding: 'utf8', env: { ...process.env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: '' } },
    );
    expect(run.status).toBe(0);
    const count = Number(/^items=(\d+)$/m.exec(readFileSync(output, 'utf8'))?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(run.stdout).toContain(`${count} pozycj`);
  });

  it('reads the settings from the .env files the production build reads', () => {
    expect(preflight('clean', {}).stdout).toContain('SITE_URL (NEXT_PUBLIC_SITE_URL)');
    const tree = path.join(summaryDir, 'with-env');
    cpSync(path.join(fixtures, 'clean'), tree, { recursive: true });
    const lines = Object.entries(readyEnv).map(([name, value]) => `${name}=${value}`);
    writeFileSync(path.join(tree, '.env.production'), `${lines.join('\n')}\n`);
    const run = preflight(tree, {});
    expect(run.stdout).toMatch(/: nic – strona może zostać opublikowana/);
    expect(run.status).toBe(0);
  });
});
