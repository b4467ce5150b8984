// The server side of a deploy (deploy/activate-release.sh) against a real
// nginx on loopback, in a temporary server folder (deploy/release-sandbox.mjs).
// Each release here is a tiny site whose page, hashed chunk and policy name it,
// so a response shows which release's page and which release's policy it has.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';

import { freePort } from './release-sandbox-http.mjs';
import { hasNginx } from './release-sandbox-nginx.mjs';
import { releaseSandbox } from './release-sandbox.mjs';

/** @typedef {Awaited<ReturnType<typeof releaseSandbox>>} Sandbox */

const sites = mkdtempSync(join(tmpdir(), 'release-sites-'));
afterAll(() => rmSync(sites, { recursive: true, force: true }));

const chunk = (/** @type {string} */ name) => `/_next/static/chunks/${name}-0123456789abcdef.js`;
const image = (/** @type {string} */ name) => `/media/img/photo-${name}-960-0123456789.avif`;

/** A built site and its policy map, both naming `name`. */
function build(/** @type {string} */ name) {
  const site = join(sites, name);
  if (!existsSync(site)) {
    mkdirSync(join(site, '_next/static/chunks'), { recursive: true });
    writeFileSync(join(site, 'index.html'), `<p>page ${name}</p>`);
    writeFileSync(join(site, '404.html'), `<p>404 ${name}</p>`);
    writeFileSync(join(site, chunk(name).slice(1)), `/* chunk ${name} */`);
    mkdirSync(join(site, 'media/img'), { recursive: true });
    writeFileSync(join(site, image(name).slice(1)), `image ${name}`);
    // Not hashed: plain media, not kept for old pages.
    writeFileSync(join(site, `media/img/plain-${name}.avif`), `plain ${name}`);
  }
  const csp = `map $uri $swiatlocien_csp {\n    default "default-src 'self'; script-src 'self' 'sha256-${name}'";\n}\n`;
  return { site, csp };
}

/** What the site answers at / : whose page, whose policy. */
async function serving(/** @type {Sandbox} */ box) {
  const res = await box.get('/');
  const policy = /sha256-(\w+)/.exec(String(res.headers['content-security-policy']))?.[1];
  return { page: /page (\w+)/.exec(res.body)?.[1], policy };
}

