import { readFileSync } from 'node:fs';
import path from 'node:path';

import { serviceKinds } from '@/content/kinds';
import { contentDir, dataFilesIn } from '@/content/load';

/**
 * The services a realization card may lead to, as the editor's choice: the
 * file name (the service's id, which content/home.json keeps) under the name
 * the studio knows it by, „Fotografia: Ślubna”. Read when the editor's
 * configuration is written, so a new service is offered after the next build.
 */
export function serviceOptions(): { label: string; value: string }[] {
  return serviceKinds.flatMap(({ label, prefix }) =>
    dataFilesIn(path.join(contentDir(), 'services', prefix)).map((file) => {
      const id = path.basename(file, '.json');
      let name = id;
      try {
        const data = JSON.parse(readFileSync(file, 'utf8')) as { menu?: { label?: unknown } };
        if (typeof data.menu?.label === 'string') name = data.menu.label;
      } catch {
        // Not JSON: the content check names the file; the choice keeps its id.
      }
      return { label: `${label}: ${name}`, value: id };
    }),
  );
}
