#!/usr/bin/env node
// Serves the static export and, at the same origin, the local e-mail stand-in:
// `node scripts/serve.mjs [--port N] [--root out] [--outbox FILE] [--no-email]`.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { createEmailEndpoint } from './email-endpoint.mjs';
import { createStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    root: { type: 'string', default: 'out' },
    outbox: { type: 'string', default: '.outbox/messages.jsonl' },
    'no-email': { type: 'boolean', default: false },
  },
});

if (!existsSync(values.root)) {
  console.error(`No ${values.root}/ folder: run \`npm run build\` first.`);
  process.exit(1);
}

const onRequest = values['no-email'] ? undefined : createEmailEndpoint({ outbox: values.outbox });
const server = createStaticServer({ root: values.root, onRequest });
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.root}/ at http://${values.host}:${values.port}/`);
  if (onRequest) console.log(`Contact messages are stored in ${values.outbox}`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
