// What the Worker's tests share: the Worker itself on workerd with the
// bindings of wrangler.jsonc (the `workers` project of vitest.config.ts), requests from one
// address each, GitHub as a stand-in of `fetch`, and the log as written.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';

import { type Env } from '../env';
import worker from '../index';

export const SITE = 'https://www.swiatlocien.pl';
export const testEnv = env as unknown as Env;

let address = 0;
/** A fresh client address (the rate limits' key), so tests do not share a budget. */
export const newAddress = () => `192.0.2.${(address += 1) % 250}`;

/** One request through the whole Worker, as Cloudflare hands it over. */
export async function send(
  path: string,
  init: RequestInit & { ip?: string } = {},
  bindings: Env = testEnv,
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', init.ip ?? newAddress());
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, SITE), { ...init, headers, redirect: 'manual' }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** The log lines the Worker writes (console.log/warn/error), parsed. */
export function watchLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  for (const level of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      raw.push(text);
      try {
        lines.push(JSON.parse(text) as Record<string, unknown>);
      } catch {
        // not one of the Worker's events
      }
    });
  }
  return { lines, raw: () => raw.join('\n') };
}

type Answer = (request: Request) => Response | Promise<Response>;

/** GitHub's side: every outbound fetch goes to `answer`; the requests are kept. */
export function fakeGitHub(answer: Answer) {
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    requests.push(request.clone());
    return answer(request);
  });
  return requests;
}

/**
 * Waits until the rate limits' window of `period` seconds has `seconds` left:
 * the platform counts in windows aligned to the clock (Miniflare too), so a
 * burst that crosses a boundary would be counted in two windows.
 */
export async function freshWindow(period: number, seconds: number): Promise<void> {
  const left = period * 1000 - (Date.now() % (period * 1000));
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