/** Every file of a folder with its sha256, to show it was not touched. */
function fingerprint(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = join(e.parentPath, e.name);
      return `${file} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
    })
    .sort();
}

describe.skipIf(!hasNginx())('activate-release.sh with nginx', { timeout: 30_000 }, () => {
  /** @type {Sandbox} */
  let box;
  beforeEach(async () => {
    box = await releaseSandbox();
    box.upload('a', build('a'));
    const first = await box.activate('a');
    expect(first.stderr, box.log()).toBe('');
  });
  afterEach(() => box.stop());

  test('a release goes live with its own policy; pages never run ahead of the policy', async () => {
    expect(await serving(box)).toEqual({ page: 'a', policy: 'a' });
    box.upload('b', build('b'));
    // Watched while `nginx -t` runs, after `current` has moved: still a, whole.
    const seen = join(box.root, 'seen-during-test');
    // And by a visitor asking all along: every answer is one release's page
    // with that release's policy.
    /** @type {Awaited<ReturnType<typeof serving>>[]} */
    const answers = [];
    let switching = true;
    const visitor = (async () => {
      while (switching) answers.push(await serving(box));
    })();
    const run = await box.activate('b', {
      DEPLOY_NGINX_TEST: `${box.env.DEPLOY_NGINX_TEST} && curl -si ${box.url}/ > ${seen}`,
    });
    expect(run).toMatchObject({ code: 0, stdout: 'Live: release b (was a).\n' });
    const during = readFileSync(seen, 'utf8');
    expect(during).toContain('page a');
    expect(during).toContain('sha256-a');
    // Workers of the old configuration may take a last request or two.
    await box.settled();
    switching = false;
    await visitor;
    expect(answers.length).toBeGreaterThan(3);
    for (const answer of answers) expect(answer.page).toBe(answer.policy);
    expect(answers.some((answer) => answer.page === 'b')).toBe(true);
    expect(await serving(box)).toEqual({ page: 'b', policy: 'b' });
    expect(box.live()).toBe('b');
  });

  test('a configuration nginx rejects changes nothing and says why', async () => {
    const release = box.upload('b', build('b'));
    appendFileSync(join(release, 'nginx/static-site.conf'), '\nlocation /broken {\n');
    const run = await box.activate('b');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('unexpected end of file');
    expect(run.stderr).toContain(
      'nginx rejected the configuration of release b (above); nothing was reloaded, a stays live',
    );
    expect(box.live()).toBe('a');
    expect(await serving(box)).toEqual({ page: 'a', policy: 'a' });
    // The refused upload stays for a look.
    expect(existsSync(release)).toBe(true);
  });

  test('a reload nginx refuses puts the previous release back and reloads it', async () => {
    // `nginx -t` skips a listen address already in use; the reload itself
    // cannot bind it, and the master keeps the old configuration (the reload
    // command still exits 0): only the check afterwards notices.
    const taken = net.createServer();
    const port = await freePort();
    await new Promise((resolve) => taken.listen(port, '127.0.0.1', () => resolve(undefined)));
    try {
      const release = box.upload('b', build('b'));
      appendFileSync(join(release, 'nginx/static-site.conf'), `\nlisten 127.0.0.1:${port};\n`);
      const run = await box.activate('b');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('nginx did not switch to release b');
      expect(run.stderr).toContain('release b is not live; a is live again');
      expect(box.log()).toContain('Address already in use');
      expect(box.live()).toBe('a');
      expect(await serving(box)).toEqual({ page: 'a', policy: 'a' });
    } finally {
      taken.close();
    }
  });

  test('a reload command that fails puts the previous release back', async () => {
    box.upload('b', build('b'));
    // Fails once (as `systemctl reload` does when it cannot signal nginx), then reloads.
    const flag = join(box.root, 'fail-next-reload');
    writeFileSync(flag, '');
    const run = await box.activate('b', {
      DEPLOY_NGINX_RELOAD: `if [ -e ${flag} ]; then rm ${flag}; exit 1; fi; ${box.env.DEPLOY_NGINX_RELOAD}`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('release b is not live; a is live again');
    expect(box.live()).toBe('a');
    expect(await serving(box)).toEqual({ page: 'a', policy: 'a' });
  });

  test('publishing the live commit again makes a new folder and leaves the live one intact', async () => {
    const before = fingerprint(join(box.root, 'releases/a/site'));
    // The same commit, another run (say a changed e-mail secret): a new id, new policy.
    box.upload('a-run2', { ...build('a'), csp: build('a2').csp });
    expect((await box.activate('a-run2')).code).toBe(0);
    await box.settled();
    expect(await serving(box)).toEqual({ page: 'a', policy: 'a2' });
    expect(fingerprint(join(box.root, 'releases/a/site'))).toEqual(before);
    // The rollback target is the untouched first folder, with its own policy.
    const back = await box.activate('--previous');
    expect(back).toMatchObject({ code: 0, stdout: 'Live: release a (was a-run2).\n' });
    await box.settled();
    expect(await serving(box)).toEqual({ page: 'a', policy: 'a' });
    // And once more: back where it was.
    expect(await box.activate('--previous')).toMatchObject({
      code: 0,
      stdout: 'Live: release a-run2 (was a).\n',
    });
  });

  test('a check address nginx does not answer stops the deploy before anything changes', async () => {
    box.upload('b', build('b'));
    const closed = `http://127.0.0.1:${await freePort()}`;
    const run = await box.activate('b', { DEPLOY_CHECK_URL: closed });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`DEPLOY_CHECK_URL (${closed}) gets no answer from nginx`);
    expect(run.stderr).toContain('the live site is unchanged');
    expect(box.live()).toBe('a');
    expect(await serving(box)).toEqual({ page: 'a', policy: 'a' });
  });

  test('hashed chunks and images of releases live in the last day stay served', async () => {
    const hour = 3600;
    const t0 = 2_000_000_000;
    const at = (/** @type {number} */ t) => ({ DEPLOY_NOW: String(t) });
    // The first release went live at t0 (the history the sandbox started).
    writeFileSync(join(box.root, 'history'), `${t0} a\n`);
    box.upload('b', build('b'));
    expect((await box.activate('b', at(t0 + hour))).code).toBe(0);
    expect((await box.get(chunk('a'))).status).toBe(200);
    expect((await box.get(chunk('a'))).headers['cache-control']).toContain('immutable');
    expect((await box.get(image('a'))).status).toBe(200);
    await box.settled();
    expect((await box.get('/media/img/plain-a.avif')).status).toBe(404);
    box.upload('c', build('c'));
    // a was replaced 20 hours before this switch: its chunks are still served.
    expect((await box.activate('c', at(t0 + 21 * hour))).code).toBe(0);
    expect((await box.get(chunk('a'))).status).toBe(200);
    expect((await box.get(chunk('b'))).status).toBe(200);
    box.upload('d', build('d'));
    // Now a was replaced more than a day ago; b only 5 hours ago.
    expect((await box.activate('d', at(t0 + 26 * hour))).code).toBe(0);
    await box.settled();
    expect((await box.get(chunk('a'))).status).toBe(404);
    expect((await box.get(image('a'))).status).toBe(404);
    expect((await box.get(image('b'))).status).toBe(200);
    expect((await box.get(chunk('b'))).status).toBe(200);
    expect((await box.get(chunk('c'))).status).toBe(200);
    expect((await box.get(chunk('d'))).status).toBe(200);
  });
});

