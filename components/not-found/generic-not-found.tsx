import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/content/locale';
import { uiText } from '@/lib/i18n/ui';
import { homePathIn } from '@/lib/navigation';
import { typeset } from '@/lib/typography';

/** „Nie znaleziono strony”: the 404 page's text, with a link to the home page of its language. */
export function GenericNotFound({ locale }: { locale: Locale }) {
  const { notFound } = uiText(locale);
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center gap-6 px-5 pt-[var(--header-height)] text-center">
      <p className="font-display text-7xl text-amber">404</p>
      <h1 className="font-display text-3xl sm:text-4xl">{notFound.title}</h1>
      <p className="text-paper-muted">{typeset(notFound.text)}</p>
      <Link href={homePathIn(locale)} className={buttonVariants()}>
        {notFound.back}
      </Link>
    </div>
  );
}
