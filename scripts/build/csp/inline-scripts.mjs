// The inline scripts of an exported page as a browser sees them: which ones
// it runs, their sha256 sources for script-src, and the inline handlers a
// hash cannot allow. Read by the CSP writer (write-csp.mjs, through csp.mjs).
import { createHash } from 'node:crypto';

/**
 * Script types a browser executes (HTML "prepare the script element"): no
 * type, a JavaScript MIME type, module, importmap and speculationrules. Any
 * other type (application/ld+json, application/json) is a data block: never
 * run, so it needs no hash.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The value of one attribute in a tag's attribute text, or undefined.
 * @param {string} attrs
 * @param {string} name
 */
function attribute(attrs, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    'i',
  ).exec(attrs);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The source text of every inline script of a page that the browser would
 * run, as the browser hashes it (the HTML parser turns CRLF and CR into LF).
 * @param {string} html
 * @returns {string[]}
 */
export function executableInlineScripts(html) {
  const scripts = [];
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== undefined) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase().split(';')[0] ?? '';
    if (!EXECUTED_TYPES.has(type.trim())) continue;
    scripts.push(text.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** @param {string} source */
export function sha256Source(source) {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/**
 * The distinct hashes of a page's executable inline scripts, sorted so the
 * generated files only change when the scripts do.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...new Set(executableInlineScripts(html).map(sha256Source))].sort();
}

// A start tag and its attributes, quoted values read whole: a value holding
// `onerror=` or `href="javascript:` (escaped content: `alt="&quot;&gt;…"`)
// is text, not an attribute.
const START_TAG =
  /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?|\s*\/)*)\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * Markup a hash cannot allow without 'unsafe-hashes' (inline event handlers,
 * javascript: URLs). Next emits none; if a change ever adds one, the build
 * fails here rather than the page breaking silently under the policy.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineHandlers(html) {
  const found = [];
  for (const [, attrs = ''] of html.replace(SCRIPT, '').matchAll(START_TAG)) {
    for (const [, name = '', ...values] of attrs.matchAll(ATTRIBUTE)) {
      const key = name.toLowerCase();
      const value = values.find((v) => v !== undefined) ?? '';
      if (/^on[a-z]+$/.test(key)) found.push(key);
      else if (URL_ATTRIBUTES.has(key) && /^\s*javascript:/i.test(value)) found.push('javascript:');
    }
  }
  return found;
}
