// The service ships alone: the Publish workflow copies cms/oauth/ to the
// release without its tests (.github/workflows/deploy.yml) and systemd runs
// it with plain node, no npm packages (deploy/systemd/). So what it runs may
// import only Node's own modules and its own files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const shipped = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.mjs') && !/(^|\/)test-[^/]*$|\.test\.mjs$/.test(file),
);

test('what the release runs imports nothing from outside cms/oauth/ but node:', () => {
  expect(shipped).toContain(path.join('films', 'routes.mjs'));
  const outside = shipped.flatMap((file) => {
    const text = readFileSync(path.join(here, file), 'utf8');
    return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)]
      .map((m) => m[1] ?? '')
      .filter((specifier) => {
        if (specifier.startsWith('node:')) return false;
        if (!specifier.startsWith('.')) return true;
        const target = path.resolve(here, path.dirname(file), specifier);
        return path.relative(here, target).startsWith('..');
      })
      .map((specifier) => `${file}: ${specifier}`);
  });
  expect(outside).toEqual([]);
});
