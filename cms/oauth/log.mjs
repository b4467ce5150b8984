// The service's journal: one JSON object a line on stderr, which systemd
// keeps (`journalctl -u swiatlocien-oauth`, docs/cms.md). Callers pass only
// what is safe to keep: never the client secret, a code, a state or a token.
// Under the journal each line starts with its syslog priority (<3> error,
// <4> warning, <6> info), so `journalctl -p warning` shows the failures.

const PRIORITY = { error: 3, warn: 4, info: 6 };
/** Lines of one kind of refusal per minute; the rest are counted in the next one. */
const REFUSALS_PER_MINUTE = 10;

/** @typedef {Record<string, string | number | boolean | undefined>} Fields */

/**
 * @param {{ write?: (line: string) => void, now?: () => number, journal?: boolean }} [options]
 */
export function createLog({
  write = (line) => void process.stderr.write(line),
  now = Date.now,
  journal = Boolean(process.env.JOURNAL_STREAM),
} = {}) {
  /** @param {keyof typeof PRIORITY} level @param {string} event @param {Fields} fields */
  function line(level, event, fields) {
    const json = JSON.stringify({ time: new Date(now()).toISOString(), level, event, ...fields });
    write(`${journal ? `<${PRIORITY[level]}>` : ''}${json}\n`);
  }

  /** Per kind of refusal: the current minute's start, lines written, lines dropped. */
  const refusals = new Map();

  return {
    /** @param {string} event @param {Fields} [fields] */
    info: (event, fields = {}) => line('info', event, fields),
    /** @param {string} event @param {Fields} [fields] */
    warn: (event, fields = {}) => line('warn', event, fields),
    /** @param {string} event @param {Fields} [fields] */
    error: (event, fields = {}) => line('error', event, fields),
    /**
     * An unexpected failure of a request: its kind and where, never its
     * message (which may quote the request).
     * @param {string} id the request's id @param {unknown} error
     */
    internal(id, error) {
      const { name, stack } = /** @type {Error} */ (error ?? {});
      line('error', 'internal_error', {
        id,
        error: typeof name === 'string' ? name : typeof error,
        at:
          typeof stack === 'string' ? stack.split('\n').slice(1, 4).join(' | ').trim() : undefined,
      });
    },
    /**
     * A refused request (a forged state, a flood): logged, but at most
     * REFUSALS_PER_MINUTE lines of a kind a minute, so a flood cannot fill the journal.
     * @param {string} reason @param {Fields} [fields]
     */
    refused(reason, fields = {}) {
      const t = now();
      let kind = refusals.get(reason);
      if (!kind || t - kind.since >= 60_000) {
        const dropped = kind?.dropped ?? 0;
        kind = { since: t, written: 0, dropped: 0 };
        refusals.set(reason, kind);
        if (dropped > 0) fields = { ...fields, dropped_before: dropped };
      }
      if (kind.written >= REFUSALS_PER_MINUTE) {
        kind.dropped += 1;
        return;
      }
      kind.written += 1;
      line('info', 'refused', { reason, ...fields });
    },
  };
}
