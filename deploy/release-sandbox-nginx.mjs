// The nginx side of the release sandbox (release-sandbox.mjs): whether one is
// installed, and the main configuration that stands in for the server's.
import path from 'node:path';

import { mimeTypes, nginxBinary, userDirective } from '../scripts/dev/nginx-binary.mjs';

/** Whether a real nginx is installed (the tests that need one skip without it). */
export function hasNginx() {
  try {
    nginxBinary();
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's nginx.conf + sites-enabled/swiatlocien.conf as the sandbox
 * runs them: the release's includes through etc/swiatlocien, one plain-http
 * server on loopback.
 * @param {{ etc: string, log: string, listen: number, binary: string }} options
 */
export function sandboxNginxConf({ etc, log, listen, binary }) {
  /** @param {string} name */
  const temp = (name) => `${name}_temp_path ${path.join(etc, 'temp', name)};`;
  return `# A test stand-in for the server's nginx.conf + sites-enabled/swiatlocien.conf.
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
`;
}
