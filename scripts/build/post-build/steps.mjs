/**
 * @typedef {object} Step one rewrite of Next's output
 * @property {string} name
 * @property {() => Promise<{ changed: number, summary: string }>} run
 */

/**
 * Runs the steps in order, each after the last has finished, and stops the
 * build at the first that changed nothing: its assumption about Next's output
 * no longer holds (or Next fixed upstream what it worked around).
 * @param {readonly Step[]} steps
 * @param {(line: string) => void} [log]
 */
export async function runSteps(steps, log = console.log) {
  for (const step of steps) {
    const { changed, summary } = await step.run();
    if (changed === 0) {
      throw new Error(
        `${step.name} found nothing to change: Next's output changed; see docs/upgrading-next.md (${summary})`,
      );
    }
    log(`${step.name}: ${summary}`);
  }
}
