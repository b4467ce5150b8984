// The Worker's journal: one JSON object per event on the console, which
// Workers Logs keeps and indexes (wrangler.jsonc `observability`; docs/cms.md).
// Callers pass only what is safe to keep: never the client secret, a code, a
// state or a token.

export type Fields = Record<string, string | number | boolean | undefined>;

export function log(level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/**
 * An unexpected failure: its kind and where, never its message (which may
 * quote the request).
 */
export function logInternal(id: string, error: unknown): void {
  const { name, stack } = (error ?? {}) as { name?: unknown; stack?: unknown };
  log('error', 'internal_error', {
    id,
    error: typeof name === 'string' ? name : typeof error,
    at: typeof stack === 'string' ? stack.split('\n').slice(1, 4).join(' | ').trim() : undefined,
  });
}

/** A short random id for a request, shown to the studio and kept in the log. */
export function requestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
