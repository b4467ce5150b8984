// The scripts a page of the site may carry, by shape. The policy allows each
// page's inline scripts by hash, and a hash allows whatever text is there: a
// script injected by content would be hashed and allowed like Next's own. So
// before hashing, every <script> of a page must be one of these, or the build
// fails naming the page and the script. Each shape is a coupling to Next's
// output (docs/upgrading-next.md); the unit tests run it on captured pages.

// A JSON string as Next writes it into a script (htmlEscapeJsonString in
// next/dist/shared/lib/htmlescape.js): no raw `<`, `>`, `&`, line separators
// or control characters, only JSON's own escapes. Inside one, no text can end
// the script, open a comment or run.
const JSON_STRING = String.raw`"(?:[^"\\\u0000-\u001f<>&\u2028\u2029]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"`;

/**
 * @typedef {object} ScriptShape
 * @property {string} name what it is, for messages and docs/upgrading-next.md
 * @property {(text: string) => boolean} matches
 */

/** @type {readonly ScriptShape[]} Next's and Turbopack's inline scripts. */
export const NEXT_SCRIPTS = [
  {
    // use-flight-response.js, writeInitialInstructions (no form state in a static export).
    name: "Next's payload bootstrap",
    matches: (text) => text === '(self.__next_f=self.__next_f||[]).push([0])',
  },
  {
    // use-flight-response.js, writeFlightDataInstruction: a text chunk of the RSC payload.
    name: "Next's RSC payload chunk",
    matches: (text) =>
      new RegExp(String.raw`^self\.__next_f\.push\(\[1,${JSON_STRING}\]\)$`).test(text),
  },
  {
    // The same, for a chunk that is not UTF-8: base64.
    name: "Next's binary RSC payload chunk",
    matches: (text) => /^self\.__next_f\.push\(\[3,"[A-Za-z0-9+/=]*"\]\)$/.test(text),
  },
  {
    // Turbopack's runtime list (<script id="_R_">): chunk names and module ids.
    name: "Turbopack's chunk list",
    matches: (text) =>
      /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"static\/chunks\/[\w.-]+\.js",?)*\],"runtimeModuleIds":\[(?:\d+,?)*\]\}\);$/.test(
        text,
      ),
  },
];

/** Same-origin script files a page may load: Next's chunks. */
const CHUNK_SRC = /^\/_next\/static\/chunks\/[\w.-]+\.js$/;

/** Data blocks the site writes: JSON-LD, with `<` escaped (lib/seo.ts, jsonLdText). */
const DATA_TYPES = new Set(['application/ld+json']);

const SCRIPT_OPEN = /<script\b/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * One attribute of a tag's attribute text: its value, '' when bare, or undefined.
 * @param {string} attrs
 * @param {string} name
 */
function attribute(attrs, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|$)`,
    'i',
  ).exec(attrs);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** @param {string} text */
function excerpt(text) {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 100 ? `${flat.slice(0, 100)}…` : flat;
}

/** @param {string} text */
function isDataBlock(text) {
  if (/[<]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a page's scripts: one line for every script that is none
 * the site defines, empty when all are. `siteScripts` are the site's own inline
 * scripts, by exact text (lib/not-found-marker.ts).
 * @param {string} html
 * @param {readonly string[]} siteScripts
 * @returns {string[]}
 */
export function unknownScripts(html, siteScripts) {
  const problems = [];
  const scripts = [...html.matchAll(SCRIPT)];
  const opened = html.match(SCRIPT_OPEN)?.length ?? 0;
  if (opened !== scripts.length) {
    problems.push(
      `${opened} <script> tags but ${scripts.length} whole scripts: one is unclosed or inside another`,
    );
  }
  for (const [i, [, attrs = '', text = '']] of scripts.entries()) {
    const where = `script ${i + 1}`;
    const src = attribute(attrs, 'src');
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (src !== undefined) {
      if (!CHUNK_SRC.test(src) || text.trim() !== '' || type !== '') {
        problems.push(`${where}: <script src="${excerpt(src)}"> is not one of Next's chunks`);
      }
    } else if (DATA_TYPES.has(type)) {
      if (!isDataBlock(text)) {
        problems.push(`${where}: ${type} is not JSON with '<' escaped: ${excerpt(text)}`);
      }
    } else if (type !== '') {
      problems.push(`${where}: a script of type "${type}" the site does not write`);
    } else if (!siteScripts.includes(text) && !NEXT_SCRIPTS.some((s) => s.matches(text))) {
      problems.push(`${where}: an inline script the site does not define: ${excerpt(text)}`);
    }
  }
  return problems;
}
