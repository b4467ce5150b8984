// Loopback HTTP for the release sandbox (release-sandbox.mjs): a free port
// to listen on and a plain GET of what nginx answers.
import http from 'node:http';
import net from 'node:net';

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

/** @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: string }} Answer */

/** @param {string} url @returns {Promise<Answer>} */
export function get(url) {
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
