// The sign-in service faces the internet: its unit runs Node 24 or newer and
// refuses to start on an older one, saying why.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';

const unit = readFileSync('deploy/systemd/swiatlocien-oauth.service', 'utf8');
/** @param {string} key */
const directive = (key) => unit.match(new RegExp(`^${key}=(.*)$`, 'm'))?.[1] ?? '';

/**
 * Runs the unit's version check as if under the given Node.
 * @param {string} version e.g. '20.20.2'
 */
function guardExit(version) {
  const [, code] = /^\/usr\/bin\/node --eval "(.*)"$/.exec(directive('ExecStartPre')) ?? [];
  if (!code) throw new Error('no ExecStartPre version check');
  /** @type {{ exit: number | undefined, error: string }} */
  const seen = { exit: undefined, error: '' };
  runInNewContext(code, {
    process: {
      version: `v${version}`,
      versions: { node: version },
      exit: (/** @type {number} */ status) => (seen.exit = status),
    },
    console: { error: (/** @type {string} */ text) => (seen.error += text) },
  });
  return seen;
}

describe('the sign-in service unit', () => {
  test('runs the live release with the node it checked', () => {
    expect(directive('ExecStart')).toBe('/usr/bin/node /srv/swiatlocien/current/oauth/server.mjs');
  });

  test('starts on Node 24 and newer', () => {
    expect(guardExit('24.21.0').exit).toBe(0);
    expect(guardExit('26.1.0').exit).toBe(0);
  });

  test('refuses an older Node, saying why', () => {
    const seen = guardExit('20.20.2');
    expect(seen.exit).toBe(1);
    expect(seen.error).toBe(
      'swiatlocien-oauth: Node.js 24 or newer is needed at /usr/bin/node, not v20.20.2',
    );
  });
});
