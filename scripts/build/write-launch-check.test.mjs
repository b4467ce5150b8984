import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

import { writeLaunchCheck } from './write-launch-check.mjs';

const admin = mkdtempSync(path.join(tmpdir(), 'admin-'));
afterAll(() => rmSync(admin, { recursive: true, force: true }));

// The list names fields by the schema's labels, which it loads from TypeScript first.
it('writes the list for the editor without failing the build', { timeout: 30_000 }, async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  await writeLaunchCheck(
    admin,
    path.join(import.meta.dirname, 'launch-check/__fixtures__/unfinished'),
  );
  const written = JSON.parse(readFileSync(path.join(admin, 'launch-check.json'), 'utf8'));
  expect(written.heading).toBe('Co zostało do uzupełnienia przed publikacją');
  expect(written.items).toContainEqual(
    expect.objectContaining({
      kind: 'placeholder',
      file: 'content/studio.json',
      field: 'NIP',
      path: 'taxId',
    }),
  );
  expect(log).toHaveBeenCalledWith(
    // The file it wrote (here outside the repository, so in full), not always public/admin's.
    expect.stringMatching(new RegExp(`^Editor: ${admin}/launch-check\\.json \\(\\d+ pozycj`)),
  );
  log.mockRestore();
});
