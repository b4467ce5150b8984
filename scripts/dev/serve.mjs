#!/usr/bin/env node
// Serves the static export as production does: through the platform's own
// local runtime (`wrangler dev`, workerd), with production's Worker
// (worker/index.ts), its headers and its assets settings (wrangler.jsonc),
// offline, on loopback:
//
//   node scripts/dev/serve.mjs [--port N] [--host IP] [--root out] [--outbox FILE]
//                              [--no-email] [--persist-to DIR (.wrangler/state-<port>)]
//
// The contact form of a local build (`npm run build:local`) posts to the
// site's own origin, POST /api/v1.0/email/send: the e-mail stand-in
// (email-stand-in.mjs) answers it from Node on another loopback port, and the
// Worker hands that one path to it because this script sets the local-only
// variable LOCAL_OUTBOX (never set in production, where the path is unknown).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { createEmailStandIn } from './email-stand-in.mjs';
import { platformNode } from './platform-node.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** The build's policy map, which the Worker bundles (worker/site/policies.ts). */
export const POLICY_MAP = path.join(repo, 'worker/site/generated/policies.json');

/**
 * The environment of `wrangler dev` here: no telemetry, no error reports, no
 * fetch of Cloudflare's request metadata (`request.cf`), so it starts offline
 * and asks nothing of the network.
 * @param {NodeJS.ProcessEnv} env
 */
export function offlineEnv(env = process.env) {
  return {
    ...env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true',
  };
}

/**
 * The arguments of `wrangler dev` for a root, a port and the e-mail stand-in.
 * @param {{ root: string, host: string, port: number, outbox?: string, persistTo?: string }} options
 */
export function wranglerArgs({ root, host, port, outbox, persistTo }) {
  return [
    path.join(repo, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    '--config',
    path.join(repo, 'wrangler.jsonc'),
    '--assets',
    path.resolve(root),
    '--ip',
    host,
    '--port',
    String(port),
    '--show-interactive-dev-session=false',
    // The Worker sees the local origin, not production's routes (wrangler.jsonc).
    '--infer-origin-from-routes=false',
    ...(persistTo ? ['--persist-to', persistTo] : []),
    ...(outbox ? ['--var', `LOCAL_OUTBOX:${outbox}`] : []),
  ];
}

/**
 * The e-mail stand-in on a free loopback port.
 * @param {string} outbox the JSON-lines file the messages are appended to
 * @returns {Promise<{ origin: string, server: http.Server }>}
 */
async function startEmailStandIn(outbox) {
  const standIn = createEmailStandIn({ outbox });
  const server = http.createServer(async (req, res) => {
    if (!(await standIn(req, res))) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, server };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      root: { type: 'string', default: 'out' },
      outbox: { type: 'string', default: '.outbox/messages.jsonl' },
      'no-email': { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
    },
  });
  if (!existsSync(path.join(values.root, 'index.html'))) {
    console.error(`No ${values.root}/index.html: run \`npm run build:local\` first.`);
    process.exit(1);
  }
  if (!existsSync(POLICY_MAP)) {
    console.error(
      `No ${path.relative(repo, POLICY_MAP)}: the Worker needs the policies of the build in ${values.root}/ (run \`npm run build:local\`).`,
    );
    process.exit(1);
  }
  const email = values['no-email'] ? undefined : await startEmailStandIn(values.outbox);
  const child = spawn(
    platformNode(),
    wranglerArgs({
      root: values.root,
      host: values.host,
      port: Number(values.port),
      outbox: email?.origin,
      // Its own state per port: two local runs on one .wrangler/state break each other.
      persistTo: values['persist-to'] ?? path.join(repo, '.wrangler', `state-${values.port}`),
    }),
    { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'], env: offlineEnv() },
  );
  console.log(`Serving ${values.root}/ at http://${values.host}:${values.port}/ (wrangler dev)`);
  if (email) console.log(`Contact messages are stored in ${values.outbox}`);
  const stop = () => child.kill('SIGTERM');
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, stop);
  child.on('exit', (code, signal) => {
    email?.server.close();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
