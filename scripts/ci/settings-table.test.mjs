// docs/settings.md is the one list of environment variables. The code, the
// scripts and the workflows are read here for every variable they read, so a
// new one without its row (or a row left behind by a removed one) fails with
// the variable's name and the place that reads it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

const TABLE = 'docs/settings.md';
const WORKFLOWS = '.github/workflows';
/** Folders that are not the project's own code, or are data. */
const SKIP = new Set([
  'node_modules',
  'out',
  '.next',
  '.git',
  'public',
  'docs',
  'test-results',
  // wrangler's bundles of the Worker (wrangler dev): copies of worker/.
  '.wrangler',
]);
const SKIP_PREFIXES = ['playwright-report', '.outbox'];
const CODE = /\.(ts|tsx|mts|mjs|js|cjs|sh)$/;
/** Unit tests set variables to drive the code; what they read is not a setting. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|\.d\.ts$/;

/** Every code file of the repository, relative paths. */
function codeFiles(dir = '.') {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || SKIP_PREFIXES.some((p) => entry.name.startsWith(p))) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...codeFiles(file));
    else if ((CODE.test(entry.name) && !TEST_FILE.test(entry.name)) || file === '.ci/run') {
      found.push(file);
    }
  }
  return found;
}

/**
 * The Worker's bindings (wrangler.jsonc: assets, buckets, rate limits…),
 * which it reads as env.NAME too: resources, not settings. Its `vars` and
 * secrets are settings, and belong in the table.
 * @returns {Set<string>}
 */
function workerBindings() {
  const text = readFileSync('wrangler.jsonc', 'utf8');
  const config = ts.parseConfigFileTextToJson('wrangler.jsonc', text).config;
  /** @type {Set<string>} */
  const names = new Set();
  const walk = (/** @type {unknown} */ node, /** @type {string} */ key) => {
    if (Array.isArray(node)) for (const item of node) walk(item, key);
    else if (node && typeof node === 'object') {
      const record = /** @type {Record<string, unknown>} */ (node);
      if (typeof record.binding === 'string') names.add(record.binding);
      if (key === 'ratelimits' && typeof record.name === 'string') names.add(record.name);
      for (const [k, v] of Object.entries(record)) if (k !== 'vars') walk(v, k);
    }
  };
  walk(config, '');
  return names;
}
const BINDINGS = workerBindings();

/** name → the places that read it ("file:line") */
const reads = /** @type {Map<string, string[]>} */ (new Map());
/** vars.X / secrets.X → the places that read it */
const githubSettings = /** @type {Map<string, string[]>} */ (new Map());

/** @param {Map<string, string[]>} map @param {string} name @param {string} where */
function note(map, name, where) {
  map.set(name, [...(map.get(name) ?? []), where]);
}

/** @param {string} text @param {number} index */
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Reads in code: process.env.X, env.X, env['X'] (the Worker's `c.env.X` too: its
 * variables, secrets and bindings, wrangler.jsonc), and a shell's ${X:-default}.
 */
const CODE_READS = [
  /\benv(?:\.([A-Z][A-Z0-9_]+)\b|\[\s*['"`]([A-Z][A-Z0-9_]+)['"`]\s*\])/g,
  /\$\{([A-Z][A-Z0-9_]+):?[-=?+]/g,
];
for (const file of codeFiles()) {
  const text = readFileSync(file, 'utf8');
  for (const pattern of CODE_READS) {
    for (const m of text.matchAll(pattern)) {
      const name = m[1] ?? m[2];
      if (file.startsWith(`worker${path.sep}`) && name && BINDINGS.has(name)) continue;
      if (name) note(reads, name, `${file}:${lineOf(text, m.index)}`);
    }
  }
}

/** Every `env:` mapping of a workflow, at any depth, with its keys. */
function envKeys(/** @type {unknown} */ node) {
  /** @type {string[]} */
  const keys = [];
  if (Array.isArray(node)) for (const item of node) keys.push(...envKeys(item));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'env' && value && typeof value === 'object') keys.push(...Object.keys(value));
      keys.push(...envKeys(value));
    }
  }
  return keys;
}

const workflowFiles = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
for (const name of workflowFiles) {
  const file = `${WORKFLOWS}/${name}`;
  const text = readFileSync(file, 'utf8');
  const keyLine = (/** @type {string} */ key) =>
    lineOf(text, Math.max(0, text.search(new RegExp(`^\\s*${key}:`, 'm'))));
  for (const key of envKeys(parse(text))) note(reads, key, `${file}:${keyLine(key)} (env:)`);
  for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)) {
    note(reads, m[1] ?? '', `${file}:${lineOf(text, m.index)}`);
  }
  for (const m of text.matchAll(/\b(vars|secrets)\.([A-Z][A-Z0-9_]+)\b/g)) {
    note(githubSettings, `${m[1]}.${m[2]}`, `${file}:${lineOf(text, m.index)}`);
  }
}

// The table: names in the first column of every table; GitHub settings anywhere in a row.
const doc = readFileSync(TABLE, 'utf8');
const rows = doc.split('\n').filter((line) => /^\|\s*`/.test(line));
const listed = new Set(
  rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''),
  ),
);
const listedGithub = new Set(
  rows.flatMap((row) =>
    [...row.matchAll(/`((?:vars|secrets)\.[A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''),
  ),
);

/** @param {Map<string, string[]>} map @param {Set<string>} table */
const unlisted = (map, table) =>
  [...map]
    .filter(([name]) => !table.has(name))
    .map(([name, where]) => `${name}, read at ${where.join(', ')}`)
    .sort();

describe(`${TABLE}, the one list of environment variables`, () => {
  test('finds what it looks for (the scan itself works)', () => {
    expect(reads.get('NEXT_PUBLIC_SITE_URL')?.length).toBeGreaterThan(0);
    expect(reads.get('GITHUB_CLIENT_SECRET')?.length).toBeGreaterThan(0);
    expect(githubSettings.has('vars.SITE_URL')).toBe(true);
    expect(listed.size).toBeGreaterThan(40);
  });

  test('lists every variable the code, the scripts and the workflows read', () => {
    expect(unlisted(reads, listed), `add these to ${TABLE}`).toEqual([]);
  });

  test('lists every repository variable and secret the workflows read (`vars.X`, `secrets.X`)', () => {
    expect(unlisted(githubSettings, listedGithub), `add these to ${TABLE}`).toEqual([]);
  });

  test('lists nothing that is no longer read', () => {
    const stale = [...listed].filter((name) => !reads.has(name));
    const staleGithub = [...listedGithub].filter((name) => !githubSettings.has(name));
    expect([...stale, ...staleGithub], `nothing reads these: remove them from ${TABLE}`).toEqual(
      [],
    );
  });
});
