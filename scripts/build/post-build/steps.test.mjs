import { describe, expect, it } from 'vitest';

import { runSteps } from './steps.mjs';

describe('runSteps', () => {
  it('runs the steps in order and reports each', async () => {
    const lines = /** @type {string[]} */ ([]);
    const step = (/** @type {string} */ name) => ({
      name,
      run: async () => ({ changed: 2, summary: `${name} did 2` }),
    });
    await runSteps([step('A'), step('B')], (line) => lines.push(line));
    expect(lines).toEqual(['A: A did 2', 'B: B did 2']);
  });

  it('stops the build at a step that changed nothing, pointing to the upgrade notes', async () => {
    let ranAfter = false;
    const steps = [
      { name: 'Payload CSS', run: async () => ({ changed: 0, summary: '42 pages' }) },
      {
        name: 'CSP',
        run: async () => {
          ranAfter = true;
          return { changed: 1, summary: '' };
        },
      },
    ];
    await expect(runSteps(steps, () => {})).rejects.toThrow(
      "Payload CSS found nothing to change: Next's output changed; see docs/upgrading-next.md (42 pages)",
    );
    expect(ranAfter).toBe(false);
  });
});
