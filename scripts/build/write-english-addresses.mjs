// The English addresses of the services as this build publishes them:
// public/admin/english-addresses.json, for the editor's warning before a
// renamed English menu name moves its page (cms/admin/english-address.ts).
// An English service's address is its English menu name by the slug rule
// (lib/routes.ts, docs/english.md), so a rename in the editor is a move.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { importTs } from './import-ts.mjs';

/**
 * The published English page of every service that has one, by the
 * editor's entry: „services-foto/slubna” → „/en/photography/wedding”.
 * @returns {Promise<Record<string, string>>}
 */
export async function englishAddresses() {
  /** @type {{ getServices: (locale: 'en') => readonly { id: string, kind: string, menu: { label: string } }[] }} */
  const { getServices } = await importTs('content/services/index.ts');
  /** @type {{ servicePath: (service: unknown) => string }} */
  const { servicePath } = await importTs('lib/routes.ts');
  return Object.fromEntries(
    getServices('en').map((service) => [
      `services-${service.kind}/${service.id}`,
      servicePath(service),
    ]),
  );
}

/** @param {string} adminDir where the editor's files go (public/admin) */
export async function writeEnglishAddresses(adminDir) {
  const addresses = await englishAddresses();
  await writeFile(
    path.join(adminDir, 'english-addresses.json'),
    `${JSON.stringify(addresses, null, 2)}\n`,
  );
}
