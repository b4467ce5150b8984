// `node scripts/dev/run-all.mjs lint spell …`: runs those npm scripts two at a
// time and fails if any failed. `npm run check` used to run its four static
// checks one after another; each is single-threaded, so on a 2-core machine
// two at a time take about half as long. Each script's output is held until
// it ends, so the log reads as if they had run in turn.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: run-all.mjs <npm script>…');
const jobs = Math.max(1, Math.min(2, availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} script @returns {Promise<boolean>} whether it passed */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...scripts];
/** @type {string[]} */
const failed = [];
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      if (!(await run(script))) failed.push(script);
    }
  }),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
