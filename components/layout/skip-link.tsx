import type { Locale } from '@/content/locale';
import { uiText } from '@/lib/i18n/ui';

export function SkipLink({ locale = 'pl' }: { locale?: Locale }) {
  return (
    <a
      href="#tresc"
      className="sr-only z-50 rounded bg-paper px-4 py-2 font-medium text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {uiText(locale).skip}
    </a>
  );
}
