import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

import { getRealizations } from '@/content/realizations';

import { openSignIn, withEditorServers } from '../support/editor';
import type { EditorServers } from '../support/editor-servers';

/**
 * The studio opens „Realizacje” and finds its work newest first, each entry
 * by its title and date. The scale bench (scripts/bench/scale.mjs) runs this
 * spec on its copy with a hundred times the portfolio (CMS_E2E_REPO,
 * CONTENT_DIR) and reads how long the list took (EDITOR_LIST_REPORT): timed
 * here, judged there, never asserted.
 */
let servers: EditorServers;
withEditorServers((started) => {
  servers = started;
});

const newest = getRealizations().slice(0, 3);

/** The collection's list, its newest entries at the top; the milliseconds it took. */
async function openList(page: Page, since: number): Promise<number> {
  await page.getByRole('treeitem', { name: 'Realizacje' }).click();
  // Each entry's row starts with its checkbox, named by the entry's title.
  const rows = page.getByRole('checkbox', { name: /^Wybierz: / });
  for (const [i, r] of newest.entries()) {
    const title = r.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(rows.nth(i)).toHaveAccessibleName(new RegExp(`^Wybierz: .?${title}`), {
      timeout: 60_000,
    });
  }
  return Date.now() - since;
}

test('the studio finds every realization in the editor, newest first', async ({ page }) => {
  test.setTimeout(300_000);
  expect(newest.length).toBeGreaterThan(0);
  // The first visit: from „Authorize” on, the editor reads every entry of the repository.
  const popup = await openSignIn(page, servers);
  const first = Date.now();
  await popup.getByRole('link', { name: 'Authorize' }).click();
  const cold = await openList(page, first);
  // The next visit, later: the editor has cached what it read (it goes on reading after
  // the list is shown), and the studio, still signed in, opens it again.
  await expect
    .poll(
      async () => {
        const before = servers.gitHost.requests.length;
        await page.waitForTimeout(3_000);
        return servers.gitHost.requests.length === before;
      },
      { timeout: 300_000, intervals: [0] },
    )
    .toBe(true);
  const again = Date.now();
  await page.reload();
  const warm = await openList(page, again);
  if (process.env.EDITOR_LIST_REPORT) {
    writeFileSync(
      process.env.EDITOR_LIST_REPORT,
      JSON.stringify({ cold, warm, realizations: getRealizations().length }),
    );
  }
});
