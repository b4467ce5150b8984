// The launch check's list for the editor: public/admin/launch-check.json,
// which the editor's panel (cms/admin/launch-check.ts) shows to the studio as „Co zostało do
// uzupełnienia przed publikacją”. Written with the editor's other generated
// files (./write-admin.mjs, part of `npm run assets`), so every
// build and `npm run cms` carries the list of its own content and settings.
// It never fails the build: the deploy workflow's `npm run check:launch` does.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildEnv } from './build-env.mjs';
import { englishGapsOf } from './launch-check/english.mjs';
import { launchCheck } from './launch-check/index.mjs';
import { editorForms } from './launch-check/labels.mjs';
import { itemCount, jsonReport } from './launch-check/report.mjs';

/** The file as the log shows it: relative to the repository when inside it.
 * @param {string} root @param {string} file */
function shown(root, file) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative;
}

/**
 * @param {string} adminDir where the editor's files go (public/admin)
 * @param {string} [root] the repository
 */
export async function writeLaunchCheck(
  adminDir,
  root = fileURLToPath(new URL('../..', import.meta.url)),
) {
  const forms = await editorForms();
  const items = launchCheck({ root, env: buildEnv(root), forms });
  const file = path.join(adminDir, 'launch-check.json');
  await writeFile(file, jsonReport(items, new Date(), await englishGapsOf(root, forms)));
  console.log(
    `Editor: ${shown(root, file)} (${itemCount(items.length)} do uzupełnienia przed publikacją)`,
  );
}
