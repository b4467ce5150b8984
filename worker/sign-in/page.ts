// The page the sign-in popup ends on. Its script and style are constant (the
// data sits in a JSON block the browser never runs), so its policy allows
// them by hash, with no 'unsafe-inline'.
// cspell:ignore nosniff -- a header value
import { escapeHtml, sourceHash, typeset } from '../html';
import { MESSAGES, REFERENCE_LABEL, type MessageKey } from './messages';

// Decap's protocol, which Sveltia CMS speaks: the popup says
// "authorizing:github" to its opener, the editor answers the same, and the
// popup then sends the result. Only to the site's origin, and only after the
// editor's answer from that origin. A failure is sent when the studio closes
// the window with the button, so the message stays in sight until then.
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

let policy: Promise<string> | undefined;
/** The page's own policy: its script and style by hash, nothing else. */
export function pagePolicy(): Promise<string> {
  policy ??= Promise.all([sourceHash(SCRIPT), sourceHash(STYLE)]).then(
    ([script, style]) =>
      `default-src 'none'; script-src ${script}; style-src ${style}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  return policy;
}

export interface PageBody {
  message: string;
  /** What goes to the editor: Decap's `authorization:github:<success|error>:<json>`, or ''. */
  protocol: string;
  /** The only origin the result may go to: the site's own. */
  allowedOrigin: string;
  /** Send at once (success), or when the studio clicks „Zamknij to okno” (failure). */
  automatic: boolean;
  /** The request's id in the log, for the studio to quote when it asks for help. */
  reference?: string;
}

export function pageHtml({ message, protocol, allowedOrigin, automatic, reference }: PageBody) {
  // `<` escaped: no string in the data can end the script element.
  const data = JSON.stringify({ protocol, allowedOrigin, automatic }).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
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
${reference ? `<p>${escapeHtml(typeset(REFERENCE_LABEL))}: ${escapeHtml(reference)}</p>\n` : ''}<button type="button" id="zamknij">Zamknij to okno</button>
</main>
<script type="application/json" id="dane">${data}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/**
 * The page as a response, with the headers it needs: its own policy, never
 * cached, and an opener the popup keeps to hand the token back.
 */
export async function pageResponse(
  status: number,
  body: PageBody,
  headers: Record<string, string> = {},
): Promise<Response> {
  return new Response(pageHtml(body), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': await pagePolicy(),
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      ...headers,
    },
  });
}

/**
 * The popup's page for a failure: the Polish message by Decap's error
 * protocol (Sveltia shows it too), the request's id, nothing to sign in with.
 */
export function failurePage(
  status: number,
  key: MessageKey,
  allowedOrigin: string,
  id: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const message = MESSAGES[key];
  return pageResponse(
    status,
    {
      message,
      protocol: `authorization:github:error:${JSON.stringify({ provider: 'github', error: message })}`,
      allowedOrigin,
      automatic: false,
      reference: id,
    },
    headers,
  );
}
