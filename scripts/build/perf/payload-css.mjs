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
// Any payload push: `[1,"text"]` above, but also `[3,"base64"]` (a chunk that
// is not UTF-8), which this rewrite cannot follow through the stream.
const ANY_PUSH = /<script>self\.__next_f\.push\(\[(\d+),/g;

// What Next escapes in the JSON it writes into an inline script
// (htmlEscapeJsonString, next/dist/shared/lib/htmlescape.js): `<`, `>` and `&`
// so the text can neither close its <script> nor open a comment in it, and the
// line separators JavaScript once read as line ends.
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;

/**
 * A payload chunk as Next writes it: `[1,"…"]`, JSON with Next's escaping.
 * Byte for byte what `next build` writes for the same chunk.
 * @param {string} chunk
 */
export function payloadPushText(chunk) {
  const json = JSON.stringify([1, chunk]).replace(
    HTML_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `self.__next_f.push(${json})`;
}

/**
 * A page's HTML with its inline payload (the `self.__next_f.push([1,"…"])`
 * scripts, in order one stream) rid of the CSS text its own <style> holds.
 * Each script keeps its place; a script left empty is removed. Also returns
 * the hrefs the page inlines, read once here, for the caller's own use.
 * @param {string} html
 * @returns {{ html: string, emptied: number, inline: Set<string> }}
 */
export function htmlWithoutPayloadCss(html) {
  const inline = inlinedStylesheets(html);
  for (const [, kind] of html.matchAll(ANY_PUSH)) {
    if (kind !== '1' && kind !== '0') {
      throw new Error(
        `payload-css: a payload push of kind ${kind} (not text); the stream cannot be followed. See docs/upgrading-next.md`,
      );
    }
  }
  const scripts = [...html.matchAll(PUSH)].map((match) => ({
    match,
    bytes: Buffer.from(/** @type {[1, string]} */ (JSON.parse(match[1] ?? '[]'))[1]),
  }));
  const stream = Buffer.concat(scripts.map((s) => s.bytes));
  const { payload, emptied, cuts } = withoutStyleText(stream, (href) => inline.has(href));
  if (emptied === 0) return { html, emptied, inline };

  // Each script gets its old stretch of the stream as it is now.
  let out = '';
  let last = 0;
  let oldEnd = 0;
  let newAt = 0;
  for (const { match, bytes } of scripts) {
    oldEnd += bytes.length;
    const newEnd = newOffset(cuts, oldEnd);
    const chunk = payload.subarray(newAt, newEnd).toString('utf8');
    out += html.slice(last, match.index);
    if (chunk) out += `<script>${payloadPushText(chunk)}</script>`;
    last = (match.index ?? 0) + match[0].length;
    newAt = newEnd;
  }
  if (newAt !== payload.length) throw new Error('payload-css: stream mismatch');
  return { html: out + html.slice(last), emptied, inline };
}

/**
 * Where an offset of the old stream lands in the new one: moved back by what
 * the cuts before it took out; inside a cut row, at the end of its replacement.
 * @param {{ start: number, end: number, length: number }[]} cuts in order
 * @param {number} offset
 */
function newOffset(cuts, offset) {
  let shift = 0;
  for (const cut of cuts) {
    if (offset <= cut.start) break;
    if (offset < cut.end) return cut.start + shift + cut.length;
    shift += cut.length - (cut.end - cut.start);
  }
  return offset + shift;
}
