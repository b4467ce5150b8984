import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * A copy of content/ with the given files added (copy path → fixture), read by
 * every loader through CONTENT_DIR for the tests of this file: what a studio's
 * new data file does, with no code changed.
 */
export function useContentCopy(added: Readonly<Record<string, string>>): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));

  beforeAll(() => {
    cpSync('content', dir, { recursive: true });
    for (const [to, from] of Object.entries(added)) cpSync(from, path.join(dir, to));
    vi.stubEnv('CONTENT_DIR', dir);
    vi.resetModules();
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(dir, { recursive: true, force: true });
  });
}
