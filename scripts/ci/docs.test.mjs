// The documentation (README.md and docs/, but the product owner's
// specification) held to the code, so a fact that can drift fails here
// rather than in a reader's hands: its size, its links, the paths and
// versions it names, the list of Playwright projects and the table of npm
// scripts.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, test } from 'vitest';

import { engineProjects } from '../../e2e/support/engine-projects.mjs';
import playwrightConfig from '../../playwright.config';
import { SETUP_STEPS } from '../release/setup-facts.ts';

/** The specification is the product owner's text, quoted verbatim: not ours to shorten. */
const SPEC = 'docs/SPEC.md';
const WORD_BUDGET = 25_000;

/** @param {string} dir */
function markdownFiles(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...markdownFiles(file));
    else if (entry.name.endsWith('.md')) found.push(file);
  }
  return found;
}

const DOCS = ['README.md', ...markdownFiles('docs').filter((f) => f !== SPEC)].sort();
/** @param {string} file */
const read = (file) => readFileSync(file, 'utf8');
/** Text outside fenced code blocks, where a link is a link. */
const prose = (/** @type {string} */ text) => text.replace(/^```[\s\S]*?^```/gm, '');

/** @param {string} file the anchors GitHub gives the file's headings */
function anchors(file) {
  const slugger = new GithubSlugger();
  return new Set(
    [...prose(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) =>
      slugger.slug(String(m[1]).replace(/`/g, '')),
    ),
  );
}

describe('the documentation', () => {
  test(`stays within ${WORD_BUDGET} words, an index rather than a notebook`, () => {
    const counts = DOCS.map((file) => [file, read(file).split(/\s+/).filter(Boolean).length]);
    const total = counts.reduce((sum, [, n]) => sum + Number(n), 0);
    expect(total, counts.map(([f, n]) => `${n} ${f}`).join('\n')).toBeLessThanOrEqual(WORD_BUDGET);
  });

  test('links only to files and headings that exist', () => {
    const broken = [];
    for (const file of [...DOCS, SPEC]) {
      for (const match of prose(read(file)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = String(match[1]);
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [pathPart = '', anchor] = target.split('#');
        const linked = pathPart ? path.join(path.dirname(file), decodeURI(pathPart)) : file;
        let exists = true;
        try {
          statSync(linked);
        } catch {
          exists = false;
        }
        if (!exists) broken.push(`${file}: ${target} (no such file)`);
        else if (anchor && linked.endsWith('.md') && !anchors(linked).has(decodeURI(anchor))) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  test('names only repository paths that exist (or that a build writes, git-ignored)', () => {
    const roots =
      /^(?:app|cms|components|content|deploy|docs|e2e|lib|public|scripts|types|worker|\.github|\.ci)\//;
    /** @param {string} file */
    const ignored = (file) => {
      try {
        execFileSync('git', ['check-ignore', '-q', file]);
        return true;
      } catch {
        return false;
      }
    };
    const missing = [];
    for (const file of DOCS) {
      for (const m of read(file).matchAll(/`([^`\s]+)`/g)) {
        const named = String(m[1]).replace(/[:,]$/, '');
        // A pattern or a placeholder names no one file: `films/<hash>/`, `content/**/*.json`.
        if (!roots.test(named) || /[<>*…{}]/.test(named)) continue;
        if (!existsSync(named) && !ignored(named)) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('names the versions the project pins, not older or newer ones', () => {
    const pkg = JSON.parse(read('package.json'));
    const deps = { ...pkg.dependencies, ...pkg.devDependencies };
    /** @type {{ packages: { name: string, version: string }[] }} */
    const vendor = JSON.parse(read('cms/editor/vendor.json'));
    const sveltia = vendor.packages.find((p) => p.name === '@sveltia/cms')?.version;
    /** How prose names a package, and where its version is pinned. */
    const pinned = [
      [/\bSveltia(?: CMS)?\s+v?(\d+(?:\.\d+)*)/g, sveltia],
      [/@sveltia\/cms@(\d+(?:\.\d+)*)/g, sveltia],
      [/\bNext(?:\.js)?\s+v?(\d+(?:\.\d+)*)/g, deps.next],
      [/\bReact\s+v?(\d+(?:\.\d+)*)/g, deps.react],
      [/\bwrangler\s+v?(\d+(?:\.\d+)*)/gi, deps.wrangler],
      [/\bPlaywright\s+v?(\d+(?:\.\d+)*)/g, deps['@playwright/test']],
      [/@emailjs\/browser`?\s+v?(\d+(?:\.\d+)*)/g, deps['@emailjs/browser']],
      [/\bhls\.js\s+v?(\d+(?:\.\d+)*)/g, deps['hls.js']],
      [/\bframer-motion\s+v?(\d+(?:\.\d+)*)/g, deps['framer-motion']],
      [/\bzod\s+v?(\d+(?:\.\d+)*)/g, deps.zod],
    ];
    /** A number followed by a unit is a measurement: „Playwright 14.0 min”. */
    const unit = /^\s*(?:min|s|ms|kB|MB|GB)\b/;
    const wrong = [];
    for (const file of DOCS) {
      const text = read(file);
      for (const [pattern, version] of pinned) {
        for (const m of text.matchAll(pattern)) {
          if (unit.test(text.slice(Number(m.index) + m[0].length))) continue;
          // „Next 16” names 16.x; „Next 16.4” names 16.4.x.
          if (!`${version}.`.startsWith(`${m[1]}.`))
            wrong.push(`${file}: „${m[0]}”, pinned ${version}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('lists every Playwright project once, in docs/testing.md, and no other', () => {
    // The config's projects on this machine, and the WebKit projects of a
    // machine with Playwright's WebKit (engine-projects.mjs chooses one set).
    const projects = new Set(
      [
        ...(playwrightConfig.projects ?? []),
        ...engineProjects({ firefox: undefined, webkit: 'bundled' }),
      ]
        .map((p) => String(p.name))
        .filter((name) => !/-(setup|teardown)$/.test(name)),
    );
    const table = read('docs/testing.md')
      .split('\n')
      .filter((line) => /^\| `[\w-]+` +\|/.test(line))
      .map((line) => /^\| `([\w-]+)`/.exec(line)?.[1]);
    expect(new Set(table).size, 'a project listed twice').toBe(table.length);
    expect(new Set(table)).toEqual(projects);

    // Every project a command in the docs names exists („webkit*” names a family).
    const named = DOCS.flatMap((file) =>
      [...read(file).matchAll(/--project[= ]'?([\w*-]+)/g)].map((m) => `${file}: ${m[1]}`),
    );
    const unknown = named.filter((entry) => {
      const name = entry.slice(entry.lastIndexOf(' ') + 1);
      if (name.endsWith('*')) return ![...projects].some((p) => p.startsWith(name.slice(0, -1)));
      return !projects.has(name);
    });
    expect(unknown).toEqual([]);
  });

  test('README.md describes every npm script, and only those', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const rows = [...read('README.md').matchAll(/^\| `npm (?:run )?([\w:]+)` +\|/gm)].map(
      (m) => m[1],
    );
    expect(rows.toSorted()).toEqual(scripts.toSorted());
  });

  test('docs/setup.md has the setup check’s steps, in order, each with how to see it worked', () => {
    const text = read('docs/setup.md');
    const headings = [...text.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => `${m[1]}. ${m[2]}`);
    expect(headings).toEqual(SETUP_STEPS.map((step, i) => `${i + 1}. ${step.title}`));
    const sections = text.split(/^## \d+\. /m).slice(1);
    expect(sections.filter((section) => !/\*\*Jak sprawdzić:\*\*/.test(section))).toEqual([]);
  });
});
