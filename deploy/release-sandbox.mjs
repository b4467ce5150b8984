// A server's release layout in a temporary folder, with a real nginx on
// loopback, for the tests of deploy/activate-release.sh (its unit test and
// e2e/nginx/release-switch.spec.ts). Like production: the configuration
// folder's swiatlocien/ links to ROOT/current/nginx, and the script switches,
// tests and reloads through it. The one stand-in is the server block: plain
// http on one port instead of site.conf's TLS servers (whose `nginx -t` is
// testProductionConfig in scripts/dev/local-nginx.mjs).
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
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { mimeTypes, nginxBinary, userDirective } from '../scripts/dev/local-nginx.mjs';

const script = path.join(import.meta.dirname, 'activate-release.sh');
const nginxFolder = path.join(import.meta.dirname, 'nginx');

/** Whether a real nginx is installed (the tests that need one skip without it). */
export function hasNginx() {
  try {
    nginxBinary();
    return true;
  } catch {
    return false;
  }
}

/** A free loopback port, from the system. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: string }} Answer
 * @typedef {{ code: number, stdout: string, stderr: string }} Run
 */

/** @param {string} url @returns {Promise<Answer>} */
function get(url) {
  return new Promise((resolve, reject) => {
    // A new connection each time: a kept-alive one may still reach a worker
    // of the configuration before the reload.
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

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
  /** @param {string} name */
  const temp = (name) => `${name}_temp_path ${path.join(etc, 'temp', name)};`;
  writeFileSync(
    conf,
    `# A test stand-in for the server's nginx.conf + sites-enabled/swiatlocien.conf.
${userDirective()}
pid ${path.join(etc, 'nginx.pid')};
error_log ${log} warn;
events {
    worker_connections 64;
}
http {
    include ${mimeTypes(binary)};
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include swiatlocien/generated/csp.conf;
    include swiatlocien/oauth-limits.conf;
    server {
        listen 127.0.0.1:${listen};
        server_name localhost;
        include swiatlocien/release.conf;
        include swiatlocien/static-site.conf;
    }
}
`,
  );
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
