'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

/**
 * The link to this page in the other language: „English” on a Polish page,
 * „Polski” on an English one, each named in its own language (`lang`) and
 * pointing at the same page (`counterparts`), or at the other language's home
 * page where this one has no version in it. A plain link, never a guess from
 * the browser's language and never a redirect.
 *
 * The realizations are not in the map (as many as the studio publishes, on
 * every page): on one, the link leads to the other language's index first,
 * and once the script runs, to the page the document's own hreflang link
 * names (lib/i18n/pages.ts, switchFolders).
 */
/** Calls `changed` whenever the document's head changes (a client-side navigation's metadata). */
function watchHead(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}

/** The path of the page's version in `lang`, as its hreflang link names it. */
function alternateIn(lang: string): string | undefined {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${lang}"]`);
  return link ? new URL(link.href).pathname : undefined;
}

export function LanguageSwitch({
  label,
  lang,
  counterparts,
  folders = [],
  fallback,
  className,
  onNavigate,
}: {
  /** „English” or „Polski”. */
  label: string;
  lang: 'pl' | 'en';
  /** Each page's address in the other language (lib/i18n/pages.ts). */
  counterparts: Readonly<Record<string, string>>;
  /** Folders left out of the map, and where their pages lead until the page's hreflang link is read. */
  folders?: readonly { readonly prefix: string; readonly target: string }[];
  /** The other language's home page. */
  fallback: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname().replace(/(.)\/$/, '$1');
  const folder = folders.find((f) => pathname.startsWith(f.prefix));
  // The page's own hreflang link, read in the browser (none while the server renders).
  const alternate = useSyncExternalStore(
    watchHead,
    () => (folder ? alternateIn(lang) : undefined),
    () => undefined,
  );
  const href = counterparts[pathname] ?? alternate ?? folder?.target ?? fallback;
  return (
    // A full page load: the other language is another document (<html lang>).
    <a href={href} lang={lang} hrefLang={lang} onClick={onNavigate} className={className}>
      {label}
    </a>
  );
}
