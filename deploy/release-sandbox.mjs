// A server's release layout in a temporary folder, with a real nginx on
// loopback, for the tests of deploy/activate-release.sh (its unit test and
// e2e/nginx/release-switch.spec.ts). Like production: the configuration
// folder's swiatlocien/ links to ROOT/current/nginx, and the script switches,
// tests and reloads through it. The one stand-in is the server block: plain
// http on one port instead of site.conf's TLS servers (whose `nginx -t` is
// testProductionConfig in scripts/dev/nginx-test-config.mjs).
import { execFile, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { nginxBinary } from '../scripts/dev/nginx-binary.mjs';
import { freePort, get } from './release-sandbox-http.mjs';
import { sandboxNginxConf } from './release-sandbox-nginx.mjs';

const script = path.join(import.meta.dirname, 'activate-release.sh');
const nginxFolder = path.join(import.meta.dirname, 'nginx');

/** @typedef {{ code: number, stdout: string, stderr: string }} Run */

/** @param {string} text */
const quote = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * @param {{ port?: number }} [options]
 */
export async function releaseSandbox({ port } = {}) {
  const binary = nginxBinary();
  const listen = port ?? (await freePort());
  const root = mkdtempSync(path.join(os.tmpdir(), 'swiatlocien-releases-'));
  const etc = path.join(root, 'etc');
  mkdirSync(path.join(root, 'releases'));
  mkdirSync(path.join(etc, 'temp'), { recursive: true });
  // As /etc/nginx/swiatlocien on the server (dangling until the first release).
  symlinkSync(path.join(root, 'current', 'nginx'), path.join(etc, 'swiatlocien'));
  const conf = path.join(etc, 'nginx.conf');
  const log = path.join(etc, 'error.log');
  writeFileSync(conf, sandboxNginxConf({ etc, log, listen, binary }));
  const nginx = `${quote(binary)} -p ${quote(etc)} -c ${quote(conf)} -e ${quote(log)}`;
  const url = `http://127.0.0.1:${listen}`;
  // `systemctl reload` on the server; here the first release also starts nginx.
  const reload = `if [ -s ${quote(path.join(etc, 'nginx.pid'))} ]; then ${nginx} -s reload; else ${nginx}; fi`;

  return {
    root,
    url,
    /** The commands the script runs here (production: sudo nginx -t, systemctl reload nginx). */
    env: {
      DEPLOY_NGINX_TEST: `${nginx} -t`,
      DEPLOY_NGINX_RELOAD: reload,
      DEPLOY_OAUTH_RESTART: 'true',
      DEPLOY_CHECK_URL: url,
      DEPLOY_CHECK_SECONDS: '3',
    },
    /**
     * Uploads a release as the workflow does: site/ (hard links to `site`'s
     * files, never written to), nginx/ (deploy/nginx/ and a policy map).
     * @param {string} id
     * @param {{ site: string, csp: string }} files `csp`: the generated map
     */
    upload(id, { site, csp }) {
      const release = path.join(root, 'releases', id);
      if (existsSync(release)) throw new Error(`${release} exists: an upload is a new folder`);
      mkdirSync(release);
      const links = spawnSync('cp', ['-al', site, path.join(release, 'site')]);
      if (links.status !== 0) cpSync(site, path.join(release, 'site'), { recursive: true });
      cpSync(nginxFolder, path.join(release, 'nginx'), {
        recursive: true,
        filter: (src) => !src.includes(`${path.sep}generated`),
      });
      mkdirSync(path.join(release, 'nginx', 'generated'));
      writeFileSync(path.join(release, 'nginx', 'generated', 'csp.conf'), csp);
      return release;
    },
    /**
     * Runs activate-release.sh ROOT ARG.
     * @param {string} arg a release id or --previous
     * @param {Record<string, string>} [env] overrides of `env`
     * @returns {Promise<Run>}
     */
    activate(arg, env = {}) {
      return new Promise((resolve) => {
        execFile(
          'bash',
          [script, root, arg],
          { env: { ...process.env, ...this.env, ...env } },
          (error, stdout, stderr) => {
            const code = error ? Number(/** @type {{ code?: number }} */ (error).code ?? 1) : 0;
            resolve({ code, stdout, stderr });
          },
        );
      });
    },
    /** @param {string} pathname */
    get: (pathname) => get(`${url}${pathname}`),
    /** The release the server folder's `current` points at. */
    live() {
      const result = spawnSync('readlink', [path.join(root, 'current')], { encoding: 'utf8' });
      return result.stdout.trim().replace(/^releases\//, '');
    },
    /**
     * Waits until the workers of configurations before the last reload have
     * exited (they may take a last connection or two): then every answer
     * comes from the configuration now loaded.
     */
    async settled() {
      const pid = spawnSync('cat', [path.join(etc, 'nginx.pid')], {
        encoding: 'utf8',
      }).stdout.trim();
      for (let i = 0; i < 100; i++) {
        const workers = spawnSync('pgrep', ['-P', pid], { encoding: 'utf8' }).stdout.trim();
        if (workers.split('\n').length === 1) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('old nginx workers did not exit within 10 s');
    },
    /** nginx's error log so far (for failure messages). */
    log: () => spawnSync('cat', [log], { encoding: 'utf8' }).stdout,
    async stop() {
      spawnSync('sh', ['-c', `[ -s ${quote(path.join(etc, 'nginx.pid'))} ] && ${nginx} -s stop`]);
      // The master removes its pid file on exit.
      for (let i = 0; i < 50 && existsSync(path.join(etc, 'nginx.pid')); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
