import type { HostState } from './state';

/** What a REST route answers: a status, and a JSON body or raw bytes. */
export interface Reply {
  readonly status: number;
  readonly json?: unknown;
  readonly raw?: { readonly body: Buffer; readonly type: string };
}
export interface Call {
  readonly state: HostState;
  readonly match: readonly string[];
  readonly url: URL;
  readonly accept: string;
  readonly body: Record<string, unknown>;
}
export type Route = readonly [method: string, path: RegExp, answer: (call: Call) => Reply];

export const ok = (json: unknown, status = 200): Reply => ({ status, json });
export const label = (name: string) => ({
  name,
  color: 'ededed',
  default: false,
  description: null,
});
