// Finding the installed nginx and what a configuration run as this user
// needs of it: shared by the local server (local-nginx.mjs), the production
// configuration's `nginx -t` (nginx-test-config.mjs) and the release switch's
// sandbox (deploy/release-sandbox.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The nginx binary: NGINX_PATH, Debian's, or one on PATH. */
export function nginxBinary() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const onPath = which.stdout.trim();
  if (which.status === 0 && onPath) return onPath;
  throw new Error('No nginx found: `apt-get install nginx` (or set NGINX_PATH).');
}

/**
 * mime.types of the installed nginx, next to its default nginx.conf.
 * @param {string} binary
 */
export function mimeTypes(binary) {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1];
  const file = path.join(confPath ? path.dirname(confPath) : '/etc/nginx', 'mime.types');
  if (!existsSync(file)) throw new Error(`No mime.types next to nginx's configuration: ${file}`);
  return file;
}

/**
 * Workers of a master started as root switch to `user` (nobody by default),
 * who may not read the checkout or the 0700 temp folder: keep them as us.
 */
export function userDirective() {
  if (process.getuid?.() !== 0) return '';
  const { username, gid } = os.userInfo();
  const group = readFileSync('/etc/group', 'utf8')
    .split('\n')
    .map((l) => l.split(':'))
    .find((f) => f[2] === String(gid))?.[0];
  return `user ${username}${group ? ` ${group}` : ''};`;
}
