#!/usr/bin/env node
// Writes the editor into public/admin/ (wholly generated and git-ignored; part
// of `npm run assets`, so of every build and of `npm run cms`):
//   index.html     the editor's page, from cms/admin/
//   before-editor.js, after-editor.js  the editor's own scripts, bundled from
//                  cms/admin/*.ts (./admin-scripts.mjs), the film widget's too
//   launch-check.json  what is left before launch (npm run check:launch), for the editor
//   config.yml     the editor's configuration (Decap's format), generated from the content schema
//                  (cms/editor-config.ts); JSON, which is YAML
//   vendor/        the editor (Sveltia CMS) and the locales, fonts and modules
//                  it loads at run time, from pinned npm tarballs
//                  (cms/editor/vendor.json), its bundle pointed at /admin
//                  (cms/editor/rewrite.mjs): no CDN, and the CSP allows 'self'
//   fonts.css      the Polish letters of the editor's font (its bundle loads
//                  only the basic Latin part)
// Settings (environment): CMS_REPO ('owner/name'), CMS_BRANCH (main),
// CMS_AUTH_URL (the sign-in on the Worker, worker/sign-in/; docs/cms.md), CMS_API_ROOT
// (the Git host's API, for tests), NEXT_PUBLIC_SITE_URL; for the films'
// masters, the bucket's (FILMS_BUCKET or FILMS_MASTERS_BUCKET,
// FILMS_S3_ENDPOINT; scripts/build/films/bucket-settings.mjs): with them the
// film field is the film widget (cms/admin/film-field.ts), which uploads
// through the sign-in service at CMS_AUTH_URL/films (docs/media.md).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { applyOverrides, typesetLocale } from '../../cms/editor/polish.mjs';
import { rewriteBundle, rewriteWebpEncoder, VENDOR_BASE } from '../../cms/editor/rewrite.mjs';
import { copyVendor, vendorPath } from '../../cms/editor/vendor.mjs';
import { bundleAdminScripts } from './admin-scripts.mjs';
import { bucketSettings, uploadsMasters } from './films/bucket-settings.mjs';
import { importTs, repo } from './import-ts.mjs';
import { writeEnglishAddresses } from './write-english-addresses.mjs';
import { writeLaunchCheck } from './write-launch-check.mjs';

const sources = path.join(repo, 'cms/admin');
// --out DIR: elsewhere than public/admin (the sign-in test serves its own copy).
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const admin = path.resolve(values.out ?? path.join(repo, 'public/admin'));

/** @type {typeof import('../../cms/editor-config')} */
const editor = await importTs('cms/editor-config.ts');
const env = process.env;
const filmUploads = uploadsMasters(bucketSettings(env))
  ? editor.filmUploadsApi(env.CMS_AUTH_URL || undefined)
  : undefined;
const config = editor.editorConfig({
  repo: env.CMS_REPO ?? 'swiatlocien/strona',
  branch: env.CMS_BRANCH ?? 'main',
  authUrl: env.CMS_AUTH_URL || undefined,
  apiRoot: env.CMS_API_ROOT || undefined,
  siteUrl: env.NEXT_PUBLIC_SITE_URL ?? 'https://www.swiatlocien.pl',
  filmUploads,
});

// Anew each time: nothing left over from an older layout.
await rm(admin, { recursive: true, force: true });
await mkdir(admin, { recursive: true });
const vendor = await copyVendor(admin);
/** @param {string} name */
const vendored = (name) => {
  const found = vendor.get(name);
  if (!found) throw new Error(`cms/editor/vendor.json has no ${name}`);
  return found;
};
const sveltia = vendored('@sveltia/cms');
const bundlePath = `${vendorPath(sveltia.pkg)}/dist/sveltia-cms.js`;
await writeFile(
  path.join(admin, bundlePath),
  rewriteBundle(
    await readFile(path.join(sveltia.dir, 'dist/sveltia-cms.js'), 'utf8'),
    [...vendor.values()].map((v) => v.pkg),
  ),
);
// Its Polish, with the studio's corrections (cms/editor/pl-overrides.json).
const polishFile = path.join(admin, vendorPath(sveltia.pkg), 'locales/pl.json');
const overrides = JSON.parse(
  await readFile(path.join(repo, 'cms/editor/pl-overrides.json'), 'utf8'),
);
// Typeset as the site's text is: no one-letter word at a line's end.
/** @type {typeof import('../../lib/typography')} */
const typography = await importTs('lib/typography.ts');
await writeFile(
  polishFile,
  JSON.stringify(
    typesetLocale(
      applyOverrides(
        JSON.parse(await readFile(polishFile, 'utf8')),
        overrides,
        JSON.parse(await readFile(path.join(sveltia.dir, 'locales/en-US.json'), 'utf8')),
      ),
      typography.typeset,
    ),
  ),
);
// Its update check reads the unversioned package.json: the same version, so no
// „new version” prompt for a bundle the studio cannot update itself.
await mkdir(path.join(admin, 'vendor/@sveltia/cms'), { recursive: true });
await copyFile(
  path.join(sveltia.dir, 'package.json'),
  path.join(admin, 'vendor/@sveltia/cms/package.json'),
);
const webp = vendored('@jsquash/webp');
const encoder = path.join(admin, vendorPath(webp.pkg), 'encode.js');
await writeFile(
  encoder,
  rewriteWebpEncoder(await readFile(encoder, 'utf8'), vendored('wasm-feature-detect').pkg),
);
const sans = vendored('@fontsource-variable/source-sans-3');
const latinExt = sans.files.find((f) => f.includes('latin-ext'));
if (!latinExt) throw new Error('cms/editor/vendor.json: Source Sans 3 without its latin-ext file');
await writeFile(
  path.join(admin, 'fonts.css'),
  `/* Generated by scripts/build/write-admin.mjs: the Polish letters (ą, ć, ę, ł, ń, ś, ź, ż) of the editor's font. */
@font-face {
  font-family: 'Source Sans 3';
  font-style: normal;
  font-display: swap;
  font-weight: 200 900;
  src: url(${VENDOR_BASE}/${vendorPath(sans.pkg).replace(/^vendor\//, '')}/${latinExt}) format('woff2-variations');
  unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF;
}
`,
);
const page = await readFile(path.join(sources, 'index.html'), 'utf8');
// The page names the bundle by version, so an upgrade is never read from a cache.
if (!page.includes('%EDITOR_BUNDLE%')) throw new Error('cms/admin/index.html: no %EDITOR_BUNDLE%');
await writeFile(
  path.join(admin, 'index.html'),
  page.replace('%EDITOR_BUNDLE%', `/admin/${bundlePath}`),
);
await bundleAdminScripts(admin);
await writeFile(
  path.join(admin, 'config.yml'),
  `# Generated by scripts/build/write-admin.mjs from the content schema: do not edit.\n${JSON.stringify(config, null, 2)}\n`,
);
// The launch check's list for the editor's panel (scripts/build/launch-check/).
await writeLaunchCheck(admin);
// The English pages' addresses, for the warning before a rename moves one.
await writeEnglishAddresses(admin);
console.log(
  `Editor: ${path.relative(repo, admin) || admin}/ (Sveltia CMS ${sveltia.pkg.version}, ${config.collections.length} collections, from cms/admin/ and the content schema; films' masters ${filmUploads ? `to the bucket through ${filmUploads}` : 'in the repository'})`,
);
