// Whether a port is free and when a started nginx answers: local-nginx.mjs
// tries ports in turn, and a readiness poll must not hear another server.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/**
 * Whether nothing listens on the port yet: else the readiness poll could hear another server.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * @param {string} url
 * @returns {Promise<boolean>}
 */
function answers(url) {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(1000, () => req.destroy());
  });
}

/**
 * Waits until nginx answers on `url`, or rejects with its error log once it exits.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} url
 * @param {string} logFile
 * @returns {Promise<void>}
 */
export function ready(child, url, logFile) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      reject(Object.assign(new Error(`nginx exited (${child.exitCode}):\n${log}`), { log }));
    };
    child.once('exit', fail);
    const poll = async () => {
      if (settled) return;
      if (await answers(url)) {
        settled = true;
        child.off('exit', fail);
        resolve(undefined);
      } else setTimeout(poll, 100);
    };
    void poll();
  });
}
