import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export interface SignInService {
  /** Where it listens, e.g. http://127.0.0.1:5306 (its public URL may differ). */
  readonly origin: string;
  readonly port: number;
  /** Its journal so far: the JSON lines it wrote to stderr (cms/oauth/log.mjs). */
  journal(): Record<string, unknown>[];
  /** Whether the process is still running. */
  running(): boolean;
  close(): Promise<void>;
}

/**
 * The real sign-in service (cms/oauth/server.mjs) as a process on loopback,
 * with `env` on top of the environment (port 0: any free one). Resolves once
 * it says where it listens.
 */
export function startSignInService(env: Record<string, string>): Promise<SignInService> {
  const child: ChildProcess = spawn(process.execPath, ['cms/oauth/server.mjs'], {
    cwd: repo,
    env: { ...process.env, OAUTH_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The sign-in service did not start')), 10_000);
    child.once('exit', (code) => reject(new Error(`The sign-in service exited (${code})`)));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(part) as Record<string, unknown>;
        } catch {
          process.stderr.write(`${part}\n`);
          continue;
        }
        lines.push(line);
        if (line.event !== 'listening') continue;
        clearTimeout(timer);
        const port = Number(String(line.address).split(':').at(-1));
        resolve({
          origin: `http://127.0.0.1:${port}`,
          port,
          journal: () => [...lines],
          running: () => child.exitCode === null && child.signalCode === null,
          close: async () => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
}
