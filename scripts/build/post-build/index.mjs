#!/usr/bin/env node
// `npm run build` after `next build`: every rewrite of Next's output, in order.
// Each one parses something Next or React does not promise to keep (their
// private formats, file names, markup), so each reports how many places it
// changed and fails the build when it changed none: an upgrade that moves
// the format, or an upstream fix that makes a rewrite pointless, is noticed
// the day it lands. docs/upgrading-next.md lists them with their tests.
// `node scripts/build/post-build/index.mjs [--out out] [--map worker/site/generated/policies.json]`
// With SITE_PREVIEW=1, a preview build: not for search engines (preview.mjs).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { POLICY_MAP, writeCsp } from '../csp/write-csp.mjs';
import { repo } from '../import-ts.mjs';
import { addCompileHints } from '../perf/add-compile-hints.mjs';
import { stripPayloadCss } from '../perf/strip-payload-css.mjs';
import { isPreviewBuild, makePreview } from './preview.mjs';
import { runSteps } from './steps.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(repo, 'out') },
    map: { type: 'string', default: POLICY_MAP },
  },
});
const out = path.resolve(values.out);
const map = path.resolve(values.map);
const preview = isPreviewBuild();

await runSteps([
  // Before the CSP: it changes the inline scripts the policy hashes.
  { name: 'Payload CSS', run: () => stripPayloadCss(out) },
  { name: 'Compile hints', run: () => addCompileHints(out) },
  ...(preview ? [{ name: 'Preview', run: () => makePreview(out) }] : []),
  // Last: hashes the pages as they will be served.
  { name: 'CSP', run: () => writeCsp({ out, map, preview }) },
]);
