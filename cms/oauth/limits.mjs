// How much of the client secret's use one process allows: a few token
// exchanges at a time, and a budget per minute. Only a state this service
// issued gets this far (state.mjs); the limits keep even those from turning
// the service into a way to hammer the Git host with the studio's app.

/**
 * @typedef {{ ok: true, release: () => void }
 *   | { ok: false, reason: 'busy' | 'limited', retryAfter: number }} Entry
 */

/**
 * @param {{ maxInFlight: number, perMinute: number, now?: () => number }} options
 */
export function createGate({ maxInFlight, perMinute, now = Date.now }) {
  let inFlight = 0;
  /** Start times of the exchanges of the last minute, oldest first. */
  const recent = /** @type {number[]} */ ([]);

  function forget() {
    const t = now();
    while (recent.length > 0 && /** @type {number} */ (recent[0]) <= t - 60_000) recent.shift();
    return t;
  }

  return {
    /** @returns {Entry} */
    enter() {
      const t = forget();
      if (inFlight >= maxInFlight) return { ok: false, reason: 'busy', retryAfter: 5 };
      const oldest = recent[0];
      if (recent.length >= perMinute && oldest !== undefined) {
        return {
          ok: false,
          reason: 'limited',
          retryAfter: Math.max(1, Math.ceil((oldest + 60_000 - t) / 1000)),
        };
      }
      inFlight += 1;
      recent.push(t);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          inFlight -= 1;
        },
      };
    },

    stats() {
      forget();
      return { inFlight, lastMinute: recent.length };
    },
  };
}
