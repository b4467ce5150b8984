// The server side of a deploy, run against a temporary folder with stand-ins
// for `nginx -t` and the reload.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, expect, test } from 'vitest';

const script = join(import.meta.dirname, 'activate-release.sh');
/** @type {string} */
let root;

/** @param {string} id @param {{ complete?: boolean }} [options] */
function upload(id, { complete = true } = {}) {
  const release = join(root, 'releases', id);
  mkdirSync(join(release, 'site'), { recursive: true });
  mkdirSync(join(release, 'nginx', 'generated'), { recursive: true });
  for (const file of ['site/index.html', 'site/404.html', 'nginx/site.conf']) {
    writeFileSync(join(release, file), id);
  }
  if (complete) writeFileSync(join(release, 'nginx/generated/csp.conf'), id);
}

/** @param {string} id @param {{ nginxAccepts?: boolean }} [options] */
function activate(id, { nginxAccepts = true } = {}) {
  try {
    execFileSync('bash', [script, root, id], {
      env: {
        ...process.env,
        DEPLOY_NGINX_TEST: nginxAccepts ? 'true' : 'false',
        DEPLOY_NGINX_RELOAD: 'true',
        DEPLOY_KEEP_RELEASES: '2',
      },
      stdio: 'pipe',
    });
    return true;
  } catch {
    return false;
  }
}

const live = () => readlinkSync(join(root, 'current'));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'release-'));
});

test('a release nginx accepts becomes the live one', () => {
  upload('a');
  expect(activate('a')).toBe(true);
  expect(live()).toBe('releases/a');
  upload('b');
  expect(activate('b')).toBe(true);
  expect(live()).toBe('releases/b');
});

test('a release nginx rejects leaves the previous one live', () => {
  upload('a');
  activate('a');
  upload('b');
  expect(activate('b', { nginxAccepts: false })).toBe(false);
  expect(live()).toBe('releases/a');
});

test('an incomplete upload (no policy map) is refused before anything changes', () => {
  upload('a');
  activate('a');
  upload('b', { complete: false });
  expect(activate('b')).toBe(false);
  expect(live()).toBe('releases/a');
});

test('old releases are pruned, the live one kept', () => {
  for (const id of ['a', 'b', 'c']) {
    upload(id);
    execFileSync('sleep', ['0.01']);
    activate(id);
  }
  expect(existsSync(join(root, 'releases', 'a'))).toBe(false);
  expect(existsSync(join(root, 'releases', 'c'))).toBe(true);
  expect(live()).toBe('releases/c');
});
