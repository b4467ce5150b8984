'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';

/**
 * The link to this page in the other language: „English” on a Polish page,
 * „Polski” on an English one, each named in its own language (`lang`) and
 * pointing at the same page (`counterparts`), or at the other language's home
 * page where this one has no version in it. A plain link, never a guess from
 * the browser's language and never a redirect.
 *
 * The realizations are not in the map (as many as the studio publishes, on
 * every page): on one, the link is the other language's index, and a click
 * goes to the page the document's own hreflang link names, where it has one
 * (lib/i18n/pages.ts, switchFolders).
 */
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
  /** Folders left out of the map, and where their pages' link leads. */
  folders?: readonly { readonly prefix: string; readonly target: string }[];
  /** The other language's home page. */
  fallback: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname().replace(/(.)\/$/, '$1');
  const folder = counterparts[pathname]
    ? undefined
    : folders.find((f) => pathname.startsWith(f.prefix));
  const href = counterparts[pathname] ?? folder?.target ?? fallback;
  const follow = (event: MouseEvent) => {
    onNavigate?.();
    const link = folder && document.querySelector<HTMLLinkElement>(`link[hreflang="${lang}"]`);
    if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    location.assign(new URL(link.href).pathname);
  };
  return (
    // A full page load: the other language is another document (<html lang>).
    <a href={href} lang={lang} hrefLang={lang} onClick={follow} className={className}>
      {label}
    </a>
  );
}
