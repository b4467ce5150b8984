// The RSC payload's rows (React Flight's wire format), and the payload with
// the stylesheet's text rows emptied. payload-css.mjs says why and when.

const LINE = '\n'.charCodeAt(0);
const COLON = ':'.charCodeAt(0);
// A row of bytes: a tag letter and its byte length in hex, then a comma (`T` text,
// `A`, `O`, `U`, … typed arrays). Any other row is one line.
const SIZED = /^([A-Za-z])([0-9a-f]+),/;

/**
 * The rows of an RSC payload (React Flight's wire format): `id:` then either
 * a tag with a byte length (`T1a2,<text>`) or one line. Offsets are in bytes.
 * @param {Buffer} payload
 * @returns {{ id: string, start: number, end: number, text?: boolean }[]}
 */
export function payloadRows(payload) {
  const rows = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(COLON, at);
    if (colon < 0) break;
    const id = payload.toString('latin1', at, colon);
    const sized = SIZED.exec(payload.toString('latin1', colon + 1, colon + 20));
    let end;
    if (sized) {
      end = colon + 1 + sized[0].length + parseInt(sized[2] ?? '0', 16);
    } else {
      const line = payload.indexOf(LINE, colon);
      end = line < 0 ? payload.length : line + 1;
    }
    rows.push({ id, start: at, end, text: sized?.[1] === 'T' });
    at = end;
  }
  return rows;
}

/**
 * The stylesheets (href → the id of the text row holding its CSS) that the
 * payload's hoistable <style> elements carry as text.
 * @param {Buffer} payload
 * @returns {Map<string, string[]>}
 */
function styleTextRows(payload) {
  const found = new Map();
  const text = payload.toString('utf8');
  const element = /\["\$","style","[^"]*",\{([^{}]*)\}\]/g;
  for (const [, props = ''] of text.matchAll(element)) {
    const href = /"href":"([^"]+)"/.exec(props)?.[1];
    const ref = /"children":"\$([0-9a-f]+)"/.exec(props)?.[1];
    if (!href || !ref || !/"precedence":/.test(props)) continue;
    found.set(href, [...(found.get(href) ?? []), ref]);
  }
  return found;
}

/**
 * The payload with the CSS text of every hoistable style whose href
 * `inDocument` accepts emptied (`id:""`), and where the old payload was cut:
 * each emptied row's bytes and the length of what replaced them.
 * @param {Buffer} payload
 * @param {(href: string) => boolean} inDocument
 * @returns {{ payload: Buffer, emptied: number, cuts: { start: number, end: number, length: number }[] }}
 */
export function withoutStyleText(payload, inDocument) {
  const ids = new Set(
    [...styleTextRows(payload)].filter(([href]) => inDocument(href)).flatMap(([, refs]) => refs),
  );
  const parts = [];
  const cuts = [];
  let from = 0;
  for (const row of payloadRows(payload)) {
    if (!row.text || !ids.has(row.id)) continue;
    const empty = Buffer.from(`${row.id}:""\n`);
    parts.push(payload.subarray(from, row.start), empty);
    cuts.push({ start: row.start, end: row.end, length: empty.length });
    from = row.end;
  }
  parts.push(payload.subarray(from));
  return { payload: Buffer.concat(parts), emptied: cuts.length, cuts };
}
