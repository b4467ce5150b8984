// The hostile strings the test writes into the content (docs/data-files.md,
// "Hostile input"). Each one that could run sets window.__pwned to its number,
// which the browser check looks for. `refused` marks what the schema must
// refuse in every text field; the rest must render inert.

/** @typedef {{ name: string, text: string, refused?: boolean }} Hostile */

/** @type {readonly Hostile[]} */
export const HOSTILE = [
  { name: 'a closing script tag', text: '</script><script>window.__pwned=1</script>' },
  { name: 'a comment opener', text: '<!--<script>window.__pwned=2</script>' },
  { name: 'an attribute breakout', text: '"><img src=x onerror="window.__pwned=3">' },
  { name: 'quotes and a statement', text: `';window.__pwned=4;//"\`\${window.__pwned=4}` },
  { name: 'a javascript: URL', text: 'javascript:window.__pwned=5' },
  { name: 'a data: URL', text: 'data:text/html,<script>window.__pwned=6</script>' },
  { name: 'line separators', text: 'a\u2028b\u2029c</SCRIPT ><ScRiPt>window.__pwned=7</script>' },
  { name: 'an entity', text: '&lt;script&gt;window.__pwned=8&lt;/script&gt; &amp; &#60;' },
  { name: 'a 10,000-character line', text: `${'Ś'.repeat(4999)}<${'x'.repeat(5000)}` },
  { name: 'a bidi override', text: 'abc\u202Egnp.exe', refused: true },
  { name: 'a bidi isolate', text: '\u2067ltr\u2069', refused: true },
];

/** Whole values for link and file fields, which the schema must refuse. */
export const HOSTILE_URLS = [
  'javascript:window.__pwned=9',
  'JAVASCRIPT:window.__pwned=9',
  'data:text/html,<script>window.__pwned=10</script>',
  'data:image/svg+xml,<svg onload="window.__pwned=11"/>',
];
