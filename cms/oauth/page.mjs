// The page the sign-in popup ends on. Its script and style are constant (the
// data sits in a JSON block the browser never runs), so the policy allows
// them by hash, with no 'unsafe-inline'.
// cspell:ignore nosniff -- a header value
import { createHash } from 'node:crypto';

// Decap's protocol: the popup says "authorizing:github" to its opener, the
// editor answers the same, and the popup then sends the result. Only to the
// site's origin, and only after the editor's answer from that origin. A
// failure is sent when the studio closes the window with the button, so the
// message stays in sight until then (the editor then shows it too).
const SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('dane').textContent);
  var opener = window.opener;
  var button = document.getElementById('zamknij');
  function send() {
    if (!opener || !data.protocol) return window.close();
    window.addEventListener('message', function receive(event) {
      if (event.origin !== data.allowedOrigin || event.data !== 'authorizing:github') return;
      window.removeEventListener('message', receive);
      opener.postMessage(data.protocol, data.allowedOrigin);
    });
    opener.postMessage('authorizing:github', data.allowedOrigin);
  }
  button.addEventListener('click', send);
  if (data.automatic) send();
})();`;

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0e0d0c;color:#f4efe6;font:1rem/1.6 system-ui,sans-serif}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}
button{margin-top:1.5rem;padding:.6rem 1.4rem;border:0;border-radius:999px;background:#e0a55a;color:#0e0d0c;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #f4efe6;outline-offset:3px}`;

/** @param {string} source */
const sha256 = (source) => `sha256-${createHash('sha256').update(source).digest('base64')}`;
const scriptHash = sha256(SCRIPT);
const styleHash = sha256(STYLE);

/**
 * Polish line-breaking, as lib/typography.ts does for the site (this folder
 * ships alone, so it cannot import it): a one-letter word („w”, „i”, „z”)
 * stays on the line of the word after it.
 * @param {string} text
 */
export const typeset = (text) =>
  text.replace(/(?<![\p{L}\p{N}.\-–@/'’])(\p{L})[ ]+(?=\S)/gu, '$1\u00a0');

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {{ message: string, protocol: string, allowedOrigin: string, automatic: boolean, reference?: string }} body
 *   `reference`: the request's id in the journal, for the studio to quote when it asks for help
 */
export function page({ message, protocol, allowedOrigin, automatic, reference }) {
  // `<` escaped: no string in the data can end the script element.
  const data = JSON.stringify({ protocol, allowedOrigin, automatic }).replace(/</g, '\\u003c');
  const html = `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Logowanie do edytora | Światłocień</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Logowanie do edytora</h1>
<p role="status">${escapeHtml(typeset(message))}</p>
${reference ? `<p>Numer zgłoszenia: ${escapeHtml(reference)}</p>\n` : ''}<button type="button" id="zamknij">Zamknij to okno</button>
</main>
<script type="application/json" id="dane">${data}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
  return { html, scriptHash, styleHash };
}

/**
 * Answers with the page and the headers it needs: its own policy (script and
 * style by hash), never cached, and an opener the popup keeps.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Parameters<typeof page>[0]} body
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendPage(res, status, body, headers = {}) {
  const { html, scriptHash, styleHash } = page(body);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src '${scriptHash}'; style-src '${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    // The popup must keep its opener (the editor window) to hand the token back.
    'Cross-Origin-Opener-Policy': 'unsafe-none',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...headers,
  });
  res.end(html);
}
