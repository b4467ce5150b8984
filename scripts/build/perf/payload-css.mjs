// The stylesheet's copies in the RSC payload (issue 26). With
// `experimental.inlineCss`, Next 16.4 writes the whole stylesheet into every
// page three times: the <style> the browser paints with, and twice more as
// text rows of the page's RSC payload, each the `children` of a hoistable
// `<style precedence href>` element (vercel/next.js#98079 and #98110, open;
// the fix proposed in #98397 drops the text the same way). React adopts a
// hoistable style by its href: once the document has
// `<style data-href="…">`, the element's children are never read. So the
// copies are emptied wherever that holds, and only there:
//   - a page's HTML: the href is in that page's own <style data-href>;
//   - the .txt payloads of client-side navigation: the href is in every
//     page's <style data-href>, so whichever page the visitor came from has it.
// The payload stays valid: an emptied row is the model row `id:""`.

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
 * `inDocument` accepts emptied (`id:""`).
 * @param {Buffer} payload
 * @param {(href: string) => boolean} inDocument
 * @returns {{ payload: Buffer, emptied: number }}
 */
export function withoutStyleText(payload, inDocument) {
  const ids = new Set(
    [...styleTextRows(payload)].filter(([href]) => inDocument(href)).flatMap(([, refs]) => refs),
  );
  const parts = [];
  let from = 0;
  let emptied = 0;
  for (const row of payloadRows(payload)) {
    if (!row.text || !ids.has(row.id)) continue;
    parts.push(payload.subarray(from, row.start), Buffer.from(`${row.id}:""\n`));
    from = row.end;
    emptied++;
  }
  parts.push(payload.subarray(from));
  return { payload: Buffer.concat(parts), emptied };
}

/**
 * The hrefs of the stylesheets a page's HTML inlines (`<style data-href="a b">`).
 * @param {string} html
 * @returns {Set<string>}
 */
export function inlinedStylesheets(html) {
  return new Set(
    [...html.matchAll(/<style\b[^>]*\bdata-href="([^"]*)"/g)].flatMap(([, hrefs = '']) =>
      hrefs.split(/\s+/).filter(Boolean),
    ),
  );
}

const PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/**
 * A page's HTML with its inline payload (the `self.__next_f.push([1,"…"])`
 * scripts, in order one stream) rid of the CSS text its own <style> holds.
 * Each script keeps its place; a script left empty is removed.
 * @param {string} html
 * @returns {{ html: string, emptied: number }}
 */
export function htmlWithoutPayloadCss(html) {
  const inline = inlinedStylesheets(html);
  const scripts = [...html.matchAll(PUSH)].map((match) => ({
    match,
    bytes: Buffer.from(/** @type {[1, string]} */ (JSON.parse(match[1] ?? '[]'))[1]),
  }));
  const stream = Buffer.concat(scripts.map((s) => s.bytes));
  const { payload, emptied } = withoutStyleText(stream, (href) => inline.has(href));
  if (emptied === 0) return { html, emptied };

  // Cut the new stream at the old scripts' boundaries, shifted by what was taken out before each.
  const removed = stream.length - payload.length;
  let html2 = '';
  let last = 0;
  let oldAt = 0;
  let newAt = 0;
  for (const [i, { match, bytes }] of scripts.entries()) {
    const oldEnd = oldAt + bytes.length;
    const newEnd = i === scripts.length - 1 ? payload.length : mapOffset(stream, payload, oldEnd);
    const chunk = payload.subarray(newAt, Math.max(newAt, newEnd)).toString('utf8');
    html2 += html.slice(last, match.index);
    if (chunk) html2 += `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
    last = (match.index ?? 0) + match[0].length;
    oldAt = oldEnd;
    newAt = Math.max(newAt, newEnd);
  }
  if (newAt !== payload.length || removed <= 0) throw new Error('payload-css: stream mismatch');
  return { html: html2 + html.slice(last), emptied };
}

/**
 * Where an offset of the old stream lands in the new one: both streams have
 * the same rows in the same order, the emptied rows shorter.
 * @param {Buffer} before
 * @param {Buffer} after
 * @param {number} offset
 */
function mapOffset(before, after, offset) {
  const oldRows = payloadRows(before);
  const newRows = payloadRows(after);
  const i = oldRows.findIndex((row) => offset < row.end);
  if (i < 0) return after.length;
  const oldRow = oldRows[i];
  const newRow = newRows[i];
  if (!oldRow || !newRow) return after.length;
  // Inside an emptied row: the cut goes to the row's end.
  if (oldRow.end - oldRow.start !== newRow.end - newRow.start) return newRow.end;
  return newRow.start + (offset - oldRow.start);
}
