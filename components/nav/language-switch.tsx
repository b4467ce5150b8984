'use client';

import { usePathname } from 'next/navigation';

/**
 * The link to this page in the other language: „English” on a Polish page,
 * „Polski” on an English one, each named in its own language (`lang`) and
 * pointing at the same page (`counterparts`), or at the other language's home
 * page where this one has no version in it. A plain link, never a guess from
 * the browser's language and never a redirect.
 */
export function LanguageSwitch({
  label,
  lang,
  counterparts,
  fallback,
  className,
  onNavigate,
}: {
  /** „English” or „Polski”. */
  label: string;
  lang: 'pl' | 'en';
  /** Each page's address in the other language (lib/i18n/pages.ts). */
  counterparts: Readonly<Record<string, string>>;
  /** The other language's home page. */
  fallback: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname().replace(/(.)\/$/, '$1');
  const href = counterparts[pathname] ?? fallback;
  return (
    // A full page load: the other language is another document (<html lang>).
    <a href={href} lang={lang} hrefLang={lang} onClick={onNavigate} className={className}>
      {label}
    </a>
  );
}
