// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints):
// a file that starts with this comment has every function compiled eagerly,
// on the thread that streams the script in, instead of lazily on the main
// thread the first time each function runs. Next's framework chunks run most
// of their functions while the page hydrates, so without the hint that
// compiling is one long main-thread task right after the scripts arrive: on
// the bare framework page (bench/framework-floor.mjs) it alone is 170–300 ms
// under Lighthouse's 4x slowdown. Engines other than V8 read a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A string only hls.js holds (one of its event names): the
 * chunk the film viewer loads on intent (components/lightbox/film-start.ts)
 * and runs at once, so it is compiled while it arrives too. On the film
 * bench its main-thread task after arrival fell from about 250 to 80 ms.
 */
const HLS_JS = '"hlsManifestLoading"';

/** Whether a chunk is hls.js's. @param {string} source */
export const isHlsJsChunk = (source) => source.includes(HLS_JS);

const SCRIPT_TAG = /<script\b[^>]*>/gi;

/**
 * The chunks a page starts with: its `<script src="/_next/static/…" async>`
 * tags. Not `noModule` scripts (the legacy polyfills, skipped by the browsers
 * that read the hint) and not chunks loaded later on demand, whose functions
 * mostly wait for a visitor's action.
 * @param {string} html
 * @returns {string[]} paths as written in the page, e.g. /_next/static/chunks/ab.js
 */
export function startupChunks(html) {
  const chunks = new Set();
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const src = /\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1];
    if (src && /\sasync(=|\s|>)/i.test(tag) && !/\snomodule\b/i.test(tag)) chunks.add(src);
  }
  return [...chunks];
}

/**
 * The source with the hint as its first line; unchanged when it has it already,
 * so a second run over the same out/ changes nothing.
 * @param {string} source
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
