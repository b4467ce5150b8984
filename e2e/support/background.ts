import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Servers that setup projects start for the projects that depend on them
 * (the Worker in wrangler dev, the editor's dev servers) and teardown projects stop. A setup test
 * runs in a worker that may end before the tests that need the server, so the
 * server runs detached in a process group of its own; where it listens and
 * what to remove afterwards are kept in a small state file.
 */
const STATE_DIR = path.resolve('test-results/.servers');

export interface ServerState {
  readonly pid: number;
  readonly url: string;
  /** Folders to remove once the process group is gone. */
  readonly cleanup?: readonly string[];
  readonly [key: string]: unknown;
}

const stateFile = (name: string) => path.join(STATE_DIR, `${name}.json`);

/** The state a setup project wrote, or a clear error naming the project to run. */
export function serverState(name: string): ServerState {
  try {
    return JSON.parse(readFileSync(stateFile(name), 'utf8')) as ServerState;
  } catch {
    throw new Error(
      `The ${name} server is not running: run its project through playwright.config.ts (e.g. --project=${name}).`,
    );
  }
}

async function waitFor(url: string, exited: () => number | null, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited() !== null) throw new Error(`${url}: the server exited (${exited()})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts `command` detached, waits until each of `readyUrls` answers, and records it. */
export async function startServer(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions & {
    url: string;
    readyUrls: readonly string[];
    timeoutMs?: number;
    extra?: Record<string, unknown>;
    cleanup?: readonly string[];
  },
): Promise<ServerState> {
  const { url, readyUrls, timeoutMs = 120_000, extra, cleanup, ...spawnOptions } = options;
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    ...spawnOptions,
    detached: true,
  });
  if (!child.pid) throw new Error(`${name}: could not start ${command}`);
  const state: ServerState = { pid: child.pid, url, cleanup, ...extra };
  try {
    for (const ready of readyUrls) await waitFor(ready, () => child.exitCode, timeoutMs);
  } catch (error) {
    await endGroup(child.pid);
    throw error;
  }
  child.unref();
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(stateFile(name), JSON.stringify(state));
  return state;
}

function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the group, up to 10 s to exit, then SIGKILL. */
async function endGroup(pid: number) {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const until = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
  const killedBy = Date.now() + 5_000;
  while (groupAlive(pid) && Date.now() < killedBy) await new Promise((r) => setTimeout(r, 100));
}

/** Stops a server a setup project started and removes what it left. */
export async function stopServer(name: string) {
  let state: ServerState;
  try {
    state = serverState(name);
  } catch {
    return;
  }
  await endGroup(state.pid);
  for (const dir of state.cleanup ?? []) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      // A leftover temporary folder is no failure of the suite.
      console.warn(`Could not remove ${dir}: ${String(error)}`);
    }
  }
  rmSync(stateFile(name), { force: true });
}