describe('activate-release.sh refusing bad input', () => {
  /** @type {string} */
  let root;
  const env = {
    DEPLOY_NGINX_TEST: 'true',
    DEPLOY_NGINX_RELOAD: 'true',
    DEPLOY_OAUTH_RESTART: 'true',
    DEPLOY_KEEP_RELEASES: '2',
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'release-'));
    mkdirSync(join(root, 'releases'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** @param {string} id @param {{ complete?: boolean }} [options] */
  function upload(id, { complete = true } = {}) {
    const release = join(root, 'releases', id);
    mkdirSync(join(release, 'site'), { recursive: true });
    mkdirSync(join(release, 'nginx', 'generated'), { recursive: true });
    for (const file of [
      'site/index.html',
      'site/404.html',
      'nginx/site.conf',
      'nginx/static-site.conf',
    ]) {
      writeFileSync(join(release, file), id);
    }
    if (complete) writeFileSync(join(release, 'nginx/generated/csp.conf'), id);
  }

  /**
   * @param {string[]} args
   * @param {Record<string, string>} [extra]
   * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
   */
  const run = (args, extra = {}) =>
    new Promise((resolve) => {
      execFile(
        'bash',
        [join(import.meta.dirname, 'activate-release.sh'), ...args],
        { env: { ...process.env, ...env, ...extra } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
  const live = () =>
    readFileSync(join(root, 'history'), 'utf8').trim().split('\n').at(-1)?.split(' ')[1];

  test('refuses an unknown, malformed or incomplete release, and keeps the live one', async () => {
    upload('a');
    expect(await run([root, 'a'])).toMatchObject({ code: 0 });
    upload('b', { complete: false });
    for (const [arg, message] of /** @type {const} */ ([
      ['nope', 'no release nope in'],
      ['../a', "'../a' is not a release id"],
      [
        'b',
        'release b is incomplete (nginx/generated/csp.conf missing); the live site is unchanged',
      ],
    ])) {
      const result = await run([root, arg]);
      expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
    }
    expect(live()).toBe('a');
    expect(await run([join(root, 'missing'), 'a'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a folder: wrong ROOT?'),
    });
    expect(await run([root])).toMatchObject({ code: 1, stderr: expect.stringContaining('usage:') });
    expect(await run([root, '--previous'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no earlier release'),
    });
  });

  test('keeps the newest releases, the live one and the one before it', async () => {
    for (const id of ['a', 'b', 'c', 'd']) {
      upload(id);
      expect(await run([root, id])).toMatchObject({ code: 0 });
    }
    // DEPLOY_KEEP_RELEASES=2, but releases live in the last day stay for their chunks.
    expect(readdirSync(join(root, 'releases')).sort()).toEqual(['a', 'b', 'c', 'd']);
    upload('e');
    expect(await run([root, 'e'])).toMatchObject({ code: 0 });
    // Uploads never activated: one from today stays to be looked at, one older goes.
    upload('refused-today');
    upload('refused-long-ago');
    const twoDaysAgo = new Date(Date.now() - 2 * 86400_000);
    utimesSync(join(root, 'releases/refused-long-ago'), twoDaysAgo, twoDaysAgo);
    // Three days later, a to d were replaced long ago.
    upload('f');
    const later = String(Math.floor(Date.now() / 1000) + 3 * 86400);
    expect(await run([root, 'f'], { DEPLOY_NOW: later })).toMatchObject({ code: 0 });
    expect(readdirSync(join(root, 'releases')).sort()).toEqual(['e', 'f', 'refused-today']);
  });
});
