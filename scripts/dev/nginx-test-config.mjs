// `nginx -t` of the production site.conf, apart from the local server
// (local-nginx.mjs) because it runs a different configuration: the real
// site.conf with its TLS servers, not a loopback stand-in.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { mimeTypes, nginxBinary } from './nginx-binary.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `nginx -t` of the production site.conf as installed (relative includes,
 * the generated map), with a throwaway self-signed certificate in place of
 * Let's Encrypt's: the only part of deploy/nginx/ the running tests cannot
 * serve from. Returns nginx's output; throws when the test fails.
 */
export async function testProductionConfig() {
  const binary = nginxBinary();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swiatlocien-nginx-t-'));
  try {
    const conf = path.join(dir, 'swiatlocien');
    await mkdir(conf);
    for (const name of await readdir(path.join(repo, 'deploy/nginx'))) {
      if (name !== 'site.conf')
        await symlink(path.join(repo, 'deploy/nginx', name), path.join(conf, name));
    }
    const cert = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'privkey.pem'),
        '-out',
        path.join(dir, 'fullchain.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (cert.status !== 0)
      throw new Error(`openssl could not make a test certificate: ${cert.stderr}`);
    // nginx -t binds the listen sockets: ports 80 and 443 need root and may
    // be taken (by a distribution's default site), [::] may not exist in a
    // container. The test is about everything else, so it listens on loopback.
    /** @param {number} port */
    const site = (port) =>
      readFileSync(path.join(repo, 'deploy/nginx/site.conf'), 'utf8')
        .replaceAll('/etc/letsencrypt/live/www.swiatlocien.pl/', `${dir}/`)
        .replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '')
        .replace(/^(\s*)listen 80;/gm, `$1listen 127.0.0.1:${port};`)
        .replace(/^(\s*)listen 443 /gm, `$1listen 127.0.0.1:${port + 1} `);
    const main = path.join(dir, 'nginx.conf');
    await writeFile(
      main,
      `pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')};
events {}
http {
    include ${mimeTypes(binary)};
    access_log off;
    include swiatlocien/site.conf;
}
`,
    );
    let output = '';
    for (let port = 4290; port < 4299; port += 2) {
      await writeFile(path.join(conf, 'site.conf'), site(port));
      const result = spawnSync(
        binary,
        ['-t', '-p', dir, '-c', main, '-e', path.join(dir, 'error.log')],
        { encoding: 'utf8' },
      );
      output = `${result.stdout}${result.stderr}`;
      if (result.status === 0) return output;
      if (!/Address already in use/.test(output)) break;
    }
    throw new Error(`nginx -t failed:\n${output}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
