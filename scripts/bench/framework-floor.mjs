// The framework floor: the smallest page this Next.js version can export (a
// layout and one heading), built beside the site with the same installed
// packages. A page's JS above this floor is what the site itself adds.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the project, so `next`, `react` and `react-dom` resolve to the site's own copies.
const DIR = path.join(ROOT, '.bench/floor');

const FILES = {
  'next.config.mjs': "export default { output: 'export' };\n",
  'app/layout.jsx':
    'export default function Layout({ children }) {\n  return (\n    <html lang="pl">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Strona</h1>;\n}\n',
};

function nextVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8'))
    .version;
}

/**
 * Builds the bare page unless a build of this Next version is there already;
 * returns the folder of its static export.
 * @returns {string}
 */
export function buildFrameworkFloor() {
  const out = path.join(DIR, 'out');
  const stamp = path.join(DIR, 'built-with');
  const version = nextVersion();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version && existsSync(out)) return out;
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    writeFileSync(path.join(DIR, file), text);
  }
  execFileSync(path.join(ROOT, 'node_modules/.bin/next'), ['build', DIR], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stamp, version);
  return out;
}
