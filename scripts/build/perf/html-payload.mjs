// A page's HTML carries its RSC payload as inline scripts, one stream in
// order, in Next's own escaping: read it whole, empty the stylesheet's text
// rows (flight-rows.mjs) and write each script back byte for byte as Next
// would. payload-css.mjs says why and when.
import { withoutStyleText } from './flight-rows.mjs';

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
