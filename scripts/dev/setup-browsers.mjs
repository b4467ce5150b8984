#!/usr/bin/env node
// Makes sure the browsers the tests need are there, as `npx playwright
// install --with-deps` would, and that ffmpeg, which every build needs, runs:
//
//   node scripts/dev/setup-browsers.mjs          ffmpeg and Chromium (npm test)
//   node scripts/dev/setup-browsers.mjs --all    also Firefox, WebKit (or
//                                                 WebKitGTK and Xvfb)
//                                                 (npm run test:all)
//   node scripts/dev/setup-browsers.mjs --build  ffmpeg alone, which every
//                                                 build needs (npm start)
//
// For each browser: Playwright's own where it is installed or the network
// allows downloading it; otherwise the system's (Debian's package, installed
// with apt-get when this runs as root); otherwise a message that says what to
// do. E2E_BROWSERS=system skips Playwright's downloads (scripts/dev/browsers.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { FFMPEG, FFPROBE } from '../build/films/ffmpeg.mjs';
import { findBrowser, hasPlaywrightWebKit, hasSystemHeadlessShell } from './browsers.mjs';
import { findWebKit } from './webkit-driver.mjs';

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
  },
});
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;

/** @param {readonly string[]} packages */
function aptInstall(packages) {
  if (!isRoot || !hasApt) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  console.log(`setup: apt-get install ${packages.join(' ')}`);
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return result.status === 0;
}

/** @param {'chromium' | 'firefox' | 'webkit'} name */
function playwrightInstall(name) {
  if (process.env.E2E_BROWSERS === 'system') return false;
  const args = ['playwright', 'install', ...(isRoot ? ['--with-deps'] : []), name];
  console.log(`setup: npx ${args.join(' ')}`);
  const result = spawnSync('npx', args, { encoding: 'utf8', timeout: 10 * 60_000 });
  if (result.status === 0) return true;
  // Offline it fails at once; its last line says why (e.g. the download host is unreachable).
  const why = `${result.stdout ?? ''}${result.stderr ?? ''}`
    .trim()
    .split('\n')
    .find((l) => /^Error/.test(l));
  console.log(`setup: Playwright's ${name} could not be installed${why ? ` (${why.trim()})` : ''}`);
  return false;
}

/**
 * @param {'chromium' | 'firefox'} name
 * @param {string} debianPackage
 */
function ensureBrowser(name, debianPackage) {
  const describe = () => {
    const found = findBrowser(name);
    if (found.source === 'bundled') return `Playwright's ${name}`;
    if (found.source === 'system') return `the system's ${name} (${found.executablePath})`;
    return undefined;
  };
  const isBundled = () => findBrowser(name).source === 'bundled';
  if (!isBundled()) playwrightInstall(name);
  if (!describe()) aptInstall([debianPackage]);
  const found = describe();
  if (!found) {
    throw new Error(
      `No ${name} for the tests: Playwright could not download its own (no network?), and ` +
        (isRoot
          ? `apt-get could not install ${debianPackage}.`
          : `this is not root, so ${debianPackage} was not installed.`) +
        ` Install one (npx playwright install ${name}, or apt-get install ${debianPackage}) or set ${name.toUpperCase()}_PATH.`,
    );
  }
  console.log(`setup: ${name}: ${found}`);
  // The system's headless shell runs the tests about twice as fast (scripts/dev/browsers.mjs).
  if (name === 'chromium' && findBrowser(name).source === 'system') {
    if (!hasSystemHeadlessShell()) aptInstall(['chromium-headless-shell']);
    if (hasSystemHeadlessShell()) console.log('setup: chromium: the tests run its headless shell');
  }
}

// Playwright's WebKit runs the site's specs; without it, WebKitGTK runs the
// smoke check (e2e/support/engine-projects.mjs).
function ensureWebKit() {
  if (!hasPlaywrightWebKit()) playwrightInstall('webkit');
  if (hasPlaywrightWebKit() && process.env.E2E_BROWSERS !== 'system') {
    console.log("setup: webkit: Playwright's webkit");
    return;
  }
  if ('missing' in findWebKit()) aptInstall(['webkit2gtk-driver', 'xvfb']);
  const found = findWebKit();
  if ('missing' in found) throw new Error(found.missing);
  console.log(`setup: webkit: ${found.browser} over ${found.driver}`);
}

// The build makes the films' renditions with ffmpeg (scripts/build/films/),
// so every test run needs it. npm installs it (scripts/build/films/ffmpeg.mjs
// says which package's); no root, no apt-get.
function ensureFfmpeg() {
  const runs = (/** @type {string} */ tool) => spawnSync(tool, ['-version']).status === 0;
  if (!runs(FFMPEG) || !runs(FFPROBE))
    throw new Error(
      'No ffmpeg for the build (the films): run `npm ci` (it installs ffmpeg from npm), ' +
        'or set FFMPEG and FFPROBE.',
    );
  console.log(`setup: ffmpeg: ${FFMPEG}, ${FFPROBE}`);
}

try {
  ensureFfmpeg();
  if (values.build) process.exit(0);
  ensureBrowser('chromium', 'chromium');
  if (values.all) {
    ensureBrowser('firefox', 'firefox-esr');
    ensureWebKit();
  }
} catch (error) {
  console.error(`\nsetup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
