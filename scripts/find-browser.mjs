// The one rule both launchers follow: Playwright's own browser where it is
// installed (unless an environment variable names another), otherwise the
// named or the first installed system browser.
import { existsSync } from 'node:fs';

/**
 * @param {{ executablePath(): string }} browserType Playwright's chromium or firefox
 * @param {string | undefined} override a path from the environment (CHROMIUM_PATH, FIREFOX_PATH)
 * @param {readonly string[]} systemPaths where the system's packages put the browser
 * @returns {{ bundled: true } | { bundled: false, executablePath: string | undefined }}
 */
export function findBrowser(browserType, override, systemPaths) {
  if (!override) {
    try {
      if (existsSync(browserType.executablePath())) return { bundled: true };
    } catch {
      // Playwright's own build is not installed.
    }
  }
  return { bundled: false, executablePath: override ?? systemPaths.find((p) => existsSync(p)) };
}
