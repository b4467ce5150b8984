// The two pages the Worker answers instead of the site: before the launch
// (SITE_STATE "prelaunch": the public sees this while the studio empties the
// launch list in the editor) and a draft's preview past its date
// (PREVIEW_EXPIRES). Both languages on one page, no script, nothing indexed.
import { escapeHtml, sourceHash, typeset } from '../html';
import { NOINDEX, SECURITY_HEADERS } from './headers';

interface Notice {
  readonly status: number;
  readonly pl: { readonly title: string; readonly text: string };
  readonly en: { readonly title: string; readonly text: string };
  readonly headers?: Readonly<Record<string, string>>;
}

export const NOTICES = {
  prelaunch: {
    // 503 with Retry-After: a search engine comes back later and indexes nothing meanwhile.
    status: 503,
    pl: {
      title: 'Strona w przygotowaniu',
      text: 'Kończymy pracę nad nową stroną studia. Zajrzyj tu wkrótce.',
    },
    en: {
      title: 'Coming soon',
      text: 'We are putting the finishing touches to our new website. Please check back soon.',
    },
    headers: { 'Retry-After': '3600' },
  },
  expired: {
    status: 410,
    pl: {
      title: 'Ten podgląd wygasł',
      text: 'Linki do podglądu działają tylko przez pewien czas. Poproś studio o nowy.',
    },
    en: {
      title: 'This preview has expired',
      text: 'Preview links only work for a limited time. Please ask the studio for a new one.',
    },
  },
} as const satisfies Record<string, Notice>;

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0e0d0c;color:#f4efe6;font:1rem/1.6 system-ui,sans-serif}
main{max-width:34rem;padding:2rem;text-align:center}
h1{font-size:1.6rem;margin:0 0 .75rem}
section+section{margin-top:2.5rem;padding-top:2rem;border-top:1px solid #3a3530}`;

export function noticeHtml(notice: Notice) {
  const part = (lang: string, { title, text }: Notice['pl']) =>
    `<section lang="${lang}">
<h1>${escapeHtml(lang === 'pl' ? typeset(title) : title)}</h1>
<p>${escapeHtml(lang === 'pl' ? typeset(text) : text)}</p>
</section>`;
  return `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(`${notice.pl.title} · ${notice.en.title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${part('pl', notice.pl)}
${part('en', notice.en)}
</main>
</body>
</html>
`;
}

let policy: Promise<string> | undefined;

/** The notice as a response: its style by hash and nothing else, never cached or indexed. */
export async function noticeResponse(key: keyof typeof NOTICES, method: string) {
  const notice: Notice = NOTICES[key];
  policy ??= sourceHash(STYLE).then(
    (style) =>
      `default-src 'none'; style-src ${style}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  const response = new Response(method === 'HEAD' ? null : noticeHtml(notice), {
    status: notice.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': await policy,
      'X-Robots-Tag': NOINDEX,
      ...notice.headers,
    },
  });
  for (const [name, value] of SECURITY_HEADERS) response.headers.set(name, value);
  return response;
}
