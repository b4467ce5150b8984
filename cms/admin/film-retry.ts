// An upload that survives a bad minute (film-upload.ts runs each try): when
// a try fails in a way that may pass by itself (no connection, 429, a 5xx),
// the field waits, as long as the Worker's Retry-After says or, without one,
// a back-off growing to a minute, and tries again; the next try resumes from
// the parts the Worker has (film-resume.ts), never from byte 0. It stops
// after a few waits with nothing sent in between, or on „Przerwij”; the
// resume record stays either way, so choosing the same file continues.
import { mayPass, UploadError } from './film-service';

/** Seconds between tries without a Retry-After: doubling up to a minute. */
const BACKOFF = [5, 10, 20, 40, 60];
/** Waits in a row with no byte sent in between, before the field gives up (about 5 minutes). */
const MAX_WAITS = 8;
/** The longest Retry-After honoured. */
const MAX_WAIT = 300;

/** Why the field waits (the failure's status) and how many seconds are left. */
export interface Waiting {
  readonly status: number;
  readonly seconds: number;
}

/**
 * `seconds`, told each second how many are left; ends early when the
 * connection comes back (`online`), rejects on abort.
 */
function wait(seconds: number, signal: AbortSignal, onTick: (left: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const until = Date.now() + seconds * 1000;
    const tick = () => onTick(Math.max(1, Math.ceil((until - Date.now()) / 1000)));
    const ticker = setInterval(tick, 1000);
    const timer = setTimeout(() => end(resolve), seconds * 1000);
    const online = () => end(resolve);
    const aborted = () => end(() => reject(signal.reason));
    function end(then: () => void) {
      clearInterval(ticker);
      clearTimeout(timer);
      window.removeEventListener('online', online);
      signal.removeEventListener('abort', aborted);
      then();
    }
    tick();
    window.addEventListener('online', online);
    signal.addEventListener('abort', aborted);
  });
}

/**
 * Runs `attempt` until it succeeds, waiting between tries as above.
 * `attempt` tells `progressed` the bytes the Worker has; more than any try
 * had before, and the waits count again from none. `onWait` gets each
 * second of a wait, then null when the next try starts.
 */
export async function withRetries<T>(
  attempt: (progressed: (bytes: number) => void) => Promise<T>,
  signal: AbortSignal,
  onWait: (waiting: Waiting | null) => void,
): Promise<T> {
  let waits = 0;
  let most = 0;
  const progressed = (bytes: number) => {
    if (bytes <= most) return;
    most = bytes;
    waits = 0;
  };
  for (;;) {
    try {
      return await attempt(progressed);
    } catch (error) {
      const passing = error instanceof UploadError && mayPass(error.status);
      if (signal.aborted || !passing || waits >= MAX_WAITS) throw error;
      const fallback = BACKOFF[Math.min(waits, BACKOFF.length - 1)] ?? MAX_WAIT;
      const seconds = Math.min(MAX_WAIT, Math.max(1, error.retryAfter ?? fallback));
      waits += 1;
      await wait(seconds, signal, (left) => onWait({ status: error.status, seconds: left }));
      onWait(null);
    }
  }
}
