// The built copy, read as files: every page's scripts are the site's own
// (the CSP writer's allow-list, checked again here independently of the
// build having run it), and html-validate passes.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { unknownScripts } from '../../build/csp/allowed-scripts.mjs';
import { inlineHandlers } from '../../build/csp/csp.mjs';

/**
 * @param {string} copy the built copy of the repository
 * @param {readonly string[]} siteScripts
 * @returns {Promise<{ pages: number, problems: string[] }>}
 */
export async function checkPages(copy, siteScripts) {
  const out = path.join(copy, 'out');
  const pages = (await readdir(out, { recursive: true })).filter(
    (f) => f.endsWith('.html') && !f.startsWith('admin'),
  );
  const problems = [];
  for (const page of pages) {
    const html = await readFile(path.join(out, page), 'utf8');
    for (const problem of unknownScripts(html, siteScripts)) problems.push(`${page}: ${problem}`);
    for (const handler of inlineHandlers(html)) problems.push(`${page}: inline ${handler}`);
  }
  // The site's own rules, but for the title's length: an SEO limit the real titles
  // meet (npm run validate:html), which hostile text appended to them cannot.
  const config = path.join(copy, '.htmlvalidate.hostile.json');
  await writeFile(
    config,
    JSON.stringify({ extends: ['./.htmlvalidate.json'], rules: { 'long-title': 'off' } }),
  );
  try {
    execFileSync('npx', ['html-validate', '--config', config, 'out/**/*.html'], {
      cwd: copy,
      stdio: 'pipe',
    });
  } catch (error) {
    const output = /** @type {{ stdout?: Buffer }} */ (error).stdout?.toString() ?? String(error);
    problems.push(`html-validate:\n${output.slice(0, 4000)}`);
  }
  return { pages: pages.length, problems };
}
